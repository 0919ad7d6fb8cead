// Client overhead: what @warren/sdk adds to an exec round trip of `true` against raw HTTP (fetch
// with the same body and header, same sandbox, same run, alternating), and the same for the
// Python client (bench/clients_python.py, run against the same sandbox). Target: under 1 ms at
// p50 for both. Prints a Markdown table and, with --write, replaces the "clients" section of
// bench/RESULTS.md.
//   node bench/clients.ts [--write] [--runs N]

import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from '../packages/sdk/src/index.ts';
import { startTestServer } from '../packages/server/test/helpers.ts';
import { writeSection } from './results.ts';
import { machine, type Summary, summarize, table } from './stats.ts';

const runsFlag = process.argv.indexOf('--runs');
const RUNS = runsFlag >= 0 ? Number(process.argv[runsFlag + 1]) : 300;
const WARM_UP = 10;

const t = await startTestServer();
try {
  const client = new Client({ token: t.client.key, apiUrl: t.server.url });
  const sandbox = await client.sandboxes.create({ image: 'busybox', cpus: 1, memory_mb: 256 });
  const url = `${t.server.url}/vms/${sandbox.vm_id}/exec`;
  const init = {
    method: 'POST',
    headers: { authorization: `Bearer ${t.client.key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ args: ['true'] }),
  };
  const raw = async () => {
    const res = await fetch(url, init);
    const body = (await res.json()) as { exit_code: number };
    if (res.status !== 200 || body.exit_code !== 0) throw new Error(`raw exec: ${res.status}`);
  };
  const sdk = async () => {
    const r = await sandbox.run(['true']);
    if (r.exit_code !== 0) throw new Error('sdk exec failed');
  };
  for (let i = 0; i < WARM_UP; i++) {
    await raw();
    await sdk();
  }
  const rawMs: number[] = [];
  const sdkMs: number[] = [];
  const pairMs: number[] = [];
  // This process's CPU time per call: the client's own cost without the round trip's waiting,
  // which dominates (and varies with the machine's load) under TCG.
  const rawCpu: number[] = [];
  const sdkCpu: number[] = [];
  const cpuMs = (from: NodeJS.CpuUsage) => {
    const d = process.cpuUsage(from);
    return (d.user + d.system) / 1000;
  };
  for (let i = 0; i < RUNS; i++) {
    let c0 = process.cpuUsage();
    let t0 = performance.now();
    await raw();
    const r = performance.now() - t0;
    rawCpu.push(cpuMs(c0));
    c0 = process.cpuUsage();
    t0 = performance.now();
    await sdk();
    const s = performance.now() - t0;
    sdkCpu.push(cpuMs(c0));
    rawMs.push(r);
    sdkMs.push(s);
    pairMs.push(s - r);
  }
  const rawS = summarize('exec `true`, raw fetch', rawMs);
  const sdkS = summarize('exec `true`, TypeScript SDK', sdkMs);
  const rawCpuS = summarize('raw fetch: client-process CPU per call (includes the in-process server)', rawCpu);
  const sdkCpuS = summarize('TypeScript SDK: client-process CPU per call (includes the in-process server)', sdkCpu);
  const rows: Summary[] = [rawS, sdkS, rawCpuS, sdkCpuS];
  const overhead = [
    `TypeScript SDK overhead: ${(sdkS.median - rawS.median).toFixed(3)} ms at p50 ` +
      `(${(sdkS.p95 - rawS.p95).toFixed(3)} ms at p95; median of paired differences ` +
      `${summarize('pairs', pairMs).median.toFixed(3)} ms); CPU per call ` +
      `${(sdkCpuS.median - rawCpuS.median).toFixed(3)} ms more at p50. Target under 1 ms at p50.`,
  ];

  const python = await promisify(execFile)(
    'python3',
    [join(import.meta.dirname, 'clients_python.py'), '--vm', sandbox.vm_id, '--runs', String(RUNS)],
    {
      env: { ...process.env, SVC_TOKEN: t.client.key, SVC_API_URL: t.server.url },
      timeout: 600_000,
    },
  ).then(
    (r) => JSON.parse(r.stdout) as Record<string, any>,
    (err: Error) => ({ error: err.message }),
  );
  if ('error' in python) overhead.push(`Python client: not measured (${python.error}).`);
  else {
    const py = (name: string, s: { n: number; p50_ms: number; p95_ms: number }): Summary => ({
      name,
      n: s.n,
      median: s.p50_ms,
      p95: s.p95_ms,
      max: Number.NaN,
      unit: 'ms',
    });
    rows.push(py('exec `true`, raw http.client (Python)', python.raw), py('exec `true`, Python client', python.client));
    overhead.push(
      `Python ${python.python} client overhead: ${python.overhead_p50_ms} ms at p50 (${python.overhead_p95_ms} ms at p95); ` +
        `CPU per call ${python.cpu_overhead_p50_ms} ms more at p50. Target under 1 ms at p50.`,
    );
  }
  await sandbox.delete();
  client.close();

  const body = [
    `Machine: ${machine()}. One busybox sandbox (1 vCPU, 256 MiB) on the embedded server over loopback; ${RUNS} runs each, alternating raw and client, after ${WARM_UP} warm-ups. (Python's max is not reported.)`,
    '',
    table(rows),
    '',
    ...overhead.map((l) => `- ${l}`),
  ].join('\n');
  console.log(body);
  if (process.argv.includes('--write')) writeSection('clients', 'Client overhead (bench/clients.ts)', body);
} finally {
  await t.close();
}
