// Templates: the organization's own templates and the shared ones its creates used, with their
// build status; own templates can be deleted.

import { useState } from 'preact/hooks';
import { api } from '../api.ts';
import { age, ConfirmButton, ErrorNote, Page, Status, shortId, useLoad } from '../ui.tsx';

export function TemplatesPage() {
  const templates = useLoad(() => api.listTemplates(), [], 10_000);
  const [failure, setFailure] = useState<string>();
  return (
    <Page title="Templates">
      {failure && <ErrorNote message={failure} />}
      <Status of={templates}>
        {(list) =>
          list.length === 0 ? (
            <p class="muted">No templates yet: the first create of an image at a shape builds one.</p>
          ) : (
            <div class="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Image</th>
                    <th scope="col">Shape</th>
                    <th scope="col">Status</th>
                    <th scope="col">Last used</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((t) => (
                    <tr key={t.template_id} data-template={t.template_id}>
                      <td>
                        {t.name}
                        {t.version && <span class="muted">:{t.version}</span>}{' '}
                        <code class="muted">{shortId(t.template_id)}</code>
                        {t.shared && <span class="badge">shared</span>}
                      </td>
                      <td>{t.source_image}</td>
                      <td>
                        {t.cpus} vCPU · {t.memory_mb} MiB · {t.runtime}
                      </td>
                      <td>
                        <span class={`badge state-${t.status}`}>{t.status}</span>
                        {t.status_detail && <div class="muted">{t.status_detail}</div>}
                      </td>
                      <td>{t.last_used_unix_ns ? `${age(t.last_used_unix_ns)} ago` : '—'}</td>
                      <td>
                        {!t.shared && (
                          <ConfirmButton
                            label="Delete"
                            danger
                            question={`Delete template ${t.name}? Sandboxes made from it keep running.`}
                            onConfirm={() => api.deleteTemplate(t.template_id)}
                            onDone={(err) => {
                              setFailure(err);
                              templates.reload();
                            }}
                          />
                        )}
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
