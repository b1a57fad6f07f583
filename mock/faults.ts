/**
 * Fault injection for tests and demos: rules matched by path (glob or RegExp) and optional method
 * add latency, force an error status with the real body shape, return malformed JSON, a success of
 * the wrong shape or an HTML page with 200, drop the connection, or never answer until the client
 * aborts. Network-level faults come back from
 * `backend.handle` as a network-error Response; the msw and node adapters turn that into a real
 * network error (HttpResponse.error() / a destroyed socket).
 *
 * On a websocket path (`/ws/…`, matched as GET when the connection opens): `close` lets the
 * connection open and closes it cleanly with that code after `afterFrames` frames (a crashed
 * Channels consumer closes with 1011), a `status` refuses the handshake, `drop` cuts it.
 */
import type { Lang } from './i18n';
import { t } from './i18n';

export type FaultStatus = 400 | 401 | 403 | 404 | 409 | 500 | 502;
export const FAULT_STATUSES: readonly FaultStatus[] = [400, 401, 403, 404, 409, 500, 502];

/** The field a forced 400 blames, as DRF's validation errors do (`{field: [message]}`). */
export const FAULT_FIELD = 'name';
/** A field type no console knows, added to OPTIONS answers by `unknownFieldType`. */
export const UNKNOWN_FIELD = {
  name: 'quantum_state',
  type: 'quantum_entangled',
  label: 'Quantum state',
};

export interface FaultRule {
  /**
   * A glob on the URL path (`*` within a segment, `**` across segments) or a RegExp tested against
   * it.
   */
  path: string | RegExp;
  /** Only this HTTP method (any when absent). */
  method?: string;
  /** Milliseconds to wait before answering (alone, or before the effect below). */
  latency?: number;
  /** Answer with this status and the body the real backend gives for it. */
  status?: FaultStatus;
  /** Answer 200 with a body that is not valid JSON. */
  malformed?: boolean;
  /**
   * Answer 200 with valid JSON of the wrong shape for any read: `{"detail": "ok"}` (`'detail'`) or
   * `null` (`'null'`).
   */
  wrongShape?: WrongShape;
  /**
   * Answer 200 with an HTML page: what a front proxy routing the API to the console's own server
   * answers (its `index.html`), or a login portal in front of the site.
   */
  html?: boolean;
  /** Drop the connection: the client sees a network error. */
  drop?: boolean;
  /** Never answer; the request ends only when the client aborts it. */
  timeout?: boolean;
  /**
   * Answer as usual, but an OPTIONS answer's field lists also hold a field of a type the console
   * does not know (a newer backend's), to check the screens still work.
   */
  unknownFieldType?: boolean;
  /** With `unknownFieldType`: the field is required, so no form saves without a value for it. */
  required?: boolean;
  /**
   * A websocket: close it cleanly with this code (1000, or 1011 and up) after `afterFrames` frames.
   */
  close?: number;
  /** With `close`: the frames the server sends before closing (default 0: right after opening). */
  afterFrames?: number;
  /** Retire the rule after this many matches (forever when absent). */
  times?: number;
}

export type WrongShape = 'detail' | 'null';
export const WRONG_SHAPES: readonly WrongShape[] = ['detail', 'null'];

export interface ActiveFault extends FaultRule {
  readonly id: string;
}

const EFFECTS = [
  'status',
  'malformed',
  'wrongShape',
  'html',
  'drop',
  'timeout',
  'unknownFieldType',
  'close',
] as const;

/** Responses that stand for a network failure rather than an HTTP answer. */
const networkErrors = new WeakSet<Response>();

export function networkError(): Response {
  const r = Response.error();
  networkErrors.add(r);
  return r;
}

export function isNetworkError(response: Response): boolean {
  return networkErrors.has(response) || response.type === 'error';
}

export function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*') {
      if (glob[i + 1] === '*') {
        re += '.*';
        i++;
      } else re += '[^/]*';
    } else if (c === '?') re += '[^/]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/** Throws with a readable message when a rule cannot work (used by the control endpoint too). */
export function validateRule(rule: FaultRule): void {
  if (typeof rule.path !== 'string' && !(rule.path instanceof RegExp))
    throw new Error('path must be a glob string or a RegExp');
  const effects = EFFECTS.filter((k) => rule[k] !== undefined && rule[k] !== false);
  if (effects.length > 1) throw new Error(`one effect per rule, got ${effects.join(' and ')}`);
  if (rule.status !== undefined && !FAULT_STATUSES.includes(rule.status))
    throw new Error(`status must be one of ${FAULT_STATUSES.join(', ')}`);
  if (rule.wrongShape !== undefined && !WRONG_SHAPES.includes(rule.wrongShape))
    throw new Error(`wrongShape must be one of ${WRONG_SHAPES.join(', ')}`);
  if (rule.latency !== undefined && (!Number.isFinite(rule.latency) || rule.latency < 0))
    throw new Error('latency must be a non-negative number of milliseconds');
  if (rule.times !== undefined && (!Number.isInteger(rule.times) || rule.times < 1))
    throw new Error('times must be a positive integer');
  if (
    rule.close !== undefined &&
    !(
      rule.close === 1000 ||
      (Number.isInteger(rule.close) && rule.close >= 1011 && rule.close <= 4999)
    )
  )
    throw new Error('close must be a websocket close code: 1000, or 1011 to 4999');
  if (rule.required !== undefined && !rule.unknownFieldType)
    throw new Error('required goes with unknownFieldType');
  if (rule.afterFrames !== undefined) {
    if (rule.close === undefined) throw new Error('afterFrames goes with close');
    if (!Number.isInteger(rule.afterFrames) || rule.afterFrames < 0)
      throw new Error('afterFrames must be a non-negative integer');
  }
  if (!effects.length && !rule.latency)
    throw new Error(`a rule needs latency or an effect (${EFFECTS.join(', ')})`);
}

