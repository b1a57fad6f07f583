/**
 * The session keep-alive (docs/wire.md §3.3): 30 s after the last response of any
 * request other than the profile, the profile is fetched, which slides the server session.
 */

export const PROFILE_PATH = '/api/v1/users/profile/';
export const KEEP_ALIVE_MS = 30_000;

let timer: ReturnType<typeof setTimeout> | null = null;
let enabled = true;

function isProfile(url: string): boolean {
  return new URL(url, 'http://x').pathname === PROFILE_PATH;
}

/** Called with every response; `ping` sends the profile request. */
export function rearmKeepAlive(url: string, ping: () => void): void {
  if (!enabled || isProfile(url)) return;
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    ping();
  }, KEEP_ALIVE_MS);
}

/** Stops the pending ping and, when `disable`, any later ones (tests, sign-out). */
export function stopKeepAlive(opts: { disable?: boolean } = {}): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (opts.disable) enabled = false;
}

export function enableKeepAlive(): void {
  enabled = true;
}

export function keepAlivePending(): boolean {
  return timer !== null;
}
