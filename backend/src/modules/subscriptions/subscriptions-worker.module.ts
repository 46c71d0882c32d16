import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';

import { SolanaModule } from '../../infra/solana/solana.module';
import { UsersDataModule } from '../users/users-data.module';
import { PaymentReconcilerService, PAYMENTS_QUEUE } from './payment-reconciler.service';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';

/** The worker side of subscriptions: completes paid requests whose confirm never came (its queue through @nestjs/bullmq). */
@Module({
  imports: [SolanaModule, UsersDataModule, BullModule.registerQueue({ name: PAYMENTS_QUEUE })],
  providers: [PaymentsService, PaymentsRepository, PaymentReconcilerService],
})
export class SubscriptionsWorkerModule {}
