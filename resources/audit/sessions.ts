import { defineResource } from '../types';
import type { ActionSpec, AnyRecord } from '../vocabulary';

/** Online and terminable (the server's own `can_terminate`, false once finished). */
const terminable = (s: AnyRecord) => !s.is_finished && s.can_terminate === true;
const TERMINATE_PERM = 'terminal.terminate_session';
/**
 * Guacamole recordings (RDP/VNC) play in the web terminal; the others in the console
 * (docs/domain.md §6.5).
 */
const graphical = (s: AnyRecord) => s.protocol === 'rdp' || s.protocol === 'vnc';
const noReplay = (s: AnyRecord) => (s.can_replay === true ? false : 'sessions.replay.unavailable');
const KILL_URL = '/api/v1/terminal/tasks/kill-session/';
/** The kill task is done once the terminal has ended the session. */
const killed = {
  message: 'actions.notify.terminate_sent',
  settle: {
    url: '/api/v1/terminal/sessions/{id}/',
    done: (s: AnyRecord) => s.is_finished === true,
  },
};

/**
 * Terminate queues a kill task the session's terminal picks up (docs/domain.md §6.3);
 * Monitor opens the web terminal's monitor page (docs/domain.md §6.4), only where the server says
 * joining works.
 */
const actions: ActionSpec[] = [
  {
    name: 'terminate',
    label: 'actions.labels.terminate',
    icon: 'terminate',
    color: 'error',
    places: ['row', 'detail'],
    perm: TERMINATE_PERM,
    hidden: (s) => Boolean(s.is_finished),
    disabled: (s) => (terminable(s) ? false : 'actions.reason.cannot_terminate'),
    confirm: 'actions.confirm.terminate',
    run: { kind: 'call', method: 'POST', url: KILL_URL, body: ({ record }) => [record!.id] },
    after: killed,
  },
  {
    name: 'terminate_selected',
    label: 'actions.labels.terminate_selected',
    icon: 'terminate',
    color: 'error',
    places: ['header'],
    bulk: true,
    perm: TERMINATE_PERM,
    confirm: 'actions.confirm.terminate_selected',
    run: { kind: 'call', method: 'POST', url: KILL_URL, body: ({ ids }) => [...ids] },
    after: killed,
  },
  {
    name: 'monitor',
    label: 'actions.labels.monitor',
    icon: 'monitor',
    places: ['row', 'detail'],
    perm: 'terminal.monitor_session',
    hidden: (s) => Boolean(s.is_finished) || s.can_join !== true,
    run: { kind: 'open', url: '/luna/monitor/{id}' },
  },
  {
    name: 'replay',
    label: 'sessions.actions.replay',
    icon: 'replay',
    places: ['row', 'detail'],
    perm: 'terminal.view_sessionreplay',
    hidden: (s) => !s.is_finished || graphical(s),
    disabled: noReplay,
    run: { kind: 'dialog', component: 'sessions/ReplayDialog' },
  },
  {
    name: 'replay_web',
    label: 'sessions.actions.replay_web',
    icon: 'replay',
    places: ['row', 'detail'],
    perm: 'terminal.view_sessionreplay',
    hidden: (s) => !s.is_finished || !graphical(s),
    disabled: noReplay,
    run: { kind: 'open', url: '/luna/replay/{id}' },
  },
  {
    name: 'download',
    label: 'sessions.actions.download',
    icon: 'download',
    places: ['row', 'detail'],
    perm: 'terminal.download_sessionreplay',
    hidden: (s) => !s.is_finished,
    disabled: noReplay,
    run: { kind: 'open', url: '/api/v1/terminal/sessions/{id}/replay/download/' },
  },
];

export default defineResource({
  name: 'sessions',
  view: 'audit',
  path: 'sessions/sessions',
  api: { list: '/api/v1/terminal/sessions/' },
  perms: { app: 'terminal', model: 'session' },
  recordRepresentation: 'id',
  title: 'routes.sessions',
  screens: { create: false, edit: false },
  readOnly: true,
  actions,
  list: {
    export: {},
    columns: [
      'id',
      'user',
      'asset',
      'account',
      'remote_addr',
      'protocol',
      'login_from',
      'command_amount',
      'date_start',
      'duration',
    ],
    sort: { field: 'date_start', order: 'DESC' },
    // Lina's Online and Offline lists (docs/domain.md §6.2).
    tabs: [
      // Online sessions come and go by themselves: the tab follows them (docs/shell.md §7.13).
      {
        name: 'online',
        label: 'pages.tabs.online',
        query: { is_finished: '0' },
        refreshEvery: 15,
      },
      { name: 'offline', label: 'pages.tabs.offline', query: { is_finished: '1' } },
    ],
    // DatetimeRangeFilter on the view: date_from/date_to, the last 7 days by default.
    dateRange: true,
  },
  detail: {
    // Lina's session card: who, where, through what, when (the ids and flags under More details).
    fields: [
      'user',
      'asset',
      'account',
      'protocol',
      'login_from',
      'remote_addr',
      'date_start',
      'date_end',
    ],
    tabs: [
      'basic',
      {
        kind: 'relation',
        path: 'commands',
        label: 'sessions.tabs.commands',
        resource: 'commands',
        perm: 'terminal.view_command',
        // `session_id` (not the `session` field) makes the server merge every command storage
        // (docs/domain.md §6.6); it is a filterset parameter, not a metadata field, hence the
        // explicit URL.
        url: '/api/v1/terminal/commands/',
        filter: (s) => ({ session_id: String(s.id) }),
        columns: ['input', 'risk_level', 'timestamp'],
      },
      {
        // Who joined or monitored it (Lina's session "Activity" tab, docs/domain.md §6.12). No
        // activity timeline, as in Lina: a session's activities are filed under its user, asset and
        // account.
        kind: 'relation',
        path: 'join-records',
        label: 'sessions.tabs.join_records',
        resource: 'sessionJoinRecords',
        filter: (s) => ({ session: String(s.id) }),
      },
    ],
  },
  fields: {
    // Their ids stay under More details; the names lead to the records.
    user: { linkTo: { resource: 'users', id: 'user_id' } },
    asset: { linkTo: { resource: 'assets', id: 'asset_id' } },
    account: { linkTo: { resource: 'accounts', id: 'account_id' } },
    // "Command amount" is the widest header of the list: the Vue console's short label.
    command_amount: { label: 'sessions.fields.command_amount' },
    duration: {
      label: 'sessions.fields.duration',
      cell: 'duration',
      virtual: { type: 'string', read_only: true },
    },
  },
});
