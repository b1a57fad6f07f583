/** Asset permissions: validity follows the clock, not the seed. */
import { permissionsNaming } from '../domain/users';
import type { Ctx } from '../http';
import type { Row } from '../types';
import type { ResourceBehaviour } from './types';

/** `user_id=` / `username=`: the rules naming the user, through groups too unless `all=0`. */
function namingUser(key: 'id' | 'username') {
  return (rows: Row[], value: string, ctx: Ctx): Row[] => {
    const user = ctx.state.store.users.find((u) => String(u[key]) === value);
    if (!user) return [];
    return permissionsNaming(rows, user, ctx.url.searchParams.get('all') === '0');
  };
}

export const assetPermissions: ResourceBehaviour = {
  filters: { user_id: namingUser('id'), username: namingUser('username') },
  raw(row) {
    const now = Date.now();
    const expired = Date.parse(String(row.date_expired)) <= now;
    const started = Date.parse(String(row.date_start)) <= now;
    return { ...row, is_expired: expired, is_valid: Boolean(row.is_active) && started && !expired };
  },
};
