import { Global, Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { SessionTokenService } from './session-token.service';
import { SessionGuard } from './session.guard';
import { SignInThrottleService } from './sign-in-throttle.service';

@Global()
@Module({
  controllers: [AuthController],
  providers: [AuthService, SessionTokenService, SessionGuard, SignInThrottleService],
  exports: [SessionTokenService, SessionGuard],
})
export class AuthModule {}
