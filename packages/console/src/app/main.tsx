// The console's shell: finds out whether there is a session, shows sign-in or the navigation and
// the page the path names.

import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api, type Organization, type Session, whenSignedOut } from './api.ts';
import { AuditPage } from './pages/audit.tsx';
import { KeysPage } from './pages/keys.tsx';
import { MembersPage } from './pages/members.tsx';
import { OAuthPage } from './pages/oauth.tsx';
import { SandboxPage } from './pages/sandbox.tsx';
import { SandboxesPage } from './pages/sandboxes.tsx';
import { InvitationPage, SignInPage } from './pages/signin.tsx';
import { SnapshotsPage } from './pages/snapshots.tsx';
import { TemplatesPage } from './pages/templates.tsx';
import { UsagePage } from './pages/usage.tsx';
import { VolumesPage } from './pages/volumes.tsx';
import { WebhookPage, WebhooksPage } from './pages/webhooks.tsx';
import { interceptLinks, navigate, useRoute } from './router.ts';
import { describe, ErrorNote } from './ui.tsx';
import './style.css';

const NAV = [
  ['/vms', 'Sandboxes'],
  ['/snapshots', 'Snapshots'],
  ['/volumes', 'Volumes'],
  ['/templates', 'Templates'],
  ['/usage', 'Usage'],
  ['/audit', 'Audit log'],
  ['/webhooks', 'Webhooks'],
  ['/keys', 'API keys'],
  ['/oauth', 'OAuth clients'],
  ['/members', 'Members'],
] as const;

function App() {
  const { path, query } = useRoute();
  // undefined: still asking; null: signed out.
  const [session, setSession] = useState<Session | null>();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    whenSignedOut(() => setSession(null));
    api.session().then(setSession, (err) => {
      if (err?.status !== 401) setFailure(describe(err));
      setSession(null);
    });
  }, []);

  if (path === '/invite') return <Frame>{<InvitationPage token={query.get('token') ?? ''} />}</Frame>;
  if (session === undefined) return <Frame>{failure && <ErrorNote message={failure} />}</Frame>;
  if (session === null) {
    return (
      <Frame>
        {failure && <ErrorNote message={failure} />}
        <SignInPage
          email={query.get('email') ?? undefined}
          notice={query.get('welcome') ? 'Your password is set. Sign in to continue.' : undefined}
          onSignedIn={(s) => {
            setSession(s);
            if (path === '/sign-in' || path === '/') navigate('/vms', true);
          }}
        />
      </Frame>
    );
  }
  const setOrg = (organization: Organization) => setSession({ ...session, organization });
  return (
    <Frame
      session={session}
      path={path}
      onSignOut={async () => {
        await api.signOut().catch(() => {});
        setSession(null);
        navigate('/sign-in', true);
      }}
    >
      <Route path={path} query={query} me={session.user.user_id} onRenamed={setOrg} />
    </Frame>
  );
}

function Route(props: { path: string; query: URLSearchParams; me: string; onRenamed: (org: Organization) => void }) {
  const { path } = props;
  const vm = /^\/vms\/([^/]+)$/.exec(path);
  if (vm) return <SandboxPage vmId={decodeURIComponent(vm[1])} />;
  const hook = /^\/webhooks\/([^/]+)$/.exec(path);
  if (hook) return <WebhookPage webhookId={decodeURIComponent(hook[1])} />;
  switch (path) {
    case '/':
    case '/sign-in':
    case '/vms':
      return <SandboxesPage query={props.query} />;
    case '/snapshots':
      return <SnapshotsPage />;
    case '/volumes':
      return <VolumesPage />;
    case '/templates':
      return <TemplatesPage />;
    case '/usage':
      return <UsagePage />;
    case '/audit':
      return <AuditPage />;
    case '/webhooks':
      return <WebhooksPage />;
    case '/keys':
      return <KeysPage />;
    case '/oauth':
      return <OAuthPage />;
    case '/members':
      return <MembersPage me={props.me} onRenamed={props.onRenamed} />;
    default:
      return (
        <section>
          <h1 tabIndex={-1}>Not found</h1>
          <p>
            No console page at this address. <a href="/console/vms">Go to the sandboxes</a>.
          </p>
        </section>
      );
  }
}

function Frame(props: {
  session?: Session;
  path?: string;
  onSignOut?: () => void;
  children: preact.ComponentChildren;
}) {
  const { session, path } = props;
  return (
    <>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="top">
        <a class="brand" href={session ? '/console/vms' : '/console/sign-in'}>
          Warren
        </a>
        {session && (
          <>
            <nav aria-label="Console">
              <ul>
                {NAV.map(([href, label]) => (
                  <li key={href}>
                    <a
                      href={`/console${href}`}
                      aria-current={path === href || path?.startsWith(`${href}/`) ? 'page' : undefined}
                    >
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div class="who">
              <span data-org={session.organization.name}>
                {session.user.email} · {session.organization.name}
              </span>
              <button type="button" onClick={props.onSignOut}>
                Sign out
              </button>
            </div>
          </>
        )}
      </header>
      <main id="main">{props.children}</main>
    </>
  );
}

interceptLinks();
render(<App />, document.getElementById('app')!);
