import type { ActionPlace, ActionSpec, AnyRecord } from '../vocabulary';

export interface FlagToggleOptions {
  /** The record's URL, `{id}` standing for its id. */
  url: string;
  perm: string;
  places: readonly ActionPlace[];
  /** The boolean field switched. */
  field: string;
  /** The two actions' names and i18n labels: `on` sets the flag, `off` clears it. */
  on: { name: string; label: string };
  off: { name: string; label: string };
  /**
   * Other fields the PATCH carries besides the flag: the Vue console's own body, or what the
   * server would reset without them (an asset's protocols, docs/domain.md §3).
   */
  extra?: (record: AnyRecord) => AnyRecord;
  /** Records the switch does not apply to (neither action shows). */
  inapplicable?: (record: AnyRecord) => boolean;
  /** Why the switch cannot be used on this record (an i18n key), or false. */
  disabled?: ActionSpec['disabled'];
}

/**
 * A switch of the Vue console's detail cards as two actions, one PATCH of the flag each, each
 * shown while it would change something.
 */
export function flagToggle(opts: FlagToggleOptions): ActionSpec[] {
  return [true, false].map((on) => ({
    ...(on ? opts.on : opts.off),
    icon: on ? 'unlock' : 'lock',
    places: opts.places,
    perm: opts.perm,
    hidden: (r) => Boolean(r[opts.field]) === on || !!opts.inapplicable?.(r),
    disabled: opts.disabled,
    run: {
      kind: 'call',
      method: 'PATCH',
      url: opts.url,
      body: ({ record }) => ({ ...opts.extra?.(record ?? {}), [opts.field]: on }),
    },
  }));
}

/** The Activate / Deactivate pair of a record with `is_active`. */
export function activeToggle(opts: Pick<FlagToggleOptions, 'url' | 'perm' | 'places' | 'extra'>) {
  return flagToggle({
    ...opts,
    field: 'is_active',
    on: { name: 'activate', label: 'system.actions.activate' },
    off: { name: 'deactivate', label: 'system.actions.deactivate' },
  });
}
