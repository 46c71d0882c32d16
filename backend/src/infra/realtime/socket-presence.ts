/**
 * Whether a user has a socket open anywhere: asked of every live API process at once (the Socket.IO
 * Redis adapter's fetchSockets), so a process that died is simply not counted (it no longer listens on
 * the adapter's channel), and there is no count in Redis to go stale. Rejects when a live process does
 * not answer in time.
 */
export abstract class SocketPresence {
  abstract hasSockets(userId: string): Promise<boolean>;
}
