/**
 * A resource descriptor: what is special about one backend resource. Everything else (columns,
 * filters, forms, detail cards) is generated from the backend's OPTIONS metadata.
 */

import type { PermAction } from '../authProvider/permissions';
import type { Profile } from '../authProvider/profile';
import type { FieldMeta } from '../dataProvider';
import type { pages } from '../i18n/en/pages';
import type {
  ActionSpec,
  CreateVariants,
  DateRangeSpec,
  DetailTabSpec,
  FeatureName,
  ListTab,
  TreeSpec,
} from './vocabulary';

export type * from './vocabulary';

/** A form group's name: its title is `pages.form.groups.<name>`. */
export type FormGroupName = keyof typeof pages.form.groups;

export type ViewName = 'console' | 'audit' | 'workbench' | 'tickets' | 'settings' | 'profile';

/**
 * Form widgets a field can be forced to (otherwise chosen from its metadata type, docs/shell.md
 * §9.3).
 */
export type InputWidget =
  | 'text'
  | 'textarea'
  | 'password'
  | 'email'
  | 'number'
  | 'select'
  | 'radio'
  | 'checkboxes'
  | 'switch'
  | 'datetime'
  | 'json'
  | 'tree'
  | 'tags'
  | 'reference'
  | 'array'
  | 'object'
  | 'protocols'
  | 'crontab'
  /** A job's parameter definitions (a JSON-encoded string). */
  | 'parameters'
  | 'readonly';

/** How a value is shown in a table cell or a detail card (docs/shell.md §7.6). */
export type CellKind =
  | 'text'
  | 'link'
  | 'choice'
  | 'boolean'
  | 'status'
  | 'datetime'
  | 'relation'
  | 'array'
  | 'tags'
  | 'protocols'
  | 'labels'
  | 'secret'
  | 'json'
  | 'editable'
  | 'onDemand'
  /** Time from `date_start` to `date_end` (or to now while it runs): a session's duration. */
  | 'duration'
  /** A command's risk level: dangerous ones stand out in red. */
  | 'risk'
  /** Runs summarised as `{total, success}`: shown "success / total". */
  | 'successRatio'
  /** A job run's per-host summary (`ok`, `failures`, `dark`, `excludes`): counted, not JSON. */
  | 'hostSummary'
  /** A ticket flow's approval levels, each with its strategy and resolved assignees. */
  | 'approvalRules'
  /**
   * How many a to-many relation holds (a list's length, or a number such as `users_amount`),
   * linking to the record's detail tab `tab` when the field names one (docs/shell.md §7.6).
   */
  | 'count';

/**
 * Client-side rules of docs/shell.md §9.4 that a field can ask for beyond what its metadata
 * implies.
 */
export type RuleName =
  /** Required on the client even when the server accepts it empty (an asset's nodes). */
  | 'required'
  | 'email'
  | 'address'
  | 'noEmoji'
  | 'alnumUnderscore'
  | 'json'
  | 'usernameMapping'
  | 'onePrimary';

export type FormValues = Record<string, unknown>;
export type FormMode = 'create' | 'edit';

/** What a hidden-when / disabled-when / default function may look at. */
export interface FieldContext {
  mode: FormMode;
  /** The record being edited (or cloned); undefined on a blank create. */
  record?: Record<string, unknown>;
  /** The browser URL's query, e.g. `?platform=1` pre-selecting a value. */
  query: URLSearchParams;
  /** The record whose relation tab opened the form in a dialog (an asset, for its accounts). */
  parent?: Record<string, unknown>;
}

/** A constant default, or one computed for the form at hand (from the URL query, say). */
export type FieldDefault =
  | string
  | number
  | boolean
  | null
  | readonly unknown[]
  | { readonly [key: string]: unknown }
  | ((ctx: FieldContext) => unknown);

/** Where the options of a related field come from, and how one is labelled. */
export interface Reference {
  /** The options' list URL, e.g. `/api/v1/users/groups/`. */
  url: string;
  /**
   * The option's label: a record key or a function; default tries label, name, display_name, value.
   */
  label?: string | ((option: Record<string, unknown>) => string);
  /** Extra query parameters, e.g. `{ fields_size: 'mini' }`. */
  query?: Record<string, string>;
  /** More query parameters from the form's context (the record edited, the relation's parent). */
  queryFrom?: (ctx: FieldContext) => Record<string, string>;
  /** Free text becomes a new entry (e.g. a label `name:value`); null rejects the text. */
  create?: (text: string) => Record<string, unknown> | null;
}

