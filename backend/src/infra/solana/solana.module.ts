import { Module } from '@nestjs/common';

import { AppConfig } from '../../config/app-config';
import { SolanaPayments } from './solana-payments';

/** RPC reads and payment verification against SOLANA_RPC_URL. */
@Module({
  providers: [
    {
      provide: SolanaPayments,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new SolanaPayments(config.settings.SOLANA_RPC_URL),
    },
  ],
  exports: [SolanaPayments],
})
export class SolanaModule {}
