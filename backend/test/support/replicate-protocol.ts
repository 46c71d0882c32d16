import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** OpenAPI Input properties of a model, as Replicate's models API gives them. */
export type InputProperties = Record<string, Record<string, unknown>>;

/** A model the server knows: its `components.schemas` (Input and the enums it refers to), null for none. */
export interface ServedModel {
  schemas: Record<string, unknown> | null;
  /** official models run on POST /v1/models/{owner}/{name}/predictions; the others answer 404 there (read as `is_official`) */
  official?: boolean;
  /** what the model route answers this model instead (404, or 422 as in older reports), even when it reads as official */
  modelRoute?: 404 | 422;
  /** the model's own code refusing an input: the prediction ends failed with this error text (null: accepted) */
  refuses?: (input: Record<string, unknown>) => string | null;
}

/** `components.schemas` from Input properties and the enums they refer to (as cog writes them). */
export function schemasOf(properties: InputProperties, enums: Record<string, unknown[]> = {}, required: string[] = []) {
  const refs = Object.fromEntries(
    Object.entries(enums).map(([k, values]) => [
      k,
      { type: typeof values[0] === 'number' ? 'integer' : 'string', enum: values },
    ]),
  );
  return { ...refs, Input: { type: 'object', properties, required } };
}

/** The version id the server gives a model's latest version. */
export const versionOf = (model: string) => createHash('sha256').update(model).digest('hex');

/** A file uploaded through POST /v1/files. */
export interface UploadedFile {
  id: string;
  size: number;
  contentType: string;
}

/** How the next predictions behave; set per test with `script`. */
export interface Script {
  /** polls answered `processing` with a growing progress log before the end */
  steps: number;
  outcome: 'succeeded' | 'failed' | 'aborted';
  /** the prediction's error text when it fails */
  error: string;
  /** answer 429 to this many prediction creates first */
  rateLimitCreates: number;
  /** the 429's Retry-After header, none when null */
  retryAfter: string | null;
  /** answer 503 to this many polls first */
  pollErrors: number;
  /** then answer this many polls with a proxy's HTML error page (200, not JSON) */
  pollGarbage: number;
  /** the output as a list of URLs (Flux) or one URL */
  outputAsList: boolean;
  /** the output file served (an MP4 for a video model, say); `png` when null */
  output: OutputFile | null;
}

/** A file a prediction outputs: its bytes, extension and content type. */
export interface OutputFile {
  data: Buffer;
  ext: string;
  contentType: string;
}

export const DEFAULT_SCRIPT: Script = {
  steps: 3,
  outcome: 'succeeded',
  error: '',
  rateLimitCreates: 0,
  retryAfter: null,
  pollErrors: 0,
  pollGarbage: 0,
  outputAsList: true,
  output: null,
};

/** A tqdm line as Flux writes it: `  33%|███▎      | 1/3 [00:00<00:01,  4.96it/s]`. */
export function progressLine(step: number, steps: number) {
  const pct = Math.round((100 * step) / steps);
  const bar = '█'.repeat(Math.round(pct / 10)).padEnd(10, ' ');
  return `${String(pct).padStart(3)}%|${bar}| ${step}/${steps} [00:00<00:01,  4.96it/s]`;
}

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

/** One part of a multipart/form-data body. */
export interface MultipartPart {
  name: string;
  contentType: string;
  data: Buffer;
}

/** Enough of multipart/form-data for the SDK's file uploads. */
export function parseMultipart(raw: Buffer, contentType: string): MultipartPart[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!boundary) return [];
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: MultipartPart[] = [];
  let start = raw.indexOf(delimiter);
  while (start >= 0) {
    const next = raw.indexOf(delimiter, start + delimiter.length);
    if (next < 0) break;
    const part = raw.subarray(start + delimiter.length + 2, next - 2); // after CRLF, before CRLF
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString('utf8');
    parts.push({
      name: /name="([^"]*)"/.exec(head)?.[1] ?? '',
      contentType: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1].trim() ?? '',
      data: part.subarray(split + 4),
    });
    start = next;
  }
  return parts;
}

/** Whether the model's output is a list of URLs (cog `List[Path]`) or one URL, from its `Output` schema; null when unknown. */
export function outputIsList(model: ServedModel | undefined): boolean | null {
  const output = (model?.schemas as { Output?: { type?: unknown } } | null | undefined)?.Output;
  return output?.type === 'array' ? true : output?.type === 'string' ? false : null;
}

export const INVALID_VERSION = {
  title: 'Invalid version or not permitted',
  detail: 'The specified version does not exist (or perhaps you do not have permission to use it?)',
  status: 422,
};

/** What the model route answers a model it will not run there, or null when it runs it. */
export function modelRouteRefusal(model: ServedModel | undefined) {
  const status = model?.modelRoute ?? (model?.official ? null : 404);
  if (status === 422) return INVALID_VERSION;
  return status ? { title: 'Not found', detail: 'The requested resource could not be found.', status } : null;
}

/** A Cancel-After header (a duration such as `600s`, `1m30s`), undefined when absent, false when malformed. */
export function durationHeader(header: string | string[] | undefined): string | undefined | false {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header.join(',') : header;
  return /^(\d+(\.\d+)?(ms|s|m|h))+$/.test(value) ? value : false;
}
