/**
 * The Vite plugin that puts the demo backend on the dev server's origin: the control endpoint
 * (/__mock__/), the backend paths, and the site-message websocket on /ws/ (Vite's own HMR socket
 * is not under /ws/, so it is left alone).
 */
import type { Server } from 'node:http';
import type { Plugin } from 'vite';
import type { Backend } from '../../mock/backend';
import { CONTROL_PREFIX, controlHandler } from '../../mock/control';
import { isBackendPath, nodeHandler } from '../../mock/node';
import { attachSiteMessageSocket } from '../../mock/ws';

export function demoBackendPlugin(backend: Backend): Plugin {
  const handle = nodeHandler(backend);
  const control = controlHandler(backend);
  return {
    name: 'jms-demo-backend',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0]!;
        if (path.startsWith(CONTROL_PREFIX)) void control(req, res);
        else if (isBackendPath(path)) void handle(req, res);
        else next();
      });
      if (server.httpServer) attachSiteMessageSocket(server.httpServer as Server, backend);
    },
  };
}
