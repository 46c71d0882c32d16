import { dirname, join } from 'node:path';

import { HelperProcess } from './helper-process';

/** A face as the helper finds it, in the pixels of the image it was given. */
export interface FoundFace {
  score: number;
  box: { x: number; y: number; width: number; height: number };
  /** the 68 landmarks of the iBUG scheme (jaw 0-16, brows 17-26, nose 27-35, eyes 36-47, mouth 48-67) */
  points: [number, number][];
  /** the 128-number face descriptor, when asked for */
  descriptor: number[] | null;
}

/**
 * The helper's code: @vladmandic/face-api (SSD MobileNet detector, 68-point landmarks, face
 * recognition net; the weights ship in the package's model/ folder) on the tfjs WebAssembly
 * backend (its .wasm files ship in the package too): nothing is downloaded. Loaded once, on the
 * first request.
 */
const SOURCE = `
const { faceApi, tfjs, wasm, wasmDir, modelDir } = JSON.parse(process.env.FACE_SETUP);
const tf = require(tfjs);
const backend = require(wasm);
const faceapi = require(faceApi);
let ready = null;
const load = () => ready || (ready = (async () => {
  backend.setWasmPaths(wasmDir);
  await tf.setBackend('wasm');
  await tf.ready();
  await faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir);
  await faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir);
  await faceapi.nets.faceRecognitionNet.loadFromDisk(modelDir);
})());
process.on('disconnect', () => process.exit(0));
process.on('message', async ({ id, rgb, width, height, describe }) => {
  let input = null;
  try {
    await load();
    input = tf.tensor3d(rgb, [height, width, 3], 'int32');
    let query = faceapi.detectAllFaces(input, new faceapi.SsdMobilenetv1Options({ minConfidence: 0.5, maxResults: 20 })).withFaceLandmarks();
    if (describe) query = query.withFaceDescriptors();
    const found = await query;
    const faces = found.map((f) => ({
      score: f.detection.score,
      box: { x: f.detection.box.x, y: f.detection.box.y, width: f.detection.box.width, height: f.detection.box.height },
      points: f.landmarks.positions.map((p) => [p.x, p.y]),
      descriptor: f.descriptor ? Array.from(f.descriptor) : null,
    }));
    process.send({ id, faces });
  } catch (err) {
    process.send({ id, error: String((err && err.stack) || err) });
  } finally {
    if (input) input.dispose();
  }
});
`;

function setup() {
  const faceApiRoot = dirname(require.resolve('@vladmandic/face-api/package.json'));
  const wasmFile = require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm');
  return {
    setupVar: 'FACE_SETUP',
    value: {
      faceApi: join(faceApiRoot, 'dist', 'face-api.node-wasm.js'),
      tfjs: require.resolve('@tensorflow/tfjs'),
      wasm: require.resolve('@tensorflow/tfjs-backend-wasm'),
      wasmDir: `${dirname(wasmFile)}/`,
      modelDir: join(faceApiRoot, 'model'),
    },
  };
}

/** Face detection, landmarks and descriptors in a helper process (see HelperProcess). */
export class FaceProcess {
  private readonly helper = new HelperProcess<
    { rgb: Uint8Array; width: number; height: number; describe: boolean },
    { faces: FoundFace[] }
  >('face detection', SOURCE, setup, 120_000);

  /** Every face in a raw RGB image (3 bytes a pixel), most likely first. */
  async faces(rgb: Buffer, width: number, height: number, describe = false): Promise<FoundFace[]> {
    const { faces } = await this.helper.request({
      rgb: new Uint8Array(rgb.buffer, rgb.byteOffset, rgb.byteLength),
      width,
      height,
      describe,
    });
    return faces;
  }

  close(): Promise<void> {
    return this.helper.close();
  }
}
