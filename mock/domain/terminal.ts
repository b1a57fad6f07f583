/**
 * Terminal management on the demo backend (docs/domain.md §11.1–11.3): what a storage's
 * connection test answers, which endpoint a connection is sent to, and the component metrics.
 * The demo reaches only its own network (`*.example.com`); anything else fails its test the way
 * the storage client reports an unreachable service.
 */
import type { Row } from '../types';

const REACHABLE = /(^|\.)example\.com$/i;

function hostOf(url: unknown): string {
  try {
    return new URL(String(url)).hostname;
  } catch {
    return '';
  }
}

/** `GET …-storages/<id>/test-connective/`: always 200, `is_valid` and the message. */
export function storageTest(storage: Row): { is_valid: boolean; msg: string } {
  const ok = { is_valid: true, msg: 'Test successful' };
  const meta = (storage.meta ?? {}) as Record<string, unknown>;
  switch (storage.type) {
    case 'null':
    case 'server':
      return ok;
    case 'azure':
      return { is_valid: false, msg: 'Test failure: Account invalid' };
    case 'es': {
      const hosts = Array.isArray(meta.HOSTS) ? meta.HOSTS.map(String) : [];
      const bad = hosts.find((h) => !REACHABLE.test(hostOf(h)));
      return bad || !hosts.length
        ? {
            is_valid: false,
            msg: `Test failure: ConnectionError(<urllib3.connection.HTTPConnection object>: Failed to establish a new connection: [Errno 111] Connection refused) caused by: NewConnectionError(${bad ?? ''})`,
          }
        : ok;
    }
    default: {
      const endpoint = String(meta.ENDPOINT ?? '');
      if (!meta.ACCESS_KEY) return { is_valid: false, msg: 'Test failure: Account invalid' };
      return REACHABLE.test(hostOf(endpoint))
        ? ok
        : {
            is_valid: false,
            msg: `Test failure: Could not connect to the endpoint URL: "${endpoint.replace(/\/$/, '')}/${String(meta.BUCKET ?? '')}"`,
          };
    }
  }
}

/** Why a storage may not be deleted (the 400 `msg`), or null. */
export function storageUndeletable(
  storage: Row,
  terminals: readonly Row[],
  kind: 'replay' | 'command',
): string | null {
  if (storage.is_default || storage.type === 'null' || storage.type === 'server')
    return 'Deleting the default storage is not allowed';
  const used = terminals.some((t) => t[`${kind}_storage`] === storage.name);
  return used ? 'Cannot delete storage that is being used' : null;
}

function ipNumber(ip: string): number | null {
  const parts = ip.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

/** One `ip_group` item (`*`, an address, `a.b.c.d/n`, `a-b`, `172.16.*`) holds this address. */
export function ipInItem(ip: string, item: string): boolean {
  const value = item.trim();
  if (value === '*' || value === ip) return true;
  const n = ipNumber(ip);
  if (n === null) return false;
  if (value.includes('/')) {
    const [base, bits] = value.split('/');
    const b = ipNumber(base ?? '');
    const len = Number(bits);
    if (b === null || !Number.isInteger(len) || len < 0 || len > 32) return false;
    const mask = len === 0 ? 0 : (0xffffffff << (32 - len)) >>> 0;
    return (n & mask) >>> 0 === (b & mask) >>> 0;
  }
  if (value.includes('-')) {
    const [from, to] = value.split('-').map((s) => ipNumber(s.trim()));
    return from != null && to != null && n >= from && n <= to;
  }
  if (value.includes('*')) {
    const re = new RegExp(`^${value.replace(/\./g, '\\.').replace(/\*/g, '\\d{1,3}')}$`);
    return re.test(ip);
  }
  return false;
}

/** The endpoint's port for a protocol (`<protocol>_port`; 0 or none: disabled). */
function portFor(endpoint: Row, protocol: string): number {
  if (protocol === 'oracle') return String(endpoint.oracle_port_range ?? '') ? 1 : 0;
  const port = Number(endpoint[`${protocol}_port`]);
  return Number.isFinite(port) ? port : 0;
}

/**
 * The smart match: the first rule by priority whose `ip_group` holds the address and whose
 * endpoint has a host and a port for the protocol; otherwise null (the Default endpoint).
 */
export function matchEndpoint(
  rules: readonly Row[],
  endpoints: readonly Row[],
  address: string,
  protocol: string,
): Row | null {
  const sorted = [...rules].sort((a, b) => Number(a.priority) - Number(b.priority));
  for (const rule of sorted) {
    const group = Array.isArray(rule.ip_group) ? rule.ip_group.map(String) : [];
    if (!group.some((item) => ipInItem(address, item))) continue;
    const endpoint = endpoints.find((e) => e.id === rule.endpoint);
    if (endpoint && endpoint.host && portFor(endpoint, protocol) > 0) return endpoint;
  }
  return null;
}

/** `components/metrics/`: one entry per component type present, counted by load. */
export function componentMetrics(terminals: readonly Row[]) {
  const byType = new Map<string, Record<string, number | string>>();
  for (const t of terminals) {
    const type = String(t.type);
    const entry =
      byType.get(type) ??
      ({ normal: 0, high: 0, critical: 0, offline: 0, total: 0, session_active: 0, type } as Record<
        string,
        number | string
      >);
    const load = String(t.load ?? 'offline');
    entry[load] = Number(entry[load] ?? 0) + 1;
    entry.total = Number(entry.total) + 1;
    entry.session_active = Number(entry.session_active) + Number(t.session_online ?? 0);
    byType.set(type, entry);
  }
  return [...byType.values()];
}
