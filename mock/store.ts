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

  rows(key: string): Row[] {
    let rows = this.collections.get(key);
    if (!rows) {
      rows = [];
      this.collections.set(key, rows);
    }
    return rows;
  }

  find(key: string, id: unknown): Row | undefined {
    return this.rows(key).find((r) => String(r.id) === String(id));
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
    if (id === ORG_ROOT) return { id: ORG_ROOT, name: 'GLOBAL', is_default: false, is_root: true, comment: '' };
    if (id === ORG_SYSTEM) return { id: ORG_SYSTEM, name: 'SYSTEM', is_default: false, is_root: false, comment: '' };
    return this.orgs.find((o) => o.id === id) ?? this.orgs.find((o) => o.is_default)!;
  }
}
