/** The demo backend's in-memory database: one array of raw rows per catalogue resource. */
import { ORG_ROOT, ORG_SYSTEM, type RbacData } from './rbac';
import type { Org, Role, RoleBinding, Row } from './types';

export class Store implements RbacData {
  readonly collections = new Map<string, Row[]>();
  bindings: RoleBinding[] = [];
  /** spm id caches: uuid -> ids, with their expiry (ms since epoch) */
  readonly spm = new Map<string, { ids: string[]; expires: number }>();
  /** bearer tokens for scripted clients */
  readonly tokens = new Map<string, { userId: string; expires: number }>();
  /**
   * Bumped by every write through the generic protocol; derived-row caches compare it. Code that
   * edits rows in place outside that protocol should call `touch()` too.
   */
  version = 0;

  touch(): void {
    this.version++;
  }

  /** A deep copy that shares nothing with this store; rows shared between collections stay shared. */
  copy(): Store {
    const data = structuredClone({
      collections: this.collections,
      bindings: this.bindings,
      spm: this.spm,
      tokens: this.tokens,
    });
    const copy = new Store();
    for (const [key, rows] of data.collections) copy.collections.set(key, rows);
    for (const [key, entry] of data.spm) copy.spm.set(key, entry);
    for (const [key, entry] of data.tokens) copy.tokens.set(key, entry);
    copy.bindings = data.bindings;
    copy.version = this.version;
    return copy;
  }

  /** Removes a row object from every listed collection (subclass tables share row objects). */
  remove(keys: readonly string[], row: Row): void {
    for (const key of keys) {
      const rows = this.collections.get(key);
      const at = rows ? rows.indexOf(row) : -1;
      if (at >= 0) rows!.splice(at, 1);
    }
    this.touch();
  }

  rows(key: string): Row[] {
    let rows = this.collections.get(key);
    if (!rows) {
      rows = [];
      this.collections.set(key, rows);
    }
    return rows;
  }

  /** Position of each id per collection; a hit is verified, a miss rebuilds only a stale index. */
  private readonly positions = new Map<string, Map<string, number>>();

  find(key: string, id: unknown): Row | undefined {
    const rows = this.rows(key);
    const want = String(id);
    let index = this.positions.get(key);
    const at = index?.get(want);
    if (at !== undefined && String(rows[at]?.id) === want) return rows[at];
    // Pushes and splices change the size or the last row; then the index is rebuilt.
    const last = rows.length - 1;
    const fresh =
      index?.size === rows.length && (last < 0 || index.get(String(rows[last]!.id)) === last);
    if (fresh && at === undefined) return undefined;
    index = new Map();
    rows.forEach((r, i) => index!.set(String(r.id), i));
    this.positions.set(key, index);
    const found = index.get(want);
    return found === undefined ? undefined : rows[found];
  }

  get orgs(): Org[] {
    return this.rows('orgs.organizations') as unknown as Org[];
  }

  get roles(): Role[] {
    return [...this.rows('rbac.system_roles'), ...this.rows('rbac.org_roles')] as unknown as Role[];
  }

  get users(): Row[] {
    return this.rows('users.users');
  }

  userByUsername(username: string): Row | undefined {
    return this.users.find((u) => u.username === username);
  }

  /** The org a request resolved to; unknown ids fall back to Default, like the real backend. */
  orgById(id: string): Org {
    if (id === ORG_ROOT)
      return { id: ORG_ROOT, name: 'GLOBAL', is_default: false, is_root: true, comment: '' };
    if (id === ORG_SYSTEM)
      return { id: ORG_SYSTEM, name: 'SYSTEM', is_default: false, is_root: false, comment: '' };
    return this.orgs.find((o) => o.id === id) ?? this.orgs.find((o) => o.is_default)!;
  }
}
