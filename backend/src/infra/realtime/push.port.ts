import type { ServerToClientEvents } from '../../contracts';

export type PushEvent = keyof ServerToClientEvents;
export type PushData<E extends PushEvent> = Parameters<ServerToClientEvents[E]>[0];

/** One push, as data (a job's end carries the pushes its descriptor asks for): `userId` null is everyone. */
export type Push = { [E in PushEvent]: { userId: string | null; event: E; data: PushData<E> } }[PushEvent];

export const userPush = <E extends PushEvent>(userId: string, event: E, data: PushData<E>) =>
  ({ userId, event, data }) as Push;
export const everyonePush = <E extends PushEvent>(event: E, data: PushData<E>) =>
  ({ userId: null, event, data }) as Push;

export const userRoom = (userId: string) => `user:${userId}`;

/**
 * Push to browsers, the one way every server push goes: to every socket of one user, or to every
 * socket, on every API process, each socket once. The API implements it with its Socket.IO server
 * (RealtimeGateway), the worker through the Redis adapter's channel (RedisPush). No domain rules here.
 */
export abstract class PushPort {
  abstract toUser<E extends PushEvent>(userId: string, event: E, data: PushData<E>): void;
  abstract toEveryone<E extends PushEvent>(event: E, data: PushData<E>): void;

  send(push: Push): void {
    if (push.userId === null) this.toEveryone(push.event, push.data);
    else this.toUser(push.userId, push.event, push.data);
  }
}
