/**
 * Which Chromium the browser tests and benchmarks drive, in order: CHROMIUM_PATH, Debian's
 * /usr/bin/chromium, chromium-browser or google-chrome on the PATH, then Playwright's own cache.
 * `provisionChromium` gets one when none is there, so `npm ci && npm test` works on a fresh machine.
 *
 * JMS_IGNORE_SYSTEM_CHROMIUM=1 hides the browsers installed system-wide from the first look (only
 * CHROMIUM_PATH and Playwright's cache count), to exercise the provisioning on a machine that has one.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const INSTALL_HINT =
  'No Chromium found and none could be installed: run `apt-get install -y chromium` as root (Debian), or `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium executable.';

/** Where Debian's `chromium` package puts its executable. */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function onPath(name: string): string | null {
  try {
    return execFileSync('which', [name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}

function playwrightCache(): string | null {
  try {
    const cached = chromium.executablePath();
    if (cached && existsSync(cached)) return cached;
  } catch {
    // Playwright has no browser of its own here.
  }
  return null;
}

export function findChromium(): string | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (process.env.JMS_IGNORE_SYSTEM_CHROMIUM !== '1') {
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
    const found = onPath('chromium-browser') ?? onPath('google-chrome');
    if (found) return found;
  }
  return playwrightCache();
}

/** What the provisioning may do on this machine, and how; injected so each path can be tested. */
export interface ProvisionDeps {
  find(): string | null;
  /** Playwright's own download; true when it exited 0. */
  download(): boolean;
  /** Root with apt-get: Debian's package can be installed without asking anyone. */
  canUseApt(): boolean;
  /** `apt-get update && apt-get install chromium`; true when it exited 0. */
  aptInstall(): boolean;
  /** Where the apt-installed executable is, when it is there. */
  aptExecutable(): string | null;
  log(line: string): void;
}

export type Provisioned =
  | { ok: true; path: string; how: 'found' | 'download' | 'apt' }
  | { ok: false; hint: string };

/** Finds a Chromium or gets one: Playwright's download first, then Debian's package as root. */
export function provisionChromium(deps: ProvisionDeps): Provisioned {
  const found = deps.find();
  if (found) return { ok: true, path: found, how: 'found' };
  deps.log('No Chromium found: trying Playwright’s own download…');
  if (deps.download()) {
    const downloaded = deps.find();
    if (downloaded) return { ok: true, path: downloaded, how: 'download' };
  }
  if (deps.canUseApt()) {
    deps.log('Installing Chromium from Debian’s repositories…');
    if (deps.aptInstall()) {
      const installed = deps.aptExecutable();
      if (installed) return { ok: true, path: installed, how: 'apt' };
    }
  }
  return { ok: false, hint: INSTALL_HINT };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  return spawnSync(command, args, { stdio: 'inherit', env, timeout: 15 * 60_000 }).status === 0;
}

/**
 * Whether Playwright's download host has an address here. Where it has none (a machine that reaches
 * only package registries), its installer would spend over a minute retrying before giving up.
 * Behind a proxy the proxy resolves it; where `getent` is missing, the download is simply tried.
 */
function downloadHostResolves(): boolean {
  if (process.env.HTTPS_PROXY || process.env.https_proxy) return true;
  const host = new URL(process.env.PLAYWRIGHT_DOWNLOAD_HOST ?? 'https://cdn.playwright.dev').hostname;
  const lookup = spawnSync('getent', ['hosts', host], { stdio: 'ignore', timeout: 15_000 });
  return lookup.error !== undefined || lookup.status === 0;
}

/** The real machine: the download through Playwright's CLI, apt-get when root. */
export const MACHINE: ProvisionDeps = {
  find: findChromium,
  download: () => {
    if (!downloadHostResolves()) {
      console.log('Playwright’s download host does not resolve here: no download.');
      return false;
    }
    return run(process.execPath, ['node_modules/@playwright/test/cli.js', 'install', 'chromium']);
  },
  canUseApt: () => process.getuid?.() === 0 && onPath('apt-get') !== null,
  aptInstall: () => {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    return run('apt-get', ['update', '-qq'], env) && run('apt-get', ['install', '-y', '-qq', 'chromium'], env);
  },
  aptExecutable: () => (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : null),
  log: (line) => console.log(line),
};

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
