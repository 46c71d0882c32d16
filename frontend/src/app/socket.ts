import { type ClientToServerEvents, type ServerToClientEvents, SOCKET_TEXT } from '@contracts';
import { io, type Socket } from 'socket.io-client';

import { applyChatMessage, applyChatToken } from '../features/chat/chatEvents';
import { applyFeedPost, applyFeedRemoved } from '../features/feed/feedEvents';
import {
  receiveJobCompleted,
  receiveJobFailed,
  recheckOnTabReturn,
  recheckRunningJobs,
} from '../features/jobs/jobEvents';
import { jobProgress } from '../features/jobs/jobsSlice';
import { applySubscriptionUpdated } from '../features/subscriptions/paymentPush';
import { toastAdded } from '../features/toasts/toastsSlice';
import { invalidateAll } from './api';
import type { AppDispatch } from './store';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The part of a socket the listener needs (a fake emitter in tests). */
export interface SocketLike {
  on<E extends keyof ServerToClientEvents>(event: E, listener: ServerToClientEvents[E]): unknown;
  on(event: 'connect', listener: () => void): unknown;
}

/**
 * Wires the push events into the store, one listener per event and each applied in one place: a job's
 * end (features/jobs/jobEvents.ts: the jobs slice, the cached girls and credits, a toast), the chat
 * (features/chat/chatEvents.ts, where a chat picture's message lands by `chat:message`), the feed
 * (features/feed/feedEvents.ts, where a picture's post lands by `feed:post`), and after a reconnect
 * a refetch of every cached query and a re-check of every running job (Postgres is the truth; the
 * socket only a signal).
 */
export function attachSocketListeners(socket: SocketLike, dispatch: AppDispatch): void {
  let connectedBefore = false;
  socket.on('connect', () => {
    if (connectedBefore) {
      dispatch(invalidateAll());
      // a job whose end was pushed while the connection was down
      void dispatch(recheckRunningJobs());
    }
    connectedBefore = true;
  });
  socket.on('job:progress', (event) => {
    dispatch(jobProgress(event));
  });
  socket.on('job:completed', (event) => {
    dispatch(receiveJobCompleted(event));
  });
  socket.on('job:failed', (event) => {
    dispatch(receiveJobFailed(event));
  });
  // her reply growing in place, then the stored message (features/chat/chatEvents.ts)
  socket.on('chat:token', (event) => {
    applyChatToken(dispatch, event);
  });
  socket.on('chat:message', (event) => {
    applyChatMessage(dispatch, event);
  });
  socket.on('feed:post', (event) => {
    applyFeedPost(dispatch, event?.post);
  });
  // a reported post hidden for everyone, or removed by an admin
  socket.on('feed:removed', (event) => {
    applyFeedRemoved(dispatch, event?.postId);
  });
  // premium takes effect at once: header, pics credits, chat limit (features/subscriptions/paymentPush.ts)
  socket.on('subscription:updated', (event) => {
    applySubscriptionUpdated(dispatch, event);
  });
  // the account opened too many tabs: this one (the oldest) is closed by the server and stays closed
  socket.on('connection:replaced', (event) => {
    dispatch(toastAdded({ tone: 'info', title: event?.message || SOCKET_TEXT.replaced }));
  });
}

let socket: AppSocket | null = null;

/**
 * The one socket of the app, same origin, authenticated by the session cookie.
 * Created on first use and not connected until `connectSocket`.
 */
export function getSocket(dispatch: AppDispatch): AppSocket {
  if (!socket) {
    socket = io({ withCredentials: true, autoConnect: false });
    attachSocketListeners(socket, dispatch);
    recheckOnTabReturn(dispatch);
  }
  return socket;
}

/** Opens the socket (after /auth/me returned a user). A no-op when it is already open. */
export function connectSocket(dispatch: AppDispatch): AppSocket {
  const s = getSocket(dispatch);
  if (!s.connected && !s.active) s.connect();
  return s;
}

/** Closes the socket (sign-out, or /auth/me said nobody is signed in). */
export function disconnectSocket(): void {
  if (socket && (socket.connected || socket.active)) socket.disconnect();
}

/** The socket if it was created, for features that listen to chat or feed events. */
export function currentSocket(): AppSocket | null {
  return socket;
}