/**
 * A websocket's `send` under a `close` fault: the first `afterFrames` frames go out, then the
 * server closes the connection cleanly (and sends nothing more). Other rules leave it as it is.
 */
export function closingSend(
  fault: FaultRule | null,
  send: (text: string) => void,
  close: (code: number) => void,
): (text: string) => void {
  const code = fault?.close;
  if (code === undefined) return send;
  let left = fault!.afterFrames ?? 0;
  let closed = false;
  const closeNow = () => {
    if (closed) return;
    closed = true;
    close(code);
  };
  if (left === 0) queueMicrotask(closeNow);
  return (text) => {
    if (closed) return;
    send(text);
    if (--left <= 0) closeNow();
  };
}

interface StoredRule {
  rule: ActiveFault;
  test: RegExp;
  left: number;
}

export class Faults {
  private readonly rules: StoredRule[] = [];
  private next = 1;

  /** Adds a rule; the first matching rule wins. Returns its id. */
  add(rule: FaultRule): string {
    validateRule(rule);
    const id = `fault-${this.next++}`;
    const test =
      typeof rule.path === 'string'
        ? globToRegExp(rule.path)
        : new RegExp(rule.path.source, rule.path.flags.replace('g', ''));
    this.rules.push({ rule: { ...rule, id }, test, left: rule.times ?? Infinity });
    return id;
  }

  remove(id: string): boolean {
    const i = this.rules.findIndex((r) => r.rule.id === id);
    if (i >= 0) this.rules.splice(i, 1);
    return i >= 0;
  }

  clear(): void {
    this.rules.length = 0;
  }

  list(): ActiveFault[] {
    return this.rules.map((r) => r.rule);
  }

  /** The rule applying to this request, if any (consuming one of its `times`). */
  match(method: string, path: string): ActiveFault | null {
    for (const r of this.rules) {
      if (r.rule.method && r.rule.method.toUpperCase() !== method.toUpperCase()) continue;
      if (!r.test.test(path)) continue;
      if (--r.left <= 0) this.remove(r.rule.id);
      return r.rule;
    }
    return null;
  }
}

/** Resolves true after `ms`, or false as soon as the request is aborted. */
function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const timer = setTimeout(() => resolve(true), ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve(false);
      },
      { once: true },
    );
  });
}

function aborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

function jsonBody(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/**
 * The body each forced status has on the real backend (docs/wire.md §9.1, common/exceptions.py).
 */
export function faultResponse(status: FaultStatus, lang: Lang): Response {
  switch (status) {
    case 400:
      return jsonBody(400, { [FAULT_FIELD]: [t(lang, 'fieldInvalid')] });
    case 401:
      return jsonBody(
        401,
        { detail: t(lang, 'notAuthenticated'), code: 'not_authenticated' },
        { 'WWW-Authenticate': 'Bearer' },
      );
    case 403:
      return jsonBody(403, { detail: t(lang, 'permissionDenied'), code: 'permission_denied' });
    case 404:
      return jsonBody(404, { detail: 'Not found.', code: 'not_found' });
    case 409:
      return jsonBody(409, {
        detail: 'Someone else is doing this. Please wait for complete',
        code: 'error',
      });
    case 500:
      return jsonBody(500, { detail: 'Unexpect error occur', code: 'unexpect_error' });
    case 502:
      // nginx in front of the backend, when the backend is down: an HTML page, not JSON.
      return new Response(
        '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>',
        { status: 502, headers: { 'Content-Type': 'text/html' } },
      );
  }
}

/** The console's own page, as a front proxy that sends `/api/` to the console's server answers. */
const CONSOLE_PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>JumpServer</title></head><body><div id="root"></div></body></html>';

/** An OPTIONS answer with the unknown field added to each of its field lists. */
export async function withUnknownFieldType(
  response: Response,
  required = false,
): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response;
  const body = (await response.clone().json()) as {
    actions?: Record<string, Record<string, unknown>>;
  };
  if (!body.actions) return response;
  const { name, ...meta } = UNKNOWN_FIELD;
  for (const fields of Object.values(body.actions))
    fields[name] = { ...meta, required, read_only: false, write_only: false };
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

/**
 * Plays a fault out. Resolves to the response to send instead of the real one, or null when the
 * rule only adds latency and the request should go on.
 */
export async function applyFault(
  fault: FaultRule,
  request: Request,
  lang: Lang,
): Promise<Response | null> {
  const signal = request.signal;
  if (fault.latency && !(await sleep(fault.latency, signal))) return networkError();
  if (fault.status) return faultResponse(fault.status, lang);
  if (fault.malformed)
    return new Response('{"count": 1, "results": [{"id": ', {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  if (fault.wrongShape) return jsonBody(200, fault.wrongShape === 'null' ? null : { detail: 'ok' });
  if (fault.html)
    return new Response(CONSOLE_PAGE, { status: 200, headers: { 'Content-Type': 'text/html' } });
  if (fault.drop) return networkError();
  if (fault.timeout) {
    await aborted(signal);
    return networkError();
  }
  return null;
}
