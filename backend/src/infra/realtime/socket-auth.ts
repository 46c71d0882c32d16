import type { Socket } from 'socket.io';

export type Handshake = Socket['handshake'];

/** Whose socket it is: its user and the session (token) it signed in with. */
export interface SocketIdentity {
  userId: string;
  sessionId: string;
}

/** The socket sign-in check, handed to the gateway by the auth module (infra knows no module). */
export interface SocketAuth {
  /** The identity of a handshake; null for anonymous (a missing, bad, expired or revoked token). */
  authenticate(handshake: Handshake): Promise<SocketIdentity | null>;
  /** Calls back with a session's id when it signs out, on any API process: its sockets are closed. */
  onRevoked(listener: (sessionId: string) => void): void;
}

export const SOCKET_AUTH = Symbol('SOCKET_AUTH');
