import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the next streamed completion behaves; set per test with `script`. */
export type StreamScript =
  /** every delta, a finishing chunk, then `data: [DONE]` */
  | { kind: 'normal'; deltas: string[] }
  /** the first `after` deltas, then the socket is destroyed */
  | { kind: 'break'; deltas: string[]; after: number }
  /** the first `after` deltas, then nothing more until the client gives up */
  | { kind: 'stall'; deltas: string[]; after: number }
  /** no answer at all, not even headers */
  | { kind: 'hang' }
  /** the first `after` deltas, then a line that is not JSON */
  | { kind: 'malformed'; deltas: string[]; after: number }
  /** the first `after` deltas, then an `{"error": …}` event, as OpenAI sends for a failure mid-stream */
  | { kind: 'error-event'; deltas: string[]; after: number; message: string }
  /** the first `after` deltas, then the response ends cleanly without finishing */
  | { kind: 'truncated'; deltas: string[]; after: number }
  /** the first `after` deltas, then waits for `resume` before sending the rest and finishing */
  | { kind: 'paused'; deltas: string[]; after: number; resume: Promise<void> };

/** An HTTP error answer, as OpenAI sends it (e.g. 429 with Retry-After). */
export interface Refusal {
  status: number;
  headers?: Record<string, string>;
  message?: string;
}

export interface ChatMessageBody {
  role: string;
  content: string;
}

/** The body of POST /v1/chat/completions, as far as the tests look at it. */
export interface ChatCompletionBody {
  model: string;
  messages: ChatMessageBody[];
  stream?: boolean;
  max_tokens?: number;
  temperature?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: ChatCompletionBody;
  /** set once the connection closed, true when it closed before the response finished */
  closedEarly?: boolean;
}

/** A small stand-in for an OpenAI-compatible chat server: non-streaming JSON and SSE streaming. */
export class OpenAiServer {
  readonly requests: RecordedRequest[] = [];
  /** what non-streaming completions answer */
  text = 'A reply.';
  /** answer this many requests with a 500 first (the SDK retries them) */
  failures = 0;
  /** answered in order before anything else, one per request (after `failures`) */
  readonly refusals: Refusal[] = [];
  private current: StreamScript = { kind: 'normal', deltas: ['Hello', ' there', '!'] };
  private server!: Server;
  private origin = '';
  private readonly closeWaiters: (() => void)[] = [];

  /** The base URL to give the SDK (…/v1). */
  get baseURL(): string {
    return `${this.origin}/v1`;
  }

  script(next: StreamScript): void {
    this.current = next;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.baseURL;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Resolves once request `index` has seen its connection close. */
  async closed(index: number): Promise<RecordedRequest> {
    while (this.requests[index]?.closedEarly === undefined) {
      await new Promise<void>((resolve) => this.closeWaiters.push(resolve));
    }
    return this.requests[index];
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    const record: RecordedRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body: parsed as ChatCompletionBody,
    };
    this.requests.push(record);
    res.on('close', () => {
      record.closedEarly = !res.writableFinished;
      for (const wake of this.closeWaiters.splice(0)) wake();
    });

    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      this.json(res, 404, { error: { message: `no route ${req.method} ${req.url}`, type: 'invalid_request_error' } });
      return;
    }
    if (this.failures > 0) {
      this.failures--;
      res.setHeader('retry-after-ms', '10');
      this.json(res, 500, { error: { message: 'The server had an error', type: 'server_error' } });
      return;
    }
    const refusal = this.refusals.shift();
    if (refusal) {
      for (const [name, value] of Object.entries(refusal.headers ?? {})) res.setHeader(name, value);
      const type = refusal.status === 429 ? 'rate_limit_error' : 'server_error';
      this.json(res, refusal.status, { error: { message: refusal.message ?? `Refused with ${refusal.status}`, type } });
      return;
    }
    const body = record.body;
    if (!body.stream) {
      this.json(res, 200, {
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: this.text, refusal: null },
            finish_reason: 'stop',
            logprobs: null,
          },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
      });
      return;
    }
    await this.stream(res, body.model, this.current);
  }

  private async stream(res: ServerResponse, model: string, script: StreamScript): Promise<void> {
    if (script.kind === 'hang') return;
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    res.flushHeaders();
    const chunk = (delta: Record<string, string>, finish: string | null) =>
      `data: ${JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
      })}\n\n`;
    const send = async (text: string) => {
      res.write(text);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const count = script.kind === 'normal' ? script.deltas.length : script.after;
    await send(chunk({ role: 'assistant', content: '' }, null));
    for (const delta of script.deltas.slice(0, count)) await send(chunk({ content: delta }, null));

    switch (script.kind) {
      case 'normal':
        await send(chunk({}, 'stop'));
        res.end('data: [DONE]\n\n');
        return;
      case 'break':
        await new Promise((resolve) => setTimeout(resolve, 20));
        res.socket?.destroy();
        return;
      case 'stall':
        return; // the client's idle timeout closes the connection
      case 'malformed':
        await send('data: {"id": "chatcmpl-test", "choices": [\n\n');
        return;
      case 'error-event':
        await send(`data: ${JSON.stringify({ error: { message: script.message, type: 'server_error' } })}\n\n`);
        return;
      case 'truncated':
        res.end();
        return;
      case 'paused':
        await script.resume;
        for (const delta of script.deltas.slice(count)) await send(chunk({ content: delta }, null));
        await send(chunk({}, 'stop'));
        res.end('data: [DONE]\n\n');
        return;
    }
  }

  private json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }
}
