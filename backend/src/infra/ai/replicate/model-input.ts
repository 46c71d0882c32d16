import { createHash } from 'node:crypto';

import type { TextToImageRequest } from '../image-provider.port';
import type { InputSchema, InputSpec } from './input-schema';

/** A repeatable non-negative 32-bit integer seed from the request's seed text. */
export function seedNumber(seed: string): number {
  return createHash('sha256').update(seed).digest().readUInt32BE(0) & 0x7fffffff;
}

/**
 * Where a model takes the reference image, in order: `image` (flux-dev and SDXL-style
 * image-to-image, with `prompt_strength`), `image_prompt` (Flux Pro / Ultra: a style reference),
 * `input_image` (Flux Kontext: the picture to edit).
 */
const REFERENCE_INPUTS = ['image', 'image_prompt', 'input_image'] as const;
/** how far image-to-image departs from the reference: flux-dev's own default, 1 = ignore it */
export const PROMPT_STRENGTH = 0.8;

/** The value made to fit the input's spec (numbers clamped, integers rounded), or undefined to leave it out. */
function fit(value: unknown, spec: InputSpec): unknown {
  if (spec.enum && !spec.enum.includes(value)) return undefined;
  if (typeof value !== 'number') return value;
  let n = spec.type === 'integer' ? Math.round(value) : value;
  if (spec.minimum !== undefined) n = Math.max(spec.minimum, n);
  if (spec.maximum !== undefined) n = Math.min(spec.maximum, n);
  return n;
}

/**
 * The model's input: only what its schema accepts, never `disable_safety_checker` nor
 * `safety_tolerance` (the provider's defaults stay). Without a schema: prompt and aspect ratio.
 */
export function buildInput(request: TextToImageRequest, schema: InputSchema | null): Record<string, unknown> {
  if (!schema) return { prompt: request.prompt, aspect_ratio: request.aspectRatio };
  const wanted: Record<string, unknown> = {
    prompt: request.prompt,
    aspect_ratio: request.aspectRatio,
    num_inference_steps: request.steps,
    steps: request.steps, // the Flux Pro models' name for it
    guidance: request.guidance,
    interval: request.interval,
    output_format: 'png',
    seed: seedNumber(request.seed),
  };
  if (request.referenceImage) {
    const key = REFERENCE_INPUTS.find((k) => schema.has(k));
    // a Buffer: the runner sends it inline when small, else through Replicate's files API
    if (key) wanted[key] = request.referenceImage;
    if (key === 'image') wanted.prompt_strength = PROMPT_STRENGTH;
  }
  return fitInputs(wanted, schema);
}

/** The wanted inputs the schema accepts, each made to fit its spec; the others left out. */
export function fitInputs(wanted: Record<string, unknown>, schema: InputSchema): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(wanted)) {
    const spec = schema.get(key);
    const fitted = spec ? fit(value, spec) : undefined;
    if (fitted !== undefined) input[key] = fitted;
  }
  return input;
}
