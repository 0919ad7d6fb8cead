// Snapshots and exports: the organization's snapshots (export a durable one, delete), and its
// exports with their files' download links (presigned each time the page reads them).

import { useState } from 'preact/hooks';
import { api, type Export } from '../api.ts';
import { bytes, ConfirmButton, ErrorNote, Page, Status, shortId, useLoad, when } from '../ui.tsx';

export function SnapshotsPage() {
  const snaps = useLoad(() => api.listSnapshots(), [], 15_000);
  const exports = useLoad(() => api.listExports(), [], 5_000);
  const [failure, setFailure] = useState<string>();
  const done = (err?: string) => {
    setFailure(err);
    snaps.reload();
    exports.reload();
  };
  return (
    <Page title="Snapshots and exports">
      {failure && <ErrorNote message={failure} />}
      <h2>Snapshots</h2>
      <Status of={snaps}>
        {(list) =>
          list.length === 0 ? (
            <p class="muted">No snapshots. Take one from a sandbox's page.</p>
          ) : (
            <div class="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Snapshot</th>
                    <th scope="col">Sandbox</th>
                    <th scope="col">Image</th>
                    <th scope="col">Created</th>
                    <th scope="col">Durable</th>
                    <th scope="col">Size</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((s) => (
                    <tr key={s.snapshot_id} data-snapshot={s.snapshot_id}>
                      <td>
                        <code>{shortId(s.snapshot_id)}</code>
                      </td>
                      <td>
                        <a href={`/console/vms/${s.vm_id}`}>{shortId(s.vm_id)}</a>
                      </td>
                      <td>{s.image}</td>
                      <td>{when(s.created_unix_ns)}</td>
                      <td>{s.durable ? 'yes' : 'not yet'}</td>
                      <td>{bytes(s.logical_bytes)}</td>
                      <td class="row actions">
                        <ConfirmButton
                          label="Export"
                          question="Export this snapshot as downloadable files? It takes a while for large ones."
                          disabled={!s.durable}
                          onConfirm={() => api.exportSnapshot(s.snapshot_id)}
                          onDone={done}
                        />
                        <ConfirmButton
                          label="Delete"
                          danger
                          question="Delete this snapshot? Finished exports of it stay."
                          onConfirm={() => api.deleteSnapshot(s.snapshot_id)}
                          onDone={done}
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
      <h2>Exports</h2>
      <Status of={exports}>
        {(list) =>
          list.length === 0 ? (
            <p class="muted">No exports.</p>
          ) : (
            <ul class="cards">
              {list.map((e) => (
                <ExportCard key={e.export_id} exp={e} onDone={done} />
              ))}
            </ul>
          )
        }
      </Status>
    </Page>
  );
}

function ExportCard(props: { exp: Export; onDone: (err?: string) => void }) {
  const e = props.exp;
  return (
    <li class="panel" data-export={e.export_id}>
      <div class="page-head">
        <h3>
          Export <code>{shortId(e.export_id)}</code> of snapshot <code>{shortId(e.snapshot_id)}</code>: {e.state}
        </h3>
        <ConfirmButton
          label="Delete export"
          danger
          disabled={e.state === 'pending'}
          question="Delete this export and its files?"
          onConfirm={() => api.deleteExport(e.export_id)}
          onDone={props.onDone}
        />
      </div>
      {e.error && <ErrorNote message={e.error} />}
      {e.files && (
        <>
          <ul>
            {e.files.map((f) => (
              <li key={f.name}>
                <a href={f.url} download={f.name}>
                  {f.name}
                </a>{' '}
                {bytes(f.bytes)}
                {f.raw_bytes !== undefined && ` (${bytes(f.raw_bytes)} uncompressed)`}{' '}
                <span class="muted">
                  sha256 <code>{f.sha256.slice(0, 16)}…</code>
                </span>
              </li>
            ))}
          </ul>
          {e.expires_unix && <p class="muted">Links valid until {when(e.expires_unix * 1e9)}.</p>}
        </>
      )}
    </li>
  );
}
