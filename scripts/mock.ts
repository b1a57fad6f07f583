/** `npm run mock -- --port N`: the demo backend alone (API, login page) on 127.0.0.1:N. */
import { createServer } from 'node:http';
import { nodeHandler } from '../mock/node';
import { backendFromEnv, portFromEnv } from './lib/backendFromEnv';

const port = portFromEnv(8081);
createServer(nodeHandler(backendFromEnv())).listen(port, '127.0.0.1', () => {
  console.log(`Demo backend on http://127.0.0.1:${port}/ (login page: /core/auth/login/)`);
});
