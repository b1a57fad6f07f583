/**
 * `npm run serve`: the production build under /ui/ with the demo backend, on 127.0.0.1:${PORT:-8080}.
 * `npm run serve -- --mock-control` also mounts the /__mock__/ control endpoint (fault injection,
 * reset, licence), so faults can be injected on the build a tester runs; never on by default.
 */
import { existsSync } from 'node:fs';
import { attachSiteMessageSocket } from '../mock/ws';
import { backendFromEnv, portFromEnv } from './lib/backendFromEnv';
import { createConsoleServer } from './lib/staticServer';

const port = portFromEnv(8080);
if (!existsSync('dist/index.html')) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
const control = process.argv.includes('--mock-control');
const backend = backendFromEnv();
const server = createConsoleServer('dist', backend, { control });
attachSiteMessageSocket(server, backend);
server.listen(port, '127.0.0.1', () => {
  console.log(
    `Console on http://127.0.0.1:${port}/ui/ (demo backend; sign in as admin / ChangeMe)`,
  );
  if (control)
    console.log(`Fault injection on: http://127.0.0.1:${port}/__mock__/ (control endpoint)`);
});
