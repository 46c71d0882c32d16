import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import sharp from 'sharp';

import {
  DEFAULT_SCRIPT,
  durationHeader,
  INVALID_VERSION,
  json,
  modelRouteRefusal,
  type MultipartPart,
  outputIsList,
  parseMultipart,
  progressLine,
  type RecordedRequest,
  type Script,
  type ServedModel,
  type UploadedFile,
  versionOf,
} from './replicate-protocol';

export {
  type InputProperties,
  type OutputFile,
  type RecordedRequest,
  schemasOf,
  type Script,
  type ServedModel,
  type UploadedFile,
  versionOf,
} from './replicate-protocol';

interface Stored {
  id: string;
  model: string;
  version: string;
  polls: number;
  script: Script;
  pollErrorsLeft: number;
  pollGarbageLeft: number;
  canceled: boolean;
  /** its output deleted (Replicate keeps outputs one hour): the file only, or also `data_removed` shown */
  gone: 'file' | 'flagged' | null;
}

/** A small stand-in for api.replicate.com: models, predictions and the output files. */
export class ReplicateServer {
  /** the API token the server accepts */
  readonly token = 'r8_test';
  readonly requests: RecordedRequest[] = [];
  /** model `owner/name` → what it serves; a model not here answers 404 */
  readonly models = new Map<string, ServedModel>();
  /** every prediction created, in order (never reset: tests count those of their own model or job) */
  readonly created: {
    id: string;
    model: string;
    version: string;
    input: Record<string, unknown>;
    /** the create's Cancel-After header */
    cancelAfter?: string;
  }[] = [];
  readonly files: UploadedFile[] = [];
  /** version id → model, for each version the server has shown */
  private readonly versions = new Map<string, string>();
  png!: Buffer;
  private server!: Server;
  private origin = '';
  private current: Script = { ...DEFAULT_SCRIPT };
  /** model → how its next predictions behave, over `current` (a job that runs two models) */
  private readonly perModel = new Map<string, Script>();
  private rateLimitsLeft = 0;
  private readonly predictions = new Map<string, Stored>();
  private seq = 0;
  /** prediction ids are unique across servers: the test files share one database, where jobs record them */
  private readonly tag = randomBytes(3).toString('hex');

  get baseUrl() {
    return `${this.origin}/v1`;
  }

