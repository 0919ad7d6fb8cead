// A sandbox's egress rules on its page (`network: {allow_out, deny_out}`, docs/network.md): the
// rules when it has them, "no rules (unrestricted)" otherwise, and an editor that PUTs new ones.
// A server without PUT /vms/{id}/network (before egress rules) gets a sentence, not a raw 404.

import { useState } from 'preact/hooks';
import { api, type EgressRules, egressRules, isMissingRoute, type Sandbox } from '../api.ts';
import { describe, ErrorNote } from '../ui.tsx';

export function EgressPanel(props: { vm: Sandbox; onChanged: () => void }) {
  const { vm } = props;
  const rules = egressRules(vm);
  return (
    <section class="panel" aria-labelledby="egress-h">
      <h2 id="egress-h">Egress rules</h2>
      {vm.disable_internet && (
        <p>
          <strong>Internet disabled</strong>: the sandbox reaches nothing outside, whatever the rules say.
        </p>
      )}
      {rules ? <RuleList rules={rules} /> : <p data-egress="none">No rules (unrestricted).</p>}
      <details>
        <summary>Edit rules</summary>
        <RuleForm vm={vm} rules={rules} onChanged={props.onChanged} />
      </details>
    </section>
  );
}

function RuleList(props: { rules: EgressRules }) {
  const { allow_out: allow, deny_out: deny } = props.rules;
  return (
    <dl class="fields" data-egress="rules">
      <div>
        <dt>Allowed out</dt>
        <dd data-egress="allow">
          {allow === undefined ? 'everything not denied' : allow.length === 0 ? 'nothing' : <Entries list={allow} />}
        </dd>
      </div>
      <div>
        <dt>Denied out</dt>
        <dd data-egress="deny">{deny?.length ? <Entries list={deny} /> : '—'}</dd>
      </div>
    </dl>
  );
}

function Entries(props: { list: string[] }) {
  return (
    <ul class="plain">
      {props.list.map((e) => (
        <li key={e}>
          <code>{e}</code>
        </li>
      ))}
    </ul>
  );
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');

function RuleForm(props: { vm: Sandbox; rules: EgressRules | undefined; onChanged: () => void }) {
  const { rules } = props;
  const [only, setOnly] = useState(rules?.allow_out !== undefined);
  const [allow, setAllow] = useState((rules?.allow_out ?? []).join('\n'));
  const [deny, setDeny] = useState((rules?.deny_out ?? []).join('\n'));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState(false);
  const save = async (e: Event) => {
    e.preventDefault();
    // Without "only", no allow list is sent: everything not denied is allowed.
    const next: EgressRules = {};
    if (only) next.allow_out = lines(allow);
    if (lines(deny).length) next.deny_out = lines(deny);
    setBusy(true);
    try {
      await api.setEgress(props.vm.vm_id, next);
      setFailure(undefined);
      setSaved(true);
      props.onChanged();
    } catch (err) {
      setSaved(false);
      setFailure(
        isMissingRoute(err)
          ? 'This server cannot change egress rules: it has no PUT /vms/{id}/network (a Warren from before egress rules). Nothing was changed.'
          : describe(err),
      );
    } finally {
      setBusy(false);
    }
  };
  const text = (e: Event) => (e.target as HTMLTextAreaElement).value;
  return (
    <form class="stack" onSubmit={save}>
      {failure && <ErrorNote message={failure} />}
      {saved && <p role="status">Rules saved: new connections follow them within a second.</p>}
      <label class="check">
        <input
          type="checkbox"
          name="allow-only"
          checked={only}
          onChange={(e) => setOnly((e.target as HTMLInputElement).checked)}
        />{' '}
        Allow only the destinations listed (an empty list allows nothing)
      </label>
      <label>
        Allow out (one per line: IPv4 CIDR or address, domain, or *.domain)
        <textarea name="allow-out" rows={4} disabled={!only} value={allow} onInput={(e) => setAllow(text(e))} />
      </label>
      <label>
        Deny out (one per line)
        <textarea name="deny-out" rows={3} value={deny} onInput={(e) => setDeny(text(e))} />
      </label>
      <div>
        <button type="submit" class="primary" disabled={busy}>
          Save rules
        </button>
      </div>
    </form>
  );
}
