/**
 * Which Chromium the browser tests and benchmarks drive, in order: CHROMIUM_PATH, Debian's
 * /usr/bin/chromium, chromium-browser or google-chrome on the PATH, then Playwright's own cache.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const INSTALL_HINT =
  'No Chromium found: install one (Debian: apt-get install -y chromium) or set CHROMIUM_PATH to its executable.';

function onPath(name: string): string | null {
  try {
    return execFileSync('which', [name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}

export function findChromium(): string | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const found = onPath('chromium-browser') ?? onPath('google-chrome');
  if (found) return found;
  try {
    const cached = chromium.executablePath();
    if (cached && existsSync(cached)) return cached;
  } catch {
    // Playwright has no browser of its own here.
  }
  return null;
}

/** Headless flags that keep Chromium off the (closed) network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
