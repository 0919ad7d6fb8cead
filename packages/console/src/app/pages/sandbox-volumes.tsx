// A sandbox's volumes on its page (docs/volumes.md): each mount's volume (by name, linking to the
// volumes page), path and whether it is read-only. The page shows it only for a sandbox that mounts
// volumes; mounts are set at create and do not change.

import { api, type Sandbox } from '../api.ts';
import { shortId, useLoad } from '../ui.tsx';

export function VolumesPanel(props: { vm: Sandbox }) {
  const mounts = props.vm.volumes ?? [];
  // Names for the ids the sandbox record carries; an id stays shown until they come.
  const names = useLoad(() => api.volumes(), [props.vm.vm_id]);
  const nameOf = (id: string) => names.data?.find((v) => v.volume_id === id)?.name ?? shortId(id);
  return (
    <section class="panel" aria-labelledby="volumes-h">
      <h2 id="volumes-h">Volumes</h2>
      <ul class="plain">
        {mounts.map((m) => (
          <li key={m.path} data-mount-path={m.path}>
            <code>{m.path}</code>: <a href="/console/volumes">{nameOf(m.volume_id)}</a>
            {m.read_only ? ' (read-only)' : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
