// Client-side navigation under /console: the current path as a hook, and links that change it
// without reloading. The server answers the page for every /console path, so links can be opened
// directly, bookmarked and reloaded.

import { useEffect, useState } from 'preact/hooks';

export const BASE = '/console';

/** Goes to a console path (e.g. `/vms/ID`); `replace` leaves no history entry behind. */
export function navigate(path: string, replace = false): void {
  const url = BASE + path;
  if (replace) history.replaceState(null, '', url);
  else history.pushState(null, '', url);
  dispatchEvent(new PopStateEvent('popstate'));
}

/** The console path of the page (without /console) and its query parameters. */
export function currentRoute(): { path: string; query: URLSearchParams } {
  const path = location.pathname.startsWith(BASE) ? location.pathname.slice(BASE.length) : location.pathname;
  return { path: path === '' ? '/' : path, query: new URLSearchParams(location.search) };
}

export function useRoute(): { path: string; query: URLSearchParams } {
  const [route, setRoute] = useState(currentRoute);
  useEffect(() => {
    const update = () => setRoute(currentRoute());
    addEventListener('popstate', update);
    return () => removeEventListener('popstate', update);
  }, []);
  return route;
}

/** Same-origin console links (href starting with /console) navigate in place. */
export function interceptLinks(): void {
  document.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element).closest?.('a');
    const href = a?.getAttribute('href');
    if (!a || !href?.startsWith(`${BASE}/`) || a.target || a.hasAttribute('download')) return;
    e.preventDefault();
    navigate(href.slice(BASE.length));
    // Keyboard and screen-reader users land on the new page's heading.
    requestAnimationFrame(() => document.querySelector<HTMLElement>('main h1')?.focus());
  });
}
