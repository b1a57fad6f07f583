/**
 * Every browser test runs against a demo backend of its worker's own, in the worker's process,
 * serving the same dist/ as `npm run serve`. Playwright runs two workers (one per core), each with
 * its own backend; after every test the backend returns to the seed (rows, sessions, settings,
 * faults). So a test may create, change and delete whatever it likes, and it can arrange directly
 * what the real server would show only with time or infrastructure (an SMS gateway, an old sign-in,
 * an SSO user, a custom role) and compare what the browser got with the rows the backend holds.
 *
 *   import { expect, test } from './demoServer';          // never @playwright/test's (a lint rule)
 *   import { signIn } from './support';
 *   test('…', async ({ page, backend }) => {
 *     await signIn(page, 'admin', 'ChangeMe', '/ui/console/users/users');   // this worker's backend
 *   });
 *   test.use({ seed: { scale: 10 } });                  // a file's backend at MOCK_SCALE=10
 */
import { test as base } from '@playwright/test';
import type { AddressInfo, Socket } from 'node:net';
import { createBackend, type Backend } from '../../mock/backend';
import type { SeedOptions } from '../../mock/seed';
import { attachSiteMessageSocket } from '../../mock/ws';
import { createConsoleServer } from '../../scripts/lib/staticServer';

export { expect } from '@playwright/test';

interface Demo {
  backend: Backend;
  origin: string;
}

export const test = base.extend<{ backend: Backend }, { demo: Demo; seed: SeedOptions }>({
  seed: [{}, { scope: 'worker', option: true }],
  demo: [
    async ({ seed }, provide) => {
      const backend = createBackend(seed);
      const server = createConsoleServer('dist', backend);
      attachSiteMessageSocket(server, backend);
      const sockets = new Set<Socket>();
      server.on('connection', (s) => sockets.add(s));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      await provide({ backend, origin: `http://127.0.0.1:${port}` });
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ demo }, provide) => provide(demo.origin),
  // Every test, whether it asks for the backend or not, leaves it as the seed made it.
  backend: [
    async ({ demo }, provide) => {
      await provide(demo.backend);
      demo.backend.faults.clear();
      demo.backend.reset();
    },
    { auto: true },
  ],
});
