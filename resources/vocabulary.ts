/**
 * The domain vocabulary of a descriptor: actions, detail tabs and relations, list tabs, side trees,
 * dialog forms, create variants and date ranges. Everything here is data: a descriptor never
 * imports UI. Special components are *named* (`FeatureName`) and loaded lazily from
 * `src/features/<area>/` by the feature registry; icons are named too.
 */

/** One domain area of `src/features/`: an area never imports another. */
export type FeatureArea =
  | 'assets'
  | 'accounts'
  | 'sessions'
  | 'tickets'
  | 'jobs'
  | 'dashboards'
  | 'users'
  | 'rbac'
  | 'acls'
  | 'settings'
  | 'terminal'
  | 'system'
  | 'profile'
  | 'workbench';

/** A special component: `<area>/<ComponentName>`, registered in `src/features/registry.ts`. */
export type FeatureName = `${FeatureArea}/${string}`;

/** Icons an action or a tab may show; the UI maps each name to an icon. */
export type IconName =
  | 'add'
  | 'edit'
  | 'delete'
  | 'refresh'
  | 'test'
  | 'play'
  | 'stop'
  | 'terminate'
  | 'monitor'
  | 'join'
  | 'replay'
  | 'download'
  | 'upload'
  | 'approve'
  | 'reject'
  | 'close'
  | 'key'
  | 'lock'
  | 'unlock'
  | 'mail'
  | 'link'
  | 'unlink'
  | 'visibility'
  | 'history'
  | 'sync'
  | 'task';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type AnyRecord = Record<string, unknown>;

/** What a call's body, a URL or a rule is computed from. */
export interface ActionInput {
  /** The row or the detail page's record (absent for header actions). */
  record?: AnyRecord;
  /** Header actions: the selected rows' ids (empty when nothing is selected). */
  ids: readonly (string | number)[];
  /** Values typed into the action's dialog form, if it has one. */
  values: AnyRecord;
}

/**
 * One backend call. `url` is a template: `{id}` and `{<field>}` are replaced by the record's
 * (URI-encoded) values; `{ids}` by the selected ids joined with commas. Where a template cannot
 * say it (a ticket's decision goes to its type's own endpoint), a function of the input.
 */
export interface CallSpec {
  method: HttpMethod;
  url: string | ((input: ActionInput) => string);
  /** The JSON body; absent sends none. */
  body?: (input: ActionInput) => unknown;
  /** Extra query parameters. */
  query?: (input: ActionInput) => Record<string, string>;
  /** Top-level body fields to encrypt (secrets typed into the dialog form). */
  encrypt?: readonly string[];
  /**
   * The selected ids travel as `?spm=<uuid>`, cached on the server first (docs/wire.md §7.1), for
   * bulk endpoints that read the list's filtered queryset (remove users from the organisation).
   */
  spm?: boolean;
}

/** A small form shown in a dialog before the call; its values reach `body` as `values`. */
export interface ActionForm {
  /** Fields by name: their metadata (`label` is an i18n key) and an optional default. */
  fields: Record<
    string,
    {
      type: 'string' | 'integer' | 'boolean' | 'choice' | 'datetime' | 'text';
      label: string;
      required?: boolean;
      choices?: readonly { value: string | number; label: string }[];
      default?: string | number | boolean | null | ((input: ActionInput) => unknown);
    }
  >;
  /** i18n key of the dialog title (default: the action's label). */
  title?: string;
}

/** What an action does. */
export type ActionRun =
  /** Call an endpoint (optionally after a dialog form). */
  | ({ kind: 'call'; form?: ActionForm } & CallSpec)
  /** Open a URL in a new browser tab (web terminal, monitor); `url` is a template. */
  | { kind: 'open'; url: string | ((input: ActionInput) => string) }
  /** Open a named dialog component (a replay player, an approval panel). */
  | { kind: 'dialog'; component: FeatureName }
  /** Go to a console path under /ui/ (a template). */
  | { kind: 'navigate'; to: string | ((input: ActionInput) => string) };

