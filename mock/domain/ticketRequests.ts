/**
 * What an end user's asset request and the comments add to the tickets behaviour
 * (docs/domain.md §7.5, §7.6, §7.7): opening an apply-asset ticket from its org's flow, the
 * approver's edits of the requested grant, and the comment thread (kept on the ticket row, so a
 * reset of the seed drops it with the ticket).
 */
import { ORG_ROOT, ROLE } from '../rbac';
import type { BackendState } from '../state';
import type { Row } from '../types';
import type { TicketStep } from '../seed/tickets';

export const PERMISSION_ACTIONS = ['connect', 'upload', 'download', 'copy', 'paste'] as const;

type Errors = Record<string, unknown> | unknown[];
export type Fields = Record<string, unknown>;

export interface Comment {
  id: string;
  body: string;
  user: string;
  user_display: string;
  ticket: string;
  date_created: string;
  date_updated: string;
}

const display = (u: Row) => `${String(u.name)}(${String(u.username)})`;

function makeComment(ticketId: unknown, user: Row, body: string, at: string): Comment {
  return {
    id: crypto.randomUUID(),
    body,
    user: String(user.id),
    user_display: display(user),
    ticket: String(ticketId),
    date_created: at,
    date_updated: at,
  };
}

const stateBody = (user: Row, verb: string) => `${display(user)} ${verb} the ticket\n\n`;

/**
 * The thread; a seeded ticket starts with the state comments its history would have left (the
 * applicant's submission, then each decided level's processor).
 */
export function commentsOf(state: BackendState, ticket: Row): Comment[] {
  if (!ticket._comments) {
    const history: Comment[] = [];
    const say = (userId: unknown, verb: string, at: unknown) => {
      const user = state.store.find('users.users', userId);
      if (user) history.push(makeComment(ticket.id, user, stateBody(user, verb), String(at)));
    };
    say(ticket.applicant, 'Submitted', ticket.date_created);
    for (const s of (ticket.steps as TicketStep[] | undefined) ?? [])
      if (s.processor && (s.state === 'approved' || s.state === 'rejected'))
        say(s.processor, s.state === 'approved' ? 'Approved' : 'Rejected', s.date_updated);
    ticket._comments = history;
  }
  return ticket._comments as Comment[];
}

export function addComment(state: BackendState, ticket: Row, user: Row, body: string): Comment {
  const comment = makeComment(ticket.id, user, body, new Date().toISOString());
  commentsOf(state, ticket).push(comment);
  return comment;
}

/** The "state" comment every transition adds (authored by the applicant or the processor). */
export function addStateComment(state: BackendState, ticket: Row, user: Row, verb: string): void {
  addComment(state, ticket, user, stateBody(user, verb));
}

/** `["all"]`, `["connect"]` or `[{"value":"connect"}]` -> action names. */
export function actionNames(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : [];
  const names = list.map((a) =>
    a && typeof a === 'object' ? String((a as { value?: unknown }).value) : String(a),
  );
  return names.includes('all')
    ? [...PERMISSION_ACTIONS]
    : PERMISSION_ACTIONS.filter((a) => names.includes(a));
}

const ids = (raw: unknown): string[] =>
  Array.isArray(raw)
    ? raw.map((x) => (x && typeof x === 'object' ? String((x as Fields).id) : String(x)))
    : [];

/** Ids of the org's assets / nodes among those asked (others are silently dropped). */
function inOrg(state: BackendState, key: string, raw: unknown, orgId: string): string[] {
  return ids(raw).filter((id) => state.store.find(key, id)?.org_id === orgId);
}

function superAdmins(state: BackendState): string[] {
  return state.store.users.filter((u) => u.is_superuser).map((u) => String(u.id));
}

function orgAdmins(state: BackendState, orgId: string): string[] {
  return state.store.bindings
    .filter((b) => b.role === ROLE.OrgAdmin && b.org === orgId)
    .map((b) => String(b.user));
}

