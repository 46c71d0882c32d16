import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A small stand-in for an OpenAI-compatible POST /v1/moderations. */
export class ModerationServer {
  /** `clean` answers not flagged, `flag` flags sexual/minors, `hang` never answers, `error` answers 500 */
  mode: 'clean' | 'flag' | 'hang' | 'error' = 'clean';
  readonly inputs: string[] = [];
  private server!: Server;
  private origin = '';

  get baseURL(): string {
    return `${this.origin}/v1`;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        if (req.method !== 'POST' || req.url !== '/v1/moderations') {
          res.writeHead(404).end();
          return;
        }
        const { input } = JSON.parse(raw) as { input: string };
        this.inputs.push(input);
        if (this.mode === 'hang') return;
        if (this.mode === 'error') {
          res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"down"}}');
          return;
        }
        const flagged = this.mode === 'flag';
        const body = {
          id: 'modr-1',
          model: 'omni-moderation-latest',
          results: [
            {
              flagged,
              categories: { sexual: flagged, 'sexual/minors': flagged },
              category_scores: { sexual: flagged ? 0.9 : 0, 'sexual/minors': flagged ? 0.9 : 0 },
            },
          ],
        };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.baseURL;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
