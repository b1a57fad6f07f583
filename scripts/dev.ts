/**
 * `npm start`: Vite's dev server at http://127.0.0.1:${PORT:-8080}/ui/ with the demo backend on the
 * same origin, or, with JMS_BACKEND=https://host, a proxy to that real backend instead.
 */
import { createServer, type Plugin, type ProxyOptions } from 'vite';
import { BACKEND_PREFIXES } from '../mock/node';
import { backendFromEnv, portFromEnv } from './lib/backendFromEnv';
import { demoBackendPlugin } from './lib/demoBackendPlugin';

const port = portFromEnv(8080);
const target = process.env.JMS_BACKEND?.replace(/\/+$/, '');

function rootRedirect(): Plugin {
  return {
    name: 'jms-root-redirect',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url === '/' || req.url === '/ui') {
          res.writeHead(302, { Location: '/ui/' });
          res.end();
        } else next();
      });
    },
  };
}

/** Cookies, websockets and redirects pass through; Origin/Referer are rewritten so Django's CSRF check passes. */
function proxyTo(backend: string): Record<string, ProxyOptions> {
  const entry: ProxyOptions = {
    target: backend,
    changeOrigin: true,
    secure: false,
    ws: true,
    cookieDomainRewrite: '',
    autoRewrite: true,
    configure(proxy) {
      proxy.on('proxyReq', (proxyReq, req) => {
        if (req.headers.origin) proxyReq.setHeader('origin', backend);
        if (req.headers.referer) proxyReq.setHeader('referer', backend + new URL(req.headers.referer).pathname);
      });
      // A real backend marks cookies Secure; the local dev origin is plain http.
      proxy.on('proxyRes', (proxyRes) => {
        const set = proxyRes.headers['set-cookie'];
        if (set) proxyRes.headers['set-cookie'] = set.map((c) => c.replace(/;\s*Secure/gi, ''));
      });
    },
  };
  return Object.fromEntries(BACKEND_PREFIXES.map((p) => [`^${p}`, entry]));
}

const server = await createServer({
  server: { host: '127.0.0.1', port, strictPort: true, proxy: target ? proxyTo(target) : undefined },
  plugins: target ? [rootRedirect()] : [rootRedirect(), demoBackendPlugin(backendFromEnv())],
});
await server.listen();
console.log(`\n  Console:  http://127.0.0.1:${port}/ui/`);
console.log(target ? `  Backend:  ${target} (proxied)` : `  Backend:  demo backend (sign in as admin / ChangeMe)`);
