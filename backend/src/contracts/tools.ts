/**
 * The tool catalogue: the six image and video tools, each described once. The API (routes, body
 * limits, validation, swagger, body to job payload), the body parsers, the job catalogue (each tool
 * is a job kind: its payload, result and queue come from here), the client API, the router and the
 * footer all read it. A tool's job runs its adapter (backend infra/ai/tools/<id>.tool.ts).
 */
import { ASPECT_RATIOS, type AspectRatio, MESSAGES } from './constants';
import type { ImageField, TextField, ToolBodyReader, ToolDescriptor } from './tool-descriptor';

const image = (description: string): ImageField => ({ type: 'image', description });
const prompt = (example?: string): TextField => ({ type: 'text', maxLength: 2000, ...(example ? { example } : {}) });
const DATA_URL = 'an image as a data URL (PNG, JPEG, WebP or GIF, at most 10 MiB and 40 megapixels)';

/**
 * Each tool's types: `request` is its body (API.md "Jobs and tools", what the browser sends),
 * `payload` its job's input (every input image already stored: a media URL), `result` its job's
 * result (results stay private). The job catalogue takes payload and result from here.
 */
export interface ToolTypes {
  'flux-generate': {
    request: {
      prompt: string;
      aspectRatio: AspectRatio;
      steps?: number;
      guidance?: number;
      interval?: number;
      imageBase64?: string;
    };
    /** imageUrl: the uploaded reference image, already stored */
    payload: {
      prompt: string;
      aspectRatio: AspectRatio;
      steps: number;
      guidance: number;
      interval: number;
      imageUrl: string | null;
    };
    result: { imageUrl: string };
  };
  'video-generate': {
    request: { prompt: string; negative_prompt?: string; image: string };
    payload: { prompt: string; negativePrompt: string | null; imageUrl: string };
    result: { videoUrl: string };
  };
  'gif-generate': {
    request: { prompt: string; image: string };
    payload: { prompt: string; imageUrl: string };
    result: { gifUrl: string };
  };
  'face-swap': {
    request: { input_image: string; swap_image: string; consent: true };
    payload: { inputUrl: string; swapUrl: string };
    result: { output: string };
  };
  'remove-background': {
    request: { image: string };
    payload: { imageUrl: string };
    result: { output: string };
  };
  upscale: {
    request: { prompt: string; imageBase64?: string };
    /** draw: with no image, the image prompt its picture is drawn from first */
    payload: { prompt: string; imageUrl: string | null; draw: string | null };
    result: { imageUrl: string };
  };
}
export type ToolId = keyof ToolTypes;
export type ToolRequest<T extends ToolId> = ToolTypes[T]['request'];
export type ToolPayload<T extends ToolId> = ToolTypes[T]['payload'];
export type ToolResult<T extends ToolId> = ToolTypes[T]['result'];
/** The tools as kinds of the job catalogue (contracts/jobs.ts). */
export type ToolJobCatalogue = { [T in ToolId]: { payload: ToolPayload<T>; result: ToolResult<T> } };

/** A stored image the body must have carried (the controller checked `needs` before mapping). */
const stored = (body: ToolBodyReader, field: string): string => {
  const url = body.image(field);
  if (!url) throw new Error(`${field} was not stored`);
  return url;
};

