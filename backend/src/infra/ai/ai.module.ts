import { Global, Logger, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { AppConfig } from '../../config/app-config';
import { chatModel } from './chat/chat-model.factory';
import { ChatModel } from './chat-model.port';
import { ImageProvider } from './image-provider.port';
import { InstantImageProvider } from './instant-image.provider';
import { mediaTools } from './media/media-tools.factory';
import { MediaTools } from './media-tools.port';
import { moderation } from './moderation/moderation.factory';
import { Moderation } from './moderation/moderation.port';
import { OfflineImageProvider } from './offline-image.provider';
import { NoPredictions, PredictionCanceller, ReplicateCanceller } from './replicate/prediction-canceller';
import { JobsTableLedger } from './replicate/prediction-ledger';
import { PredictionRunner } from './replicate/prediction-runner';
import { ReplicateImageProvider } from './replicate/replicate-image.provider';
import { ReplicateModels } from './replicate/replicate-models';
import { ToolAdapters } from './tools/tool-adapter.port';
import { ToolAdapterSet } from './tools/tool-adapters';

function imageProvider(config: AppConfig, db: DataSource): ImageProvider {
  const s = config.settings;
  const choice = s.IMAGE_PROVIDER === 'auto' ? (s.REPLICATE_API_TOKEN ? 'replicate' : 'offline') : s.IMAGE_PROVIDER;
  switch (choice) {
    case 'instant':
      return new InstantImageProvider(s.INSTANT_IMAGE_DELAY_MS);
    case 'replicate':
      if (!s.REPLICATE_API_TOKEN)
        throw new Error('Invalid configuration:\n  REPLICATE_API_TOKEN: required when IMAGE_PROVIDER=replicate');
      return new ReplicateImageProvider({
        token: s.REPLICATE_API_TOKEN,
        baseUrl: s.REPLICATE_BASE_URL,
        model: s.REPLICATE_IMAGE_MODEL,
        ledger: new JobsTableLedger(db),
      });
    default:
      return new OfflineImageProvider();
  }
}

/** Cancels a given-up job's prediction wherever Replicate may have run it (image provider or media tools). */
function predictionCanceller(config: AppConfig): PredictionCanceller {
  const s = config.settings;
  const replicate = s.IMAGE_PROVIDER === 'auto' || s.IMAGE_PROVIDER === 'replicate';
  return replicate && s.REPLICATE_API_TOKEN
    ? new ReplicateCanceller({ token: s.REPLICATE_API_TOKEN, baseUrl: s.REPLICATE_BASE_URL })
    : new NoPredictions();
}

/** a tool's prediction still running after this is canceled (video models take minutes) */
const TOOL_TIMEOUT_MS = 15 * 60_000;

/** Each tool's adapter, on the image provider and media tools IMAGE_PROVIDER chose (and Replicate's connection when it did). */
function toolAdapters(config: AppConfig, images: ImageProvider, media: MediaTools, db: DataSource): ToolAdapters {
  const s = config.settings;
  const token = (s.IMAGE_PROVIDER === 'auto' || s.IMAGE_PROVIDER === 'replicate') && s.REPLICATE_API_TOKEN;
  const connection = token && {
    token,
    baseUrl: s.REPLICATE_BASE_URL,
    ledger: new JobsTableLedger(db),
    timeoutMs: TOOL_TIMEOUT_MS,
  };
  const replicate = connection
    ? new ReplicateModels(new PredictionRunner(connection, new Logger('ToolAdapters'), 'the documented inputs'))
    : null;
  return new ToolAdapterSet({ images, media, replicate });
}

@Global()
@Module({
  providers: [
    { provide: ImageProvider, inject: [AppConfig, DataSource], useFactory: imageProvider },
    { provide: ChatModel, inject: [AppConfig], useFactory: chatModel },
    { provide: MediaTools, inject: [AppConfig, DataSource], useFactory: mediaTools },
    { provide: ToolAdapters, inject: [AppConfig, ImageProvider, MediaTools, DataSource], useFactory: toolAdapters },
    { provide: PredictionCanceller, inject: [AppConfig], useFactory: predictionCanceller },
    { provide: Moderation, inject: [AppConfig], useFactory: moderation },
  ],
  exports: [ImageProvider, ChatModel, MediaTools, ToolAdapters, PredictionCanceller, Moderation],
})
export class AiModule {}
