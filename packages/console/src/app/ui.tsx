// Shared pieces of every page: loading data with its error, the page frame, confirmation
// dialogs, status messages and the formatting of times, sizes and ids.

import type { ComponentChildren } from 'preact';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { ApiFailure } from './api.ts';

export interface Loaded<T> {
  data: T | undefined;
  error: string | undefined;
  loading: boolean;
  reload: () => Promise<void>;
}

/** Runs `load` now and whenever `deps` change (and every `everyMs` if given). */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[], everyMs?: number): Loaded<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(true);
  const live = useRef(true);
  const reload = useCallback(async () => {
    try {
      const value = await load();
      if (!live.current) return;
      setData(value);
      setError(undefined);
    } catch (err) {
      if (live.current) setError(describe(err));
    } finally {
      if (live.current) setLoading(false);
    }
  }, deps);
  useEffect(() => {
    live.current = true;
    setLoading(true);
    reload();
    const timer = everyMs ? setInterval(reload, everyMs) : undefined;
    return () => {
      live.current = false;
      clearInterval(timer);
    };
  }, [reload, everyMs]);
  return { data, error, loading, reload };
}

export function describe(err: unknown): string {
  if (err instanceof ApiFailure) return `${err.word}: ${err.body.message ?? err.message}`;
  return err instanceof Error ? err.message : String(err);
}

export function Page(props: { title: string; actions?: ComponentChildren; children: ComponentChildren }) {
  useEffect(() => {
    document.title = `${props.title} · Warren`;
  }, [props.title]);
  return (
    <section>
      <header class="page-head">
        <h1 tabIndex={-1}>{props.title}</h1>
        {props.actions}
      </header>
      {props.children}
    </section>
  );
}

/** A load's state: the error (announced), a loading line, or the content. */
export function Status<T>(props: { of: Loaded<T>; children: (data: T) => ComponentChildren }) {
  const { data, error, loading } = props.of;
  return (
    <>
      {error && <ErrorNote message={error} />}
      {data === undefined ? loading && !error && <p class="muted">Loading…</p> : props.children(data)}
    </>
  );
}

export function ErrorNote(props: { message: string }) {
  return (
    <p class="error" role="alert">
      {props.message}
    </p>
  );
}

/**
 * A button that asks first: a modal dialog names the action and its consequence, and nothing
 * happens unless the person confirms. Escape or Cancel closes it.
 */
export function ConfirmButton(props: {
  label: string;
  question: string;
  confirm?: string;
  danger?: boolean;
  disabled?: boolean;
  onConfirm: () => Promise<unknown>;
  onDone?: (err?: string) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    dialog.current?.close();
    setBusy(true);
    try {
      await props.onConfirm();
      props.onDone?.();
    } catch (err) {
      props.onDone?.(describe(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        class={props.danger ? 'danger' : ''}
        disabled={props.disabled || busy}
        onClick={() => dialog.current?.showModal()}
      >
        {busy ? `${props.label}…` : props.label}
      </button>
      <dialog ref={dialog} aria-label={props.label}>
        <p>{props.question}</p>
        <div class="row">
          <button type="button" class={props.danger ? 'danger' : 'primary'} onClick={run}>
            {props.confirm ?? props.label}
          </button>
          <button type="button" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
        </div>
      </dialog>
    </>
  );
}

/** A value shown once (a new key or secret), with a copy button and a warning. */
export function ShownOnce(props: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div class="shown-once" role="status">
      <p>
        <strong>{props.label}</strong>: copy it now, it will not be shown again.
      </p>
      <div class="row">
        <code class="secret">{props.value}</code>
        <button
          type="button"
          onClick={async () => {
            await navigator.clipboard?.writeText(props.value);
            setCopied(true);
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </div>
  );
}

const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
export function bytes(n: number): string {
  let v = n;
  let i = 0;
  while (v >= 1024 && i < UNITS.length - 1) {
    v /= 1024;
    i++;
  }
  return `${i === 0 ? v : v.toFixed(1)} ${UNITS[i]}`;
}

/** A length of time for people: "42 s", "12.5 min", "3.2 h". */
export function duration(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(seconds < 10 && seconds % 1 ? 1 : 0)} s`;
  if (seconds < 3600) return `${(seconds / 60).toFixed(1)} min`;
  return `${(seconds / 3600).toFixed(1)} h`;
}

/** "3 min", "2 h", "5 d": how long ago a Unix-nanosecond time was. */
export function age(unixNs: number, now = Date.now()): string {
  const s = Math.max(0, Math.round((now - unixNs / 1e6) / 1000));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min`;
  if (s < 86400) return `${Math.floor(s / 3600)} h`;
  return `${Math.floor(s / 86400)} d`;
}

export function when(unixNsOrIso: number | string): string {
  const d = typeof unixNsOrIso === 'number' ? new Date(unixNsOrIso / 1e6) : new Date(unixNsOrIso);
  return d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
}

export function shortId(id: string): string {
  return id.slice(0, 8);
}

export function StateBadge(props: { state: string }) {
  return <span class={`badge state-${props.state}`}>{props.state}</span>;
}

/** Cursor paging of a list (`limit`/`next_cursor`): `cursors[i]` is the cursor of page i, undefined for the first. */
export function usePages() {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return { cursors, setCursors, cursor: cursors[cursors.length - 1] };
}

/** Previous/next buttons over usePages()'s cursors; shown only when there is more than one page. */
export function Pager(props: {
  pages: ReturnType<typeof usePages>;
  next: string | null | undefined;
  label: string;
  back: string;
  forward: string;
}) {
  const { cursors, setCursors } = props.pages;
  if (cursors.length === 1 && !props.next) return null;
  return (
    <nav class="row pager" aria-label={props.label}>
      <button type="button" disabled={cursors.length === 1} onClick={() => setCursors(cursors.slice(0, -1))}>
        {props.back}
      </button>
      <span>Page {cursors.length}</span>
      <button type="button" disabled={!props.next} onClick={() => setCursors([...cursors, props.next ?? undefined])}>
        {props.forward}
      </button>
    </nav>
  );
}
