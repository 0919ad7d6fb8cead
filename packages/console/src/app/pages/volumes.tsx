// Volumes (docs/volumes.md): the organization's named filesystems, each with its size, how much of
// it is used (bytes and files, as its host measures them now), the sandboxes that mount it (links
// to their pages), a form to create one and a delete that the page refuses while one is mounted.

import { useState } from 'preact/hooks';
import { api, type Volume } from '../api.ts';
import { bytes, ConfirmButton, describe, ErrorNote, Page, Status, shortId, useLoad, when } from '../ui.tsx';

const MIB = 1024 * 1024;

export function VolumesPage() {
  const volumes = useLoad(() => api.volumes(), [], 10_000);
  const [failure, setFailure] = useState<string>();
  const done = (err?: string) => {
    setFailure(err);
    volumes.reload();
  };
  return (
    <Page title="Volumes">
      <p>
        Volumes are named filesystems that outlive sandboxes: mount one when creating a sandbox (
        <code>volumes: [&#123;volume, path, read_only&#125;]</code>, or <code>warren sandbox create --volume</code>).
        Several sandboxes can mount the same volume at once.
      </p>
      <CreateForm onDone={done} />
      {failure && <ErrorNote message={failure} />}
      <Status of={volumes}>
        {(list) =>
          list.length === 0 ? (
            <p class="muted">No volumes.</p>
          ) : (
            <div class="table-wrap">
              <table>
                <caption class="sr-only">Volumes of the organization</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Used</th>
                    <th scope="col">Files</th>
                    <th scope="col">Mounted by</th>
                    <th scope="col">Created</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((v) => (
                    <VolumeRow key={v.volume_id} volume={v} onDone={done} />
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

function VolumeRow(props: { volume: Volume; onDone: (err?: string) => void }) {
  const v = props.volume;
  const share = Math.min(1, v.bytes_used / (v.size_mb * MIB));
  return (
    <tr data-volume={v.name}>
      <td>
        {v.name} <code class="muted">{shortId(v.volume_id)}</code>
        {v.state !== 'ready' && <span class="muted"> ({v.state})</span>}
      </td>
      <td>
        <meter min={0} max={1} value={share} aria-label={`${v.name} used`} /> {bytes(v.bytes_used)} of{' '}
        {bytes(v.size_mb * MIB)}
      </td>
      <td>{v.files_used}</td>
      <td>
        {v.mounted_by.length === 0 ? (
          <span class="muted">none</span>
        ) : (
          <ul class="plain">
            {v.mounted_by.map((m) => (
              <li key={m.vm_id} data-mount={m.vm_id}>
                <a href={`/console/vms/${m.vm_id}`}>{shortId(m.vm_id)}</a> at <code>{m.path}</code>
                {m.read_only ? ' (read-only)' : ''} <span class="muted">{m.state}</span>
              </li>
            ))}
          </ul>
        )}
      </td>
      <td>{when(v.created_unix_ns)}</td>
      <td class="row actions">
        <ConfirmButton
          label="Delete"
          danger
          disabled={v.mounted_by.length > 0}
          question={`Delete the volume ${v.name} and every file in it? Its snapshots stay.`}
          onConfirm={() => api.deleteVolume(v.volume_id)}
          onDone={props.onDone}
        />
      </td>
    </tr>
  );
}

function CreateForm(props: { onDone: (err?: string) => void }) {
  const [name, setName] = useState('');
  const [size, setSize] = useState('1024');
  const [busy, setBusy] = useState(false);
  const create = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    try {
      await api.createVolume(name.trim(), Number(size));
      setName('');
      props.onDone();
    } catch (err) {
      props.onDone(describe(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="stack panel" onSubmit={create} aria-labelledby="new-volume-h">
      <h2 id="new-volume-h">New volume</h2>
      <div class="row">
        <label>
          Name
          <input
            name="volume-name"
            required
            maxLength={63}
            pattern="[A-Za-z0-9][A-Za-z0-9._\-]*"
            value={name}
            onInput={(e) => setName((e.target as HTMLInputElement).value)}
          />
        </label>
        <label>
          Size (MiB)
          <input
            type="number"
            name="volume-size"
            required
            min={16}
            value={size}
            onInput={(e) => setSize((e.target as HTMLInputElement).value)}
          />
        </label>
      </div>
      <div>
        <button type="submit" class="primary" disabled={busy}>
          Create volume
        </button>
      </div>
    </form>
  );
}
