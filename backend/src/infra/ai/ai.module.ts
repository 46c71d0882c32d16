import { Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { AppConfig } from '../../config/app-config';
import { chatModel } from './chat/chat-model.factory';
import { ChatModel } from './chat-model.port';
import { FaceSwap } from './face-swap.port';
import { ImageProvider } from './image-provider.port';
import { InstantImageProvider } from './instant-image.provider';
import { moderation } from './moderation/moderation.factory';
import { Moderation } from './moderation/moderation.port';
import { OfflineImageProvider } from './offline-image.provider';
import { NoPredictions, PredictionCanceller, ReplicateCanceller } from './replicate/prediction-canceller';
import { JobsTableLedger } from './replicate/prediction-ledger';
import { ReplicateImageProvider } from './replicate/replicate-image.provider';
import { speechProvider } from './speech/speech.factory';
import { SpeechProvider } from './speech/speech.port';
import { FaceSwapStep } from './tools/face-swap.tool';
import { ReplicateSteps } from './tools/replicate-steps';
import { ToolAdapters } from './tools/tool-adapter.port';
import { loadToolAdapters } from './tools/tool-adapters';

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

/** Replicate's steps for the tools when a token is set and IMAGE_PROVIDER is 'auto' or 'replicate'; null: on this machine. */
export function replicateSteps(config: AppConfig, db?: DataSource): ReplicateSteps | null {
  const s = config.settings;
  const token = (s.IMAGE_PROVIDER === 'auto' || s.IMAGE_PROVIDER === 'replicate') && s.REPLICATE_API_TOKEN;
  if (!token) return null;
  return ReplicateSteps.connect({ token, baseUrl: s.REPLICATE_BASE_URL, ledger: db && new JobsTableLedger(db) }, s);
}

/** Each tool's adapter (its `<id>.tool.ts`), on the engines IMAGE_PROVIDER chose. */
function toolAdapters(config: AppConfig, images: ImageProvider, faceSwap: FaceSwap, db: DataSource) {
  return loadToolAdapters({ images, faceSwap, replicate: replicateSteps(config, db) });
}

@Global()
@Module({
  providers: [
    { provide: ImageProvider, inject: [AppConfig, DataSource], useFactory: imageProvider },
    { provide: ChatModel, inject: [AppConfig], useFactory: chatModel },
    {
      provide: FaceSwap,
      inject: [AppConfig, DataSource],
      useFactory: (config: AppConfig, db: DataSource) => new FaceSwapStep(replicateSteps(config, db)),
    },
    { provide: ToolAdapters, inject: [AppConfig, ImageProvider, FaceSwap, DataSource], useFactory: toolAdapters },
    { provide: PredictionCanceller, inject: [AppConfig], useFactory: predictionCanceller },
    { provide: Moderation, inject: [AppConfig], useFactory: moderation },
    { provide: SpeechProvider, inject: [AppConfig, DataSource], useFactory: speechProvider },
  ],
  exports: [ImageProvider, ChatModel, FaceSwap, ToolAdapters, PredictionCanceller, Moderation, SpeechProvider],
})
export class AiModule {}
