/**
 * Production-like serving: `dist/` under /ui/ (SPA fallback), the demo backend for everything else,
 * and the /__mock__/ control endpoint only when asked for (`control`).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import type { Backend } from '../../mock/backend';
import { CONTROL_PREFIX, controlHandler } from '../../mock/control';
import { isBackendPath, nodeHandler } from '../../mock/node';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

function sendFile(res: ServerResponse, file: string, immutable: boolean): void {
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Content-Length': statSync(file).size,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(file).pipe(res);
}

export interface ConsoleServerOptions {
  /** Mount the demo backend's /__mock__/ control endpoint (faults, reset, licence): off by default. */
  control?: boolean;
}

export function createConsoleServer(
  distDir: string,
  backend: Backend,
  { control = false }: ConsoleServerOptions = {},
): Server {
  const root = resolve(distDir);
  const api = nodeHandler(backend);
  const controls = control ? controlHandler(backend) : null;
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    if (controls && path.startsWith(CONTROL_PREFIX)) return void controls(req, res);
    if (path === '/' || path === '/ui') {
      res.writeHead(302, { Location: '/ui/' });
      return void res.end();
    }
    if (path.startsWith('/ui/')) {
      const file = normalize(join(root, path.slice('/ui/'.length)));
      if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) {
        return sendFile(res, file, path.startsWith('/ui/assets/'));
      }
      if (path.startsWith('/ui/assets/') || extname(path)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        return void res.end('Not Found');
      }
      return sendFile(res, join(root, 'index.html'), false);
    }
    if (isBackendPath(path)) return void api(req, res);
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('Not Found');
  });
}
