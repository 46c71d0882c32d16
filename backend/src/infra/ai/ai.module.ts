import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { chatModel } from './chat/chat-model.factory';
import { ChatModel } from './chat-model.port';
import { ImageProvider } from './image-provider.port';
import { InstantImageProvider } from './instant-image.provider';
import { mediaTools } from './media/media-tools.factory';
import { MediaTools } from './media-tools.port';
import { OfflineImageProvider } from './offline-image.provider';
import { ReplicateImageProvider } from './replicate/replicate-image.provider';

function imageProvider(config: AppConfig): ImageProvider {
  const s = config.settings;
  const choice = s.IMAGE_PROVIDER === 'auto' ? (s.REPLICATE_API_TOKEN ? 'replicate' : 'offline') : s.IMAGE_PROVIDER;
  switch (choice) {
    case 'instant':
      return new InstantImageProvider(s.INSTANT_IMAGE_DELAY_MS);
    case 'replicate':
      if (!s.REPLICATE_API_TOKEN) throw new Error('Invalid configuration:\n  REPLICATE_API_TOKEN: required when IMAGE_PROVIDER=replicate');
      return new ReplicateImageProvider({ token: s.REPLICATE_API_TOKEN, baseUrl: s.REPLICATE_BASE_URL, model: s.REPLICATE_IMAGE_MODEL });
    default:
      return new OfflineImageProvider();
  }
}

@Global()
@Module({
  providers: [
    { provide: ImageProvider, inject: [AppConfig], useFactory: imageProvider },
    { provide: ChatModel, inject: [AppConfig], useFactory: chatModel },
    { provide: MediaTools, inject: [AppConfig], useFactory: mediaTools },
  ],
  exports: [ImageProvider, ChatModel, MediaTools],
})
export class AiModule {}
