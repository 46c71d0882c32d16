import type { DataSource } from 'typeorm';

import type { AppConfig } from '../../../config/app-config';
import type { MediaTools } from '../media-tools.port';
import { JobsTableLedger } from '../replicate/prediction-ledger';
import { OfflineMediaTools } from './offline-media.tools';
import { ReplicateMediaTools } from './replicate-media.tools';

/** Replicate when a token is set and IMAGE_PROVIDER is 'auto' or 'replicate'; on this machine otherwise ('offline', 'instant'). */
export function mediaTools(config: AppConfig, db?: DataSource): MediaTools {
  const s = config.settings;
  const replicate = (s.IMAGE_PROVIDER === 'auto' || s.IMAGE_PROVIDER === 'replicate') && s.REPLICATE_API_TOKEN;
  if (!replicate) return new OfflineMediaTools();
  return new ReplicateMediaTools({
    token: replicate,
    baseUrl: s.REPLICATE_BASE_URL,
    ledger: db && new JobsTableLedger(db),
    models: {
      video: s.REPLICATE_VIDEO_MODEL,
      faceSwap: s.REPLICATE_FACESWAP_MODEL,
      removeBackground: s.REPLICATE_REMOVE_BG_MODEL,
      upscale: s.REPLICATE_UPSCALE_MODEL,
    },
  });
}
