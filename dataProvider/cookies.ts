/** Browser cookie access: the only place the console reads or writes `document.cookie`. */

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A cookie the server wrote without percent-encoding (e.g. a stray `%`): use it as it is.
    return value;
  }
}

/**
 * `document.cookie`, read once per run of script: every read asks the browser's cookie store
 * (about a millisecond on a loaded machine), and one request's headers read it three times, a
 * page load some fifty. What the server sets arrives between runs; the console's own writes
 * clear the copy at once.
 */
let snapshot: string | null = null;

function cookieString(): string {
  if (snapshot === null) {
    snapshot = document.cookie;
    queueMicrotask(() => (snapshot = null));
  }
  return snapshot;
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of cookieString().split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decode(part.slice(eq + 1).trim());
  }
  return null;
}

export function writeCookie(
  name: string,
  value: string,
  opts: { maxAgeSeconds?: number } = {},
): void {
  const age = opts.maxAgeSeconds === undefined ? '' : `; max-age=${opts.maxAgeSeconds}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/${age}; SameSite=Lax`;
  snapshot = null;
}

export function removeCookie(name: string): void {
  document.cookie = `${name}=; path=/; max-age=0`;
  snapshot = null;
}

/** Cookie name prefix for the session and CSRF cookies; `""`/`''` mean an empty prefix. */
export function cookiePrefix(): string {
  const raw = readCookie('SESSION_COOKIE_NAME_PREFIX');
  if (!raw || raw === '""' || raw === "''") return '';
  return raw.replace(/^"|"$/g, '');
}

/** The CSRF token Django expects back in `X-CSRFToken` on unsafe methods. */
export function csrfToken(): string | null {
  return readCookie(`${cookiePrefix()}csrftoken`);
}

/** The language the backend localises labels and messages in (its LocaleMiddleware cookie). */
export const LANGUAGE_COOKIE = 'django_language';
/** The org cookie the backend falls back to, and the only org source of plain navigations. */
export const ORG_COOKIE = 'X-JMS-ORG';
/** base64 of the session's RSA public key, written by the backend's pages. */
export const PUBLIC_KEY_COOKIE = 'jms_public_key';