  async start(): Promise<this> {
    this.png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0306a' } })
      .png()
      .toBuffer();
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Sets how the next predictions behave and forgets the requests recorded so far. */
  script(changes: Partial<Script> = {}) {
    this.current = { ...DEFAULT_SCRIPT, ...changes };
    this.perModel.clear();
    this.rateLimitsLeft = this.current.rateLimitCreates;
    this.requests.length = 0;
  }

  /** After `script`: how the next predictions of one model behave instead. */
  scriptModel(model: string, changes: Partial<Script>) {
    this.perModel.set(model, { ...this.current, ...changes });
  }

  /** The prediction creates received since the last `script` (a 429'd or 404'd try included). */
  creates(): RecordedRequest[] {
    return this.requests.filter((r) => r.method === 'POST' && /\/predictions$/.test(r.path));
  }

  /** The ids of the predictions asked to cancel since the last `script`. */
  cancels(): string[] {
    return this.requests
      .filter((r) => r.method === 'POST' && r.path.endsWith('/cancel'))
      .map((r) => r.path.split('/')[3]);
  }

  /** Deletes the prediction's output as Replicate does after an hour: its file answers 404; `flagged` also shows `data_removed: true`. */
  removeOutput(id: string, how: 'file' | 'flagged' = 'flagged') {
    const p = this.predictions.get(id);
    if (p) p.gone = how;
  }

  /** Whether the prediction was canceled. */
  canceled(id: string): boolean {
    return this.predictions.get(id)?.canceled ?? false;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const path = new URL(req.url ?? '/', this.origin).pathname;
    const method = req.method ?? 'GET';
    const multipart = /^multipart\/form-data/.test(req.headers['content-type'] ?? '');
    const body = multipart
      ? parseMultipart(raw, req.headers['content-type']!)
      : raw.length
        ? (JSON.parse(raw.toString('utf8')) as unknown)
        : null;
    this.requests.push({ method, path, headers: req.headers, body });

    let m: RegExpExecArray | null;
    if (path.startsWith('/v1/') && req.headers.authorization !== `Bearer ${this.token}`) {
      json(res, 401, { title: 'Unauthenticated', detail: 'You did not pass a valid authentication token' });
    } else if (method === 'GET' && (m = /^\/files\/([\w-]+)\.(\w+)$/.exec(path))) {
      if (this.predictions.get(m[1])?.gone) return json(res, 404, { detail: 'Not found.' });
      const file = this.predictions.get(m[1])?.script.output ?? {
        data: this.png,
        ext: 'png',
        contentType: 'image/png',
      };
      if (file.ext !== m[2]) return json(res, 404, { detail: 'Not found.' });
      res.writeHead(200, { 'content-type': file.contentType }).end(file.data);
    } else if (method === 'GET' && (m = /^\/v1\/models\/([\w.-]+\/[\w.-]+)(?:\/versions\/(\w+))?$/.exec(path))) {
      this.model(res, m[1], m[2] ?? 'latest');
    } else if (method === 'POST' && (m = /^\/v1\/models\/([\w.-]+\/[\w.-]+)\/predictions$/.exec(path))) {
      // Replicate serves this route for official models only (404 now, 422 in older reports for the others)
      const refused = modelRouteRefusal(this.models.get(m[1]));
      if (refused) return json(res, refused.status, refused);
      this.create(res, m[1], versionOf(m[1]), body, req.headers);
    } else if (method === 'POST' && path === '/v1/predictions') {
      const version = (body as { version?: string } | null)?.version ?? '';
      const model = this.versions.get(version);
      if (!model) return json(res, 422, INVALID_VERSION);
      this.create(res, model, version, body, req.headers);
    } else if (method === 'POST' && path === '/v1/files') {
      this.upload(res, body as MultipartPart[]);
    } else if (method === 'GET' && (m = /^\/v1\/predictions\/([\w-]+)$/.exec(path))) {
      this.poll(res, m[1]);
    } else if (method === 'POST' && (m = /^\/v1\/predictions\/([\w-]+)\/cancel$/.exec(path))) {
      const p = this.predictions.get(m[1]);
      if (!p) return json(res, 404, { detail: 'Not found.' });
      p.canceled = true;
      json(res, 200, this.view(p));
    } else {
      json(res, 404, { detail: 'Not found.' });
    }
  }

  private model(res: ServerResponse, name: string, pinned: string) {
    const model = this.models.get(name);
    if (!model) return json(res, 404, { detail: 'Not found.' });
    const version = pinned === 'latest' ? versionOf(name) : pinned;
    this.versions.set(version, name);
    const openapi_schema = model.schemas ? { openapi: '3.0.2', components: { schemas: model.schemas } } : null;
    const latest_version = { id: version, created_at: '2024-08-01T00:00:00Z', cog_version: '0.9', openapi_schema };
    if (pinned !== 'latest') return json(res, 200, latest_version);
    const [owner, modelName] = name.split('/');
    json(res, 200, {
      url: `https://replicate.com/${name}`,
      owner,
      name: modelName,
      visibility: 'public',
      is_official: model.official ?? false,
      latest_version,
    });
  }

  private create(
    res: ServerResponse,
    model: string,
    version: string,
    body: unknown,
    headers: IncomingMessage['headers'],
  ) {
    const cancelAfter = durationHeader(headers['cancel-after']);
    if (cancelAfter === false) return json(res, 400, { detail: 'Cancel-After: not a duration' });
    if (this.rateLimitsLeft > 0) {
      this.rateLimitsLeft -= 1;
      const headers: Record<string, string> =
        this.current.retryAfter === null ? {} : { 'retry-after': this.current.retryAfter };
      return json(res, 429, { detail: 'Request was throttled.' }, headers);
    }
    const id = `p${this.tag}-${++this.seq}`;
    const input = (body as { input: Record<string, unknown> }).input;
    // the model's own code refusing an input fails the prediction when it runs, as on Replicate
    const refusal = this.models.get(model)?.refuses?.(input);
    const planned = this.perModel.get(model) ?? this.current;
    const script = refusal ? { ...planned, outcome: 'failed' as const, error: refusal } : planned;
    const { pollErrors, pollGarbage } = script;
    const stored: Stored = {
      id,
      model,
      version,
      polls: 0,
      script,
      pollErrorsLeft: pollErrors,
      pollGarbageLeft: pollGarbage,
      canceled: false,
      gone: null,
    };
    this.predictions.set(id, stored);
    this.created.push({ id, model, version, input, cancelAfter });
    json(res, 201, this.view(stored));
  }

  private upload(res: ServerResponse, parts: MultipartPart[]) {
    const content = parts.find((p) => p.name === 'content');
    if (!content) return json(res, 400, { detail: 'content is required' });
    const file: UploadedFile = { id: `f${++this.seq}`, size: content.data.length, contentType: content.contentType };
    this.files.push(file);
    const urls = { get: `${this.baseUrl}/files/${file.id}` };
    json(res, 201, {
      ...file,
      content_type: file.contentType,
      checksums: { sha256: '' },
      metadata: {},
      created_at: '2024-08-01T00:00:00Z',
      expires_at: null,
      urls,
    });
  }

  private poll(res: ServerResponse, id: string) {
    const p = this.predictions.get(id);
    if (!p) return json(res, 404, { detail: 'Not found.' });
    if (p.pollErrorsLeft > 0) {
      p.pollErrorsLeft -= 1;
      return json(res, 503, { detail: 'Service unavailable.' });
    }
    if (p.pollGarbageLeft > 0) {
      p.pollGarbageLeft -= 1;
      return void res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html><body>upstream connect error</body></html>');
    }
    p.polls += 1;
    json(res, 200, this.view(p));
  }

  /** The prediction as the API shows it after `polls` polls (the 503'd ones not counted). */
  private view(p: Stored) {
    const { steps, outcome, error, outputAsList } = p.script;
    const polled = p.polls;
    const lines = Array.from({ length: Math.min(polled, steps) }, (_, i) => progressLine(i + 1, steps));
    const base = {
      id: p.id,
      model: p.model,
      version: p.version,
      input: {},
      source: 'api',
      created_at: '2024-08-01T00:00:00Z',
    };
    const urls = { get: `${this.baseUrl}/predictions/${p.id}`, cancel: `${this.baseUrl}/predictions/${p.id}/cancel` };
    const finished = polled > steps;
    const status = p.canceled ? 'canceled' : !finished ? (polled === 0 ? 'starting' : 'processing') : outcome;
    const file = `${this.origin}/files/${p.id}.${p.script.output?.ext ?? 'png'}`;
    const data_removed = p.gone === 'flagged';
    const list = outputIsList(this.models.get(p.model)) ?? outputAsList; // the model's own output shape first
    const output = status === 'succeeded' && !data_removed ? (list ? [file] : file) : null;
    const failed = status === 'failed' ? error : null;
    return { ...base, urls, status, logs: lines.join('\n'), output, error: failed, data_removed };
  }
}
