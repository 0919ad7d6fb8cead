// OAuth clients: create one (its secret shown once), list them, delete one (its tokens answer
// 401 from then on). Clients exchange id and secret for tokens at /oauth/token.

import { useState } from 'preact/hooks';
import { api } from '../api.ts';
import { ConfirmButton, describe, ErrorNote, Page, ShownOnce, Status, useLoad, when } from '../ui.tsx';

export function OAuthPage() {
  const clients = useLoad(() => api.oauthClients(), []);
  const [name, setName] = useState('');
  const [created, setCreated] = useState<{ client_id: string; secret: string }>();
  const [failure, setFailure] = useState<string>();
  const create = async (e: Event) => {
    e.preventDefault();
    try {
      const c = await api.createOAuthClient(name.trim());
      setCreated({ client_id: c.client_id, secret: c.client_secret });
      setName('');
      setFailure(undefined);
      clients.reload();
    } catch (err) {
      setFailure(describe(err));
    }
  };
  const tokenUrl = `${location.origin}/oauth/token`;
  return (
    <Page title="OAuth clients">
      <p>
        A client gets access tokens with the client-credentials grant at <code>{tokenUrl}</code> (the{' '}
        <code>auth_url</code>), then uses them like a key.
      </p>
      <form class="row" onSubmit={create}>
        <label>
          Client name{' '}
          <input
            name="client-name"
            required
            maxLength={100}
            value={name}
            onInput={(e) => setName((e.target as HTMLInputElement).value)}
          />
        </label>
        <button type="submit" class="primary">
          Create client
        </button>
      </form>
      {failure && <ErrorNote message={failure} />}
      {created && (
        <>
          <p>
            Client id: <code data-client-id={created.client_id}>{created.client_id}</code>
          </p>
          <ShownOnce label="Client secret" value={created.secret} />
        </>
      )}
      <Status of={clients}>
        {(list) =>
          list.length === 0 ? (
            <p class="muted">No OAuth clients.</p>
          ) : (
            <div class="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Client id</th>
                    <th scope="col">Created</th>
                    <th scope="col">Last token</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((c) => (
                    <tr key={c.client_id} data-client={c.client_id}>
                      <td>{c.name}</td>
                      <td>
                        <code>{c.client_id}</code>
                      </td>
                      <td>{when(c.created_unix_ns)}</td>
                      <td>{c.last_used_unix_ns ? when(c.last_used_unix_ns) : 'never'}</td>
                      <td>
                        <ConfirmButton
                          label="Delete"
                          danger
                          question={`Delete client “${c.name}”? Its tokens get 401 at once.`}
                          onConfirm={() => api.deleteOAuthClient(c.client_id)}
                          onDone={(err) => {
                            setFailure(err);
                            clients.reload();
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