/** What follows a successful call. */
export interface ActionAfter {
  /** Refresh the list or record (default true). */
  refresh?: boolean;
  /**
   * The notice: an i18n key, `'server'` for the server's own message (`msg`/`detail` or a bare
   * string answer), or false for none. Default `actions.notify.done`.
   */
  message?: string | 'server' | false;
  /**
   * The answer reports a failure despite its 2xx status (`is_valid: false`): the notice is an
   * error.
   */
  failed?: (answer: unknown) => boolean;
  /** The answer's key holding a celery task id (`task`, `task_id`): opens the task log dialog. */
  task?: string;
  /** Clear the list's selection (header actions; default true). */
  unselect?: boolean;
  /** Work the call only queued: re-read each record until done, then refresh again. */
  settle?: SettleSpec;
}

/** How to tell that queued work on a record is done (a kill task a terminal picks up). */
export interface SettleSpec {
  /** The record's URL, `{id}` standing for each acted-on id. */
  url: string;
  done: (record: AnyRecord) => boolean;
  everyMs?: number;
  maxMs?: number;
}

/** Where an action shows: the list header (with the selection), each row, the detail page. */
export type ActionPlace = 'header' | 'row' | 'detail';

/** The signed-in user, for rules that depend on who looks (a ticket's assignee, its applicant). */
export interface ActionViewer {
  id: string;
}

export interface ActionSpec {
  /** Stable name; the default label is `resources.<resource>.actions.<name>`. */
  name: string;
  /** i18n key of the label. */
  label?: string;
  icon?: IconName;
  color?: 'primary' | 'error' | 'warning' | 'success';
  places: readonly ActionPlace[];
  /** Permission codenames: all of an array, either of `a|b`; absent: the resource's view. */
  perm?: string | readonly string[];
  /**
   * A header action working on the selection: disabled until rows are selected. Header actions
   * without it act on the list as a whole (e.g. "check assets amount").
   */
  bulk?: boolean;
  /** Writes on the server: disabled in the root organisation (default true for calls). */
  writes?: boolean;
  /** Not shown at all for this record (row and detail), or for this user. */
  hidden?: (record: AnyRecord, me: ActionViewer | null) => boolean;
  /** Shown but disabled for this record: the i18n key of the reason (a tooltip), or false. */
  disabled?: (record: AnyRecord) => string | false;
  /**
   * i18n key of a confirm text (`%{name}` is the record's name, `%{smart_count}` the selection).
   */
  confirm?: string;
  run: ActionRun;
  after?: ActionAfter;
}

/** An add/remove picker of a relation tab. */
export interface RelationEdit {
  /** The picker's options (a list URL, the option's label key, extra query). */
  options?: { url: string; label?: string; query?: Record<string, string> };
  /** The call; `ids` are the picked (add) or selected (remove) ids, `record` the detail's. */
  call: CallSpec;
  /** One call per id (`ids` holds just that one), for APIs that take one row at a time. */
  each?: boolean;
  /** Permission codenames (default: change on the detail's resource). */
  perm?: string | readonly string[];
  /** The rows it makes belong to the current organisation: not offered in the root one. */
  orgScoped?: boolean;
  /**
   * The answer refuses despite its 2xx status (an automation's membership calls answer
   * `200 {"error": …}`): nothing changed, and the refusal is the notice.
   */
  failed?: (answer: unknown) => boolean;
}

/** A detail tab listing another resource filtered by this record. */
export interface RelationTab {
  kind: 'relation';
  /** URL segment under `:id/`. */
  path: string;
  /** i18n key. */
  label: string;
  /** The listed resource's descriptor name (its columns, cells and own actions). */
  resource: string;
  /** Query parameters selecting the related rows, from this record; null: none are related. */
  filter: (record: AnyRecord) => Record<string, string> | null;
  /**
   * Read another URL than the resource's list (e.g. a user's granted assets); a template, `{id}`
   * and `{<field>}` standing for this record's values (an automation's own assets list).
   */
  url?: string;
  /** Columns when not the resource's default ones. */
  columns?: readonly string[];
  perm?: string | readonly string[];
  add?: RelationEdit;
  remove?: RelationEdit;
  /** Create and update of related rows in a dialog, with these values preset from the record. */
  dialogForm?: { defaults: (record: AnyRecord) => AnyRecord };
  /** The listed resource's own row actions even without `dialogForm` (its declared ones). */
  rowActions?: boolean;
}

/** A detail tab that is a named component (it reads the record from react-admin's context). */
export interface CustomTab {
  kind: 'custom';
  path: string;
  label: string;
  component: FeatureName;
  perm?: string | readonly string[];
}

