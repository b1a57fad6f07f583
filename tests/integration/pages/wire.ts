/** Records what the console sends to the demo backend, for assertions on the wire. */
import type { Backend } from '../../../mock/backend';

export interface WireCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export function recordWire(backend: Backend): WireCall[] {
  const calls: WireCall[] = [];
  const handle = backend.handle.bind(backend);
  backend.handle = async (request, cookies) => {
    const url = new URL(request.url);
    let body: unknown = undefined;
    if (request.method !== 'GET' && request.method !== 'OPTIONS') {
      const text = await request.clone().text();
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
    }
    calls.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
    return handle(request, cookies);
  };
  return calls;
}

/** The backend's own answer to a GET, with the signed-in page's cookies. */
export async function backendGet<T>(backend: Backend, path: string): Promise<T> {
  const res = await backend.handle(new Request(`http://127.0.0.1${path}`), document.cookie);
  return (await res.json()) as T;
}
