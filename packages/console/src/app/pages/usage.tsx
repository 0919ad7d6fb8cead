// Usage: for a chosen date range, the totals per sandbox state (/usage) and charts of activity
// over time (/usage/series). The range is at most 32 days, as the API allows.

import { useMemo, useState } from 'preact/hooks';
import { api, type Usage, type UsageSeries } from '../api.ts';
import { Chart, color } from '../chart.tsx';
import { bytes, duration, ErrorNote, Page, Status, useLoad } from '../ui.tsx';

const DAY_MS = 86_400_000;
const MAX_DAYS = 32;

/** yyyy-mm-dd of a Date, in UTC (the API's windows are RFC3339 in UTC). */
const day = (d: Date) => d.toISOString().slice(0, 10);

export interface Activity {
  /** Unix seconds, the start of each bucket. */
  x: number[];
  /** Per state: sandbox-seconds and CPU-seconds in each bucket. */
  states: { state: string; vm_seconds: number[]; cpu_seconds: number[] }[];
}

/** Turns /usage/series buckets into one line per state (a state absent from a bucket is 0). */
export function activity(series: UsageSeries): Activity {
  const { buckets } = series;
  const names = [...new Set(buckets.flatMap((b) => b.states.map((s) => s.state)))].sort();
  const pick = (b: UsageSeries['buckets'][number], state: string) => b.states.find((s) => s.state === state);
  return {
    x: buckets.map((b) => b.start_unix),
    states: names.map((state) => ({
      state,
      vm_seconds: buckets.map((b) => pick(b, state)?.vm_seconds ?? 0),
      cpu_seconds: buckets.map((b) => pick(b, state)?.cpu_seconds ?? 0),
    })),
  };
}

export function UsagePage() {
  const today = new Date();
  const [from, setFrom] = useState(day(new Date(today.getTime() - 6 * DAY_MS)));
  const [to, setTo] = useState(day(today));
  const startIso = `${from}T00:00:00Z`;
  // The end of the last day, or now if that is still to come (fixed per choice of range).
  const endIso = useMemo(
    () => new Date(Math.min(Date.parse(`${to}T00:00:00Z`) + DAY_MS, Date.now())).toISOString(),
    [to],
  );
  const days = (Date.parse(endIso) - Date.parse(startIso)) / DAY_MS;
  const invalid =
    !from || !to || days <= 0
      ? 'The end must be on or after the start.'
      : days > MAX_DAYS
        ? `A range is at most ${MAX_DAYS} days.`
        : undefined;
  const usage = useLoad(
    () => (invalid ? Promise.resolve(undefined) : api.usage(startIso, endIso)),
    [startIso, endIso, invalid],
  );
  const series = useLoad(
    async () => (invalid ? undefined : activity(await api.usageSeries(startIso, endIso))),
    [startIso, endIso, invalid],
  );
  return (
    <Page title="Usage">
      <form class="row range" onSubmit={(e) => e.preventDefault()}>
        <label>
          From{' '}
          <input type="date" value={from} max={to} onChange={(e) => setFrom((e.target as HTMLInputElement).value)} />
        </label>
        <label>
          To <input type="date" value={to} min={from} onChange={(e) => setTo((e.target as HTMLInputElement).value)} />
        </label>
      </form>
      {invalid && <ErrorNote message={invalid} />}
      <Status of={usage}>{(u) => u && <Totals usage={u} />}</Status>
      <Status of={series}>
        {(s) =>
          s &&
          (s.states.length === 0 ? (
            <p class="muted">No activity in this range.</p>
          ) : (
            <div class="charts">
              <Chart
                title="Sandbox time by state"
                unit="s"
                format={duration}
                bars={s.x.length < 60}
                x={s.x}
                lines={s.states.map((st, i) => ({
                  label: st.state,
                  values: st.vm_seconds,
                  color: color(i),
                }))}
              />
              <Chart
                title="CPU time"
                unit="s"
                format={duration}
                x={s.x}
                lines={s.states.map((st, i) => ({ label: st.state, values: st.cpu_seconds, color: color(i) }))}
              />
            </div>
          ))
        }
      </Status>
    </Page>
  );
}

function Totals(props: { usage: Usage }) {
  const u = props.usage;
  return (
    <>
      <h2>Totals per state</h2>
      {u.states.length === 0 ? (
        <p class="muted">No usage in this range.</p>
      ) : (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">State</th>
                <th scope="col">Sandbox time</th>
                <th scope="col">CPU time</th>
                <th scope="col">Memory (MiB-hours)</th>
              </tr>
            </thead>
            <tbody>
              {u.states.map((s) => (
                <tr key={s.state} data-state={s.state}>
                  <td>{s.state}</td>
                  <td>{duration(s.vm_seconds)}</td>
                  <td>{duration(s.cpu_seconds)}</td>
                  <td>{(s.memory_mb_seconds / 3600).toFixed(1)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>Snapshot storage: {bytes(u.snapshot_byte_seconds / 3600)}-hours</p>
    </>
  );
}