/** A field's overrides, for every view; everything not said here comes from the metadata. */
export interface FieldOverride {
  /** i18n key of the label (default `resources.<name>.fields.<field>`, then the server's label). */
  label?: string;
  /** i18n key of a help text under the input. */
  help?: string;
  widget?: InputWidget;
  /**
   * A special input of `src/features/<area>/` (a rule editor) used instead of the widget; it gets
   * `source`, `label`, `disabled` and `helperText` and reads and writes the form state itself.
   */
  input?: FeatureName;
  cell?: CellKind;
  /**
   * The record's detail tab (its path, e.g. `users`) listing what a `count` cell counts: the
   * count links there.
   */
  tab?: string;
  /** Textarea rows. */
  rows?: number;
  rules?: RuleName[];
  hidden?: (values: FormValues, ctx: FieldContext) => boolean;
  disabled?: (values: FormValues, ctx: FieldContext) => boolean;
  /** Initial value when the record has none (before the server's default). */
  default?: FieldDefault;
  /** A field the metadata does not describe (a form-only checkbox, say): its metadata. */
  virtual?: FieldMeta;
  /** Sent to the server only when true; virtual fields are never sent. */
  submit?: (values: FormValues, ctx: FieldContext) => boolean;
  /**
   * A value the list does not carry, fetched by its cell when the user asks (`onDemand` names, a
   * `secret`): the URL, `{id}` standing for the row's id. Such a field is offered as a column even
   * when the metadata marks it write-only.
   */
  url?: string;
  /**
   * The permission that fetch needs (a secret's view permission); without it nothing is fetched.
   */
  perm?: string;
  /**
   * On a detail card, the value (a related object's name) links to that object's detail page: the
   * registered resource and the record field carrying its id (a session's `user` by `user_id`).
   */
  linkTo?: { resource: string; id: string };
  /**
   * A related field whose record's same-named list gives the choices (a host's protocols come from
   * its platform).
   */
  choicesFrom?: string;
}

/** A row action of the generic list: shown, hidden or disabled per row. */
export interface RowActionRule {
  hidden?: (record: Record<string, unknown>) => boolean;
  disabled?: (record: Record<string, unknown>) => boolean;
}

/** A "More actions" entry: a PATCH of the same values onto every selected row. */
export interface BulkAction {
  name: string;
  /** i18n key */
  label: string;
  /** The permission action it needs (default `change`). */
  perm?: PermAction;
  patch: Record<string, unknown>;
}

/** A list's import (docs/shell.md §11.1). */
export interface ImportConfig {
  /** Update mode (PUT by id) is offered to holders of the change permission; default true. */
  update?: boolean;
  /** The file limit this resource's screen states, in MB (default: the generic 30). */
  maxFileMB?: number;
}

/** A list's export (docs/shell.md §11.1, §13.2). */
export interface ExportConfig {
  /**
   * Export from another list URL, e.g. account secrets from `/api/v1/accounts/account-secrets/`.
   */
  url?: string;
  /** The permission export needs when not `<app>.view_<model>` (`a|b`: either). */
  perm?: string;
  /**
   * The server may ask the user to confirm (MFA within SECURITY_MFA_VERIFY_TTL) before exporting.
   */
  confirm?: boolean;
  /**
   * Rows can be selected for "export selected" even where no bulk action selects them (commands).
   */
  selectable?: boolean;
}

