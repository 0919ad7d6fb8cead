// The load generator of bench/edge.ts and bench/observability.ts, run as its own process so that it
// does not share an event loop (or CPU accounting) with the server it measures. Sends GET requests
// over keep-alive connections (HTTP/1.1, or one h2 session per worker) and prints the latency of
// each until its last byte, in ms, as JSON (bodies are read, not parsed).
//   node bench/http-load.ts '{"url": "...", "mode": "h1"|"h2", "ca": "FILE"?, "headers": {...}?, "concurrency": N, "requests": N}'

import { readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import type { LoadSpec } from './load.ts';

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
      get(url, { agent, headers: spec.headers }, (res) => {
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
      const req = session.request({ ':path': `${url.pathname}${url.search}`, ...spec.headers });
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
const cpu0 = process.cpuUsage();
await Promise.all(Array.from({ length: spec.concurrency }, () => (spec.mode === 'h2' ? h2Worker() : h1Worker())));
const elapsedMs = performance.now() - t0;
const used = process.cpuUsage(cpu0);
/** CPU this process used while sending, in ms. */
const cpuMs = (used.user + used.system) / 1000;
process.stdout.write(JSON.stringify({ latencies, errors, elapsedMs, cpuMs }));
