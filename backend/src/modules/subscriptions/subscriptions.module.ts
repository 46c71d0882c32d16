import { Module } from '@nestjs/common';

import { SolanaModule } from '../../infra/solana/solana.module';
import { PaymentsService } from './payments.service';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';

/** The API side of subscriptions: payment requests, confirmation, status. */
@Module({
  imports: [SolanaModule],
  controllers: [SubscriptionsController],
  providers: [SubscriptionsService, PaymentsService],
})
export class SubscriptionsModule {}
