import { Inject, Injectable } from '@nestjs/common';

import { ChatMessagesRepository } from './chat-messages.repository';

/** What other modules may read of the chat_messages table: a conversation's transcript (a chat's download). */
@Injectable()
export class ChatTranscripts {
  constructor(@Inject(ChatMessagesRepository) private readonly messages: ChatMessagesRepository) {}

  /** The girls a person has talked with, the latest first (an account's data export). */
  async conversations(userId: string): Promise<string[]> {
    return (await this.messages.recent(userId, 10_000)).map((row) => row.girl_id);
  }

  /** The finished messages of a conversation, oldest first. */
  transcript(userId: string, girlId: string) {
    return this.messages.transcript(userId, girlId);
  }
}
