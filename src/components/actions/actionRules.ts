/**
 * The pure rules of a descriptor's actions: where each shows, whether it is hidden, disabled (and
 * why) or enabled, and what a call sends (URL from its template, query, body, encrypted fields),
 * what a success answer says (a task to follow, the server's message). No React here.
 */
import { holds, type AccessContext, type Availability } from '../../../authProvider/access';
import { permissionOf, type ResourceDescriptor } from '../../../resources/types';
import type {
  ActionForm,
  ActionInput,
  ActionPlace,
  ActionSpec,
  ActionViewer,
  AnyRecord,
  CallSpec,
} from '../../../resources/vocabulary';

export const ROOT_ORG_REASON = 'actions.reason.root_org';
export const NO_SELECTION_REASON = 'actions.reason.select_rows';
export const DEFAULT_DONE_MESSAGE = 'actions.notify.done';

/** The descriptor's actions shown at a place (header actions: `bulk` ones or the others). */
export function actionsAt(
  d: Pick<ResourceDescriptor, 'actions'>,
  place: ActionPlace,
  bulk?: boolean,
): ActionSpec[] {
  return (d.actions ?? []).filter(
    (a) => a.places.includes(place) && (bulk === undefined || Boolean(a.bulk) === bulk),
  );
}

export function actionLabel(d: Pick<ResourceDescriptor, 'name'>, a: ActionSpec): string {
  return a.label ?? `resources.${d.name}.actions.${a.name}`;
}

/** Calls write unless they say otherwise; opening, a dialog and navigating do not. */
export function actionWrites(a: ActionSpec): boolean {
  return a.writes ?? a.run.kind === 'call';
}

export interface ActionState {
  availability: Availability;
  /** The i18n key of why it is disabled (a tooltip). */
  reason?: string;
}

/**
 * Whether an action shows and may be pressed: its permission (absent: the resource's view), the
 * record's `hidden`/`disabled` rules, the root organisation for writing actions, and for bulk
 * header actions a selection.
 */
export function actionState(
  d: ResourceDescriptor,
  a: ActionSpec,
  ctx: AccessContext,
  {
    record,
    selected,
    me = null,
  }: { record?: AnyRecord; selected?: number; me?: ActionViewer | null } = {},
): ActionState {
  if (!holds(ctx, a.perm ?? permissionOf(d, 'view'))) return { availability: 'hidden' };
  if (record && a.hidden?.(record, me)) return { availability: 'hidden' };
  if (actionWrites(a) && ctx.rootOrg && !d.disableOrgSwitch)
    return { availability: 'disabled', reason: ROOT_ORG_REASON };
  const reason = record ? a.disabled?.(record) : false;
  if (reason) return { availability: 'disabled', reason };
  if (a.bulk && !selected) return { availability: 'disabled', reason: NO_SELECTION_REASON };
  return { availability: 'enabled' };
}

/** A field's value as it goes into a URL: a related object's id, else the value itself. */
function urlValue(value: unknown): string {
  if (value && typeof value === 'object' && 'id' in value) return String(value.id);
  if (value && typeof value === 'object' && 'value' in value) return String(value.value);
  return String(value);
}

/**
 * Fills `{id}`, `{<field>}` (the record's values, URI-encoded) and `{ids}` (the selection, each
 * encoded, joined with commas). A placeholder without a value is an error, not an empty string.
 */
export function fillTemplate(template: string, input: ActionInput): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (key === 'ids') return input.ids.map((id) => encodeURIComponent(String(id))).join(',');
    const value = input.record?.[key];
    if (value === undefined || value === null || value === '')
      throw new Error(`No value for {${key}} in "${template}"`);
    return encodeURIComponent(urlValue(value));
  });
}

export interface BuiltCall {
  method: CallSpec['method'];
  url: string;
  body?: unknown;
  query?: Record<string, string>;
  encrypt?: readonly string[];
}

/** The request a call action sends for this input. */
export function buildCall(spec: CallSpec, input: ActionInput): BuiltCall {
  const built: BuiltCall = { method: spec.method, url: targetOf(spec.url, input) };
  if (spec.body) built.body = spec.body(input);
  if (spec.query) built.query = spec.query(input);
  if (spec.encrypt?.length) built.encrypt = spec.encrypt;
  return built;
}

/** The URL an `open` action opens, or the path a `navigate` action goes to. */
export function targetOf(
  target: string | ((input: ActionInput) => string),
  input: ActionInput,
): string {
  return typeof target === 'function' ? target(input) : fillTemplate(target, input);
}

/** A dialog form's initial values. */
export function formDefaults(form: ActionForm, input: ActionInput): AnyRecord {
  const values: AnyRecord = {};
  for (const [name, field] of Object.entries(form.fields)) {
    const d = field.default;
    values[name] =
      typeof d === 'function'
        ? (d as (i: ActionInput) => unknown)(input)
        : (d ?? defaultOf(field.type));
  }
  return values;
}

function defaultOf(type: ActionForm['fields'][string]['type']): unknown {
  return type === 'boolean' ? false : '';
}

/**
 * A form's values as typed: integers become numbers; an empty optional field is left out. Returns
 * the fields with a client-side error instead when a required one is empty or a number is not one.
 */
export function formValues(
  form: ActionForm,
  raw: AnyRecord,
): { values: AnyRecord } | { errors: Record<string, 'required' | 'number'> } {
  const values: AnyRecord = {};
  const errors: Record<string, 'required' | 'number'> = {};
  for (const [name, field] of Object.entries(form.fields)) {
    const v = raw[name];
    const empty = v === undefined || v === null || v === '';
    if (empty) {
      if (field.required) errors[name] = 'required';
      continue;
    }
    if (field.type === 'integer') {
      const n = Number(v);
      if (!Number.isInteger(n)) errors[name] = 'number';
      else values[name] = n;
    } else values[name] = v;
  }
  return Object.keys(errors).length ? { errors } : { values };
}

/** The Celery task id in a call's answer (`{task: id}` by default), or null. */
export function taskIdOf(answer: unknown, key = 'task'): string | null {
  if (!answer || typeof answer !== 'object') return null;
  const id = (answer as AnyRecord)[key];
  return typeof id === 'string' && id ? id : null;
}

/** The server's own message: `msg`, `detail` or a bare string answer. */
export function serverMessageOf(answer: unknown): string | null {
  if (typeof answer === 'string' && answer.trim()) return answer;
  if (answer && typeof answer === 'object') {
    for (const key of ['msg', 'detail']) {
      const v = (answer as AnyRecord)[key];
      if (typeof v === 'string' && v.trim()) return v;
    }
  }
  return null;
}

/** Whether any action at this place may show for the current user (before per-record rules). */
export function hasActionsAt(
  d: ResourceDescriptor,
  place: ActionPlace,
  ctx: AccessContext,
  bulk?: boolean,
): boolean {
  return actionsAt(d, place, bulk).some((a) => holds(ctx, a.perm ?? permissionOf(d, 'view')));
}
