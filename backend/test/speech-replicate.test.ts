import { Logger } from '@nestjs/common';

import { wavFile } from '../src/infra/ai/speech/audio';
import { ReplicateSpeechProvider } from '../src/infra/ai/speech/replicate-speech.provider';
import { JobFailure } from '../src/infra/queue/job-failure';
import { type InputProperties, ReplicateServer, schemasOf } from './support/replicate-server';

/** Shaped like jaaari/kokoro-82m's: text, a voice from its list, speed. */
const KOKORO: InputProperties = {
  text: { type: 'string' },
  voice: { allOf: [{ $ref: '#/components/schemas/voice' }] },
  speed: { type: 'number', minimum: 0.1, maximum: 5, default: 1 },
};
const VOICES = { voice: ['af_bella', 'af_nicole', 'af_heart', 'af_sky', 'bf_emma', 'am_adam'] };
const WAV = wavFile(Buffer.alloc(8_000, 3), 24_000);

let server: ReplicateServer;

beforeAll(async () => {
  Logger.overrideLogger(false);
  server = await new ReplicateServer().start();
  server.models.set('jaaari/kokoro-82m', { schemas: schemasOf(KOKORO, VOICES) });
});
afterAll(() => server.stop());

const provider = () =>
  new ReplicateSpeechProvider({
    token: server.token,
    baseUrl: server.baseUrl,
    model: 'jaaari/kokoro-82m',
    pollIntervalMs: 5,
    retry: { baseDelayMs: 5 },
  });

test('runs the model with her words and her voice as it names it, and answers its WAV', async () => {
  server.script({ steps: 1, outputAsList: false, output: { data: WAV, ext: 'wav', contentType: 'audio/wav' } });
  const audio = await provider().speak('Hi, I missed you.', 'british');
  expect(audio.type).toBe('audio/wav');
  expect(audio.data.equals(WAV)).toBe(true);
  // only what its schema takes: no `prompt`, no MiniMax `voice_id`
  expect(server.created.at(-1)!.input).toEqual({ text: 'Hi, I missed you.', voice: 'bf_emma' });
});

test('fails the job when the model fails, and when its output is not audio', async () => {
  server.script({ steps: 1, outcome: 'failed', error: 'CUDA out of memory' });
  await expect(provider().speak('Hello.', 'soft')).rejects.toBeInstanceOf(JobFailure);
  server.script({ steps: 1, outputAsList: false, output: null }); // a PNG
  await expect(provider().speak('Hello.', 'soft')).rejects.toBeInstanceOf(JobFailure);
});
