import { Module } from '@nestjs/common';

import { RealtimeModule } from '../../infra/realtime/realtime.module';
import { GirlsModule } from '../girls/girls.module';
import { JobsModule } from '../jobs/jobs.module';
import { UsersDataModule } from '../users/users-data.module';
import { ChatController } from './chat.controller';
import { ChatService } from './chat.service';
import { ChatDataModule } from './chat-data.module';
import { ChatFactsRepository } from './chat-facts.repository';
import { ChatMemoriesRepository } from './chat-memories.repository';
import { ChatReplyWriter } from './chat-reply-writer';
import { ChatSettingsRepository } from './chat-settings.repository';
import { ChatSpeechController } from './chat-speech.controller';
import { ChatSpeechService } from './chat-speech.service';
import { ChatSteeringController } from './chat-steering.controller';
import { ChatSteeringService } from './chat-steering.service';
import { FactsService } from './facts.service';
import { MemoriesController } from './memories.controller';
import { MemoryService } from './memory.service';
import { MessageSpeechRepository } from './message-speech.repository';
import { VoiceSamples } from './voice-sample.service';

/** Chat (API process); a chat's download reads ChatTranscripts through ChatDataModule. */
@Module({
  imports: [ChatDataModule, GirlsModule, JobsModule, UsersDataModule, RealtimeModule],
  controllers: [ChatController, ChatSteeringController, MemoriesController, ChatSpeechController],
  providers: [
    ChatService,
    ChatSteeringService,
    ChatReplyWriter,
    MemoryService,
    ChatMemoriesRepository,
    FactsService,
    ChatFactsRepository,
    ChatSpeechService,
    MessageSpeechRepository,
    ChatSettingsRepository,
    VoiceSamples,
  ],
})
export class ChatModule {}
