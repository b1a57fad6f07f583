/** Asset permission writes: validity dates default to now and now + 70 years (model defaults). */
import type { ResourceBehaviour } from './types';

const SEVENTY_YEARS_MS = 70 * 365 * 86_400_000;

export const assetPermissionWrites: ResourceBehaviour = {
  save(row, _attrs, w) {
    if (w.instance) return;
    const now = Date.now();
    row.date_start = new Date(now).toISOString();
    row.date_expired = new Date(now + SEVENTY_YEARS_MS).toISOString();
    row.from_ticket = false;
  },
};
