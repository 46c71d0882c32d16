import { Module } from '@nestjs/common';

import { RealtimeModule } from '../../infra/realtime/realtime.module';
import { GirlsModule } from '../girls/girls.module';
import { JobsModule } from '../jobs/jobs.module';
import { ChatController } from './chat.controller';
import { ChatService } from './chat.service';
import { ChatReplyWriter } from './chat-reply-writer';
import { ChatSteeringController } from './chat-steering.controller';
import { ChatSteeringService } from './chat-steering.service';
import { MemoryService } from './memory.service';

@Module({
  imports: [GirlsModule, JobsModule, RealtimeModule],
  controllers: [ChatController, ChatSteeringController],
  providers: [ChatService, ChatSteeringService, ChatReplyWriter, MemoryService],
})
export class ChatModule {}
