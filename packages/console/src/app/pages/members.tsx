// The organization: its name (renamable), its members, pending invitations, and inviting someone
// (the link is shown once, to pass on).

import { useState } from 'preact/hooks';
import { api, type Organization } from '../api.ts';
import { ConfirmButton, describe, ErrorNote, Page, ShownOnce, Status, useLoad, when } from '../ui.tsx';

export function MembersPage(props: { me: string; onRenamed: (org: Organization) => void }) {
  const org = useLoad(() => api.org(), []);
  const members = useLoad(() => api.members(), []);
  const invitations = useLoad(() => api.invitations(), []);
  const [email, setEmail] = useState('');
  const [link, setLink] = useState<{ email: string; url: string }>();
  const [failure, setFailure] = useState<string>();
  const invite = async (e: Event) => {
    e.preventDefault();
    try {
      const inv = await api.invite(email.trim());
      setLink({ email: inv.email, url: inv.url });
      setEmail('');
      setFailure(undefined);
      invitations.reload();
    } catch (err) {
      setFailure(describe(err));
    }
  };
  return (
    <Page title="Members">
      {failure && <ErrorNote message={failure} />}
      <Status of={org}>
        {(o) => (
          <RenameForm
            org={o}
            onRenamed={(n) => {
              org.reload();
              props.onRenamed(n);
            }}
            onFailure={setFailure}
          />
        )}
      </Status>
      <h2>Members</h2>
      <Status of={members}>
        {(list) => (
          <ul>
            {list.map((m) => (
              <li key={m.user_id} class="row" data-member={m.email}>
                <span>
                  {m.email} <span class="muted">joined {when(m.created_unix_ns)}</span>
                </span>
                {m.user_id !== props.me && (
                  <ConfirmButton
                    label="Remove"
                    danger
                    question={`Remove ${m.email} from the organization? Their sessions end at once.`}
                    onConfirm={() => api.removeMember(m.user_id)}
                    onDone={(err) => {
                      setFailure(err);
                      members.reload();
                    }}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </Status>
      <h2>Invite someone</h2>
      <form class="row" onSubmit={invite}>
        <label>
          Email{' '}
          <input
            type="email"
            name="invite-email"
            required
            value={email}
            onInput={(e) => setEmail((e.target as HTMLInputElement).value)}
          />
        </label>
        <button type="submit" class="primary">
          Invite
        </button>
      </form>
      {link && <ShownOnce label={`Invitation link for ${link.email}`} value={link.url} />}
      <h2>Pending invitations</h2>
      <Status of={invitations}>
        {(list) =>
          list.length === 0 ? (
            <p class="muted">None.</p>
          ) : (
            <ul>
              {list.map((i) => (
                <li key={i.invitation_id} class="row">
                  <span>
                    {i.email} <span class="muted">until {when(i.expires_unix * 1e9)}</span>
                  </span>
                  <ConfirmButton
                    label="Cancel"
                    danger
                    question={`Cancel the invitation for ${i.email}? Its link stops working.`}
                    confirm="Cancel invitation"
                    onConfirm={() => api.cancelInvitation(i.invitation_id)}
                    onDone={(err) => {
                      setFailure(err);
                      invitations.reload();
                    }}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </Status>
    </Page>
  );
}

function RenameForm(props: {
  org: Organization;
  onRenamed: (org: Organization) => void;
  onFailure: (m?: string) => void;
}) {
  const [name, setName] = useState(props.org.name);
  const submit = async (e: Event) => {
    e.preventDefault();
    try {
      props.onRenamed(await api.renameOrg(name.trim()));
      props.onFailure(undefined);
    } catch (err) {
      props.onFailure(describe(err));
    }
  };
  return (
    <form class="row" onSubmit={submit}>
      <label>
        Organization name{' '}
        <input
          name="org-name"
          required
          maxLength={63}
          pattern="[A-Za-z0-9][A-Za-z0-9._\-]*"
          value={name}
          onInput={(e) => setName((e.target as HTMLInputElement).value)}
        />
      </label>
      <button type="submit">Rename</button>
    </form>
  );
}
