// One sandbox: its fields and actions, its labels, lifetime, egress rules and volumes (each panel in
// a file of its own), the events timeline, the console log tail, charts of CPU, memory and network
// (recent samples or per-minute history), exposed ports and snapshots, and a cell runner for code
// (sandbox-code.tsx).

import { useState } from 'preact/hooks';
import { api, type HistoryPoint, type MetricSample, type Sandbox } from '../api.ts';
import { Chart, color } from '../chart.tsx';
import { navigate } from '../router.ts';
import { age, bytes, ConfirmButton, ErrorNote, Page, StateBadge, Status, shortId, useLoad, when } from '../ui.tsx';
import { CodePanel } from './sandbox-code.tsx';
import { EgressPanel } from './sandbox-egress.tsx';
import { LabelsPanel } from './sandbox-labels.tsx';
import { LifetimePanel } from './sandbox-lifetime.tsx';
import { VolumesPanel } from './sandbox-volumes.tsx';
import { SandboxActions } from './sandboxes.tsx';

export function SandboxPage(props: { vmId: string }) {
  const { vmId } = props;
  const vm = useLoad(() => api.getVm(vmId), [vmId], 10_000);
  const [failure, setFailure] = useState<string>();
  return (
    <Page title={`Sandbox ${shortId(vmId)}`}>
      {failure && <ErrorNote message={failure} />}
      <Status of={vm}>
        {(v) => (
          <>
            <Fields vm={v} />
            <SandboxActions
              vm={v}
              onDone={(err) => {
                setFailure(err);
                // After a delete the sandbox answers 404: back to the list.
                api.getVm(vmId).then(
                  () => vm.reload(),
                  () => navigate('/vms'),
                );
              }}
            />
            <div class="grid">
              <LabelsPanel vm={v} onChanged={vm.reload} />
              <LifetimePanel vm={v} onChanged={vm.reload} />
              <EgressPanel vm={v} onChanged={vm.reload} />
              {(v.volumes?.length ?? 0) > 0 && <VolumesPanel vm={v} />}
            </div>
          </>
        )}
      </Status>
      <div class="grid">
        <CodePanel vmId={vmId} />
        <Metrics vmId={vmId} cpus={vm.data?.cpus ?? 1} />
        <Events vmId={vmId} />
        <div class="stack">
          <Ports vmId={vmId} />
          <Snapshots vmId={vmId} />
        </div>
        <LogTail vmId={vmId} />
      </div>
    </Page>
  );
}

function Fields(props: { vm: Sandbox }) {
  const v = props.vm;
  const rows: [string, preact.ComponentChildren][] = [
    ['vm_id', <code key="id">{v.vm_id}</code>],
    ['State', <StateBadge key="s" state={v.state} />],
    ['Image', v.image],
    ['Shape', `${v.cpus} vCPU · ${v.memory_mb} MiB · ${v.runtime}`],
    ['Guest IP', v.guest_ip || '—'],
    ['Node', v.node],
    ['Internet', v.disable_internet ? 'disabled' : 'enabled'],
    ['Created', `${when(v.created_unix_ns)} (${age(v.created_unix_ns)} ago)`],
  ];
  if (v.parent_vm_id) {
    rows.push(['Forked from', <a href={`/console/vms/${v.parent_vm_id}`}>{shortId(v.parent_vm_id)}</a>]);
  }
  return (
    <dl class="fields">
      {rows.map(([k, val]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{val}</dd>
        </div>
      ))}
    </dl>
  );
}

function Events(props: { vmId: string }) {
  const events = useLoad(() => api.events(props.vmId, 100), [props.vmId], 10_000);
  return (
    <section class="panel" aria-labelledby="events-h">
      <h2 id="events-h">Events</h2>
      <Status of={events}>
        {(list) =>
          list.length === 0 ? (
            <p class="muted">No events.</p>
          ) : (
            <ol class="timeline">
              {list.map((e) => (
                <li key={`${e.at}${e.kind}`}>
                  <time dateTime={e.at}>{when(e.at)}</time> <strong>{e.kind}</strong>
                  {e.detail && <span class="muted"> {e.detail}</span>}
                </li>
              ))}
            </ol>
          )
        }
      </Status>
    </section>
  );
}

function LogTail(props: { vmId: string }) {
  const log = useLoad(() => api.logs(props.vmId, 16384), [props.vmId], 5_000);
  return (
    <section class="panel wide" aria-labelledby="log-h">
      <h2 id="log-h">Console log</h2>
      <Status of={log}>
        {(l) => (
          <>
            {l.truncated && <p class="muted">Showing the last 16 KiB.</p>}
            <pre class="log">{l.content || '(empty)'}</pre>
          </>
        )}
      </Status>
    </section>
  );
}

const RANGES = [
  { label: 'Last 2 hours (30 s)', hours: 0 },
  { label: '24 hours (per minute)', hours: 24 },
  { label: '7 days (per minute)', hours: 168 },
];

interface Series {
  x: number[];
  cpu: (number | null)[];
  mem: (number | null)[];
  rx: (number | null)[];
  tx: (number | null)[];
}

