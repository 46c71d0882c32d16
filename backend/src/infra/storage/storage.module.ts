import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { LocalMediaStorage } from './local-media.storage';
import { MediaStorage } from './media-storage.port';

@Global()
@Module({
  providers: [
    {
      provide: MediaStorage,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        if (config.settings.S3_BUCKET || config.settings.S3_ENDPOINT) {
          throw new Error('Invalid configuration:\n  S3_BUCKET: S3-compatible storage is not available yet; unset the S3_* settings to use MEDIA_DIR');
        }
        return new LocalMediaStorage(config.settings.MEDIA_DIR);
      },
    },
  ],
  exports: [MediaStorage],
})
export class StorageModule {}
