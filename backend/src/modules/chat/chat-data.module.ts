import { Module } from '@nestjs/common';

import { ChatMessagesRepository } from './chat-messages.repository';
import { ChatTranscripts } from './chat-transcripts.writer';

/** The chat_messages table, for both processes: ChatTranscripts for other modules, the repository for this one's own. */
@Module({ providers: [ChatMessagesRepository, ChatTranscripts], exports: [ChatMessagesRepository, ChatTranscripts] })
export class ChatDataModule {}
