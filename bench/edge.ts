// The public edge against the same guest server reached directly from the host, in one run:
// latency (one request at a time) and throughput (8 at a time) of GET / on the fixture server
// (packages/server/test/fixtures/edge-guest.py, python image, 1 vCPU) over HTTP/1.1 keep-alive
// directly to guest_ip:port, and through the edge over HTTP/1.1 keep-alive and h2; rounds
// interleave the three so drift on the machine hits all alike. Then the time from the first
// request to a slept sandbox (snapshot with leave_paused) until its answer, against a request to
// the running one. The load generator is its own process (bench/http-load.ts).
//   node bench/edge.ts [--write]

import {
  createPython,
  curl,
  startGuestServer,
  TEST_EDGE_PORTS,
  waitServing,
} from '../packages/server/test/edge-helpers.ts';
import { startTestServer } from '../packages/server/test/helpers.ts';
import { load } from './load.ts';
import { writeSection } from './results.ts';
import { machine, percentile, summarize, table, timed } from './stats.ts';

const ROUNDS = 5;
const LATENCY_REQUESTS = 200;
const THROUGHPUT_REQUESTS = 800;
const CONCURRENCY = 8;
const WAKES = 8;

const t = await startTestServer({
  edge: { ports: TEST_EDGE_PORTS },
  idle: { idleAfterMs: 3_600_000, checkEveryMs: 3_600_000 },
});
try {
  const c = t.client;
  const vm = await createPython(c);
  const ingress = (await c.post(`/vms/${vm.vm_id}/expose`, { guest_port: 8000 })).body;
  await startGuestServer(c, vm.vm_id, 8000, 'bench');
  await waitServing(t, ingress.public_url);
  const ca = t.server.edge.caCertFile;
  const direct = `http://${vm.guest_ip}:8000/`;
  const edge = `${ingress.public_url}/`;
  // What the edge adds to each request (the guest parses them too: its share of the difference).
  const forwardedHeaders = {
    'x-forwarded-for': '127.0.0.1',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': new URL(ingress.public_url).host,
  };
  const paths = [
    { name: 'direct HTTP/1.1', url: direct, mode: 'h1' as const },
    {
      name: "direct HTTP/1.1 with the edge's X-Forwarded-*",
      url: direct,
      mode: 'h1' as const,
      headers: forwardedHeaders,
    },
    { name: 'edge HTTP/1.1', url: edge, mode: 'h1' as const },
    { name: 'edge h2', url: edge, mode: 'h2' as const },
  ];
  // Warm up: the guest's interpreter paths and the edge's pools.
  for (const p of paths) await load({ ...p, concurrency: CONCURRENCY, requests: 200, ca });

  const latency = new Map<string, number[]>(paths.map((p) => [p.name, []]));
  const rps = new Map<string, number[]>(paths.map((p) => [p.name, []]));
  /** CPU of the server process (the edge) per request, in the latency runs. */
  const serverCpu = new Map<string, number[]>(paths.map((p) => [p.name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const p of paths) {
      const before = process.cpuUsage();
      latency.get(p.name)?.push(...(await load({ ...p, concurrency: 1, requests: LATENCY_REQUESTS, ca })).latencies);
      const used = process.cpuUsage(before);
      serverCpu.get(p.name)?.push((used.user + used.system) / 1000 / LATENCY_REQUESTS);
      const r = await load({ ...p, concurrency: CONCURRENCY, requests: THROUGHPUT_REQUESTS, ca });
      rps.get(p.name)?.push((THROUGHPUT_REQUESTS / r.elapsedMs) * 1000);
    }
    console.log(`round ${round + 1}/${ROUNDS} done`);
  }

  // Wake: the first request to a slept sandbox, until its answer.
  const wakes: number[] = [];
  const awake: number[] = [];
  for (let i = 0; i < WAKES; i++) {
    const snap = await c.post(`/vms/${vm.vm_id}/snapshot`, { leave_paused: true });
    if ((await c.get(`/vms/${vm.vm_id}`)).body.state !== 'slept') throw new Error('not slept');
    const [ms, r] = await timed(() => curl(t, edge));
    if (r.status !== 200) throw new Error(`wake answered ${r.status}`);
    wakes.push(ms);
    awake.push((await timed(() => curl(t, edge)))[0]);
    await c.call('DELETE', `/snapshots/${snap.body.snapshot_id}`);
  }

  const rows = [
    ...paths.map((p) => summarize(`${p.name}: latency, 1 at a time`, latency.get(p.name) ?? [])),
    ...paths.map((p) => summarize(`${p.name}: requests/s, ${CONCURRENCY} at a time`, rps.get(p.name) ?? [], 'req/s')),
    ...paths.map((p) => summarize(`${p.name}: server process CPU per request`, serverCpu.get(p.name) ?? [])),
    summarize('first request to a slept sandbox until its answer (curl)', wakes),
    summarize('the same request to the running sandbox (curl)', awake),
  ];
  const p50 = (name: string) =>
    percentile(
      [...(latency.get(name) ?? [])].sort((x, y) => x - y),
      50,
    );
  const medianRps = (name: string) =>
    percentile(
      [...(rps.get(name) ?? [])].sort((x, y) => x - y),
      50,
    );
  const verdict = [
    `Edge HTTP/1.1 adds ${(p50('edge HTTP/1.1') - p50('direct HTTP/1.1')).toFixed(2)} ms at p50 and keeps ${((medianRps('edge HTTP/1.1') / medianRps('direct HTTP/1.1')) * 100).toFixed(0)} % of the direct throughput;`,
    `edge h2 adds ${(p50('edge h2') - p50('direct HTTP/1.1')).toFixed(2)} ms and keeps ${((medianRps('edge h2') / medianRps('direct HTTP/1.1')) * 100).toFixed(0)} %.`,
    'Target: under 1 ms added at p50, at least 80 % of the direct throughput.',
    `Of the difference, the guest parsing the three X-Forwarded-* headers accounts for ${(p50("direct HTTP/1.1 with the edge's X-Forwarded-*") - p50('direct HTTP/1.1')).toFixed(2)} ms.`,
  ].join(' ');
  const targets = {
    'edge HTTP/1.1: latency, 1 at a time': 'direct + < 1 ms (p50)',
    'edge h2: latency, 1 at a time': 'direct + < 1 ms (p50)',
    [`edge HTTP/1.1: requests/s, ${CONCURRENCY} at a time`]: '≥ 80 % of direct',
    [`edge h2: requests/s, ${CONCURRENCY} at a time`]: '≥ 80 % of direct',
  };
  const body = [
    `Machine: ${machine()}; guest accelerator ${t.server.host.accel}. Guest: python image, 1 vCPU, 256 MiB,`,
    'the fixture server (ThreadingHTTPServer, HTTP/1.1 keep-alive), `GET /` (15 bytes). Direct is from the host',
    `to guest_ip:8000; the load generator is its own process. ${ROUNDS} interleaved rounds; latency rows pool`,
    `${LATENCY_REQUESTS} sequential requests per round, requests/s rows are one figure per round (${THROUGHPUT_REQUESTS} requests),`,
    'CPU rows are the server process (API and edge) over each latency run, per request (on the direct paths: its idle baseline).',
    `Wake: ${WAKES} snapshots with leave_paused, each followed by a curl (a new TLS connection) through the edge.`,
    '',
    table(rows, targets),
    '',
    verdict,
  ].join('\n');
  console.log(body);
  if (process.argv.includes('--write')) writeSection('edge', 'Public edge (bench/edge.ts)', body);
} finally {
  await t.close();
}
