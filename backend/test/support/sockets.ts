import { io, type Socket } from 'socket.io-client';

import type {
  ClientToServerEvents,
  JobCompletedEvent,
  JobFailedEvent,
  JobProgressEvent,
  ServerToClientEvents,
} from '../../src/contracts';

export type AppClient = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A browser-like socket: records every job event it receives. */
export interface RecordingSocket {
  socket: AppClient;
  progress: JobProgressEvent[];
  completed: JobCompletedEvent[];
  failed: JobFailedEvent[];
  close(): void;
}

export async function connectSocket(base: string, token?: string): Promise<RecordingSocket> {
  const socket: AppClient = io(base, {
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
    forceNew: true,
  });
  const rec: RecordingSocket = { socket, progress: [], completed: [], failed: [], close: () => socket.close() };
  socket.on('job:progress', (e) => rec.progress.push(e));
  socket.on('job:completed', (e) => rec.completed.push(e));
  socket.on('job:failed', (e) => rec.failed.push(e));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return rec;
}

export async function until(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
