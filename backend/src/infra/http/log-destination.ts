import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import pino from 'pino';

type Destination = ReturnType<typeof pino.destination>;
let destination: Destination | null = null;

/** Writes what is still buffered, at once; safe to call when nothing was logged. */
export function flushLogs(): void {
  try {
    destination?.flushSync();
  } catch {
    // stdout closed or busy: nothing more can be done for these lines
  }
}

/**
 * The process's one log writer: stdout through an asynchronous buffer (pino's SonicBoom), so a log
 * line never blocks a request on the pipe. What is buffered is written when the app shuts down
 * (LogFlush) and when the process exits.
 */
export function logDestination(): Destination {
  if (!destination) {
    destination = pino.destination({ dest: 1, sync: false });
    process.once('exit', flushLogs);
  }
  return destination;
}

/** Nest ends a signalled process with the signal's default action, without 'exit': flush before that. */
@Injectable()
export class LogFlush implements OnApplicationShutdown {
  onApplicationShutdown(): void {
    flushLogs();
  }
}
