import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { ImageProvider } from './image-provider.port';
import { InstantImageProvider } from './instant-image.provider';
import { OfflineImageProvider } from './offline-image.provider';

function imageProvider(config: AppConfig): ImageProvider {
  const s = config.settings;
  const choice = s.IMAGE_PROVIDER === 'auto' ? (s.REPLICATE_API_TOKEN ? 'replicate' : 'offline') : s.IMAGE_PROVIDER;
  switch (choice) {
    case 'instant':
      return new InstantImageProvider();
    case 'replicate':
      throw new Error('Invalid configuration:\n  IMAGE_PROVIDER: the Replicate adapter is not available yet; use offline');
    default:
      return new OfflineImageProvider();
  }
}

@Global()
@Module({
  providers: [{ provide: ImageProvider, inject: [AppConfig], useFactory: imageProvider }],
  exports: [ImageProvider],
})
export class AiModule {}
