/**
 * The console deployed the way the platform deploys it, for the nginx suite: Debian's nginx serves
 * dist/ with deploy/nginx.conf (its port and directory changed, nothing else) behind a front proxy
 * (nginx/frontProxy.conf) that sends the backend's paths to a demo backend of the worker's own.
 * `page.goto('/ui/…')` goes through the front proxy. Without nginx, every test of a file that uses
 * this fails with the one-line instruction (scripts/lib/nginx.ts).
 *
 *   import { test, expect } from './nginxSite';
 *   test('…', async ({ page, site }) => { … });
 */
import { test as base } from '@playwright/test';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createBackend, type Backend } from '../../mock/backend';
import { nodeHandler } from '../../mock/node';
import { attachSiteMessageSocket } from '../../mock/ws';
import { freePort } from '../../scripts/lib/freePort';
import {
  consoleServerConf,
  findNginx,
  mainConf,
  NGINX_HINT,
  startNginx,
} from '../../scripts/lib/nginx';

export { expect } from '@playwright/test';

export interface Site {
  /** The front proxy's origin: what the browser talks to. */
  origin: string;
  backend: Backend;
  dist: string;
}

/** The demo backend alone, as the platform's backend answers behind its front proxy. */
async function startBackend(backend: Backend, port: number) {
  const server = createServer(nodeHandler(backend));
  attachSiteMessageSocket(server, backend);
  const sockets = new Set<Socket>();
  server.on('connection', (s) => sockets.add(s));
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return async () => {
    for (const s of sockets) s.destroy();
    await new Promise((r) => server.close(r));
  };
}

/** Files of each type the console's server names, beside the build (under /ui/types/). */
export const TYPE_SAMPLES: Record<string, string> = {
  'sample.mjs': 'text/javascript',
  'sample.wasm': 'application/wasm',
  'sample.woff2': 'font/woff2',
  'sample.woff': 'font/woff',
  'sample.ttf': 'font/ttf',
  'sample.svg': 'image/svg+xml',
  'sample.json': 'application/json',
};

/**
 * What nginx serves as /ui/: the build's files (linked, as they are) and TYPE_SAMPLES, since the
 * build has no file of some of the types the server must name.
 */
function servedRoot(dist: string, dir: string): string {
  const root = join(dir, 'ui');
  mkdirSync(join(root, 'types'), { recursive: true });
  for (const name of readdirSync(dist)) symlinkSync(join(dist, name), join(root, name));
  for (const name of Object.keys(TYPE_SAMPLES)) writeFileSync(join(root, 'types', name), '');
  return root;
}

export const test = base.extend<{ backend: Backend }, { site: Site; distDir: string }>({
  distDir: ['dist', { scope: 'worker', option: true }],
  site: [
    async ({ distDir }, provide) => {
      const nginx = findNginx();
      if (!nginx) throw new Error(NGINX_HINT);
      const dist = resolve(distDir);
      const dir = mkdtempSync(join(tmpdir(), 'jms-nginx-'));
      const [front, consolePort, api] = [await freePort(), await freePort(), await freePort()];
      const backend = createBackend();
      const stopBackend = await startBackend(backend, api);
      const proxy = readFileSync('tests/e2e/nginx/frontProxy.conf', 'utf8')
        .replaceAll('@FRONT@', String(front))
        .replaceAll('@CONSOLE@', String(consolePort))
        .replaceAll('@BACKEND@', String(api));
      const root = servedRoot(dist, dir);
      const conf = mainConf(
        nginx,
        dir,
        consoleServerConf(`127.0.0.1:${consolePort}`, root) + proxy,
      );
      const server = await startNginx(nginx, dir, conf, [front, consolePort]).catch(async (e) => {
        await stopBackend();
        throw e;
      });
      await provide({ origin: `http://127.0.0.1:${front}`, backend, dist });
      await server.stop();
      await stopBackend();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ site }, provide) => provide(site.origin),
  // Each test starts from the seed.
  backend: async ({ site }, provide) => {
    await provide(site.backend);
    site.backend.reset();
  },
});
