/**
 * The demo backend's control endpoint, for the standalone (`npm run mock`) and dev (`npm start`)
 * servers only; the production-like `npm run serve` never mounts it.
 *
 *   POST   /__mock__/faults        {"path": "/api/v1/users/**", "method"?,
 *                                   "status"?: 400|401|403|404|409|500|502, "latency"?: ms,
 *                                   "malformed"?, "wrongShape"?: "detail"|"null", "html"?, "drop"?,
 *                                   "timeout"?, "unknownFieldType"?, "required"?, "times"?,
 *                                   "close"?: 1000|1011…, "afterFrames"?: n (a /ws/ path)}
 *                                   or {"pathRegex": "^/api/v1/", ...}      -> 201 {"id"}
 *   GET    /__mock__/faults        -> 200 [rules]
 *   DELETE /__mock__/faults[/<id>] -> 204 (all rules, or one)
 *   POST   /__mock__/reset         -> 204 (re-seeds the data and clears the faults)
 *   POST   /__mock__/licence       {"state": "valid"|"expired"|"absent"} -> 200 {"state"}
 *   POST   /__mock__/confirm       {"secretsLevel"?: "relogin"|"password"|"mfa", "ageSeconds"?: n}
 *                                   -> 200 {"secretsLevel"}: what the secret endpoints ask for, and
 *                                   every session's login and confirmation made n seconds older (to
 *                                   see the password/relogin dialogs and the 5-minute relogin window)
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Backend } from './backend';
import { CONFIRM_TYPES, type ConfirmType } from './domain/confirm';
import { LICENCE_STATES, licenceState, setLicenceState } from './domain/licence';
import { domainOf } from './domain/state';
import type { LicenceState } from './domain/state';
import type { FaultRule } from './faults';

export const CONTROL_PREFIX = '/__mock__/';

function send(res: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    res.writeHead(status);
    res.end();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const value: unknown = text ? JSON.parse(text) : {};
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error('expected a JSON object');
  return value as Record<string, unknown>;
}

function ruleFrom(body: Record<string, unknown>): FaultRule {
  const { pathRegex, path, ...rest } = body;
  return {
    ...(rest as Omit<FaultRule, 'path'>),
    path: typeof pathRegex === 'string' ? new RegExp(pathRegex) : (path as string),
  };
}

function adjustConfirm(backend: Backend, body: Record<string, unknown>) {
  const domain = domainOf(backend.state);
  const { secretsLevel, ageSeconds } = body;
  if (secretsLevel !== undefined) {
    if (!CONFIRM_TYPES.includes(secretsLevel as ConfirmType))
      throw new Error(`secretsLevel must be one of ${CONFIRM_TYPES.join(', ')}`);
    domain.secretsConfirmLevel = secretsLevel as ConfirmType;
  }
  if (ageSeconds !== undefined) {
    if (typeof ageSeconds !== 'number' || !(ageSeconds >= 0))
      throw new Error('ageSeconds must be a number of seconds');
    for (const s of backend.state.sessions.all()) {
      if (s.loginAt) s.loginAt -= ageSeconds * 1000;
      if (s.confirm) s.confirm.at -= ageSeconds * 1000;
    }
  }
  return { secretsLevel: domain.secretsConfirmLevel };
}

/** Node handler for /__mock__/…; resolves false for any other path so the caller can go on. */
export function controlHandler(backend: Backend) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (!path.startsWith(CONTROL_PREFIX)) return false;
    const route = path.slice(CONTROL_PREFIX.length).replace(/\/+$/, '');
    const method = req.method ?? 'GET';
    try {
      if (route === 'faults' && method === 'POST') {
        send(res, 201, { id: backend.faults.add(ruleFrom(await readBody(req))) });
      } else if (route === 'faults' && method === 'GET') {
        send(
          res,
          200,
          backend.faults
            .list()
            .map((r) => ({ ...r, path: r.path instanceof RegExp ? r.path.source : r.path })),
        );
      } else if (route === 'faults' && method === 'DELETE') {
        backend.faults.clear();
        send(res, 204);
      } else if (route.startsWith('faults/') && method === 'DELETE') {
        const removed = backend.faults.remove(route.slice('faults/'.length));
        send(res, removed ? 204 : 404, removed ? undefined : { error: 'no such fault' });
      } else if (route === 'reset' && method === 'POST') {
        backend.faults.clear();
        backend.reset();
        send(res, 204);
      } else if (route === 'licence' && method === 'POST') {
        const state = (await readBody(req)).state as LicenceState;
        if (!LICENCE_STATES.includes(state))
          throw new Error(`state must be one of ${LICENCE_STATES.join(', ')}`);
        setLicenceState(backend.state, state);
        send(res, 200, { state: licenceState(backend.state) });
      } else if (route === 'confirm' && method === 'POST') {
        send(res, 200, adjustConfirm(backend, await readBody(req)));
      } else {
        send(res, 404, { error: `no control endpoint ${method} ${path}` });
      }
    } catch (err) {
      send(res, 400, { error: (err as Error).message });
    }
    return true;
  };
}
