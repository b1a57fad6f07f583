/** The standalone demo backend (`npm run mock`): control endpoint, API and login pages, site-message websocket. */
import { createServer, type Server } from 'node:http';
import type { Backend } from '../../mock/backend';
import { controlHandler } from '../../mock/control';
import { nodeHandler } from '../../mock/node';
import { attachSiteMessageSocket } from '../../mock/ws';

export function createMockServer(backend: Backend): Server {
  const control = controlHandler(backend);
  const api = nodeHandler(backend);
  const server = createServer((req, res) => {
    void control(req, res).then((handled) => (handled ? undefined : api(req, res)));
  });
  attachSiteMessageSocket(server, backend);
  return server;
}
