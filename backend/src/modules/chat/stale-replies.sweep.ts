import { Inject, Injectable } from '@nestjs/common';

import { PushPort } from '../../infra/realtime/push.port';
import { type ReconcileSweep, ReconcileSweepProvider } from '../jobs/reconcile-sweep';
import { ChatMessagesRepository } from './chat-messages.repository';
import { endStaleReplies } from './stale-replies';

/** The reconciler's pass over chat replies whose writer died (stale-replies.ts), pushed as chat:message. */
@Injectable()
@ReconcileSweepProvider()
export class StaleRepliesSweep implements ReconcileSweep {
  readonly name = 'stale chat replies';

  constructor(
    @Inject(ChatMessagesRepository) private readonly messages: ChatMessagesRepository,
    @Inject(PushPort) private readonly push: PushPort,
  ) {}

  run(): Promise<number> {
    return endStaleReplies(this.messages, (userId, event) => this.push.toUser(userId, 'chat:message', event));
  }
}
