/** Browser cookie access: the only place the console reads or writes `document.cookie`. */

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A cookie the server wrote without percent-encoding (e.g. a stray `%`): use it as it is.
    return value;
  }
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
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
}

export function removeCookie(name: string): void {
  document.cookie = `${name}=; path=/; max-age=0`;
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
