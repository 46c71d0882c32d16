import { Global, Module } from '@nestjs/common';

import { SessionGuard } from './session.guard';
import { SessionTokenService } from './session-token.service';
import { SessionsService } from './sessions.service';
import { socketAuthProvider } from './socket-auth.provider';

/** Who is asking: sessions (cookie or bearer token), the guard every module's routes use, and the sockets' auth. */
@Global()
@Module({
  providers: [SessionTokenService, SessionsService, SessionGuard, socketAuthProvider],
  exports: [SessionTokenService, SessionsService, SessionGuard, socketAuthProvider],
})
export class AuthModule {}
