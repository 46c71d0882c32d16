import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, JobCompletedEvent, JobFailedEvent, ServerToClientEvents } from '@contracts';
import { invalidateAll } from './api';
import type { AppDispatch } from './store';
import { applyChatMessage, applyChatPictureFailed, applyChatToken, isChatShown } from '../features/chat/chatEvents';
import { applyFeedPost, applyFeedRemoved, applyJobCompleted, applyJobFailed } from '../features/jobs/jobEffects';
import { refreshRunningJobs } from '../features/jobs/jobRefresh';
import { jobCompleted, jobFailed, jobProgress } from '../features/jobs/jobsSlice';
import { isJobWatched } from '../features/jobs/watchedJobs';
import { completedToast, failedToast } from '../features/jobs/jobToasts';
import { toastAdded } from '../features/toasts/toastsSlice';
import { applySubscriptionUpdated } from '../features/subscriptions/paymentPush';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The part of a socket the listener needs (a fake emitter in tests). */
export interface SocketLike {
  on<E extends keyof ServerToClientEvents>(event: E, listener: ServerToClientEvents[E]): unknown;
  on(event: 'connect', listener: () => void): unknown;
}

/**
 * Wires the push events into the store: the jobs slice (progress bars), toasts on any page, the cached
 * girls, credits and feed (see features/jobs/jobEffects.ts), the chat (features/chat/chatEvents.ts), and
 * a refetch of every cached query and of every running job after a reconnect (Postgres is the truth;
 * the socket only a signal).
 */
export function attachSocketListeners(socket: SocketLike, dispatch: AppDispatch): void {
  let connectedBefore = false;
  const onCompleted = (event: JobCompletedEvent) => {
    dispatch(jobCompleted(event));
    applyJobCompleted(dispatch, event);
    if (event.kind === 'chat-picture') applyChatMessage(dispatch, event.result);
    // the page that shows this job says it itself; a toast is for the other pages
    const shown = isJobWatched(event.jobId) || (event.kind === 'chat-picture' && isChatShown(event.result.girlId));
    if (!shown) dispatch(toastAdded(completedToast(event)));
  };
  const onFailed = (event: JobFailedEvent) => {
    dispatch(jobFailed(event));
    applyJobFailed(dispatch, event);
    if (event.kind === 'chat-picture') applyChatPictureFailed(dispatch);
    if (!isJobWatched(event.jobId)) dispatch(toastAdded(failedToast(event)));
  };
  socket.on('connect', () => {
    if (connectedBefore) {
      dispatch(invalidateAll());
      // a job whose end was pushed while the connection was down
      void dispatch(refreshRunningJobs(onCompleted, onFailed));
    }
    connectedBefore = true;
  });
  socket.on('job:progress', (event) => {
    dispatch(jobProgress(event));
  });
  socket.on('job:completed', onCompleted);
  socket.on('job:failed', onFailed);
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
}

let socket: AppSocket | null = null;

/**
 * The one socket of the app, same origin, authenticated by the session cookie.
 * Created on first use and not connected until `connectSocket`.
 */
export function getSocket(dispatch: AppDispatch): AppSocket {
  if (!socket) {
    socket = io({ withCredentials: true, autoConnect: false });
    attachSocketListeners(socket as unknown as SocketLike, dispatch);
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
