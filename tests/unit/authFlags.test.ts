import { describe, expect, it } from 'vitest';
import { isAdmin, isAudit, isLocalUser, isSystemAdmin } from '../../authProvider/profile';

const org = { id: 'o', name: 'Default', is_default: true, is_root: false };

describe('profile flags (docs/wire.md §4.3)', () => {
  it('a system admin holds the role ending in …0001', () => {
    expect(isSystemAdmin({ system_roles: [{ id: '00000000-0000-0000-0000-000000000001' }] })).toBe(
      true,
    );
    expect(isSystemAdmin({ system_roles: [{ id: '00000000-0000-0000-0000-000000000003' }] })).toBe(
      false,
    );
  });
  it('admin and audit flags follow the console and audit organisation lists', () => {
    expect(isAdmin({ console_orgs: [org] })).toBe(true);
    expect(isAdmin({ console_orgs: [] })).toBe(false);
    expect(isAudit({ audit_orgs: [org] })).toBe(true);
    expect(isAudit({ audit_orgs: [] })).toBe(false);
  });
  it('only local users have their password managed here', () => {
    expect(isLocalUser({ source: { value: 'local' } })).toBe(true);
    expect(isLocalUser({ source: { value: 'ldap' } })).toBe(false);
  });
});
