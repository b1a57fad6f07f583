/** Production-like serving: `dist/` under /ui/ (SPA fallback), the demo backend for everything else. */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import type { Backend } from '../../mock/backend';
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

export function createConsoleServer(distDir: string, backend: Backend): Server {
  const root = resolve(distDir);
  const api = nodeHandler(backend);
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
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
