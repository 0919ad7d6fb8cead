// Webhooks (docs/webhooks.md): the organization's webhooks, creating one (its URL and the event
// types it wants; its signing secret shown once), deleting one, and each webhook's delivery log
// (newest first, a page at a time, refreshed while it is open).

import { useState } from 'preact/hooks';
import { api, type Delivery, type WebhookEvent } from '../api.ts';
import { navigate } from '../router.ts';
import {
  ConfirmButton,
  describe,
  ErrorNote,
  Page,
  Pager,
  ShownOnce,
  Status,
  shortId,
  useLoad,
  usePages,
  when,
} from '../ui.tsx';

// Every event type a webhook can ask for, with what it means (a Record, so a type the API gains
// is a compile error here until it is described).
const EVENTS: Record<WebhookEvent, string> = {
  'sandbox.created': 'a sandbox (also a restore, a fork child) is running',
  'sandbox.slept': 'put to sleep (a call, the idle policy)',
  'sandbox.woke': 'a slept sandbox woken',
  'sandbox.archived': 'archived (a call, the idle or lifetime policy)',
  'sandbox.unarchived': 'unarchived',
  'sandbox.rebooted': 'rebooted',
  'sandbox.forked': 'forked (on the parent)',
  'sandbox.expiring': 'its max lifetime ends soon',
  'sandbox.interrupted': 'its VM was lost',
  'sandbox.deleted': 'deleted (a call or a policy)',
  'snapshot.durable': 'a snapshot reached the object store',
  'export.ready': "an export's files can be downloaded",
  'export.failed': 'an export failed',
  'volume.created': 'a volume is ready',
  'volume.deleted': 'a volume and its files were deleted',
};
const EVENT_TYPES = Object.keys(EVENTS) as WebhookEvent[];

