// A sandbox's labels on its page: shown as key = value, added (or a key's value replaced) and
// removed with PATCH /vms/{id}, which replaces the whole set (docs/lifecycle.md, "Labels").

import { useState } from 'preact/hooks';
import { api, type Sandbox } from '../api.ts';
import { describe, ErrorNote } from '../ui.tsx';

/**
 * The API's rule for a key, checked by the browser before asking (the API checks again). Browsers
 * compile `pattern` with the `v` flag, where `/` and `-` in a class must be escaped.
 */
const KEY_PATTERN = '[A-Za-z0-9][A-Za-z0-9._\\/\\-]{0,62}';

export function LabelsPanel(props: { vm: Sandbox; onChanged: () => void }) {
  const { vm } = props;
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  /** Applies `change` to the labels as they are now (not as last shown), then PATCHes them. */
  const update = async (change: (labels: Record<string, string>) => Record<string, string>) => {
    setBusy(true);
    try {
      const current = (await api.getVm(vm.vm_id)).labels;
      await api.patchVm(vm.vm_id, { labels: change({ ...current }) });
      setFailure(undefined);
      props.onChanged();
      return true;
    } catch (err) {
      setFailure(describe(err));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const add = async (e: Event) => {
    e.preventDefault();
    const k = key.trim();
    if (await update((labels) => ({ ...labels, [k]: value }))) {
      setKey('');
      setValue('');
    }
  };
  const entries = Object.entries(vm.labels).sort(([a], [b]) => a.localeCompare(b));
  return (
    <section class="panel" aria-labelledby="labels-h">
      <h2 id="labels-h">Labels</h2>
      {failure && <ErrorNote message={failure} />}
      {entries.length === 0 ? (
        <p class="muted">No labels.</p>
      ) : (
        <ul class="plain">
          {entries.map(([k, v]) => (
            <li key={k} class="row" data-label={k}>
              <code>
                {k} = {v}
              </code>
              <button
                type="button"
                class="small"
                aria-label={`Remove label ${k}`}
                disabled={busy}
                onClick={() =>
                  update((labels) => {
                    delete labels[k];
                    return labels;
                  })
                }
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form class="row" onSubmit={add}>
        <label>
          Key{' '}
          <input
            name="label-key"
            required
            pattern={KEY_PATTERN}
            maxLength={63}
            title="1-63 letters, digits, . _ / -, starting with a letter or digit"
            value={key}
            onInput={(e) => setKey((e.target as HTMLInputElement).value)}
          />
        </label>
        <label>
          Value{' '}
          <input
            name="label-value"
            maxLength={255}
            value={value}
            onInput={(e) => setValue((e.target as HTMLInputElement).value)}
          />
        </label>
        <button type="submit" disabled={busy}>
          Set label
        </button>
      </form>
    </section>
  );
}
