// Signing in, and accepting an invitation (choose a password, then sign in). These are the only
// pages shown without a session.

import { useState } from 'preact/hooks';
import { api, type Session } from '../api.ts';
import { navigate } from '../router.ts';
import { describe, ErrorNote, Page, Status, useLoad, when } from '../ui.tsx';

export function SignInPage(props: { email?: string; notice?: string; onSignedIn: (s: Session) => void }) {
  const [email, setEmail] = useState(props.email ?? '');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    try {
      const session = await api.signIn(email, password);
      setPassword('');
      props.onSignedIn(session);
    } catch (err) {
      setFailure(describe(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page title="Sign in">
      {props.notice && <p role="status">{props.notice}</p>}
      <form class="stack narrow" onSubmit={submit}>
        <label>
          Email
          <input
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onInput={(e) => setEmail((e.target as HTMLInputElement).value)}
          />
        </label>
        <label>
          Password
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onInput={(e) => setPassword((e.target as HTMLInputElement).value)}
          />
        </label>
        {failure && <ErrorNote message={failure} />}
        <button type="submit" class="primary" disabled={busy}>
          Sign in
        </button>
      </form>
      <p class="muted">Access is by invitation: open the link you were sent to choose a password.</p>
    </Page>
  );
}

export function InvitationPage(props: { token: string }) {
  const invitation = useLoad(() => api.invitation(props.token), [props.token]);
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    if (password !== again) return setFailure('The two passwords differ.');
    setBusy(true);
    try {
      const { email } = await api.acceptInvitation(props.token, password);
      navigate(`/sign-in?email=${encodeURIComponent(email)}&welcome=1`, true);
    } catch (err) {
      setFailure(describe(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page title="Accept invitation">
      <Status of={invitation}>
        {(inv) => (
          <form class="stack narrow" onSubmit={submit}>
            <p>
              Invitation for <strong>{inv.email}</strong>{' '}
              {inv.organization ? (
                <>
                  to join <strong>{inv.organization}</strong>
                </>
              ) : (
                'to a new organization of your own'
              )}
              , valid until {when(inv.expires_unix * 1e9)}.
            </p>
            <input type="email" hidden autoComplete="username" value={inv.email} readOnly />
            <label>
              Choose a password (at least 8 characters)
              <input
                type="password"
                name="new-password"
                autoComplete="new-password"
                minLength={8}
                maxLength={256}
                required
                value={password}
                onInput={(e) => setPassword((e.target as HTMLInputElement).value)}
              />
            </label>
            <label>
              Repeat it
              <input
                type="password"
                name="repeat-password"
                autoComplete="new-password"
                minLength={8}
                maxLength={256}
                required
                value={again}
                onInput={(e) => setAgain((e.target as HTMLInputElement).value)}
              />
            </label>
            {failure && <ErrorNote message={failure} />}
            <button type="submit" class="primary" disabled={busy}>
              Set password
            </button>
          </form>
        )}
      </Status>
    </Page>
  );
}
