/**
 * Ticket flows per organisation and tickets of every type and status. A ticket keeps its approval
 * steps raw (`steps`); the tickets behaviour derives `process_map` from them.
 */
import type { Org, Row } from '../types';
import type { AssetIndex } from './assets';
import { userDisplay } from '../util/userDisplay';
import type { SeedContext } from './context';

export const TICKETS = 80;

const LOGIN_CITIES = ['Shanghai', 'Beijing', 'Tokyo', 'Singapore'];

export const TICKET_TYPES = [
  'apply_asset',
  'login_confirm',
  'command_confirm',
  'login_asset_confirm',
] as const;

const STRATEGY_LABELS: Record<string, string> = {
  org_admin: 'Org admin',
  custom_user: 'Custom user',
  super_admin: 'Super admin',
  super_org_admin: 'Super admin and org admin',
};

export interface TicketStep {
  level: number;
  assignees: string[];
  state: 'pending' | 'approved' | 'rejected' | 'closed';
  processor: string | null;
  date_updated: string;
}

interface FlowLevel {
  strategy: string;
  assignees: Row[];
}

function seedFlows(
  ctx: SeedContext,
  org: Org,
  approver: Row,
  admins: Row[],
): Map<string, FlowLevel[]> {
  const out = new Map<string, FlowLevel[]>();
  for (const type of TICKET_TYPES) {
    const levels: FlowLevel[] =
      type === 'apply_asset' && org.is_default
        ? [
            { strategy: 'custom_user', assignees: [approver] },
            { strategy: 'super_org_admin', assignees: admins },
          ]
        : [{ strategy: 'custom_user', assignees: [approver, admins[0]!] }];
    out.set(type, levels);
    const created = ctx.daysAgo(ctx.rnd.int(100, 300));
    ctx.add('tickets.ticket_flows', {
      id: ctx.uuid(),
      type,
      approval_level: levels.length,
      created_by: 'System',
      org_id: org.id,
      org_name: org.name,
      rules: levels.map((l, i) => ({
        level: i + 1,
        strategy: { value: l.strategy, label: STRATEGY_LABELS[l.strategy] },
        assignees_read_only: l.assignees.map((u) => u.id),
        assignees_display: l.assignees.map(userDisplay),
      })),
      date_created: created,
      date_updated: created,
    });
  }
  return out;
}

function titleOf(ctx: SeedContext, type: string, asset: Row, user: Row): string {
  const lang = ctx.rnd.next();
  switch (type) {
    case 'apply_asset':
      return lang < 0.2
        ? `申请资产授权: ${String(asset.name)}`
        : lang < 0.3
          ? `アセット権限申請: ${String(asset.name)}`
          : `Request asset permission: ${String(asset.name)}`;
    case 'login_confirm':
      return lang < 0.3
        ? `用户登录复核: ${String(user.username)}`
        : `Login confirm: ${String(user.username)}`;
    case 'command_confirm':
      return `Command confirm: ${ctx.rnd.pick(['rm -rf /tmp/cache/*', 'sudo su -', 'DROP DATABASE test;'])}`;
    default:
      return lang < 0.3
        ? `ログイン確認: ${String(asset.name)}`
        : `Login asset confirm: ${String(asset.name)}`;
  }
}

/** Builds the approval steps for a final outcome; `stopAt` is the level the outcome happened at. */
function stepsFor(
  ctx: SeedContext,
  levels: FlowLevel[],
  outcome: string,
  stopAt: number,
  approver: Row,
  created: string,
): TicketStep[] {
  return levels.map((l, i) => {
    const level = i + 1;
    const processed = ctx.plusSeconds(created, level * ctx.rnd.int(600, 86_400));
    const first = (l.assignees.includes(approver) ? approver : l.assignees[0]!).id as string;
    let state: TicketStep['state'] = 'pending';
    if (outcome === 'approved' || (outcome === 'pending' && level < stopAt)) state = 'approved';
    else if (level === stopAt && outcome !== 'pending') state = outcome as TicketStep['state'];
    else if (level > stopAt && outcome !== 'pending') state = 'closed';
    return {
      level,
      assignees: l.assignees.map((u) => String(u.id)),
      state,
      processor: state === 'approved' || state === 'rejected' ? first : null,
      date_updated: state === 'pending' ? created : processed,
    };
  });
}

