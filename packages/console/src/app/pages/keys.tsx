// API keys: create a named key (its value shown once), list the organization's keys with their
// prefix and last use, and revoke one (it answers 401 from then on).

import { useState } from 'preact/hooks';
import { api } from '../api.ts';
import { ConfirmButton, describe, ErrorNote, Page, ShownOnce, Status, useLoad, when } from '../ui.tsx';

export function KeysPage() {
  const keys = useLoad(() => api.keys(), []);
  const [name, setName] = useState('');
  const [created, setCreated] = useState<{ name: string; key: string }>();
  const [failure, setFailure] = useState<string>();
  const create = async (e: Event) => {
    e.preventDefault();
    try {
      const k = await api.createKey(name.trim());
      setCreated({ name: k.name, key: k.key });
      setName('');
      setFailure(undefined);
      keys.reload();
    } catch (err) {
      setFailure(describe(err));
    }
  };
  return (
    <Page title="API keys">
      <p>
        Programs use a key as <code>Authorization: Bearer wrn_sk_…</code>. A key acts within this organization.
      </p>
      <form class="row" onSubmit={create}>
        <label>
          Key name{' '}
          <input
            name="key-name"
            required
            maxLength={100}
            value={name}
            onInput={(e) => setName((e.target as HTMLInputElement).value)}
          />
        </label>
        <button type="submit" class="primary">
          Create key
        </button>
      </form>
      {failure && <ErrorNote message={failure} />}
      {created && <ShownOnce label={`New key “${created.name}”`} value={created.key} />}
      <Status of={keys}>
        {(list) =>
          list.length === 0 ? (
            <p class="muted">No keys.</p>
          ) : (
            <div class="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Prefix</th>
                    <th scope="col">Created</th>
                    <th scope="col">Last used</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((k) => (
                    <tr key={k.key_id} data-key={k.key_id}>
                      <td>{k.name}</td>
                      <td>
                        <code>{k.prefix}…</code>
                      </td>
                      <td>{when(k.created_unix_ns)}</td>
                      <td>{k.last_used_unix_ns ? when(k.last_used_unix_ns) : 'never'}</td>
                      <td>
                        <ConfirmButton
                          label="Revoke"
                          danger
                          question={`Revoke key “${k.name}”? Programs using it get 401 at once.`}
                          onConfirm={() => api.revokeKey(k.key_id)}
                          onDone={(err) => {
                            setFailure(err);
                            keys.reload();
                          }}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </Status>
    </Page>
  );
}
