import { Global, Module } from '@nestjs/common';

import { RateLimitGuard, RateLimitRefund } from './rate-limit.guard';
import { RateLimitService } from './rate-limit.service';

@Global()
@Module({
  providers: [RateLimitService, RateLimitGuard, RateLimitRefund],
  exports: [RateLimitService, RateLimitGuard, RateLimitRefund],
})
export class LimitsModule {}
