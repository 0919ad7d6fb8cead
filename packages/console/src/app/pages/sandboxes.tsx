// The sandboxes page: every sandbox of the organization with its state, shape, image and age, and
// the lifecycle actions (each asks for confirmation first).

import { useState } from 'preact/hooks';
import { api, type Sandbox, type VmAction } from '../api.ts';
import { age, ConfirmButton, ErrorNote, Page, StateBadge, Status, shortId, useLoad } from '../ui.tsx';

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

export function SandboxesPage() {
  const vms = useLoad(() => api.listVms(), [], 10_000);
  const [failure, setFailure] = useState<string>();
  const done = (err?: string) => {
    setFailure(err);
    vms.reload();
  };
  return (
    <Page title="Sandboxes">
      {failure && <ErrorNote message={failure} />}
      <Status of={vms}>
        {(list) =>
          list.length === 0 ? (
            <p>No sandboxes yet. Create one with the API: POST /vms.</p>
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
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((vm) => (
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
                        <SandboxActions vm={vm} onDone={done} />
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
