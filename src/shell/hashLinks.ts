/**
 * Links the platform writes elsewhere (activity detail_urls, e-mails) use the old hash form
 * `/ui/#/audit/...`: `hashLinkTarget` turns them into the same page's URL before routing starts.
 * Its own module: the entry script runs it before the rest of the console has loaded.
 */
export const BASE_PATH = '/ui';

/**
 * The browser-history URL of a hash-form link (`/ui/#/audit/x?y=1` → `/ui/audit/x?y=1`), or null
 * when the location is not one.
 */
export function hashLinkTarget(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): string | null {
  if (!location.hash.startsWith('#/')) return null;
  const base = location.pathname.replace(/\/+$/, '');
  if (base !== BASE_PATH) return null;
  const inner = location.hash.slice(1);
  const [path = '/', query = ''] = inner.split('?', 2);
  const params = new URLSearchParams(location.search);
  for (const [k, v] of new URLSearchParams(query)) params.set(k, v);
  const qs = params.toString();
  return `${BASE_PATH}${path}${qs ? `?${qs}` : ''}`;
}
