// Cluster benchmark, the remote host hop: one busybox sandbox on a real host agent, driven through
// the embedded HostAgent (in-process calls) and through RemoteHostAgent (the internal host API on
// loopback, docs/hosts.md) in the same run, alternating call by call: exec round trip of `true`,
// a host-only call (sampleVms), a 1 MiB file written and read back; then the transport choices
// behind RemoteHostAgent (node:http keep-alive, node:http without keep-alive, Node's built-in
// fetch) on the host-only call, and the body framing (raw bytes after a JSON header, against
// base64 inside JSON) for 1 MiB. Prints Markdown and, with --write, replaces the "cluster"
// section of bench/RESULTS.md.
//   node bench/cluster.ts [--write]

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { openHostAgent } from '../packages/server/src/host/host-agent.ts';
import { connectRemoteHost } from '../packages/server/src/host/remote/client.ts';
import { serveHostAgent } from '../packages/server/src/host/remote/serve.ts';
import { decodeBody, encodeBody } from '../packages/server/src/host/remote/wire.ts';
import type { HostAgent } from '../packages/server/src/host/types.ts';
import { BUILD, SCRATCH, spec } from '../packages/server/test/host-fixture.ts';
import { writeSection } from './results.ts';
import { machine, type Summary, summarize, table, timed } from './stats.ts';

const EXEC_RUNS = 300;
const HOP_RUNS = 500;
const FILE_RUNS = 40;
const FRAMING_RUNS = 200;
const WARM_UP = 20;
const MIB = 1024 * 1024;
const VM = 'bench-cluster';
const SECRET = randomBytes(24).toString('base64');

/** Runs `op` on each subject in turn, `runs` times, so all see the same machine (it drifts). */
async function alternate<S>(
  subjects: [string, S][],
  runs: number,
  what: string,
  op: (s: S) => Promise<unknown>,
): Promise<Summary[]> {
  for (let i = 0; i < WARM_UP; i++) for (const [, s] of subjects) await op(s);
  const samples = subjects.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    for (const [k, [, s]] of subjects.entries()) samples[k].push((await timed(() => op(s)))[0]);
  }
  return subjects.map(([name], k) => summarize(`${name}: ${what}`, samples[k]));
}

const p50Diff = (embedded: Summary, remote: Summary) => (remote.median - embedded.median).toFixed(2);

const dataDir = mkdtempSync(join(SCRATCH, 'warren-bench-cluster-'));
const agent = await openHostAgent({
  dataDir,
  buildDir: BUILD,
  node: 'bench-host',
  warm: { perSource: 0, memoryMb: 0 },
});
const server = await serveHostAgent(agent, { host: '127.0.0.1', port: 0, secret: SECRET });
const remote = await connectRemoteHost({ url: server.url, secret: SECRET });
try {
  await agent.start(spec(VM, 256));
  const hosts: [string, HostAgent][] = [
    ['embedded', agent],
    ['remote', remote],
  ];

  const exec = await alternate(hosts, EXEC_RUNS, 'exec `true`', (h) => h.exec(VM, { args: ['true'] }));
  const hop = await alternate(hosts, HOP_RUNS, 'sampleVms (host only, no guest)', (h) => h.sampleVms());
  const data = randomBytes(MIB);
  const write = await alternate(hosts, FILE_RUNS, 'write 1 MiB', (h) => h.writeFile(VM, '/tmp/bench.bin', data));
  const read = await alternate(hosts, FILE_RUNS, 'read 1 MiB', async (h) => {
    const back = await h.readFile(VM, '/tmp/bench.bin', 2 * MIB);
    if (!back.equals(data)) throw new Error('1 MiB read back differs');
  });

  // The transport behind RemoteHostAgent, on the same host-only call.
  const url = `${server.url}/v1/call/sampleVms`;
  const headers = { authorization: `Bearer ${SECRET}`, 'content-type': 'application/x-warren-host' };
  const emptyArgs = Buffer.concat(encodeBody([]));
  const noKeepAlive = new http.Agent({ keepAlive: false });
  const viaHttp = (agentOpt: http.Agent) =>
    new Promise<unknown>((resolve, reject) => {
      const req = http.request(url, { method: 'POST', agent: agentOpt, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(decodeBody(Buffer.concat(chunks))));
      });
      req.on('error', reject);
      req.end(emptyArgs);
    });
  const transports = await alternate(
    [
      ['node:http keep-alive (RemoteHostAgent)', () => remote.sampleVms()],
      ['node:http, a connection per call', () => viaHttp(noKeepAlive)],
      [
        'fetch (built-in undici)',
        async () =>
          decodeBody(Buffer.from(await (await fetch(url, { method: 'POST', headers, body: emptyArgs })).arrayBuffer())),
      ],
    ] as [string, () => Promise<unknown>][],
    HOP_RUNS,
    'sampleVms',
    (op) => op(),
  );

  // The body framing alone (encode and decode, in process) for a 1 MiB exec output.
  const output = { exitCode: 0, stdout: data, stderr: Buffer.alloc(0), stdoutTruncated: false, stderrTruncated: false };
  const framing = await alternate(
    [
      ['raw bytes after a JSON header (wire.ts)', () => decodeBody(Buffer.concat(encodeBody(output)))],
      [
        'base64 inside JSON',
        () => {
          const text = JSON.stringify({ ...output, stdout: output.stdout.toString('base64'), stderr: '' });
          const back = JSON.parse(text);
          return Buffer.from(back.stdout, 'base64');
        },
      ],
    ] as [string, () => unknown][],
    FRAMING_RUNS,
    'encode + decode 1 MiB',
    async (op) => op(),
  );

  const diffs = [
    `- exec \`true\`: the remote hop adds **${p50Diff(exec[0], exec[1])} ms at p50** (target: under 2 ms).`,
    `- host-only call: **${p50Diff(hop[0], hop[1])} ms** at p50.`,
    `- 1 MiB write: ${p50Diff(write[0], write[1])} ms; 1 MiB read: ${p50Diff(read[0], read[1])} ms at p50.`,
  ].join('\n');
  const body = [
    `Machine: ${machine()}. Accelerator ${agent.accel}. One busybox sandbox (1 vCPU, 256 MiB); host agent and control plane in one process, the remote hop over loopback HTTP/1.1. ${WARM_UP} warm-ups, then the subjects alternate call by call. Load average at the end: ${loadavg()[0].toFixed(1)}.`,
    '',
    table([...exec, ...hop, ...write, ...read]),
    '',
    diffs,
    '',
    'Transport behind RemoteHostAgent (the same host-only call):',
    '',
    table(transports),
    '',
    'Body framing alone, in process (why exec output and file bodies are not base64):',
    '',
    table(framing),
  ].join('\n');
  console.log(body);
  if (process.argv.includes('--write'))
    writeSection('cluster', 'Cluster: the remote host hop (bench/cluster.ts)', body);
  noKeepAlive.destroy();
} finally {
  await remote.close();
  await server.close();
  await agent.close();
  rmSync(dataDir, { recursive: true, force: true });
}
