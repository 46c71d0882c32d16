import { Worker } from 'node:worker_threads';

import type { OnApplicationShutdown } from '@nestjs/common';

import type { VoiceId } from '../../../contracts';
import { wavFile } from './audio';
import { ESPEAK_THREAD_SOURCE } from './espeak-thread';
import { SpeechProvider, type SpokenAudio } from './speech.port';

/** Each of her voices as an eSpeak NG voice and variant, speed (words per minute) and pitch (0..100). */
export const ESPEAK_VOICES: Record<VoiceId, { voice: string; rate: number; pitch: number }> = {
  soft: { voice: 'en-us+f3', rate: 160, pitch: 55 },
  bright: { voice: 'en-us+f4', rate: 175, pitch: 70 },
  warm: { voice: 'en-us+f2', rate: 155, pitch: 40 },
  playful: { voice: 'en-us+f5', rate: 190, pitch: 75 },
  british: { voice: 'en-gb+f4', rate: 165, pitch: 55 },
};

interface Reply {
  id: number;
  pcm?: Uint8Array;
  sampleRate?: number;
  error?: string;
}

interface Pending {
  resolve(audio: SpokenAudio): void;
  reject(err: Error): void;
}

/**
 * eSpeak NG on this machine (no network, no key): one thread, started on first use (not at boot: it holds
 * some 90 MB, which a worker that never speaks should not), that
 * answers a WAV per text. A thread that dies fails its texts and is started again for the next.
 */
export class OfflineSpeechProvider extends SpeechProvider implements OnApplicationShutdown {
  readonly name = 'offline';
  private thread: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private seq = 0;

  speak(text: string, voice: VoiceId): Promise<SpokenAudio> {
    const thread = this.start();
    const id = ++this.seq;
    return new Promise<SpokenAudio>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      thread.postMessage({ id, text, ...ESPEAK_VOICES[voice] });
    });
  }

  /** The thread ends with the app (a test's worker, a stopped worker), not some time after it. */
  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }

  /** Ends the thread (tests; the process's own exit ends it too). */
  async close(): Promise<void> {
    const thread = this.thread;
    this.thread = null;
    await thread?.terminate();
  }

  private start(): Worker {
    if (this.thread) return this.thread;
    const thread = new Worker(ESPEAK_THREAD_SOURCE, {
      eval: true,
      workerData: { modulePath: require.resolve('@echogarden/espeak-ng-emscripten') },
    });
    thread.unref();
    thread.on('message', (reply: Reply) => this.answer(reply));
    const fail = (err: Error) => {
      if (this.thread === thread) this.thread = null;
      for (const pending of this.pending.values()) pending.reject(err);
      this.pending.clear();
    };
    thread.on('error', fail);
    thread.on('exit', (code) => fail(new Error(`the speech thread stopped (exit code ${code})`)));
    this.thread = thread;
    return thread;
  }

  private answer({ id, pcm, sampleRate, error }: Reply) {
    const pending = this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id);
    if (error || !pcm || !sampleRate) return pending.reject(new Error(`eSpeak NG failed: ${error ?? 'no audio'}`));
    if (pcm.length === 0) return pending.reject(new Error('eSpeak NG made no audio'));
    pending.resolve({
      data: wavFile(Buffer.from(pcm.buffer, pcm.byteOffset, pcm.length), sampleRate),
      type: 'audio/wav',
    });
  }
}
