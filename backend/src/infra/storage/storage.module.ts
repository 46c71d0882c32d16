import { Global, Module } from '@nestjs/common';

import { AppConfig } from '../../config/app-config';
import { s3Settings } from '../../config/config.schema';
import { LocalMediaStorage } from './local-media.storage';
import { MediaRefs } from './media-refs.repository';
import { MediaStorage } from './media-storage.port';
import { MediaUrls } from './media-urls';
import { S3MediaStorage } from './s3-media.storage';

export function createMediaStorage(config: AppConfig): MediaStorage {
  const s3 = s3Settings(config.settings);
  return s3 ? new S3MediaStorage(s3) : new LocalMediaStorage(config.settings.MEDIA_DIR);
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
