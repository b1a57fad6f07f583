/** Online and offline sessions with their commands, file transfers (FTP logs) and session activities. */
import { ORG_DEFAULT } from '../rbac';
import type { Row } from '../types';
import type { AssetIndex } from './assets';
import { userDisplay } from '../util/userDisplay';
import type { SeedContext } from './context';
import { COMMANDS, DANGEROUS, FILENAMES } from './text';
import type { TerminalIndex } from './terminal';

export const SESSION_VOLUMES = { sessions: 400, online: 15, ftpLogs: 600 } as const;

const LOGIN_FROM: Record<string, string> = {
  ssh: 'ST',
  telnet: 'ST',
  rdp: 'RT',
  vnc: 'RT',
  http: 'WT',
  k8s: 'WT',
};
const TERMINAL_TYPE: Record<string, string> = {
  ssh: 'koko',
  telnet: 'koko',
  k8s: 'koko',
  rdp: 'lion',
  vnc: 'lion',
  http: 'lion',
};

function output(ctx: SeedContext, input: string): string {
  if (input.startsWith('ls'))
    return 'total 16\r\ndrwxr-xr-x 2 root root 4096 app\r\n-rw-r--r-- 1 root root  220 .bashrc';
  if (input.startsWith('df'))
    return 'Filesystem  Size  Used Avail Use% Mounted on\r\n/dev/vda1    50G   21G   27G  44% /';
  if (DANGEROUS.has(input)) return ctx.rnd.chance(0.5) ? 'Command rejected by command filter' : '';
  return ctx.rnd.chance(0.5) ? 'OK' : '';
}

export function seedSessions(ctx: SeedContext, assets: AssetIndex, terminal: TerminalIndex): void {
  const { rnd } = ctx;
  const activeUsers = ctx.store.users.filter((u) => u.is_active && u.username !== 'loner');
  const accountsByAsset = new Map<unknown, Row[]>();
  for (const a of ctx.store.rows('accounts.accounts')) {
    let list = accountsByAsset.get(a.asset);
    if (!list) accountsByAsset.set(a.asset, (list = []));
    list.push(a);
  }
  const terminalsByType = (type: string) =>
    terminal.terminals.filter((t) => t.type === type && t.is_alive);
  const pickTerminal = (protocol: string) => {
    const list = terminalsByType(TERMINAL_TYPE[protocol] ?? 'omnidb');
    return list.length ? rnd.pick(list) : terminal.terminals[0]!;
  };
  const connectable = assets.all.filter((a) => a.is_active);
  const sessions: Row[] = [];
  const commands: Row[] = [];
  const activities: Row[] = [];
  const total = ctx.bulk(SESSION_VOLUMES.sessions);
  const online = Math.min(total, ctx.bulk(SESSION_VOLUMES.online));

  for (let i = 0; i < total; i++) {
    const isOnline = i < online;
    const asset = rnd.pick(connectable);
    const user = i === 0 ? ctx.store.userByUsername('user')! : rnd.pick(activeUsers);
    const account = rnd.pick(
      accountsByAsset.get(asset.id) ?? [{ id: ctx.uuid(), name: 'root', username: 'root' } as Row],
    );
    const protocol = String((asset.protocols as { name: string }[])[0]?.name ?? 'ssh');
    const term = pickTerminal(protocol);
    const start = isOnline ? ctx.within(0.2) : ctx.within(90);
    const duration = rnd.int(20, 7200);
    const hasCommand = ['ssh', 'telnet', 'k8s'].includes(protocol) || asset.category === 'database';
    const hasReplay = !isOnline && rnd.chance(0.85);
    const session: Row = {
      id: ctx.uuid(),
      user: userDisplay(user),
      asset: `${String(asset.name)}(${String(asset.address)})`,
      user_id: user.id,
      asset_id: asset.id,
      account: `${String(account.name)}(${String(account.username)})`,
      account_id: account.id,
      protocol,
      type: 'normal',
      login_from: LOGIN_FROM[protocol] ?? 'DT',
      remote_addr: ctx.ip('10.10'),
      comment: '',
      terminal: term.id,
      command_amount: 0,
      org_id: asset.org_id,
      org_name: asset.org_name,
      is_success: rnd.chance(0.97),
      is_finished: !isOnline,
      has_replay: hasReplay,
      has_command: hasCommand,
      can_replay: hasReplay,
      can_join: isOnline,
      can_terminate: isOnline,
      date_start: start,
      date_end: isOnline ? null : ctx.plusSeconds(start, duration),
    };
    if (isOnline) term.session_online = Number(term.session_online) + 1;
    if (hasCommand) {
      const n = rnd.int(0, 14);
      // An online session's commands were typed between its start and now, never later.
      const span = isOnline
        ? Math.min(duration, Math.floor((ctx.now.getTime() - Date.parse(start)) / 1000))
        : duration;
      for (let c = 0; c < n; c++) {
        const input =
          asset.category === 'database'
            ? rnd.pick([
                'SELECT * FROM orders LIMIT 10;',
                'SHOW TABLES;',
                'DESC users;',
                'DROP DATABASE test;',
              ])
            : rnd.pick(COMMANDS);
        const at = Math.floor(
          Date.parse(ctx.plusSeconds(start, Math.floor((span * (c + 1)) / (n + 1)))) / 1000,
        );
        commands.push({
          id: ctx.uuid(),
          user: session.user,
          asset: session.asset,
          input,
          session: session.id,
          risk_level: DANGEROUS.has(input) || input.startsWith('DROP') ? 5 : 0,
          org_id: session.org_id,
          account: session.account,
          output: output(ctx, input),
          timestamp: at,
          timestamp_display: new Date(at * 1000).toISOString(),
          remote_addr: session.remote_addr,
        });
      }
      session.command_amount = n;
    }
    sessions.push(session);
    activities.push({
      id: ctx.uuid(),
      type: 'S',
      resource_ids: [asset.id, user.id, account.id],
      datetime: start,
      detail: `${String(session.user)} connect to ${String(session.asset)} using ${String(session.account)} (${protocol})`,
      detail_id: session.id,
      org_id: session.org_id ?? ORG_DEFAULT,
    });
  }
  ctx.add('terminal.sessions', ...sessions);
  ctx.add('terminal.commands', ...commands);
  ctx.add('audits.activity_logs', ...activities);

  const transferable = sessions.filter((s) => s.protocol === 'ssh' || s.protocol === 'rdp');
  const ftp: Row[] = [];
  for (let i = 0; i < ctx.bulk(SESSION_VOLUMES.ftpLogs); i++) {
    const s = rnd.pick(transferable.length ? transferable : sessions);
    ftp.push({
      id: ctx.uuid(),
      user: s.user,
      remote_addr: s.remote_addr,
      asset: s.asset,
      account: s.account,
      org_id: s.org_id,
      operate: rnd.pick([
        'upload',
        'upload',
        'download',
        'download',
        'mkdir',
        'delete',
        'rename',
        'rmdir',
        'symlink',
      ]),
      filename: rnd.pick(FILENAMES),
      is_success: rnd.chance(0.93),
      date_start: ctx.within(90),
      session: s.id,
    });
  }
  ctx.add('audits.ftp_logs', ...ftp);
}
