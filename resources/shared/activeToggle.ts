import type { ActionPlace, ActionSpec, AnyRecord } from '../vocabulary';

/**
 * The Activate / Deactivate pair of a record with `is_active` (the Vue console's switch): one PATCH
 * of the flag, each shown while it would change something.
 */
export function activeToggle(opts: {
  /** The record's URL, `{id}` standing for its id. */
  url: string;
  perm: string;
  places: readonly ActionPlace[];
  /** Fields sent along so the server keeps them (an asset's protocols). */
  keep?: (record: AnyRecord) => AnyRecord;
}): ActionSpec[] {
  return [true, false].map((on) => ({
    name: on ? 'activate' : 'deactivate',
    label: `system.actions.${on ? 'activate' : 'deactivate'}`,
    icon: on ? 'unlock' : 'lock',
    places: opts.places,
    perm: opts.perm,
    hidden: (r) => Boolean(r.is_active) === on,
    run: {
      kind: 'call',
      method: 'PATCH',
      url: opts.url,
      body: ({ record }) => ({ is_active: on, ...opts.keep?.(record!) }),
    },
  }));
}
