// A real HTTP forwarder on loopback between an SDK client and a real server, which can drop a
// connection on purpose: `reset` closes it without forwarding, `lose-answer` forwards the request
// and closes the connection once the server has answered (the answer is lost on the way back),
// `cut-answer` forwards the answer's headers and its first CUT_AFTER_BYTES of body, then closes the
// connection mid-answer (a follower losing its stream).

import { createServer, type IncomingMessage, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Action = 'pass' | 'reset' | 'lose-answer' | 'cut-answer';

export const CUT_AFTER_BYTES = 32 * 1024;

export interface Proxy {
  url: string;
  /** `METHOD path` of every request that arrived, in order. */
  seen: string[];
  /** The body of each of those requests, as text. */
  bodies: string[];
  close(): Promise<void>;
}

/** `decide` gets each request and how many with its method and path arrived so far (from 1). */
export async function startProxy(target: string, decide: (req: IncomingMessage, n: number) => Action): Promise<Proxy> {
  const seen: string[] = [];
  const bodies: string[] = [];
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const key = `${req.method} ${(req.url ?? '').split('?')[0]}`;
    seen.push(key);
    const index = bodies.push('') - 1;
    req.on('data', (chunk: Buffer) => {
      bodies[index] += chunk.toString();
    });
    const action = decide(req, seen.filter((s) => s === key).length);
    if (action === 'reset') {
      req.socket.destroy();
      return;
    }
    const out = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        if (action === 'lose-answer') {
          answer.resume();
          answer.on('end', () => req.socket.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        if (action === 'cut-answer') {
          let sent = 0;
          answer.on('data', (chunk: Buffer) => {
            if (sent >= CUT_AFTER_BYTES) return;
            const part = chunk.subarray(0, CUT_AFTER_BYTES - sent);
            sent += part.length;
            if (sent < CUT_AFTER_BYTES) res.write(part);
            else {
              answer.destroy();
              res.write(part, () => req.socket.destroy()); // once those bytes are on their way
            }
          });
          return;
        }
        answer.pipe(res);
      },
    );
    out.on('error', () => req.socket.destroy());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    bodies,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
