import { Module } from '@nestjs/common';

import { SolanaModule } from '../../infra/solana/solana.module';
import { PaymentReconcilerService } from './payment-reconciler.service';
import { PaymentsService } from './payments.service';

/** The worker side of subscriptions: completes paid requests whose confirm never came. */
@Module({
  imports: [SolanaModule],
  providers: [PaymentsService, PaymentReconcilerService],
})
export class SubscriptionsWorkerModule {}
