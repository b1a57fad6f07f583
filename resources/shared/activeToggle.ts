import type { ActionPlace, ActionSpec } from '../vocabulary';

/**
 * The Activate / Deactivate pair of a record with `is_active` (the Vue console's switch): one PATCH
 * of the flag, each shown while it would change something.
 */
export function activeToggle(opts: {
  /** The record's URL, `{id}` standing for its id. */
  url: string;
  perm: string;
  places: readonly ActionPlace[];
}): ActionSpec[] {
  return [true, false].map((on) => ({
    name: on ? 'activate' : 'deactivate',
    label: `system.actions.${on ? 'activate' : 'deactivate'}`,
    icon: on ? 'unlock' : 'lock',
    places: opts.places,
    perm: opts.perm,
    hidden: (r) => Boolean(r.is_active) === on,
    run: { kind: 'call', method: 'PATCH', url: opts.url, body: () => ({ is_active: on }) },
  }));
}
