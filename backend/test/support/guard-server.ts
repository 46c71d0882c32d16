import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the guard model was asked: the body of POST /v1/chat/completions and its headers. */
export interface GuardRequest {
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    temperature?: number;
    max_tokens?: number;
    stream?: boolean;
  };
}

/**
 * A small stand-in for Llama Guard 3 on an OpenAI-compatible server (Ollama, vLLM, llama.cpp):
 * POST /v1/chat/completions, non-streaming JSON, answering `answer` as the assistant's message.
 */
export class GuardServer {
  /** `answer` replies with `answer`, `hang` never answers, `error` answers 500, `reset` drops the connection */
  mode: 'answer' | 'hang' | 'error' | 'reset' = 'answer';
  answer = 'safe';
  finishReason: 'stop' | 'length' = 'stop';
  readonly requests: GuardRequest[] = [];
  private server!: Server;
  private port = 0;

  get baseURL(): string {
    return `http://127.0.0.1:${this.port}/v1`;
  }

  /** Listens on a free port, or again on the same one after `stop`. */
  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
          res.writeHead(404).end();
          return;
        }
        this.requests.push({ headers: req.headers, body: JSON.parse(raw) as GuardRequest['body'] });
        if (this.mode === 'hang') return;
        if (this.mode === 'reset') {
          req.socket.destroy();
          return;
        }
        if (this.mode === 'error') {
          res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"model not loaded"}}');
          return;
        }
        const body = {
          id: 'chatcmpl-guard',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: 'llama-guard3:8b',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: this.answer },
              finish_reason: this.finishReason,
              logprobs: null,
            },
          ],
          usage: { prompt_tokens: 200, completion_tokens: 3, total_tokens: 203 },
        };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this.baseURL;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