export function WebhooksPage() {
  const hooks = useLoad(() => api.webhooks(), []);
  const [created, setCreated] = useState<{ url: string; secret: string; id: string }>();
  const [failure, setFailure] = useState<string>();
  return (
    <Page title="Webhooks">
      <p>
        Each webhook gets the organization's sandbox, snapshot, export and volume events as signed JSON POSTs (Standard
        Webhooks headers), retried for 24 hours until it answers 2xx.
      </p>
      <CreateForm
        onCreated={(w) => {
          setCreated(w);
          setFailure(undefined);
          hooks.reload();
        }}
        onFailure={setFailure}
      />
      {failure && <ErrorNote message={failure} />}
      {created && (
        <div data-webhook-id={created.id}>
          <ShownOnce label={`Signing secret of the webhook to ${created.url}`} value={created.secret} />
        </div>
      )}
      <Status of={hooks}>
        {(list) =>
          list.length === 0 ? (
            <p class="muted">No webhooks.</p>
          ) : (
            <div class="table-wrap">
              <table>
                <caption class="sr-only">Webhooks of the organization</caption>
                <thead>
                  <tr>
                    <th scope="col">URL</th>
                    <th scope="col">Events</th>
                    <th scope="col">Created</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((w) => (
                    <tr key={w.webhook_id} data-webhook={w.webhook_id}>
                      <td>
                        <a href={`/console/webhooks/${w.webhook_id}`}>{w.url}</a>
                      </td>
                      <td>{w.events.length === 0 ? 'all' : w.events.join(', ')}</td>
                      <td>{when(w.created_unix_ns)}</td>
                      <td>
                        <div class="row actions">
                          <a href={`/console/webhooks/${w.webhook_id}`}>Deliveries</a>
                          <DeleteButton
                            webhookId={w.webhook_id}
                            url={w.url}
                            onDone={(err) => {
                              setFailure(err);
                              if (created?.id === w.webhook_id) setCreated(undefined);
                              hooks.reload();
                            }}
                          />
                        </div>
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

function CreateForm(props: {
  onCreated: (w: { url: string; secret: string; id: string }) => void;
  onFailure: (message: string) => void;
}) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [busy, setBusy] = useState(false);
  const create = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    try {
      const w = await api.createWebhook(url.trim(), events);
      props.onCreated({ url: w.url, secret: w.secret, id: w.webhook_id });
      setUrl('');
      setEvents([]);
    } catch (err) {
      props.onFailure(describe(err));
    } finally {
      setBusy(false);
    }
  };
  const toggle = (type: WebhookEvent, on: boolean) =>
    setEvents(on ? EVENT_TYPES.filter((t) => t === type || events.includes(t)) : events.filter((t) => t !== type));
  return (
    <form class="stack panel" onSubmit={create} aria-labelledby="new-webhook-h">
      <h2 id="new-webhook-h">New webhook</h2>
      <label>
        Receiver URL
        <input
          type="url"
          name="webhook-url"
          required
          maxLength={2048}
          placeholder="https://example.com/warren-events"
          value={url}
          onInput={(e) => setUrl((e.target as HTMLInputElement).value)}
        />
      </label>
      <fieldset class="events">
        <legend>Events (none chosen: every type)</legend>
        {EVENT_TYPES.map((type) => (
          <label key={type} class="check">
            <input
              type="checkbox"
              name="webhook-event"
              value={type}
              checked={events.includes(type)}
              onChange={(e) => toggle(type, (e.target as HTMLInputElement).checked)}
            />
            <code>{type}</code> <span class="muted">{EVENTS[type]}</span>
          </label>
        ))}
      </fieldset>
      <div>
        <button type="submit" class="primary" disabled={busy}>
          Create webhook
        </button>
      </div>
    </form>
  );
}

function DeleteButton(props: { webhookId: string; url: string; onDone: (err?: string) => void }) {
  return (
    <ConfirmButton
      label="Delete"
      danger
      question={`Delete the webhook to ${props.url}? Its pending deliveries are given up and its log is removed.`}
      onConfirm={() => api.deleteWebhook(props.webhookId)}
      onDone={props.onDone}
    />
  );
}

const LOG_PAGE = 25;

/** One webhook: what it gets, and its delivery log. */
export function WebhookPage(props: { webhookId: string }) {
  const { webhookId } = props;
  const hook = useLoad(() => api.getWebhook(webhookId), [webhookId]);
  const [failure, setFailure] = useState<string>();
  return (
    <Page title={`Webhook ${shortId(webhookId)}`}>
      <p>
        <a href="/console/webhooks">← All webhooks</a>
      </p>
      {failure && <ErrorNote message={failure} />}
      <Status of={hook}>
        {(w) => (
          <div class="page-head">
            <dl class="fields">
              <div>
                <dt>URL</dt>
                <dd>{w.url}</dd>
              </div>
              <div>
                <dt>Events</dt>
                <dd>{w.events.length === 0 ? 'all' : w.events.join(', ')}</dd>
              </div>
              <div>
                <dt>Created</dt>
                <dd>{when(w.created_unix_ns)}</dd>
              </div>
            </dl>
            <DeleteButton
              webhookId={webhookId}
              url={w.url}
              onDone={(err) => (err ? setFailure(err) : navigate('/webhooks'))}
            />
          </div>
        )}
      </Status>
      <Deliveries webhookId={webhookId} />
    </Page>
  );
}

function Deliveries(props: { webhookId: string }) {
  const pages = usePages();
  const { cursor } = pages;
  // The newest page refreshes itself: a delivery appears, and its attempts change, as it happens.
  const page = useLoad(
    () => api.deliveries(props.webhookId, LOG_PAGE, cursor),
    [props.webhookId, cursor],
    cursor ? undefined : 3_000,
  );
  return (
    <section aria-labelledby="deliveries-h">
      <h2 id="deliveries-h">Deliveries</h2>
      <Status of={page}>
        {(p) => (
          <>
            {p.deliveries.length === 0 ? (
              <p class="muted">No deliveries yet: one appears here when an event it gets happens.</p>
            ) : (
              <div class="table-wrap">
                <table>
                  <caption class="sr-only">Delivery log, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">Event</th>
                      <th scope="col">Delivery id</th>
                      <th scope="col">State</th>
                      <th scope="col">Attempts</th>
                      <th scope="col">Last answer</th>
                      <th scope="col">Created</th>
                      <th scope="col">Finished or next attempt</th>
                    </tr>
                  </thead>
                  <tbody>
                    {p.deliveries.map((d) => (
                      <DeliveryRow key={d.delivery_id} d={d} />
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pager pages={pages} next={p.next_cursor} label="Delivery pages" back="← Newer" forward="Older →" />
          </>
        )}
      </Status>
    </section>
  );
}

const DELIVERY_STATE: Record<string, string> = { delivered: 'good', failed: 'bad' };

function DeliveryRow(props: { d: Delivery }) {
  const { d } = props;
  return (
    <tr data-delivery={d.delivery_id}>
      <td>
        <code>{d.event_type}</code>
        <details>
          <summary>Body</summary>
          <pre class="body">{d.body}</pre>
        </details>
      </td>
      <td>
        <code>{d.delivery_id}</code>
      </td>
      <td class={DELIVERY_STATE[d.state] ?? ''}>{d.state}</td>
      <td>{d.attempts}</td>
      <td>
        {d.last_status === null ? '—' : `HTTP ${d.last_status}`}
        {d.last_error && <div class="bad">{d.last_error}</div>}
      </td>
      <td>{when(d.created_unix_ns)}</td>
      <td>
        {d.finished_unix_ns !== null
          ? when(d.finished_unix_ns)
          : d.next_attempt_unix_ns !== null
            ? `next ${when(d.next_attempt_unix_ns)}`
            : '—'}
      </td>
    </tr>
  );
}
