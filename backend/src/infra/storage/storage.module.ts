import { Global, Module } from '@nestjs/common';

import { AppConfig } from '../../config/app-config';
import { s3Settings } from '../../config/config.schema';
import { LocalMediaStorage } from './local-media.storage';
import { MediaRefs } from './media-refs.repository';
import { MediaStorage } from './media-storage.port';
import { MediaUrls } from './media-urls';

/** S3 when it is configured (the AWS SDK, some 20 MB resident, loaded only then), else the local disk. */
export async function createMediaStorage(config: AppConfig): Promise<MediaStorage> {
  const s3 = s3Settings(config.settings);
  if (!s3) return new LocalMediaStorage(config.settings.MEDIA_DIR);
  const { S3MediaStorage } = await import('./s3-media.storage');
  return new S3MediaStorage(s3);
}

@Global()
@Module({
  providers: [
    { provide: MediaStorage, inject: [AppConfig], useFactory: createMediaStorage },
    {
      provide: MediaUrls,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new MediaUrls(config.sessionSecret, config.settings.MEDIA_URL_TTL),
    },
    MediaRefs,
  ],
  exports: [MediaStorage, MediaUrls, MediaRefs],
})
export class StorageModule {}
