/** Request context and response helpers in the shapes DRF and Django produce. */
import type { Lang } from './i18n';
import type { Session } from './sessions';
import type { BackendState } from './state';
import type { Row } from './types';

export interface Ctx {
  request: Request;
  url: URL;
  method: string;
  path: string;
  params: string[];
  cookies: Record<string, string>;
  state: BackendState;
  session: Session | null;
  user: Row | null;
  authVia: 'session' | 'token' | null;
  lang: Lang;
  tz: string | null;
  orgId: string;
  /** Set-Cookie values added to whatever response the handler returns. */
  setCookies: string[];
}

export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  if (status === 204) return new Response(null, { status, headers });
  return new Response(JSON.stringify(data), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** A string-detail DRF error, as JumpServer's exception handler rewrites it. */
export function detail(status: number, message: string, code: string, headers: Record<string, string> = {}): Response {
  return json({ detail: message, code }, status, headers);
}

export function html(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

export function redirect(location: string, status = 302): Response {
  return new Response(null, { status, headers: { Location: location } });
}

export async function readJson(ctx: Ctx): Promise<unknown> {
  const text = await ctx.request.text();
  if (!text) return {};
  return JSON.parse(text);
}

export function isUnsafe(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS', 'TRACE'].includes(method);
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
