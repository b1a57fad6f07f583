/**
 * A user's own credentials for clients (the profile's key pages): API access keys, connection
 * tokens (issued when the user connects to an asset) and temporary passwords. Stored per Store,
 * so a reset forgets them; each user's connection tokens start with a few for granted assets.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Ctx } from '../http';
import type { Store } from '../store';
import type { Row } from '../types';
import { grantsOf } from './grants';

export const ACCESS_KEY_LIMIT = 10;
/** TempTokenViewSet: a temporary password lasts five minutes. */
export const TEMP_TOKEN_SECONDS = 300;
const TOKEN_HOURS = 5 * 24;

interface Tokens {
  accessKeys: Row[];
  connectionTokens: Row[];
  tempTokens: Row[];
  /** users whose demo connection tokens exist already */
  seeded: Set<string>;
}

const byStore = new WeakMap<Store, Tokens>();

function tokensOf(store: Store): Tokens {
  let t = byStore.get(store);
  if (!t) {
    t = { accessKeys: [], connectionTokens: [], tempTokens: [], seeded: new Set() };
    byStore.set(store, t);
  }
  return t;
}

const secret = (bytes: number) => randomBytes(bytes).toString('hex');
const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();

export function accessKeysOf(store: Store, userId: string): Row[] {
  return tokensOf(store).accessKeys.filter((k) => k.user === userId);
}

export function createAccessKey(store: Store, userId: string): Row {
  const key: Row = {
    id: randomUUID(),
    secret: randomUUID(),
    user: userId,
    is_active: true,
    date_created: new Date().toISOString(),
    date_last_used: null,
  };
  tokensOf(store).accessKeys.unshift(key);
  return key;
}

export function removeAccessKey(store: Store, key: Row): void {
  const list = tokensOf(store).accessKeys;
  list.splice(list.indexOf(key), 1);
}

function connectionToken(user: Row, asset: Row, i: number): Row {
  const created = Date.now() - (i + 1) * 3 * 3600_000;
  return {
    id: randomUUID(),
    value: secret(16),
    user: String(user.id),
    asset: String(asset.id),
    account: i % 2 ? 'root' : '@INPUT',
    input_username: i % 2 ? '' : String(user.username),
    protocol: ((asset.protocols as { name: string }[])[0]?.name ?? 'ssh') as string,
    connect_method: i % 3 === 2 ? 'web_gui' : 'web_cli',
    actions: ['connect', 'upload', 'download', 'copy', 'paste'],
    is_active: true,
    from_ticket: false,
    org_id: asset.org_id,
    org_name: asset.org_name,
    created_by: `${String(user.name)}(${String(user.username)})`,
    date_created: new Date(created).toISOString(),
    // One already expired, so the list shows both states.
    date_expired: new Date(created + (i === 2 ? 1 : TOKEN_HOURS) * 3600_000).toISOString(),
  };
}

/** The user's connection tokens, newest first (a few demo ones the first time). */
export function connectionTokensOf(ctx: Ctx, user: Row): Row[] {
  const t = tokensOf(ctx.state.store);
  const id = String(user.id);
  if (!t.seeded.has(id)) {
    t.seeded.add(id);
    const assets = grantsOf(ctx, user).assets.slice(0, 3);
    t.connectionTokens.push(...assets.map((a, i) => connectionToken(user, a, i)));
  }
  return t.connectionTokens
    .filter((c) => c.user === id)
    .sort((a, b) => String(b.date_created).localeCompare(String(a.date_created)));
}

export function expire(row: Row): void {
  row.date_expired = new Date().toISOString();
}

export function tempTokensOf(store: Store, username: string): Row[] {
  return tokensOf(store).tempTokens.filter((t) => t.username === username);
}

export function createTempToken(store: Store, username: string): Row {
  const row: Row = {
    id: randomUUID(),
    username,
    secret: secret(18),
    verified: false,
    date_verified: null,
    date_created: new Date().toISOString(),
    date_expired: isoIn(TEMP_TOKEN_SECONDS * 1000),
  };
  tokensOf(store).tempTokens.unshift(row);
  return row;
}

export function isExpired(row: Row): boolean {
  return Date.parse(String(row.date_expired)) <= Date.now();
}
