import type { Provider } from '@nestjs/common';

import { type Handshake, SOCKET_AUTH, type SocketAuth } from '../../infra/realtime/socket-auth';
import { SessionsService } from './sessions.service';

/** The gateway's socket sign-in check: the handshake's `auth.token`, else the session cookie. */
export const socketAuthProvider: Provider = {
  provide: SOCKET_AUTH,
  inject: [SessionsService],
  useFactory: (sessions: SessionsService): SocketAuth => ({
    async authenticate(handshake: Handshake) {
      const auth: unknown = handshake.auth;
      const token = auth && typeof auth === 'object' ? (auth as { token?: unknown }).token : undefined;
      const session = token
        ? await sessions.check(token)
        : await sessions.authenticate({ cookie: handshake.headers.cookie });
      return session ? { userId: session.sub, sessionId: session.jti } : null;
    },
    onRevoked: (listener) => sessions.onRevoked(listener),
  }),
};
