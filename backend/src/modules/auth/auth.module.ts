import { Global, Module } from '@nestjs/common';

import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { KnownDevices } from './known-device.service';
import { SessionGuard } from './session.guard';
import { SessionTokenService } from './session-token.service';
import { SessionsService } from './sessions.service';
import { socketAuthProvider } from './socket-auth.provider';

@Global()
@Module({
  controllers: [AuthController],
  providers: [AuthService, KnownDevices, SessionTokenService, SessionsService, SessionGuard, socketAuthProvider],
  exports: [SessionTokenService, SessionsService, SessionGuard, socketAuthProvider],
})
export class AuthModule {}
