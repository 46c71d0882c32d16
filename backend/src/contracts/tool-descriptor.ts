/**
 * How a tool of the catalogue (tools.ts) is described: its body's fields, how its body becomes its
 * job's payload, and the body limits read from them.
 */
import type { QueueName } from './jobs';
import type { ToolForm } from './tool-form';
import type { ToolId, ToolPayload, ToolResult } from './tool-types';

export type * from './tool-form';

/** An uploaded image as a data URL (PNG, JPEG, WebP or GIF, at most 10 MiB and 40 megapixels). */
export interface ImageField {
  type: 'image';
  description: string;
}
/** Free text (checked by the adults-only content policy). */
export interface TextField {
  type: 'text';
  maxLength: number;
  example?: string;
}
export interface NumberField {
  type: 'number';
  whole?: boolean;
  min: number;
  max: number;
  default: number;
}
export interface ChoiceField {
  type: 'choice';
  choices: readonly string[];
  default: string;
}
/** A box the user must tick: anything but `true` is answered 400 with `refused`. */
export interface ConsentField {
  type: 'consent';
  description: string;
  refused: string;
}
export type ToolField = ImageField | TextField | NumberField | ChoiceField | ConsentField;

/** The bytes a body may have per image it carries: 10 MiB of image is ~13.4 MB of base64, plus the rest. */
export const TOOL_BODY_BYTES_PER_IMAGE = 15 * 1024 * 1024;

/** A tool's body as its payload mapping reads it: text trimmed, numbers defaulted, images already stored. */
export interface ToolBodyReader {
  /** the field's text, trimmed ('' when absent) */
  text(field: string): string;
  /** the number sent, else the field's default */
  number(field: string): number;
  /** the choice sent, else the field's default */
  choice(field: string): string;
  /** the media URL the uploaded image of this field was stored at, or null when none was sent */
  image(field: string): string | null;
  /** the server's image prompt for this text (the adults-only phrase added; SAFETY.md) */
  imagePrompt(text: string, hasImage: boolean): string;
}

/** The keys of a tool's result (distributes over a union of tools). */
export type ToolResultKey<T extends ToolId> = T extends ToolId ? keyof ToolResult<T> & string : never;

export interface ToolDescriptor<T extends ToolId = ToolId> {
  /** also the job kind */
  id: T;
  /** POST /api/<apiPath> */
  apiPath: string;
  /** the web app's page for it (React Router path, no leading slash) */
  pagePath: string;
  /** the footer's link text */
  label: string;
  /** the body's fields, in the order API.md lists them; every field is optional to the validator */
  fields: Record<string, ToolField>;
  /** the 400 answered when the fields a job needs are missing (the rule itself is `needs`) */
  missing: string;
  /** `all`: every listed field must be present (blank text counts as absent); `any`: at least one */
  needs: { rule: 'all' | 'any'; fields: readonly string[] };
  /** which worker queue runs its job */
  queue: QueueName;
  /** its job's payload, from the checked body (stored with the job; pure: no I/O) */
  toPayload(body: ToolBodyReader): ToolPayload<T>;
  /** the result field that holds the media URL of the adapter's output */
  resultField: ToolResultKey<T>;
  /** the example of its 200 answer under Prefer: wait (swagger) */
  resultExample: Record<string, string>;
  /** its page in the web app, rendered by ToolForm */
  form: ToolForm;
}

/** The field builders the catalogue's entries use. */
export const DATA_URL = 'an image as a data URL (PNG, JPEG, WebP or GIF, at most 10 MiB and 40 megapixels)';
export const imageField = (description: string): ImageField => ({ type: 'image', description });
export const promptField = (example?: string): TextField => ({
  type: 'text',
  maxLength: 2000,
  ...(example ? { example } : {}),
});

/** A stored image the body must have carried (the controller checked `needs` before mapping). */
export function storedImage(body: ToolBodyReader, field: string): string {
  const url = body.image(field);
  if (!url) throw new Error(`${field} was not stored`);
  return url;
}

/** The image fields of a tool's body, in order. */
export function imageFieldsOf(tool: ToolDescriptor): string[] {
  return Object.entries(tool.fields)
    .filter(([, field]) => field.type === 'image')
    .map(([name]) => name);
}

/** The largest body a tool takes, in bytes (one allowance per image it carries). */
export function toolBodyLimit(tool: ToolDescriptor): number {
  return Math.max(1, imageFieldsOf(tool).length) * TOOL_BODY_BYTES_PER_IMAGE;
}
