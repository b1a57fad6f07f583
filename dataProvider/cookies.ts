/** Browser cookie access: the only place the console reads or writes `document.cookie`. */

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

export function writeCookie(name: string, value: string, opts: { maxAgeSeconds?: number } = {}): void {
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
