// The audit log: the organization's mutating calls, newest first, a page at a time (the API's
// `before` cursor; earlier cursors are kept so "Newer" goes back).

import { useState } from 'preact/hooks';
import { api } from '../api.ts';
import { Page, Status, shortId, useLoad, when } from '../ui.tsx';

const PAGE = 25;

export function AuditPage() {
  // cursors[i] is the `before` of page i (undefined for the newest page).
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const before = cursors[cursors.length - 1];
  const page = useLoad(() => api.audit(before, PAGE), [before]);
  return (
    <Page title="Audit log">
      <Status of={page}>
        {(p) => (
          <>
            {p.records.length === 0 ? (
              <p class="muted">No mutating calls recorded.</p>
            ) : (
              <div class="table-wrap">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">When</th>
                      <th scope="col">Action</th>
                      <th scope="col">Resource</th>
                      <th scope="col">Outcome</th>
                      <th scope="col">Key</th>
                    </tr>
                  </thead>
                  <tbody>
                    {p.records.map((r) => (
                      <tr key={r.id}>
                        <td>
                          <time dateTime={r.at}>{when(r.at)}</time>
                        </td>
                        <td>
                          <code>{r.action}</code>
                        </td>
                        <td>{r.resource && <code>{r.resource}</code>}</td>
                        <td class={r.outcome >= 400 ? 'bad' : 'good'}>{r.outcome}</td>
                        <td>
                          <code title={r.key_id}>{shortId(r.key_id)}</code>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <nav class="row pager" aria-label="Audit pages">
              <button type="button" disabled={cursors.length === 1} onClick={() => setCursors(cursors.slice(0, -1))}>
                ← Newer
              </button>
              <span>Page {cursors.length}</span>
              <button
                type="button"
                disabled={p.next_before === null}
                onClick={() => setCursors([...cursors, p.next_before ?? undefined])}
              >
                Older →
              </button>
            </nav>
          </>
        )}
      </Status>
    </Page>
  );
}