/** Every tool, in the footer's order. */
export const TOOL_CATALOGUE: { [T in ToolId]: ToolDescriptor<T> } = {
  'flux-generate': {
    id: 'flux-generate',
    apiPath: 'flux-generate',
    pagePath: 'generate-image',
    page: 'GenerateImagePage',
    label: 'Image Generator',
    fields: {
      prompt: prompt('auburn curls, green eyes, at a cafe'),
      aspectRatio: { type: 'choice', choices: ASPECT_RATIOS, default: '1:1' },
      steps: { type: 'number', whole: true, min: 1, max: 50, default: 25 },
      guidance: { type: 'number', min: 0, max: 10, default: 3 },
      interval: { type: 'number', min: 1, max: 4, default: 2 },
      imageBase64: image(
        'an optional reference image as a data URL (PNG, JPEG, WebP or GIF, at most 10 MiB), centre-cropped to the aspect ratio',
      ),
    },
    missing: MESSAGES.promptOrImage,
    needs: { rule: 'any', fields: ['prompt', 'imageBase64'] },
    queue: 'images',
    toPayload: (body) => ({
      prompt: body.imagePrompt(body.text('prompt'), body.image('imageBase64') !== null),
      aspectRatio: body.choice('aspectRatio') as AspectRatio,
      steps: body.number('steps'),
      guidance: body.number('guidance'),
      interval: body.number('interval'),
      imageUrl: body.image('imageBase64'),
    }),
    resultField: 'imageUrl',
    resultExample: { imageUrl: '/media/ab/ab12….png' },
  },
  'video-generate': {
    id: 'video-generate',
    apiPath: 'video-generate',
    pagePath: 'generate-video',
    page: 'GenerateVideoPage',
    label: 'Video Generator',
    fields: {
      prompt: prompt('she turns and smiles, slow zoom in'),
      negative_prompt: prompt(),
      image: image(`the start image: ${DATA_URL}`),
    },
    missing: MESSAGES.promptAndStartImage,
    needs: { rule: 'all', fields: ['prompt', 'image'] },
    queue: 'media',
    toPayload: (body) => ({
      prompt: body.text('prompt'),
      negativePrompt: body.text('negative_prompt') || null,
      imageUrl: stored(body, 'image'),
    }),
    resultField: 'videoUrl',
    resultExample: { videoUrl: '/media/ab/ab12….mp4' },
  },
  'gif-generate': {
    id: 'gif-generate',
    apiPath: 'gif-generate',
    pagePath: 'gif',
    page: 'GifPage',
    label: 'GIF Maker',
    fields: { prompt: prompt('zoom in slowly'), image: image(DATA_URL) },
    missing: MESSAGES.imageAndPrompt,
    needs: { rule: 'all', fields: ['prompt', 'image'] },
    queue: 'media',
    toPayload: (body) => ({ prompt: body.text('prompt'), imageUrl: stored(body, 'image') }),
    resultField: 'gifUrl',
    resultExample: { gifUrl: '/media/ab/ab12….gif' },
  },
  'face-swap': {
    id: 'face-swap',
    apiPath: 'face-swap',
    pagePath: 'faceswap',
    page: 'FaceSwapPage',
    label: 'Face Swap',
    fields: {
      input_image: image(`the target picture: ${DATA_URL}`),
      swap_image: image(`the face to put in: ${DATA_URL}`),
      consent: {
        type: 'consent',
        description: 'I confirm I have the right to use both faces, and no one pictured is a minor.',
        refused: MESSAGES.faceSwapConsent,
      },
    },
    missing: MESSAGES.bothImages,
    needs: { rule: 'all', fields: ['input_image', 'swap_image'] },
    queue: 'media',
    toPayload: (body) => ({ inputUrl: stored(body, 'input_image'), swapUrl: stored(body, 'swap_image') }),
    resultField: 'output',
    resultExample: { output: '/media/ab/ab12….png' },
  },
  'remove-background': {
    id: 'remove-background',
    apiPath: 'remove-background',
    pagePath: 'remove-background',
    page: 'RemoveBackgroundPage',
    label: 'Remove Background',
    fields: { image: image(DATA_URL) },
    missing: MESSAGES.uploadImage,
    needs: { rule: 'all', fields: ['image'] },
    queue: 'media',
    toPayload: (body) => ({ imageUrl: stored(body, 'image') }),
    resultField: 'output',
    resultExample: { output: '/media/ab/ab12….png' },
  },
  upscale: {
    id: 'upscale',
    apiPath: 'upscale',
    pagePath: 'upscale',
    page: 'UpscalePage',
    label: 'Upscale',
    fields: { prompt: prompt(), imageBase64: image(DATA_URL) },
    missing: MESSAGES.promptOrImage,
    needs: { rule: 'any', fields: ['prompt', 'imageBase64'] },
    queue: 'media',
    toPayload: (body) => {
      const imageUrl = body.image('imageBase64');
      return {
        prompt: body.text('prompt'),
        imageUrl,
        draw: imageUrl ? null : body.imagePrompt(body.text('prompt'), false),
      };
    },
    resultField: 'imageUrl',
    resultExample: { imageUrl: '/media/ab/ab12….png' },
  },
};

/** In the footer's order. */
export const TOOLS: readonly ToolDescriptor[] = Object.values(TOOL_CATALOGUE);

export const TOOL_IDS = TOOLS.map((tool) => tool.id);

export function toolById(id: ToolId): ToolDescriptor {
  const tool = TOOLS.find((t) => t.id === id);
  if (!tool) throw new Error(`unknown tool ${id}`);
  return tool;
}

export function isToolId(kind: string): kind is ToolId {
  return TOOLS.some((t) => t.id === kind);
}
