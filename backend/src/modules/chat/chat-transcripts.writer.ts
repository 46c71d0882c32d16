import { Inject, Injectable } from '@nestjs/common';

import { ChatMessagesRepository } from './chat-messages.repository';

/** What other modules may read of the chat_messages table: a conversation's transcript (a chat's download). */
@Injectable()
export class ChatTranscripts {
  constructor(@Inject(ChatMessagesRepository) private readonly messages: ChatMessagesRepository) {}

  /** The finished messages of a conversation, oldest first. */
  transcript(userId: string, girlId: string) {
    return this.messages.transcript(userId, girlId);
  }
}
