// A webhook receiver for the tests: a real HTTP server on loopback that keeps every request it
// gets (headers and raw body) and answers as the test says (a status, or no answer at all).

import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  /** The request's path and query (webhooks to one receiver told apart by it). */
  path: string;
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  json: { id: string; type: string; created_unix_ns: number; tenant: string; data: Record<string, unknown> };
  at: number;
}

export class Receiver {
  readonly received: Received[] = [];
  /** How it answers the next request: a status, or 'hang' (never answers). */
  answer: (r: Received) => number | 'hang' = () => 200;
  #server: http.Server;
  #hanging = new Set<http.ServerResponse>();

  private constructor(server: http.Server) {
    this.#server = server;
  }

  static async start(port = 0): Promise<Receiver> {
    const server = http.createServer();
    const receiver = new Receiver(server);
    server.on('request', (req, res) => receiver.#take(req, res));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return receiver;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/hook`;
  }

  /** Requests of one type (e.g. sandbox.deleted) about one sandbox, snapshot or export. */
  of(type: string, id?: string): Received[] {
    return this.received.filter(
      (r) => r.json.type === type && (id === undefined || Object.values(r.json.data).includes(id)),
    );
  }

  async close(): Promise<void> {
    for (const res of this.#hanging) res.destroy();
    this.#server.closeAllConnections();
    await new Promise((r) => this.#server.close(r));
  }

  #take(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const r: Received = {
        path: req.url ?? '',
        id: String(req.headers['webhook-id']),
        timestamp: String(req.headers['webhook-timestamp']),
        signature: String(req.headers['webhook-signature']),
        body,
        json: JSON.parse(body),
        at: Date.now(),
      };
      this.received.push(r);
      const answer = this.answer(r);
      if (answer === 'hang') {
        this.#hanging.add(res);
        return;
      }
      res.writeHead(answer).end(answer === 200 ? 'ok' : 'nope');
    });
  }
}
