import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** How the next predictions behave; set per test with `script`. */
export interface Script {
  /** polls answered `processing` with a growing progress log before the end */
  steps: number;
  outcome: 'succeeded' | 'failed';
  /** the prediction's error text when it fails */
  error: string;
  /** answer 429 to this many prediction creates first */
  rateLimitCreates: number;
  /** the 429's Retry-After header, none when null */
  retryAfter: string | null;
  /** answer 503 to this many polls first */
  pollErrors: number;
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

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** OpenAPI Input properties of a model, as Replicate's models API gives them. */
export type InputProperties = Record<string, Record<string, unknown>>;

interface Stored {
  id: string;
  polls: number;
  script: Script;
  pollErrorsLeft: number;
  canceled: boolean;
}

const DEFAULT_SCRIPT: Script = {
  steps: 3,
  outcome: 'succeeded',
  error: '',
  rateLimitCreates: 0,
  retryAfter: null,
  pollErrors: 0,
  outputAsList: true,
  output: null,
};

/** A small stand-in for api.replicate.com: models, predictions and the output files. */
export class ReplicateServer {
  /** the API token the server accepts */
  readonly token = 'r8_test';
  readonly requests: RecordedRequest[] = [];
  /** model `owner/name` → Input properties; a model not here answers 404 */
  readonly models = new Map<string, { properties: InputProperties; enums: Record<string, unknown[]> }>();
  png!: Buffer;
  private server!: Server;
  private origin = '';
  private current: Script = { ...DEFAULT_SCRIPT };
  private rateLimitsLeft = 0;
  private readonly predictions = new Map<string, Stored>();
  private seq = 0;

  get baseUrl() {
    return `${this.origin}/v1`;
  }

  async start(): Promise<this> {
    this.png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0306a' } }).png().toBuffer();
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
    this.rateLimitsLeft = this.current.rateLimitCreates;
    this.requests.length = 0;
  }

  /** The bodies of the prediction creates received (a 429'd try included). */
  creates(): RecordedRequest[] {
    return this.requests.filter((r) => r.method === 'POST' && /\/predictions$/.test(r.path));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const path = new URL(req.url ?? '/', this.origin).pathname;
    const method = req.method ?? 'GET';
    this.requests.push({ method, path, headers: req.headers, body: text ? (JSON.parse(text) as unknown) : null });

    let m: RegExpExecArray | null;
    if (path.startsWith('/v1/') && req.headers.authorization !== `Bearer ${this.token}`) {
      json(res, 401, { title: 'Unauthenticated', detail: 'You did not pass a valid authentication token' });
    } else if (method === 'GET' && (m = /^\/files\/([\w-]+)\.(\w+)$/.exec(path))) {
      const file = this.predictions.get(m[1])?.script.output ?? { data: this.png, ext: 'png', contentType: 'image/png' };
      if (file.ext !== m[2]) return json(res, 404, { detail: 'Not found.' });
      res.writeHead(200, { 'content-type': file.contentType }).end(file.data);
    } else if (method === 'GET' && (m = /^\/v1\/models\/([\w.-]+\/[\w.-]+)(?:\/versions\/(\w+))?$/.exec(path))) {
      this.model(res, m[1], m[2] ?? 'latest');
    } else if (method === 'POST' && (/^\/v1\/models\/[\w.-]+\/[\w.-]+\/predictions$/.test(path) || path === '/v1/predictions')) {
      this.create(res);
    } else if (method === 'GET' && (m = /^\/v1\/predictions\/([\w-]+)$/.exec(path))) {
      this.poll(res, m[1]);
    } else if (method === 'POST' && (m = /^\/v1\/predictions\/([\w-]+)\/cancel$/.exec(path))) {
      const p = this.predictions.get(m[1]);
      if (p) p.canceled = true;
      this.poll(res, m[1]);
    } else {
      json(res, 404, { detail: 'Not found.' });
    }
  }

  private model(res: ServerResponse, name: string, version: string) {
    const model = this.models.get(name);
    if (!model) return json(res, 404, { detail: 'Not found.' });
    const enums = Object.fromEntries(Object.entries(model.enums).map(([k, values]) => [k, { type: 'string', enum: values }]));
    const openapi_schema = { components: { schemas: { ...enums, Input: { type: 'object', properties: model.properties } } } };
    const latest_version = { id: version, created_at: '2024-08-01T00:00:00Z', cog_version: '0.9', openapi_schema };
    if (version !== 'latest') return json(res, 200, latest_version);
    const [owner, modelName] = name.split('/');
    json(res, 200, { url: `https://replicate.com/${name}`, owner, name: modelName, visibility: 'public', latest_version });
  }

  private create(res: ServerResponse) {
    if (this.rateLimitsLeft > 0) {
      this.rateLimitsLeft -= 1;
      const headers: Record<string, string> = this.current.retryAfter === null ? {} : { 'retry-after': this.current.retryAfter };
      return json(res, 429, { detail: 'Request was throttled.' }, headers);
    }
    const id = `p${++this.seq}`;
    const stored: Stored = { id, polls: 0, script: this.current, pollErrorsLeft: this.current.pollErrors, canceled: false };
    this.predictions.set(id, stored);
    json(res, 201, this.view(stored));
  }

  private poll(res: ServerResponse, id: string) {
    const p = this.predictions.get(id);
    if (!p) return json(res, 404, { detail: 'Not found.' });
    if (p.pollErrorsLeft > 0) {
      p.pollErrorsLeft -= 1;
      return json(res, 503, { detail: 'Service unavailable.' });
    }
    p.polls += 1;
    json(res, 200, this.view(p));
  }

  /** The prediction as the API shows it after `polls` polls (the 503'd ones not counted). */
  private view(p: Stored) {
    const { steps, outcome, error, outputAsList } = p.script;
    const polled = p.polls;
    const lines = Array.from({ length: Math.min(polled, steps) }, (_, i) => progressLine(i + 1, steps));
    const base = { id: p.id, model: 'x/y', version: 'hidden', input: {}, source: 'api', created_at: '2024-08-01T00:00:00Z' };
    const urls = { get: `${this.baseUrl}/predictions/${p.id}`, cancel: `${this.baseUrl}/predictions/${p.id}/cancel` };
    const finished = polled > steps;
    const status = p.canceled ? 'canceled' : !finished ? (polled === 0 ? 'starting' : 'processing') : outcome;
    const file = `${this.origin}/files/${p.id}.${p.script.output?.ext ?? 'png'}`;
    const output = status === 'succeeded' ? (outputAsList ? [file] : file) : null;
    return { ...base, urls, status, logs: lines.join('\n'), output, error: status === 'failed' ? error : null };
  }
}

/** A tqdm line as Flux writes it: `  33%|███▎      | 1/3 [00:00<00:01,  4.96it/s]`. */
function progressLine(step: number, steps: number) {
  const pct = Math.round((100 * step) / steps);
  const bar = '█'.repeat(Math.round(pct / 10)).padEnd(10, ' ');
  return `${String(pct).padStart(3)}%|${bar}| ${step}/${steps} [00:00<00:01,  4.96it/s]`;
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}