function fromSamples(samples: MetricSample[], cpus: number): Series {
  const s = [...samples].sort((a, b) => a.at_unix - b.at_unix);
  return {
    x: s.map((p) => p.at_unix),
    cpu: s.map((p) => (100 * p.cpu_ms) / (p.interval_s * 1000 * cpus)),
    mem: s.map((p) => p.mem_mb),
    rx: s.map((p) => p.rx_bytes / p.interval_s),
    tx: s.map((p) => p.tx_bytes / p.interval_s),
  };
}

function fromHistory(points: HistoryPoint[]): Series {
  const s = [...points].sort((a, b) => a.at_unix - b.at_unix);
  // An unmeasured minute is a gap, never a zero; rates are over the measured part of the minute.
  const rate = (p: HistoryPoint, n: number | null) => (p.measured && n !== null ? n / (p.util_seconds || 60) : null);
  return {
    x: s.map((p) => p.at_unix),
    cpu: s.map((p) => (p.measured && p.cpu_fraction !== null ? 100 * p.cpu_fraction : null)),
    mem: s.map((p) => (p.measured ? p.mem_mb : null)),
    rx: s.map((p) => rate(p, p.rx_bytes)),
    tx: s.map((p) => rate(p, p.tx_bytes)),
  };
}

function Metrics(props: { vmId: string; cpus: number }) {
  const [hours, setHours] = useState(0);
  const series = useLoad<Series>(
    async () =>
      hours === 0
        ? fromSamples((await api.metrics(props.vmId)).samples, props.cpus)
        : fromHistory(await api.history(props.vmId, hours)),
    [props.vmId, props.cpus, hours],
    hours === 0 ? 30_000 : 60_000,
  );
  return (
    <section class="panel wide" aria-labelledby="metrics-h">
      <div class="page-head">
        <h2 id="metrics-h">Metrics</h2>
        <label>
          Range{' '}
          <select value={hours} onChange={(e) => setHours(Number((e.target as HTMLSelectElement).value))}>
            {RANGES.map((r) => (
              <option key={r.hours} value={r.hours}>
                {r.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Status of={series}>
        {(s) =>
          s.x.length === 0 ? (
            <p class="muted">No samples yet: the host measures every 30 s.</p>
          ) : (
            <div class="charts">
              <Chart title="CPU" unit="%" x={s.x} lines={[{ label: 'CPU', values: s.cpu, color: color(0) }]} />
              <Chart title="Memory" unit="MiB" x={s.x} lines={[{ label: 'Memory', values: s.mem, color: color(1) }]} />
              <Chart
                title="Network"
                unit="B/s"
                format={(v) => `${bytes(v)}/s`}
                x={s.x}
                lines={[
                  { label: 'Received', values: s.rx, color: color(2) },
                  { label: 'Sent', values: s.tx, color: color(3) },
                ]}
              />
            </div>
          )
        }
      </Status>
    </section>
  );
}

function Ports(props: { vmId: string }) {
  const ports = useLoad(() => api.ingresses(props.vmId), [props.vmId], 15_000);
  const [failure, setFailure] = useState<string>();
  return (
    <section class="panel" aria-labelledby="ports-h">
      <h2 id="ports-h">Exposed ports</h2>
      {failure && <ErrorNote message={failure} />}
      <Status of={ports}>
        {(list) =>
          list.length === 0 ? (
            <p class="muted">No exposed ports (POST /vms/{'{id}'}/expose).</p>
          ) : (
            <ul>
              {list.map((i) => (
                <li key={i.ingress_id} class="row" data-ingress={i.ingress_id}>
                  <span>
                    guest port {i.guest_port} →{' '}
                    <a href={i.public_url} target="_blank" rel="noopener noreferrer">
                      {i.public_url}
                    </a>
                  </span>
                  <ConfirmButton
                    label="Unexpose"
                    danger
                    question={`Stop exposing guest port ${i.guest_port}? ${i.public_url} stops answering at once.`}
                    onConfirm={() => api.deleteIngress(i.ingress_id)}
                    onDone={(err) => {
                      setFailure(err);
                      ports.reload();
                    }}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </Status>
    </section>
  );
}

function Snapshots(props: { vmId: string }) {
  const snaps = useLoad(() => api.vmSnapshots(props.vmId), [props.vmId]);
  const [failure, setFailure] = useState<string>();
  return (
    <section class="panel" aria-labelledby="snaps-h">
      <div class="page-head">
        <h2 id="snaps-h">Snapshots</h2>
        <ConfirmButton
          label="Take snapshot"
          question="Checkpoint this sandbox's memory and disk? It keeps running."
          onConfirm={() => api.snapshot(props.vmId)}
          onDone={(err) => {
            setFailure(err);
            snaps.reload();
          }}
        />
      </div>
      {failure && <ErrorNote message={failure} />}
      <Status of={snaps}>
        {(list) =>
          list.length === 0 ? (
            <p class="muted">No snapshots.</p>
          ) : (
            <ul>
              {list.map((s) => (
                <li key={s.snapshot_id}>
                  <code>{shortId(s.snapshot_id)}</code> {when(s.created_unix_ns)} ·{' '}
                  {s.durable ? 'durable' : 'not durable yet'} · {bytes(s.logical_bytes)}
                </li>
              ))}
            </ul>
          )
        }
      </Status>
    </section>
  );
}
