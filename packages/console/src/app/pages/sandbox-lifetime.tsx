// A sandbox's lifetime on its page (docs/lifecycle.md): when it rests or goes when idle, how long
// it may live and when it expires; the settings changed with PATCH /vms/{id} (only the fields
// that changed, since a new max_lifetime_s counts from creation again), and Extend.

import { useState } from 'preact/hooks';
import { api, type Lifecycle, type LifecycleChange, type Sandbox } from '../api.ts';
import { describe, duration, ErrorNote, when } from '../ui.tsx';

const ON_IDLE: Record<Lifecycle['on_idle'], string> = {
  sleep: 'sleep (RAM kept, wakes on the next call)',
  archive: 'archive (to object storage)',
  delete: 'delete',
};
const ON_EXPIRY: Record<Lifecycle['on_expiry'], string> = { archive: 'archive', delete: 'delete' };
const EXTEND_BY = [
  { label: '15 minutes', s: 900 },
  { label: '1 hour', s: 3600 },
  { label: '8 hours', s: 28_800 },
  { label: '1 day', s: 86_400 },
  { label: '7 days', s: 604_800 },
];

export function LifetimePanel(props: { vm: Sandbox; onChanged: () => void }) {
  const { vm } = props;
  const l = vm.lifecycle;
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [by, setBy] = useState(3600);
  const [busy, setBusy] = useState(false);
  const run = async (what: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await what();
      setFailure(undefined);
      setNotice(done);
      props.onChanged();
    } catch (err) {
      setFailure(describe(err));
      setNotice(undefined);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="panel" aria-labelledby="lifetime-h">
      <h2 id="lifetime-h">Lifetime</h2>
      {failure && <ErrorNote message={failure} />}
      {notice && <p role="status">{notice}</p>}
      <dl class="fields">
        <div>
          <dt>When idle</dt>
          <dd data-field="on_idle">
            {l.on_idle} after {duration(l.idle_after_s)} idle
          </dd>
        </div>
        <div>
          <dt>Max lifetime</dt>
          <dd data-field="max_lifetime">
            {l.max_lifetime_s === null ? 'none' : `${duration(l.max_lifetime_s)}, then ${l.on_expiry}`}
          </dd>
        </div>
        <div>
          <dt>Expires</dt>
          <dd data-field="expires" data-expires={l.expires_unix_ns ?? ''}>
            <Expiry lifecycle={l} />
          </dd>
        </div>
      </dl>
      {l.max_lifetime_s !== null && (
        <div class="row">
          <label>
            Extend by{' '}
            <select name="extend-by" value={by} onChange={(e) => setBy(Number((e.target as HTMLSelectElement).value))}>
              {EXTEND_BY.map((o) => (
                <option key={o.s} value={o.s}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            disabled={busy}
            onClick={() => run(() => api.extend(vm.vm_id, by), `Extended by ${duration(by)}.`)}
          >
            Extend
          </button>
        </div>
      )}
      <details>
        <summary>Change lifetime</summary>
        <LifetimeForm
          lifecycle={l}
          busy={busy}
          onSave={(change) => run(() => api.patchVm(vm.vm_id, { lifecycle: change }), 'Lifetime saved.')}
          onNothing={() => setNotice('Nothing changed.')}
        />
      </details>
    </section>
  );
}

function Expiry(props: { lifecycle: Lifecycle }) {
  const l = props.lifecycle;
  if (l.expires_unix_ns !== null) {
    const left = (l.expires_unix_ns - Date.now() * 1e6) / 1e9;
    return (
      <>
        <time dateTime={new Date(l.expires_unix_ns / 1e6).toISOString()}>{when(l.expires_unix_ns)}</time>{' '}
        <span class="muted">({left > 0 ? `in ${duration(left)}` : 'now'})</span>
      </>
    );
  }
  if (l.max_lifetime_s === null) return <>never</>;
  // The expiry was acted on (or passed): an unarchived sandbox runs until extended or patched.
  return <>passed; Extend sets a new expiry from now</>;
}

function LifetimeForm(props: {
  lifecycle: Lifecycle;
  busy: boolean;
  onSave: (change: LifecycleChange) => void;
  onNothing: () => void;
}) {
  const l = props.lifecycle;
  const [idle, setIdle] = useState(String(l.idle_after_s));
  const [onIdle, setOnIdle] = useState(l.on_idle);
  const [max, setMax] = useState(l.max_lifetime_s === null ? '' : String(l.max_lifetime_s));
  const [onExpiry, setOnExpiry] = useState(l.on_expiry);
  const submit = (e: Event) => {
    e.preventDefault();
    const change: LifecycleChange = {};
    if (Number(idle) !== l.idle_after_s) change.idle_after_s = Number(idle);
    if (onIdle !== l.on_idle) change.on_idle = onIdle;
    const maxS = max.trim() === '' ? null : Number(max);
    if (maxS !== l.max_lifetime_s) change.max_lifetime_s = maxS;
    if (onExpiry !== l.on_expiry) change.on_expiry = onExpiry;
    if (Object.keys(change).length === 0) props.onNothing();
    else props.onSave(change);
  };
  const value = (e: Event) => (e.target as HTMLInputElement | HTMLSelectElement).value;
  return (
    <form class="stack" onSubmit={submit}>
      <label>
        Idle after (seconds)
        <input
          type="number"
          name="idle-after"
          required
          min={1}
          max={2_592_000}
          value={idle}
          onInput={(e) => setIdle(value(e))}
        />
      </label>
      <label>
        When idle
        <select name="on-idle" value={onIdle} onChange={(e) => setOnIdle(value(e) as Lifecycle['on_idle'])}>
          {Object.entries(ON_IDLE).map(([k, text]) => (
            <option key={k} value={k}>
              {text}
            </option>
          ))}
        </select>
      </label>
      <label>
        Max lifetime (seconds from creation; empty: none)
        <input
          type="number"
          name="max-lifetime"
          min={1}
          max={31_536_000}
          value={max}
          onInput={(e) => setMax(value(e))}
        />
      </label>
      <label>
        At expiry
        <select name="on-expiry" value={onExpiry} onChange={(e) => setOnExpiry(value(e) as Lifecycle['on_expiry'])}>
          {Object.entries(ON_EXPIRY).map(([k, text]) => (
            <option key={k} value={k}>
              {text}
            </option>
          ))}
        </select>
      </label>
      <p class="muted">A new max lifetime counts from the sandbox's creation and drops earlier extensions.</p>
      <div>
        <button type="submit" class="primary" disabled={props.busy}>
          Save lifetime
        </button>
      </div>
    </form>
  );
}
