/** Serves the demo backend from Node's http server (dev, serve and standalone modes). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { Backend } from './backend';
import { isNetworkError } from './faults';

/** The URL prefixes the backend answers; everything else belongs to the console. */
export const BACKEND_PREFIXES = ['/api/', '/core/', '/ws/', '/static/', '/media/'];

export function isBackendPath(path: string): boolean {
  return BACKEND_PREFIXES.some((p) => path.startsWith(p));
}

function toRequest(req: IncomingMessage, signal: AbortSignal): Request {
  const host = req.headers.host ?? '127.0.0.1';
  const url = new URL(req.url ?? '/', `http://${host}`);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) headers.append(k, item);
  }
  const method = req.method ?? 'GET';
  const hasBody = !['GET', 'HEAD'].includes(method);
  return new Request(url, {
    method,
    headers,
    signal,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // Node's fetch needs this to stream a request body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

export async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body) return void res.end();
  const body = Buffer.from(await response.arrayBuffer());
  res.end(body);
}

export function nodeHandler(backend: Backend) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // The request's signal aborts when the client goes away, which ends a hung (timeout) fault.
    const gone = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    try {
      const response = await backend.handle(toRequest(req, gone.signal));
      // Dropped and timed-out requests (mock/faults.ts): the client sees the connection die.
      if (isNetworkError(response)) return void req.socket.destroy();
      await writeResponse(res, response);
    } catch (err) {
      console.error('[mock] request failed', err);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal Server Error');
    }
  };
}
