import { describe, expect, it } from 'vitest';
import { hasPerm } from '../../authProvider/permissions';

describe('hasPerm (docs/shell.md §13)', () => {
  const perms = ['users.view_user', 'assets.view_asset'];
  it('requires every listed permission', () => {
    expect(hasPerm(perms, ['users.view_user', 'assets.view_asset'])).toBe(true);
    expect(hasPerm(perms, ['users.view_user', 'users.add_user'])).toBe(false);
  });
  it('treats a|b as either', () => {
    expect(hasPerm(perms, 'users.add_user|users.view_user')).toBe(true);
    expect(hasPerm(perms, 'users.add_user | users.change_user')).toBe(false);
  });
});
