/**
 * The tool catalogue: the six image and video tools, each described once. The API (routes, body
 * limits, validation, swagger, body to job payload), the body parsers, the job catalogue (each tool
 * is a job kind: its payload, result and queue come from here), the client API, the router, the
 * footer and the tool pages (ToolForm renders each entry's `form`) all read it. A tool's job runs its
 * adapter, from its own file (backend infra/ai/tools/<id>.tool.ts).
 */
import { ASPECT_RATIOS, type AspectRatio, MESSAGES } from './constants';
import { DATA_URL, imageField, promptField, storedImage, type ToolDescriptor } from './tool-descriptor';
import type { ToolId } from './tool-types';

export type { ToolId, ToolJobCatalogue, ToolPayload, ToolRequest, ToolResult, ToolTypes } from './tool-types';

/** Every tool, in the footer's order. */
export const TOOL_CATALOGUE: { [T in ToolId]: ToolDescriptor<T> } = {
  'flux-generate': {
    id: 'flux-generate',
    apiPath: 'flux-generate',
    pagePath: 'generate-image',
    label: 'Image Generator',
    fields: {
      prompt: promptField('auburn curls, green eyes, at a cafe'),
      aspectRatio: { type: 'choice', choices: ASPECT_RATIOS, default: '1:1' },
      steps: { type: 'number', whole: true, min: 1, max: 50, default: 25 },
      guidance: { type: 'number', min: 0, max: 10, default: 3 },
      interval: { type: 'number', min: 1, max: 4, default: 2 },
      imageBase64: imageField(
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
    form: {
      title: 'AI Image Generator',
      subtitle: 'Describe a picture, or start from one of yours.',
      inputs: [
        {
          kind: 'prompt',
          field: 'prompt',
          label: 'Prompt',
          placeholder: 'e.g., a woman in a red dress on a rooftop at sunset',
          box: 'tall',
        },
        { kind: 'image', field: 'imageBase64', label: 'Start from an image (optional)' },
        {
          kind: 'select',
          field: 'aspectRatio',
          label: 'Aspect ratio',
          withImage: 'Your image is centre-cropped to {value} before it is sent.',
        },
      ],
      submit: { idle: 'Generate', busy: 'Generating...' },
      progress: 'Image',
      result: {
        kind: 'image',
        label: 'Generated image',
        alt: 'Generated image',
        busy: 'Your image is on its way...',
        empty: 'Your image will appear here.',
        missing: MESSAGES.noImageUrl,
        download: { file: 'generated-image.{ext}', label: 'Download Image' },
      },
    },
  },
  'video-generate': {
    id: 'video-generate',
    apiPath: 'video-generate',
    pagePath: 'generate-video',
    label: 'Video Generator',
    fields: {
      prompt: promptField('she turns and smiles, slow zoom in'),
      negative_prompt: promptField(),
      image: imageField(`the start image: ${DATA_URL}`),
    },
    missing: MESSAGES.promptAndStartImage,
    needs: { rule: 'all', fields: ['prompt', 'image'] },
    queue: 'media',
    toPayload: (body) => ({
      prompt: body.text('prompt'),
      negativePrompt: body.text('negative_prompt') || null,
      imageUrl: storedImage(body, 'image'),
    }),
    resultField: 'videoUrl',
    resultExample: { videoUrl: '/media/ab/ab12….mp4' },
    form: {
      title: 'AI Video Generator',
      subtitle: 'Bring a picture to life from a start image and a prompt.',
      inputs: [
        {
          kind: 'prompt',
          field: 'prompt',
          label: 'Prompt',
          placeholder: 'e.g., she turns and smiles, slow zoom in',
          box: 'short',
        },
        {
          kind: 'prompt',
          field: 'negative_prompt',
          label: 'Negative prompt (optional)',
          placeholder: 'e.g., blurry, distorted',
          box: 'line',
          optional: true,
        },
        { kind: 'image', field: 'image', label: 'Start image' },
      ],
      submit: { idle: 'Generate Video', busy: 'Generating...' },
      progress: 'Video',
      result: {
        kind: 'video',
        label: 'Generated video',
        alt: 'Generated video',
        busy: 'Your video is on its way... this can take a few minutes.',
        empty: 'Your video will appear here.',
        missing: MESSAGES.noVideoUrl,
        download: { file: 'generated-video.{ext}', label: 'Download Video' },
      },
    },
  },
  'gif-generate': {
    id: 'gif-generate',
    apiPath: 'gif-generate',
    pagePath: 'gif',
    label: 'GIF Maker',
    fields: { prompt: promptField('zoom in slowly'), image: imageField(DATA_URL) },
    missing: MESSAGES.imageAndPrompt,
    needs: { rule: 'all', fields: ['prompt', 'image'] },
    queue: 'media',
    toPayload: (body) => ({ prompt: body.text('prompt'), imageUrl: storedImage(body, 'image') }),
    resultField: 'gifUrl',
    resultExample: { gifUrl: '/media/ab/ab12….gif' },
    form: {
      title: 'GIF Generator',
      subtitle: 'Turn an image and a prompt into a short animated GIF.',
      inputs: [
        { kind: 'image', field: 'image', label: 'Image' },
        { kind: 'prompt', field: 'prompt', label: 'Prompt', placeholder: 'e.g., zoom in slowly', box: 'line' },
      ],
      submit: { idle: 'Generate GIF', busy: 'Generating...' },
      progress: 'GIF',
      result: {
        kind: 'image',
        label: 'Generated GIF',
        alt: 'Generated GIF',
        busy: 'Your GIF is on its way...',
        empty: 'Your GIF will appear here.',
        missing: MESSAGES.noImageUrl,
        download: { file: 'generated.gif', label: 'Download GIF' },
      },
    },
  },
  'face-swap': {
    id: 'face-swap',
    apiPath: 'face-swap',
    pagePath: 'faceswap',
    label: 'Face Swap',
    fields: {
      input_image: imageField(`the target picture: ${DATA_URL}`),
      swap_image: imageField(`the face to put in: ${DATA_URL}`),
      consent: {
        type: 'consent',
        description: 'I confirm I have the right to use both faces, and no one pictured is a minor.',
        refused: MESSAGES.faceSwapConsent,
      },
    },
    missing: MESSAGES.bothImages,
    needs: { rule: 'all', fields: ['input_image', 'swap_image'] },
    queue: 'media',
    toPayload: (body) => ({ inputUrl: storedImage(body, 'input_image'), swapUrl: storedImage(body, 'swap_image') }),
    resultField: 'output',
    resultExample: { output: '/media/ab/ab12….png' },
    form: {
      title: 'Face Swap',
      subtitle: 'Swap a face from one picture into another.',
      inputs: [
        { kind: 'image', field: 'input_image', label: 'Upload your image' },
        { kind: 'image', field: 'swap_image', label: 'Upload the face you want to change for' },
        { kind: 'consent', field: 'consent' },
      ],
      note: 'If a picture shows several faces, the largest one is swapped.',
      submit: { idle: 'Generate Face Swap', busy: 'Processing...' },
      progress: 'Face swap',
      result: {
        kind: 'image',
        label: 'Face swap result',
        alt: 'Face swap result',
        busy: 'Swapping faces...',
        empty: 'Your face swap will appear here.',
        missing: MESSAGES.noOutput,
        download: { file: 'face-swapped.png', label: 'Download Image' },
      },
    },
  },
  'remove-background': {
    id: 'remove-background',
    apiPath: 'remove-background',
    pagePath: 'remove-background',
    label: 'Remove Background',
    fields: { image: imageField(DATA_URL) },
    missing: MESSAGES.uploadImage,
    needs: { rule: 'all', fields: ['image'] },
    queue: 'media',
    toPayload: (body) => ({ imageUrl: storedImage(body, 'image') }),
    resultField: 'output',
    resultExample: { output: '/media/ab/ab12….png' },
    form: {
      title: 'Remove Background',
      subtitle: 'Cut the subject out of any picture.',
      inputs: [{ kind: 'image', field: 'image', label: 'Upload an image' }],
      submit: { idle: 'Remove Background', busy: 'Processing...' },
      progress: 'Background removal',
      result: {
        kind: 'image',
        label: 'Image without background',
        alt: 'Your image without its background',
        busy: 'Removing the background...',
        empty: 'The cut-out appears here, on a checkerboard that shows what is transparent.',
        checkerboard: true,
        missing: MESSAGES.noOutput,
        download: { file: 'output.png', label: 'Download Image' },
      },
    },
  },
  upscale: {
    id: 'upscale',
    apiPath: 'upscale',
    pagePath: 'upscale',
    label: 'Upscale',
    fields: { prompt: promptField(), imageBase64: imageField(DATA_URL) },
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
    form: {
      title: 'Magic Image Refiner Upscaling',
      subtitle: 'Compare your original image with the upscaled result',
      inputs: [
        { kind: 'prompt', field: 'prompt', label: 'Prompt', placeholder: 'Enter your prompt', box: 'line' },
        {
          kind: 'image',
          field: 'imageBase64',
          label: 'Image',
          hint: 'Drag & drop your image here or click to select',
          preview: false,
        },
      ],
      submit: { idle: 'Upscale Image', busy: 'Upscaling...' },
      progress: 'Upscale',
      result: {
        kind: 'comparison',
        label: 'Comparison',
        of: 'imageBase64',
        original: { title: 'Original', empty: 'Your original image shows here.' },
        output: {
          title: 'Upscaled',
          empty: 'The upscaled result shows here.',
          busy: 'Upscaling...',
          alt: 'Upscaled image',
        },
        missing: MESSAGES.noImageUrl,
        download: { file: 'upscaled-image.png', label: 'Download Upscaled Image' },
      },
    },
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
