/** Asset permissions: validity follows the clock, not the seed. */
import type { ResourceBehaviour } from './types';

export const assetPermissions: ResourceBehaviour = {
  raw(row) {
    const now = Date.now();
    const expired = Date.parse(String(row.date_expired)) <= now;
    const started = Date.parse(String(row.date_start)) <= now;
    return { ...row, is_expired: expired, is_valid: Boolean(row.is_active) && started && !expired };
  },
};