/** A flow rule's assignees: its chosen users, else who its strategy names in the org. */
function ruleAssignees(state: BackendState, rule: Fields, orgId: string): string[] {
  const chosen = ids(rule.assignees_read_only ?? rule.assignees);
  if (chosen.length) return chosen;
  const raw = rule.strategy;
  const strategy = raw && typeof raw === 'object' ? String((raw as Fields).value) : String(raw);
  if (strategy === 'super_admin') return superAdmins(state);
  if (strategy === 'org_admin') return orgAdmins(state, orgId);
  if (strategy === 'super_org_admin')
    return [...new Set([...superAdmins(state), ...orgAdmins(state, orgId)])];
  return [];
}

/** The org's flow of the type, else the global one. */
export function flowFor(state: BackendState, type: string, orgId: string): Row | undefined {
  const flows = state.store.rows('tickets.ticket_flows').filter((f) => f.type === type);
  return flows.find((f) => f.org_id === orgId) ?? flows.find((f) => f.org_id === ORG_ROOT);
}

function serialFor(state: BackendState, now: string): string {
  const day = now.slice(0, 10).replace(/-/g, '');
  const taken = state.store
    .rows('tickets.tickets')
    .filter((t) => String(t.serial_num).startsWith(day)).length;
  return day + String(taken + 1).padStart(4, '0');
}

/** POST apply-asset-tickets/open/: the new ticket row, or the 400 body. */
export function openApplyAsset(
  state: BackendState,
  applicant: Row,
  body: Fields,
): { ticket: Row } | { errors: Errors } {
  const orgId = String(body.org_id ?? '');
  const org = state.store.orgs.find((o) => o.id === orgId);
  if (!org) return { errors: { org_id: [`The organization \`${orgId}\` does not exist`] } };
  const start = Date.parse(String(body.apply_date_start ?? ''));
  const expired = Date.parse(String(body.apply_date_expired ?? ''));
  if (!Number.isFinite(start) || !Number.isFinite(expired))
    return { errors: { apply_date_start: ['This field is required.'] } };
  if (expired <= start)
    return {
      errors: { apply_date_expired: ['The expiration date should be greater than the start date'] },
    };
  const flow = flowFor(state, 'apply_asset', orgId);
  if (!flow)
    return { errors: { non_field_errors: ['The ticket flow `apply_asset` does not exist'] } };
  const now = new Date().toISOString();
  const me = String(applicant.id);
  const steps: TicketStep[] = ((flow.rules as Fields[] | undefined) ?? []).map((rule, i) => {
    const all = ruleAssignees(state, rule, orgId);
    // The applicant never approves their own request, unless nobody else could.
    const others = all.filter((id) => id !== me);
    return {
      level: i + 1,
      assignees: others.length ? others : all,
      state: 'pending',
      processor: null,
      date_updated: now,
    };
  });
  const id = crypto.randomUUID();
  const title = String(body.title ?? '');
  const ticket: Row = {
    id,
    title,
    org_id: org.id,
    org_name: org.name,
    comment: String(body.comment ?? ''),
    serial_num: serialFor(state, now),
    approval_step: 1,
    type: 'apply_asset',
    state: 'pending',
    status: 'open',
    applicant: me,
    steps,
    rel_snapshot: { applicant: display(applicant) },
    apply_permission_name: `Created by ticket (${title}-${id.slice(0, 4)})`,
    apply_assets: inOrg(state, 'assets.assets', body.apply_assets, org.id),
    apply_nodes: inOrg(state, 'assets.nodes', body.apply_nodes, org.id),
    apply_accounts: Array.isArray(body.apply_accounts) ? body.apply_accounts.map(String) : [],
    apply_actions: actionNames(body.apply_actions),
    apply_date_start: new Date(start).toISOString(),
    apply_date_expired: new Date(expired).toISOString(),
    date_created: now,
    date_updated: now,
  };
  state.store.rows('tickets.tickets').push(ticket);
  state.store.rows('tickets.apply_asset_tickets').push(ticket);
  ticket._comments = [];
  addStateComment(state, ticket, applicant, 'Submitted');
  state.store.touch();
  return { ticket };
}

/**
 * The approver's edits of an asset request (ApproveAssetSerializer): only the grant's fields; at
 * the last level the grant must name accounts and at least one asset or node.
 */
