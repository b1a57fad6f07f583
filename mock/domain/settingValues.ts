/**
 * The saved value of every system setting. A setting that the public settings also publish
 * (docs/wire.md §14.3: SECURITY_*, AUTH_WECOM, TICKETS_ENABLED, HELP_*_URL, PASSWORD_RULE.*, …) is
 * kept in the public settings object itself, so both endpoints always agree; the others live in a
 * table of their own. Either way a reset (new Store, new public settings) restores the demo values.
 */
import { defaultSettings } from '../settings';
import type { BackendState } from '../state';
import type { Store } from '../store';
import { configuredValues } from './settings';

/** Settings the public settings publish inside PASSWORD_RULE rather than at the top level. */
const PASSWORD_RULE_KEYS = new Set([
  'SECURITY_PASSWORD_MIN_LENGTH',
  'SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH',
  'SECURITY_PASSWORD_UPPER_CASE',
  'SECURITY_PASSWORD_LOWER_CASE',
  'SECURITY_PASSWORD_NUMBER',
  'SECURITY_PASSWORD_SPECIAL_CHAR',
]);

const PUBLISHED = new Set(Object.keys(defaultSettings()));

type Slot = { container: Record<string, unknown>; key: string };

const tables = new WeakMap<Store, Map<string, unknown>>();

function tableOf(state: BackendState): Map<string, unknown> {
  let t = tables.get(state.store);
  if (!t) tables.set(state.store, (t = configuredValues()));
  return t;
}

/** Where a published setting lives in the public settings, or null for the others. */
function publicSlot(state: BackendState, name: string): Slot | null {
  if (PASSWORD_RULE_KEYS.has(name)) {
    const rule = (state.settings.PASSWORD_RULE ??= {}) as Record<string, unknown>;
    return { container: rule, key: name };
  }
  return PUBLISHED.has(name) ? { container: state.settings, key: name } : null;
}

export function readSetting(state: BackendState, name: string): unknown {
  const slot = publicSlot(state, name);
  if (slot && slot.key in slot.container) return slot.container[slot.key];
  return tableOf(state).get(name) ?? null;
}

export function writeSetting(state: BackendState, name: string, value: unknown): void {
  const slot = publicSlot(state, name);
  if (slot) slot.container[slot.key] = value;
  else tableOf(state).set(name, value);
}
