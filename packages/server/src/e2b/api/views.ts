// Warren's sandboxes, snapshots and samples as E2B's API shows them (docs/e2b.md): the `Sandbox`
// of create, connect and fork, the `SandboxDetail` of info, the `ListedSandbox` of lists, the
// `SandboxMetric` of metrics. Every field the Python SDK requires is always present.

import { readEgress } from '../../control/network/egress.ts';
import { readLabels } from '../../control/sandboxes/labels.ts';
import { WRITABLE_SIZE_BYTES } from '../../control/sandboxes/requests.ts';
import { type E2bSandbox, type E2bSandboxes, ENVD_VERSION, e2bState } from '../sandboxes.ts';
import { internetAccess, networkView, rfc3339 } from './translate.ts';

/** `clientID` is deprecated in E2B's API and required by the Python SDK's parser. */
const CLIENT_ID = 'warren';

export interface ViewContext {
  sandboxes: E2bSandboxes;
  /** The base domain of the sandboxes' hosts (`{port}-{id}.{domain}`), or null. */
  domain: string | null;
}

/** The answer of create, connect and fork. */
export function sandboxView(ctx: ViewContext, s: E2bSandbox) {
  const token = ctx.sandboxes.envdToken(s.e2b);
  return {
    sandboxID: s.row.vm_id,
    templateID: s.e2b.template_id,
    clientID: CLIENT_ID,
    envdVersion: ENVD_VERSION,
    ...(token === undefined ? {} : { envdAccessToken: token }),
    trafficAccessToken: ctx.sandboxes.trafficToken(s.e2b) ?? null,
    domain: ctx.domain,
  };
}

/** What a list shows of each sandbox. */
export function listedView(s: E2bSandbox) {
  const row = s.row;
  const nowNs = Date.now() * 1e6;
  return {
    sandboxID: row.vm_id,
    templateID: s.e2b.template_id,
    clientID: CLIENT_ID,
    envdVersion: ENVD_VERSION,
    cpuCount: row.cpus,
    memoryMB: row.memory_mb,
    diskSizeMB: WRITABLE_SIZE_BYTES / 1024 ** 2,
    startedAt: rfc3339(Number(row.created_unix_ns)),
    // A sandbox without a timeout (one at rest) shows now: E2B always has an end.
    endAt: rfc3339(Number(row.expires_unix_ns ?? nowNs)),
    state: e2bState(row.state),
    metadata: readLabels(row.labels),
  };
}

/** GET /sandboxes/{id}. */
export function detailView(ctx: ViewContext, s: E2bSandbox, volumeMounts: { name: string; path: string }[] = []) {
  const rules = readEgress(s.row.egress);
  const token = ctx.sandboxes.envdToken(s.e2b);
  return {
    ...listedView(s),
    ...(token === undefined ? {} : { envdAccessToken: token }),
    domain: ctx.domain,
    allowInternetAccess: internetAccess(s.row, rules),
    network: { ...networkView(rules), allowPublicTraffic: Boolean(s.e2b.public_traffic) },
    lifecycle: { onTimeout: s.e2b.auto_pause ? 'pause' : 'kill', autoResume: false },
    volumeMounts,
  };
}

/** One recent sample of the meter (control/metering/metrics.ts) as a SandboxMetric. */
export function metricView(
  cpus: number,
  memoryMb: number,
  sample: { at_unix: number; interval_s: number; cpu_ms: number; mem_mb: number },
) {
  const share = sample.interval_s > 0 ? sample.cpu_ms / (sample.interval_s * 1000 * cpus) : 0;
  return {
    timestamp: new Date(sample.at_unix * 1000).toISOString(),
    timestampUnix: sample.at_unix,
    cpuCount: cpus,
    cpuUsedPct: Math.round(share * 10_000) / 100,
    memUsed: sample.mem_mb * 1024 ** 2,
    memTotal: memoryMb * 1024 ** 2,
    memCache: 0,
    // The host measures no disk use of a guest (docs/e2b.md).
    diskUsed: 0,
    diskTotal: WRITABLE_SIZE_BYTES,
  };
}