export interface ResourceDescriptor {
  /** Stable identifier, also the i18n namespace: `resources.<name>.*` */
  name: string;
  view: ViewName;
  /** Route under the view, e.g. `users/users` for /ui/console/users/users */
  path: string;
  api: {
    /** List URL with its trailing slash, e.g. `/api/v1/users/users/` */
    list: string;
    /** Detail URL pattern with `{id}`; defaults to `<list><id>/` */
    detail?: string;
  };
  /** Permission codenames are `<app>.<action>_<model>`: declared, never parsed from URLs. */
  perms: { app: string; model: string };
  recordRepresentation?: string;
  list?: {
    /** Columns shown by default, in order. */
    columns: string[];
    /** Columns that can never be hidden (default `id`). */
    minColumns?: string[];
    /** Fields never offered as columns (besides write-only ones). */
    exclude?: string[];
    sort?: { field: string; order: 'ASC' | 'DESC' };
    /** The column linking to the detail page (default: recordRepresentation, else `name`). */
    link?: string;
    /**
     * Query parameters every request of the list carries (list and export), computed from the
     * signed-in user, e.g. `applicant=<my id>`. Not a search tag: the user can neither see nor
     * remove it, and a tag on the same field cannot override it.
     */
    fixedQuery?: (me: Profile) => Record<string, string>;
    /** Search-tag fields (default: every GET field flagged `filter`). */
    filters?: string[];
    /** A date-range picker (presets, the last 7 days by default) sent as the API's parameters. */
    dateRange?: DateRangeSpec;
    /** Tabs over the list: fixed queries or sibling resources; the active one is `?tab=`. */
    tabs?: readonly ListTab[];
    /**
     * A live list: its rows are read again every so many seconds (10–30), without a spinner and
     * not while the page is hidden or rows are being acted on (docs/shell.md §7.13). A tab's own
     * `refreshEvery` wins.
     */
    refreshEvery?: number;
    /** Side trees filtering the list (several show as tabs); the selected node is in the URL. */
    trees?: readonly TreeSpec[];
    /** Create first asks a choice, then opens that choice's form. */
    createVariants?: CreateVariants;
    /** Create opens in a new browser tab; false removes the button. */
    create?: false | { newTab: true };
    /** Fields of the bulk-update dialog; absent means no bulk update. */
    bulkUpdate?: string[];
    /** Extra entries of the "More actions" menu. */
    bulkActions?: BulkAction[];
    rowActions?: {
      update?: RowActionRule | false;
      delete?: RowActionRule | false;
      clone?: RowActionRule | false;
    };
    /**
     * Rows expand and collapse (tree-like tables): into their detail card, or these fields of it.
     */
    expand?: true | readonly string[];
    /** The header's Import button (docs/shell.md §7.6, §11.1); absent means the list has none. */
    import?: ImportConfig;
    /** The header's Export button (docs/shell.md §7.6, §11.1); absent means the list has none. */
    export?: ExportConfig;
  };
  /** Overrides by field name, for lists, forms and detail cards alike. */
  fields?: Record<string, FieldOverride>;
  /** Relations: where a related field's options come from. */
  references?: Record<string, Reference>;
  form?: {
    /** Create and update open in a dialog over the list instead of their own pages. */
    dialog?: boolean;
    /**
     * Titled groups of fields, in order, by group name (`basic: ['name', 'comment']`); default: one
     * group of every writable field.
     */
    groups?: Partial<Record<FormGroupName, readonly string[]>>;
    /**
     * An update sends only the fields the user changed (docs/shell.md §9.2). Fields the server
     * reads together, e.g. a secret with its type: a change to one sends them all.
     */
    sentTogether?: readonly (readonly string[])[];
    /** Fields every update sends, changed or not: the server resets them when they are absent. */
    alwaysSent?: readonly string[];
  };
  detail?: {
    /**
     * The basic-info card's fields, in reading order (who/what, state, dates); every other field
     * goes under its "More details". Default: every field but ids, the organisation id and
     * capability flags (`detailSections`, docs/shell.md §8.3).
     */
    fields?: readonly string[];
    /** Fields left off the basic-info card, "More details" included. */
    exclude?: string[];
    /** The tabs in order (default `['basic', 'activity']`). */
    tabs?: readonly DetailTabSpec[];
  };
  /** Domain actions in the list header, each row and the detail page. */
  actions?: readonly ActionSpec[];
  /** Nothing can be created, changed or deleted here (logs). */
  readOnly?: boolean;
  /** Named special screens (`src/features/<area>/`) replacing a generic one, loaded lazily. */
  components?: Partial<Record<'list' | 'show' | 'create' | 'edit', FeatureName>>;
  /** Needs a valid licence of the extended edition. */
  licence?: boolean;
  /** i18n key of the menu and page title; defaults to `resources.<name>.name`. */
  title?: string;
  /** Hidden (no menu entry, no route) when this returns true for the public settings. */
  hidden?: (settings: Record<string, unknown>) => boolean;
  /** Organisation switching is disabled on this resource's pages (login ACLs, login-asset ACLs). */
  disableOrgSwitch?: boolean;
  /**
   * The screens the route map gives this resource (default: all four). A string is the screen's
   * route pattern when it is not the usual one (`:id`, `:id/update`): relative to the resource's
   * route, or absolute (leading `/`) when the screen belongs to another resource (host → asset
   * detail).
   */
  screens?: { list?: boolean; create?: boolean; show?: boolean | string; edit?: boolean | string };
  /**
   * The list/detail routes' permission when it is not `<app>.view_<model>` (`a|b`: either; array:
   * all).
   */
  perm?: string | readonly string[];
}

export function defineResource<const D extends ResourceDescriptor>(descriptor: D): D {
  return descriptor;
}

/** The react-admin resource name is the route path, so URLs read like the platform's. */
export function resourceRoute(d: Pick<ResourceDescriptor, 'view' | 'path'>): string {
  return `${d.view}/${d.path}`;
}

/** A record's API URL (the data provider builds the same from `resourceUrls`). */
export function detailUrl(d: ResourceDescriptor, id: string | number): string {
  const encoded = encodeURIComponent(String(id));
  return d.api.detail ? d.api.detail.replace('{id}', encoded) : `${d.api.list}${encoded}/`;
}

export { permissionOf, type PermAction } from '../authProvider/permissions';

/**
 * The "More actions" pair switching `is_active` off and on, labelled
 * `resources.<name>.actions.<off|on>`.
 */
export function activeSwitches(name: string, off = 'disable', on = 'activate'): BulkAction[] {
  return [
    { name: off, label: `resources.${name}.actions.${off}`, patch: { is_active: false } },
    { name: on, label: `resources.${name}.actions.${on}`, patch: { is_active: true } },
  ];
}

/** A reference to another registered resource: its list URL and record representation. */
export function referenceTo(d: ResourceDescriptor, extra: Omit<Reference, 'url'> = {}): Reference {
  return { url: d.api.list, label: d.recordRepresentation, ...extra };
}
