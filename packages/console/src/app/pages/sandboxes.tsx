// The sandboxes page: the organization's sandboxes with their state, shape, image, age and labels,
// filtered by label and state and read a page at a time (the filters live in the URL, so a reload
// or a shared link keeps them), and the lifecycle actions (each asks for confirmation first).

import { useState } from 'preact/hooks';
import { api, type Sandbox, type VmAction, type VmState } from '../api.ts';
import { navigate } from '../router.ts';
import { age, ConfirmButton, ErrorNote, Page, Pager, StateBadge, Status, shortId, useLoad, usePages } from '../ui.tsx';

interface Action {
  action: VmAction | 'delete';
  label: string;
  question: string;
  /** States the action makes sense from. */
  from: string[];
  danger?: boolean;
}

export const ACTIONS: Action[] = [
  {
    action: 'sleep',
    label: 'Sleep',
    question: 'Put this sandbox to sleep? A busy sandbox keeps running; the next call wakes it.',
    from: ['running'],
  },
  { action: 'resume', label: 'Resume', question: 'Resume this sandbox?', from: ['paused', 'slept'] },
  {
    action: 'stop',
    label: 'Archive',
    question: 'Archive this sandbox? Memory and disk go to object storage and its slot is released.',
    from: ['running', 'paused', 'slept'],
  },
  {
    action: 'start',
    label: 'Unarchive',
    question: 'Unarchive this sandbox? Its processes continue where they were.',
    from: ['archived'],
  },
  {
    action: 'reboot',
    label: 'Reboot',
    question: 'Reboot this sandbox? The disk is kept; processes, sessions and listeners are lost.',
    from: ['running', 'slept', 'paused'],
  },
  {
    action: 'delete',
    label: 'Delete',
    question: 'Delete this sandbox? This cannot be undone.',
    from: [],
    danger: true,
  },
];

/** The actions for one sandbox, as confirm buttons; `onDone` reloads whatever shows it. */
export function SandboxActions(props: { vm: Sandbox; onDone: (err?: string) => void }) {
  const { vm } = props;
  return (
    <div class="row actions">
      {ACTIONS.filter((a) => a.action === 'delete' || a.from.includes(vm.state)).map((a) => (
        <ConfirmButton
          key={a.action}
          label={a.label}
          question={`${a.question} (${shortId(vm.vm_id)}, ${vm.image})`}
          danger={a.danger}
          onConfirm={() => (a.action === 'delete' ? api.deleteVm(vm.vm_id) : api.vmAction(vm.vm_id, a.action))}
          onDone={props.onDone}
        />
      ))}
    </div>
  );
}

// Every state the API filters by (a Record, so a state the API gains is a compile error here).
const STATE_NAMES: Record<VmState, true> = {
  creating: true,
  running: true,
  paused: true,
  slept: true,
  archived: true,
  interrupted: true,
  migrating: true,
  deleting: true,
  failed: true,
};
const STATES = Object.keys(STATE_NAMES) as VmState[];

const PAGE_SIZES = [25, 50, 100];
const DEFAULT_PAGE = 25;

/** The list's filters as the URL keeps them: `?label=team=a&label=ci&state=running&limit=50`. */
export interface Filters {
  /** `k=v` (label k equals v) or `k` (label k present), all of which must match. */
  labels: string[];
  state?: VmState;
  limit: number;
}

export function filtersOf(query: URLSearchParams): Filters {
  const state = STATES.find((s) => s === query.get('state'));
  const limit = Number(query.get('limit'));
  return {
    labels: query.getAll('label').filter((l) => l !== ''),
    state,
    limit: Number.isInteger(limit) && limit >= 1 && limit <= 1000 ? limit : DEFAULT_PAGE,
  };
}

/** The console path of the list with these filters. */
export function listPath(f: Filters): string {
  const q = new URLSearchParams();
  for (const l of f.labels) q.append('label', l);
  if (f.state) q.set('state', f.state);
  if (f.limit !== DEFAULT_PAGE) q.set('limit', String(f.limit));
  const s = q.toString();
  return s ? `/vms?${s}` : '/vms';
}

export function SandboxesPage(props: { query: URLSearchParams }) {
  const filters = filtersOf(props.query);
  const show = (f: Filters) => navigate(listPath(f));
  return (
    <Page title="Sandboxes">
      <FilterForm filters={filters} onChange={show} />
      {/* A new filter starts again from the first page. */}
      <SandboxList key={listPath(filters)} filters={filters} />
    </Page>
  );
}

