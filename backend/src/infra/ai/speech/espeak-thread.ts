/**
 * What the speech thread runs (eval'd, so it needs no build step of its own): eSpeak NG compiled to
 * WebAssembly (@echogarden/espeak-ng-emscripten, its voices and dictionaries shipped in the package,
 * nothing downloaded), loaded once, then one message per text: mono 16-bit samples back, moved not
 * copied. The engine is synchronous, hence its own thread: the event loop never waits on it.
 */
export const ESPEAK_THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
const ready = import(pathToFileURL(workerData.modulePath).href).then(async ({ default: init }) => {
  const module = await init({ print: () => {}, printErr: () => {} });
  return { module, engine: new module.eSpeakNGWorker() };
});
ready.catch(() => undefined);
parentPort.on('message', async ({ id, text, voice, rate, pitch }) => {
  try {
    const { module, engine } = await ready;
    engine.set_voice(voice);
    engine.set_rate(rate);
    engine.set_pitch(pitch);
    const chunks = [];
    const onSamples = module.addFunction((pointer, count) => {
      chunks.push(module.HEAPU8.slice(pointer, pointer + count * 2));
      return 0;
    }, 'iiii');
    try {
      engine.synth_(text, onSamples);
    } finally {
      module.removeFunction(onSamples);
    }
    const pcm = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let at = 0;
    for (const chunk of chunks) {
      pcm.set(chunk, at);
      at += chunk.length;
    }
    parentPort.postMessage({ id, pcm, sampleRate: engine.get_samplerate() }, [pcm.buffer]);
  } catch (err) {
    parentPort.postMessage({ id, error: String((err && err.message) || err) });
  }
});
`;
