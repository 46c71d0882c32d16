/** The Socket.IO event map (server to client), shared by the gateway and the browser. */
import type { Message, Post, User } from './api';
import type { JobKind, JobResult } from './jobs';

export interface JobProgressEvent {
  jobId: string;
  kind: JobKind;
  progress: number;
  stage: string;
}

export type JobCompletedEvent = {
  [K in JobKind]: { jobId: string; kind: K; result: JobResult<K> };
}[JobKind];

export interface JobFailedEvent {
  jobId: string;
  kind: JobKind;
  error: string;
}

/** A piece of her reply being written. */
export interface ChatTokenEvent {
  girlId: string;
  messageId: string;
  delta: string;
  /** where `delta` starts in the reply's text so far (UTF-16 code units, as JavaScript counts) */
  offset: number;
}

/** A payment extended the user's subscription (confirmed by the client or found by the reconciler). */
export interface SubscriptionUpdatedEvent {
  user: User;
  signature: string;
}

/**
 * The server closes this socket right after: the account opened more sockets than it may hold
 * (SOCKETS_PER_USER), and this one is the oldest. The client should not reconnect by itself.
 */
export interface ConnectionReplacedEvent {
  reason: 'too-many-connections';
  /** for the person: SOCKET_TEXT.replaced */
  message: string;
}

export interface ServerToClientEvents {
  'job:progress': (event: JobProgressEvent) => void;
  'job:completed': (event: JobCompletedEvent) => void;
  'job:failed': (event: JobFailedEvent) => void;
  /** `offset`: where `delta` starts in her reply's text (a refetched partial text plus later tokens, without duplicates) */
  'chat:token': (event: ChatTokenEvent) => void;
  'chat:message': (event: { girlId: string; message: Message }) => void;
  'feed:post': (event: { post: Post }) => void;
  /** a post was hidden for everyone (reported) or removed by an admin: open feeds drop it */
  'feed:removed': (event: { postId: string }) => void;
  'subscription:updated': (event: SubscriptionUpdatedEvent) => void;
  /** this socket is the oldest of an account over its cap of open sockets: it is closed right after */
  'connection:replaced': (event: ConnectionReplacedEvent) => void;
}

/** The client sends nothing over the socket: all commands go through HTTP. */
export type ClientToServerEvents = Record<string, never>;
