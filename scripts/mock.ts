/**
 * `npm run mock -- --port N`: the demo backend alone (API, login page, site-message websocket) on
 * 127.0.0.1:N, with the /__mock__/ control endpoint (faults, reset, licence) for tests and demos.
 */
import { backendFromEnv, portFromEnv } from './lib/backendFromEnv';
import { createMockServer } from './lib/mockServer';

const port = portFromEnv(8081);
createMockServer(backendFromEnv()).listen(port, '127.0.0.1', () => {
  console.log(
    `Demo backend on http://127.0.0.1:${port}/ (login page: /core/auth/login/, control: /__mock__/)`,
  );
});
