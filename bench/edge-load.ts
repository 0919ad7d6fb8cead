// The load generator of bench/edge.ts, run as its own process so that it does not share an event
// loop with the edge it measures. Sends GET requests over keep-alive connections (HTTP/1.1, or one
// h2 session per worker) and prints the latency of each, in ms, as JSON.
//   node bench/edge-load.ts '{"url": "...", "mode": "h1"|"h2", "ca": "FILE"?, "concurrency": N, "requests": N}'

import { readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';

interface LoadSpec {
  url: string;
  mode: 'h1' | 'h2';
  ca?: string;
  concurrency: number;
  /** Requests in all, shared by the workers. */
  requests: number;
}

const spec = JSON.parse(process.argv[2]) as LoadSpec;
const ca = spec.ca ? readFileSync(spec.ca) : undefined;
const url = new URL(spec.url);
let left = spec.requests;
const latencies: number[] = [];
let errors = 0;

async function h1Worker(): Promise<void> {
  const secure = url.protocol === 'https:';
  const agent = secure
    ? new https.Agent({ keepAlive: true, maxSockets: 1, ca })
    : new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = secure ? https.get : http.get;
  while (left-- > 0) {
    const t0 = performance.now();
    const ok = await new Promise<boolean>((resolve) => {
      get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode === 200));
      }).on('error', () => resolve(false));
    });
    if (ok) latencies.push(performance.now() - t0);
    else errors++;
  }
  agent.destroy();
}

async function h2Worker(): Promise<void> {
  const session = http2.connect(url.origin, { ca });
  session.on('error', () => undefined);
  while (left-- > 0) {
    const t0 = performance.now();
    const ok = await new Promise<boolean>((resolve) => {
      const req = session.request({ ':path': url.pathname });
      let status = 0;
      req.on('response', (h) => {
        status = Number(h[':status']);
      });
      req.resume();
      req.on('end', () => resolve(status === 200));
      req.on('error', () => resolve(false));
    });
    if (ok) latencies.push(performance.now() - t0);
    else errors++;
  }
  session.close();
}

const t0 = performance.now();
await Promise.all(Array.from({ length: spec.concurrency }, () => (spec.mode === 'h2' ? h2Worker() : h1Worker())));
const elapsedMs = performance.now() - t0;
process.stdout.write(JSON.stringify({ latencies, errors, elapsedMs }));
