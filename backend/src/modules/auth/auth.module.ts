import { Global, Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { SessionTokenService } from './session-token.service';
import { SessionGuard } from './session.guard';
import { SessionsService } from './sessions.service';

@Global()
@Module({
  controllers: [AuthController],
  providers: [AuthService, SessionTokenService, SessionsService, SessionGuard],
  exports: [SessionTokenService, SessionsService, SessionGuard],
})
export class AuthModule {}