export function seedTickets(ctx: SeedContext, assets: AssetIndex): void {
  const { rnd } = ctx;
  const approver = ctx.store.userByUsername('approver')!;
  const admins = ['admin', 'orgadmin'].map((u) => ctx.store.userByUsername(u)!);
  const flows = new Map(ctx.orgs.map((org) => [org.id, seedFlows(ctx, org, approver, admins)]));
  const applicants = [
    ctx.store.userByUsername('user')!,
    ...ctx.store.users.slice(7, 60).filter((u) => u.is_active),
  ];
  const outcomes: [string, string][] = [
    ['pending', 'open'],
    ['approved', 'closed'],
    ['rejected', 'closed'],
    ['closed', 'closed'],
  ];

  for (let i = 0; i < ctx.bulk(TICKETS); i++) {
    const org = i < 12 ? ctx.orgs[0]! : ctx.pickOrg();
    // The first tickets cover every type x status, so each combination is present at any scale.
    const type = TICKET_TYPES[i % TICKET_TYPES.length]!;
    const [state, status] =
      i < 16
        ? outcomes[Math.floor(i / 4) % 4]!
        : rnd.chance(0.4)
          ? outcomes[0]!
          : rnd.pick(outcomes);
    const applicant = i < 8 ? applicants[0]! : rnd.pick(applicants);
    const orgAssets = assets.byOrg.get(org.id) ?? assets.all;
    const asset = rnd.pick(orgAssets);
    const levels = flows.get(org.id)!.get(type)!;
    const created = ctx.within(60);
    const stopAt =
      state === 'pending'
        ? levels.length > 1 && rnd.chance(0.3)
          ? 2
          : 1
        : rnd.int(1, levels.length);
    const steps = stepsFor(ctx, levels, state, stopAt, approver, created);
    const serial = created.slice(0, 10).replace(/-/g, '') + String(i + 1).padStart(4, '0');
    const ticket: Row = {
      id: ctx.uuid(),
      title: titleOf(ctx, type, asset, applicant),
      org_id: org.id,
      org_name: org.name,
      comment: rnd.chance(0.3)
        ? rnd.pick(['Need access for the release', '紧急变更', '障害対応のため'])
        : '',
      serial_num: serial,
      approval_step: state === 'pending' ? stopAt : levels.length,
      type,
      state,
      status,
      applicant: applicant.id,
      steps,
      rel_snapshot: { applicant: userDisplay(applicant) },
      date_created: created,
      date_updated: steps.reduce((m, s) => (s.date_updated > m ? s.date_updated : m), created),
    };
    if (type === 'apply_asset') {
      Object.assign(ticket, {
        apply_nodes: [],
        apply_assets: [asset.id],
        apply_accounts: ['@SPEC', 'root'],
        apply_actions: ['connect', 'upload', 'download'],
        apply_permission_name: `${String(applicant.username)}-${String(asset.name)}`,
        apply_date_start: created,
        apply_date_expired: ctx.plusSeconds(created, 7 * 86_400),
      });
      ctx.add(['tickets.tickets', 'tickets.apply_asset_tickets'], ticket);
    } else {
      // The typed serializers' fields (FKs as `{id,name}`), drawn without the random source so
      // that every later seeded row stays as it was.
      const who = { id: applicant.id, name: applicant.name };
      if (type === 'login_confirm')
        Object.assign(ticket, {
          apply_login_ip: ctx.publicIp(),
          apply_login_city: LOGIN_CITIES[i % LOGIN_CITIES.length],
          apply_login_datetime: created,
        });
      if (type === 'command_confirm')
        Object.assign(ticket, {
          apply_run_user: who,
          apply_run_asset: `${String(asset.name)}(${String(asset.address)})`,
          apply_run_account: 'root',
          apply_run_command: String(ticket.title).replace('Command confirm: ', ''),
          apply_from_session: null,
          apply_from_cmd_filter_acl: null,
        });
      if (type === 'login_asset_confirm')
        Object.assign(ticket, {
          apply_login_user: who,
          apply_login_asset: { id: asset.id, name: asset.name },
          apply_login_account: 'root',
        });
      ctx.add('tickets.tickets', ticket);
    }
  }
}