export function approveEdits(
  state: BackendState,
  ticket: Row,
  body: Fields,
  lastLevel: boolean,
): { edits: Fields } | { errors: Errors } {
  const orgId = String(ticket.org_id);
  const edits: Fields = {};
  if ('apply_assets' in body)
    edits.apply_assets = inOrg(state, 'assets.assets', body.apply_assets, orgId);
  if ('apply_nodes' in body)
    edits.apply_nodes = inOrg(state, 'assets.nodes', body.apply_nodes, orgId);
  if (Array.isArray(body.apply_accounts)) edits.apply_accounts = body.apply_accounts.map(String);
  if ('apply_actions' in body) edits.apply_actions = actionNames(body.apply_actions);
  for (const k of ['apply_date_start', 'apply_date_expired'] as const) {
    const at = Date.parse(String(body[k] ?? ''));
    if (k in body && Number.isFinite(at)) edits[k] = new Date(at).toISOString();
  }
  const next = { ...ticket, ...edits };
  if (lastLevel) {
    if (!(next.apply_accounts as unknown[] | undefined)?.length)
      return { errors: { apply_accounts: ['This field is required.'] } };
    if (
      !(next.apply_assets as unknown[] | undefined)?.length &&
      !(next.apply_nodes as unknown[] | undefined)?.length
    ) {
      const msg = ['Select at least one asset or node'];
      return { errors: { apply_nodes: msg, apply_assets: msg } };
    }
  }
  if (Date.parse(String(next.apply_date_expired)) <= Date.parse(String(next.apply_date_start)))
    return {
      errors: { apply_date_expired: ['The expiration date should be greater than the start date'] },
    };
  return { edits };
}

export const FLOW_STRATEGIES: Record<string, string> = {
  super_admin: 'Super admin',
  org_admin: 'Org admin',
  super_org_admin: 'Super admin and org admin',
  custom_user: 'Custom user',
};

/**
 * A flow's save (TicketFlowSerializer, docs/domain.md §7.9): rules recreated from scratch,
 * trimmed to the approval level; `custom_user` needs assignees. Saving a global flow from an org
 * creates that org's own flow. Answers the stored flow, or the 400 body.
 */
export function saveFlow(
  state: BackendState,
  flow: Row,
  body: Fields,
  orgId: string,
): { flow: Row } | { errors: Errors } {
  const level = Number(body.approval_level ?? flow.approval_level);
  if (level !== 1 && level !== 2)
    return {
      errors: { approval_level: [`"${String(body.approval_level)}" is not a valid choice.`] },
    };
  const raw = (Array.isArray(body.rules) ? (body.rules as Fields[]) : []).slice(0, level);
  if (raw.length < level) return { errors: { rules: ['This field is required.'] } };
  const strategyOf = (r: Fields) =>
    r.strategy && typeof r.strategy === 'object'
      ? String((r.strategy as Fields).value)
      : String(r.strategy);
  const ruleErrors = raw.map((r): Fields => {
    const strategy = strategyOf(r);
    if (!(strategy in FLOW_STRATEGIES))
      return { strategy: [`"${strategy}" is not a valid choice.`] };
    if (strategy === 'custom_user' && !ids(r.assignees).length)
      return { assignees: ['Please select the Assignees'] };
    return {};
  });
  if (ruleErrors.some((e) => Object.keys(e).length)) return { errors: { rules: ruleErrors } };
  const now = new Date().toISOString();
  const target =
    flow.org_id === ORG_ROOT && orgId !== ORG_ROOT
      ? { ...flow, id: crypto.randomUUID(), org_id: orgId, created_by: '', date_created: now }
      : flow;
  if (target !== flow) state.store.rows('tickets.ticket_flows').push(target);
  const org = state.store.orgById(String(target.org_id));
  target.org_name = org.name;
  target.approval_level = level;
  target.rules = raw.map((r, i) => {
    const strategy = strategyOf(r);
    const chosen = strategy === 'custom_user' ? ids(r.assignees) : [];
    const names = (strategy === 'custom_user' ? chosen : ruleAssignees(state, { strategy }, org.id))
      .map((id) => state.store.find('users.users', id))
      .filter((u): u is Row => !!u)
      .map(display);
    return {
      level: i + 1,
      strategy: { value: strategy, label: FLOW_STRATEGIES[strategy] },
      assignees_read_only: chosen,
      assignees_display: names,
    };
  });
  target.date_updated = now;
  state.store.touch();
  return { flow: target };
}
