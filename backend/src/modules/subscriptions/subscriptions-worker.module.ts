import { Module } from '@nestjs/common';

import { SolanaModule } from '../../infra/solana/solana.module';
import { UsersDataModule } from '../users/users-data.module';
import { PaymentReconcilerService } from './payment-reconciler.service';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';

/** The worker side of subscriptions: completes paid requests whose confirm never came. */
@Module({
  imports: [SolanaModule, UsersDataModule],
  providers: [PaymentsService, PaymentsRepository, PaymentReconcilerService],
})
export class SubscriptionsWorkerModule {}