function FilterForm(props: { filters: Filters; onChange: (f: Filters) => void }) {
  const { filters } = props;
  const [label, setLabel] = useState('');
  const add = (e: Event) => {
    e.preventDefault();
    const l = label.trim();
    if (l && !filters.labels.includes(l)) props.onChange({ ...filters, labels: [...filters.labels, l] });
    setLabel('');
  };
  return (
    <div class="filters">
      <form class="row" onSubmit={add} aria-label="Filters">
        <label>
          Label{' '}
          <input
            name="label-filter"
            placeholder="key=value or key"
            maxLength={320}
            value={label}
            onInput={(e) => setLabel((e.target as HTMLInputElement).value)}
          />
        </label>
        <button type="submit">Add filter</button>
        <label>
          State{' '}
          <select
            name="state-filter"
            value={filters.state ?? ''}
            onChange={(e) => {
              const v = (e.target as HTMLSelectElement).value;
              props.onChange({ ...filters, state: STATES.find((s) => s === v) });
            }}
          >
            <option value="">any</option>
            {STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label>
          Per page{' '}
          <select
            name="page-size"
            value={filters.limit}
            onChange={(e) => props.onChange({ ...filters, limit: Number((e.target as HTMLSelectElement).value) })}
          >
            {[...new Set([...PAGE_SIZES, filters.limit])]
              .sort((a, b) => a - b)
              .map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
          </select>
        </label>
      </form>
      {filters.labels.length > 0 && (
        <ul class="chips" aria-label="Label filters">
          {filters.labels.map((l) => (
            <li key={l}>
              <code>{l}</code>
              <button
                type="button"
                aria-label={`Remove filter ${l}`}
                onClick={() => props.onChange({ ...filters, labels: filters.labels.filter((x) => x !== l) })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SandboxList(props: { filters: Filters }) {
  const { filters } = props;
  const pages = usePages();
  const { cursor } = pages;
  const page = useLoad(
    () =>
      api.listVms({
        label: filters.labels.length ? filters.labels : undefined,
        state: filters.state,
        limit: filters.limit,
        cursor,
      }),
    [cursor],
    10_000,
  );
  const [failure, setFailure] = useState<string>();
  const done = (err?: string) => {
    setFailure(err);
    page.reload();
  };
  const filtered = filters.labels.length > 0 || filters.state !== undefined;
  return (
    <>
      {failure && <ErrorNote message={failure} />}
      <Status of={page}>
        {(p) => (
          <>
            {p.vms.length === 0 ? (
              <p>
                {filtered
                  ? 'No sandboxes match these filters.'
                  : 'No sandboxes yet. Create one with the API: POST /vms.'}
              </p>
            ) : (
              <div class="table-wrap">
                <table>
                  <caption class="sr-only">Sandboxes of the organization</caption>
                  <thead>
                    <tr>
                      <th scope="col">Sandbox</th>
                      <th scope="col">State</th>
                      <th scope="col">Shape</th>
                      <th scope="col">Image</th>
                      <th scope="col">Age</th>
                      <th scope="col">Labels</th>
                      <th scope="col">Actions</th>
                    </tr>
                  </thead>
                  <tbody>
                    {p.vms.map((vm) => (
                      <tr key={vm.vm_id} data-vm={vm.vm_id}>
                        <td>
                          <a href={`/console/vms/${vm.vm_id}`}>
                            <code>{shortId(vm.vm_id)}</code>
                          </a>
                        </td>
                        <td>
                          <StateBadge state={vm.state} />
                        </td>
                        <td>
                          {vm.cpus} vCPU · {vm.memory_mb} MiB
                        </td>
                        <td>{vm.image}</td>
                        <td>{age(vm.created_unix_ns)}</td>
                        <td>
                          <LabelLinks labels={vm.labels} filters={filters} />
                        </td>
                        <td>
                          <SandboxActions vm={vm} onDone={done} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pager pages={pages} next={p.next_cursor} label="Sandbox pages" back="← Previous" forward="Next →" />
          </>
        )}
      </Status>
    </>
  );
}

/** A sandbox's labels, each a link to the list filtered by it as well. */
function LabelLinks(props: { labels: Sandbox['labels']; filters: Filters }) {
  const entries = Object.entries(props.labels);
  if (entries.length === 0) return <span class="muted">—</span>;
  return (
    <ul class="chips">
      {entries.map(([k, v]) => {
        const label = `${k}=${v}`;
        const labels = props.filters.labels.includes(label) ? props.filters.labels : [...props.filters.labels, label];
        return (
          <li key={k}>
            <a href={`/console${listPath({ ...props.filters, labels })}`} title={`Show only sandboxes with ${label}`}>
              {label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