/** The tabs of a detail page, in order: the generated card, Activity, relations, components. */
export type DetailTabSpec = 'basic' | 'activity' | RelationTab | CustomTab;

/**
 * A tab of a list page: a fixed query over this resource (online/offline sessions), or another
 * resource's list side by side (system and org roles). The active tab is `?tab=<name>`.
 */
export interface ListTab {
  name: string;
  /** i18n key. */
  label: string;
  /** Query parameters every request of this tab carries (not removable tags). */
  query?: Record<string, string>;
  /** Another descriptor's name: its own list (columns, actions) shown in this tab. */
  resource?: string;
  /** A named component shown instead of a list (a settings form, a monitor); give its `perm`. */
  component?: FeatureName;
  perm?: string | readonly string[];
  /** This tab's rows are live (docs/shell.md §7.13); false: not, whatever the list says. */
  refreshEvery?: number | false;
}

/** A node of a side tree, as the tree endpoints send it (zTree simple data). */
export interface TreeNodeData {
  id: string;
  name: string;
  pId?: string;
  isParent?: boolean;
  meta?: { type?: string; data?: AnyRecord; [key: string]: unknown };
  [key: string]: unknown;
}

/** A side tree that filters the list. */
export interface TreeSpec {
  name: string;
  /** i18n key of its tab (several trees show as tabs). */
  label: string;
  /** The tree endpoint; children are read with `key=<node id>` (lazy). */
  url: string;
  query?: Record<string, string>;
  /**
   * The tree has a search box: it sends `search=<text>` and these extra parameters (e.g.
   * `all=all`); absent, the tree has no search (its endpoint has none).
   */
  searchQuery?: Record<string, string>;
  /**
   * What selecting a node does to the list's query (a fixed query, not a search tag). An empty
   * object means "everything" (the type tree's root): selecting it clears the selection.
   */
  filter: (node: TreeNodeData) => Record<string, string>;
  /**
   * The list needs a node of this tree (the command list reads one storage, docs/domain.md §6.7):
   * the first selectable node is chosen when none is, the list waits for it, and the choice can be
   * changed but not cleared.
   */
  required?: boolean;
  /** Which nodes may be selected (default: all); the others show disabled (an invalid storage). */
  selectable?: (node: TreeNodeData) => boolean;
  /**
   * The tree is read with the list's filter (its date range and search tags) and again when it
   * changes, so the counts its nodes show are the list's (Lina's command storages, docs/domain.md
   * §6.7).
   */
  followsListFilter?: boolean;
  /**
   * A switch narrowing a selected node to its direct members: `param=1` joins the node's query
   * (the asset list's `show_current_asset`). `label` is an i18n key.
   */
  currentOnly?: { param: string; label: string };
  /**
   * Node actions (asset nodes): the node API and which actions are offered. `refresh` and `test`
   * are the node's hardware-refresh and connectivity tasks; `add_assets`/`replace_assets`/
   * `remove_assets` change its direct members, `move_nodes` moves other nodes under it,
   * `check_amount` runs the organisation's assets amount check, `info` shows the node's ID, name
   * and full name (docs/domain.md §2.5, §3.1).
   */
  nodeActions?: {
    api: string;
    perms: { app: string; model: string };
    actions: readonly (
      | 'create'
      | 'rename'
      | 'delete'
      | 'refresh'
      | 'test'
      | 'add_assets'
      | 'replace_assets'
      | 'remove_assets'
      | 'move_nodes'
      | 'check_amount'
      | 'info'
    )[];
  };
  perm?: string | readonly string[];
}

/**
 * A Create that first asks for a choice (an asset's platform by category, a ticket's type) and
 * then opens the right form with it preselected.
 */
export interface CreateVariants {
  /** i18n key of the dialog title. */
  title: string;
  /**
   * The choices: read from a list URL (labels from a record key), or given (labels are i18n keys).
   */
  options:
    | { url: string; query?: Record<string, string>; label?: string; group?: string }
    | readonly { value: string; label: string; group?: string }[];
  /**
   * The console path (under /ui/) of the form for one choice; `from.node` is the UUID of the asset
   * node selected in the list's side tree, if any (the new asset goes under it).
   */
  to: (choice: AnyRecord, from: { node?: string }) => string;
}

/** A list's date range and the API's own parameter names for it (default date_from/date_to). */
export type DateRangeSpec = true | { from: string; to: string; days?: number };
