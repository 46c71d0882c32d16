import { Module } from '@nestjs/common';

import { SolanaModule } from '../../infra/solana/solana.module';
import { UsersDataModule } from '../users/users-data.module';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';

/** The API side of subscriptions: payment requests, confirmation, status. */
@Module({
  imports: [SolanaModule, UsersDataModule],
  controllers: [SubscriptionsController],
  providers: [SubscriptionsService, PaymentsService, PaymentsRepository],
})
export class SubscriptionsModule {}
