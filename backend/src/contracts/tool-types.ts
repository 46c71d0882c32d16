/**
 * Each tool's types, the typed half of its catalogue entry (tools.ts): `request` is its body (API.md
 * "Jobs and tools", what the browser sends), `payload` its job's input (every input image already
 * stored: a media URL), `result` its job's result (results stay private). The job catalogue takes
 * payload and result from here.
 */
import type { AspectRatio } from './constants';

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
