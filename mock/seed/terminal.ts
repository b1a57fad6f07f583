/**
 * Terminal components, replay and command storages, endpoints and their rules, applets, applet
 * hosts (Windows assets running RemoteApps) and the applets' publication state on each host.
 */
import { ORG_SYSTEM } from '../rbac';
import type { Row } from '../types';
import type { AssetIndex } from './assets';
import type { SeedContext } from './context';

const COMPONENTS: [string, string, string][] = [
  ['koko', 'koko-01', 'normal'],
  ['koko', 'koko-02', 'high'],
  ['lion', 'lion-01', 'normal'],
  ['omnidb', 'omnidb-01', 'normal'],
  ['magnus', 'magnus-01', 'normal'],
  ['razor', 'razor-01', 'critical'],
  ['core', 'core-01', 'normal'],
  ['celery', 'celery-01', 'normal'],
  ['tinker', 'tinker-win-01', 'offline'],
];

export const DEFAULT_ENDPOINT_ID = '00000000-0000-0000-0000-000000000001';

export interface TerminalIndex {
  terminals: Row[];
}

function seedComponents(ctx: SeedContext): Row[] {
  const rows = COMPONENTS.map(([type, name, load]) => {
    const created = ctx.daysAgo(ctx.rnd.int(30, 400));
    const alive = load !== 'offline';
    const id = ctx.uuid();
    return {
      id,
      name,
      type,
      remote_addr: ctx.ip('10.0'),
      session_online: 0,
      command_storage: 'default',
      replay_storage: 'default',
      is_active: true,
      is_alive: alive,
      date_created: created,
      comment: '',
      load,
      stat: {
        id: ctx.uuid(),
        cpu_load: alive ? Number((ctx.rnd.next() * (load === 'critical' ? 8 : 2)).toFixed(2)) : 0,
        memory_used: alive
          ? Number((30 + ctx.rnd.next() * (load === 'normal' ? 40 : 65)).toFixed(1))
          : 0,
        disk_used: alive ? Number((20 + ctx.rnd.next() * 60).toFixed(1)) : 0,
        session_online: 0,
        date_created: ctx.within(1),
        terminal: id,
      },
    } satisfies Row;
  });
  ctx.add('terminal.terminals', ...rows);
  return rows;
}

function seedStorages(ctx: SeedContext): void {
  ctx.add(
    'terminal.replay_storages',
    {
      id: ctx.uuid(),
      name: 'default',
      type: 'server',
      meta: {},
      is_default: true,
      comment: 'Store locally',
    },
    {
      id: ctx.uuid(),
      name: 's3-archive',
      type: 's3',
      meta: {
        BUCKET: 'jms-replay',
        ACCESS_KEY: 'AKIAIOSFODNN7EXAMPLE',
        SECRET_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        ENDPOINT: 'https://s3.ap-northeast-1.amazonaws.com',
      },
      is_default: false,
      comment: '録画アーカイブ',
    },
    {
      id: ctx.uuid(),
      name: 'oss-backup',
      type: 'oss',
      meta: {
        BUCKET: 'jms-replay-bj',
        ACCESS_KEY: 'LTAI5tEXAMPLE',
        SECRET_KEY: 'EXAMPLEKEY',
        ENDPOINT: 'https://oss-cn-beijing.aliyuncs.com',
      },
      is_default: false,
      comment: '录像备份',
    },
  );
  ctx.add(
    'terminal.command_storages',
    {
      id: ctx.uuid(),
      name: 'default',
      type: 'server',
      meta: {},
      is_default: true,
      comment: 'Store locally',
    },
    {
      id: ctx.uuid(),
      name: 'es-commands',
      type: 'es',
      meta: {
        HOSTS: ['http://elastic:changeme@es.example.com:9200'],
        INDEX_BY_DATE: false,
        INDEX: 'jumpserver',
        DOC_TYPE: 'command',
        IGNORE_VERIFY_CERTS: true,
      },
      is_default: false,
      comment: '',
    },
  );
}

function seedEndpoints(ctx: SeedContext): void {
  const ports = {
    https_port: 443,
    http_port: 80,
    ssh_port: 2222,
    rdp_port: 3389,
    mysql_port: 33061,
    mariadb_port: 33062,
    postgresql_port: 54320,
    redis_port: 63790,
    oracle_port_range: '30000-30010',
    oracle_port: null,
  };
  const endpoint = (id: string, name: string, host: string, comment: string): Row => {
    const created = ctx.daysAgo(ctx.rnd.int(30, 400));
    return {
      id,
      name,
      host,
      ...ports,
      comment,
      date_created: created,
      date_updated: created,
      created_by: id === DEFAULT_ENDPOINT_ID ? 'System' : 'Administrator',
    };
  };
  const beijing = endpoint(ctx.uuid(), 'Beijing', 'jms-bj.example.com', '北京机房入口');
  const tokyo = endpoint(ctx.uuid(), 'Tokyo', 'jms-tokyo.example.jp', '東京拠点');
  ctx.add('terminal.endpoints', endpoint(DEFAULT_ENDPOINT_ID, 'Default', '', ''), beijing, tokyo);
  const rule = (name: string, ipGroup: string[], priority: number, target: Row): Row => {
    const created = ctx.daysAgo(ctx.rnd.int(10, 300));
    return {
      id: ctx.uuid(),
      name,
      ip_group: ipGroup,
      priority,
      endpoint: target.id,
      comment: '',
      date_created: created,
      date_updated: created,
      created_by: 'Administrator',
    };
  };
  ctx.add(
    'terminal.endpoint_rules',
    rule('Beijing office', ['10.10.0.0/16', '10.11.0.0/16'], 10, beijing),
    rule('東京オフィス', ['10.20.0.0/16'], 20, tokyo),
  );
}

const APPLETS: [string, string, string, string[], string[]][] = [
  ['chrome', 'Chrome', 'web', ['http'], ['web']],
  [
    'navicat',
    'Navicat Premium',
    'general',
    ['mysql', 'mariadb', 'postgresql', 'oracle', 'sqlserver'],
    ['database'],
  ],
  [
    'dbeaver',
    'DBeaver Community',
    'general',
    ['mysql', 'mariadb', 'postgresql', 'oracle', 'sqlserver', 'clickhouse'],
    ['database'],
  ],
  ['mysql_workbench8', 'MySQL Workbench', 'general', ['mysql', 'mariadb'], ['database']],
  ['pgadmin4', 'pgAdmin 4', 'general', ['postgresql'], ['database']],
  ['vmware_client', 'VMware vSphere Client', 'general', ['vmware'], ['cloud']],
];

function seedApplets(ctx: SeedContext, assets: AssetIndex): void {
  const applets = APPLETS.map(([name, display, type, protocols, tags]) => {
    const created = ctx.daysAgo(ctx.rnd.int(30, 200));
    return {
      id: ctx.uuid(),
      name,
      display_name: display,
      is_active: name !== 'vmware_client',
      builtin: true,
      version: `0.${ctx.rnd.int(1, 9)}`,
      author: 'JumpServer',
      type,
      protocols,
      tags,
      comment: '',
      icon: `/api/v1/terminal/applets/${name}/icon/`,
      readme: `## ${display}\n\nRuns ${display} on an applet host as a RemoteApp.`,
      date_created: created,
      date_updated: created,
    } satisfies Row;
  });
  ctx.add('terminal.applets', ...applets);

  // Applet hosts are Windows assets on the RemoteAppHost platform, so they also list as hosts.
  const platform = assets.platformsByType.get('windows')!.find((p) => p.name === 'RemoteAppHost')!;
  const org = ctx.orgs[0]!;
  const hosts = ['RemoteApp-01', 'RemoteApp-02', '远程应用主机-03'].map((name, i) => {
    const created = ctx.daysAgo(ctx.rnd.int(30, 200));
    const host: Row = {
      id: ctx.uuid(),
      name,
      address: `10.2.250.${i + 1}`,
      comment: '',
      domain: null,
      platform: platform.id,
      // No node of another organisation's tree (the System org has none in the demo).
      nodes: [],
      labels: [],
      protocols: [
        { name: 'rdp', port: 3389 },
        { name: 'ssh', port: 22 },
      ],
      nodes_display: [],
      category: 'host',
      type: 'windows',
      connectivity: i === 2 ? 'err' : 'ok',
      auto_info: { ansible_enabled: true, ping_enabled: true },
      created_by: 'Administrator',
      info: {
        vendor: 'VMware, Inc.',
        model: 'VMware Virtual Platform',
        sn: '',
        cpu_model: '',
        cpu_count: '2',
        cpu_cores: '4',
        cpu_vcpus: '8',
        memory: '16G',
        disk_total: '200G',
        distribution: 'Windows Server',
        distribution_version: '2019',
        arch: 'x86_64',
      },
      load: i === 2 ? 'offline' : 'normal',
      deploy_options: {
        CORE_HOST: 'https://jumpserver.example.com',
        IGNORE_VERIFY_CERTS: true,
        RDS_Licensing: false,
        RDS_LicenseServer: '127.0.0.1',
        RDS_LicensingMode: 4,
        RDS_fSingleSessionPerUser: 1,
        RDS_MaxDisconnectionTime: 60000,
        RDS_RemoteAppLogoffTimeLimit: 0,
      },
      // Applet hosts always live in the System org (docs/domain.md §12.3), where the settings
      // pages read them; the asset index keeps them so the rest of the seed draws as before.
      org_id: ORG_SYSTEM,
      org_name: 'SYSTEM',
      is_active: true,
      date_verified: created,
      date_created: created,
      date_synced: ctx.within(7),
    };
    ctx.add(['terminal.applet_hosts', 'assets.assets', 'assets.hosts'], host);
    assets.all.push(host);
    assets.byOrg.get(org.id)?.push(host);
    return host;
  });

  for (const host of hosts) {
    for (const applet of applets) {
      const created = ctx.daysAgo(ctx.rnd.int(1, 30));
      const status =
        host.load === 'offline'
          ? 'failed'
          : applet.is_active
            ? ctx.rnd.pick(['success', 'success', 'success', 'pending'])
            : 'pending';
      ctx.add('terminal.applet_publications', {
        id: ctx.uuid(),
        applet: applet.id,
        host: host.id,
        status,
        comment: status === 'failed' ? 'Host unreachable: WinRM connection timed out' : '',
        date_created: created,
        date_updated: ctx.plusSeconds(created, ctx.rnd.int(60, 3600)),
      });
    }
  }
}

export function seedTerminal(ctx: SeedContext, assets: AssetIndex): TerminalIndex {
  const terminals = seedComponents(ctx);
  seedStorages(ctx);
  seedEndpoints(ctx);
  seedApplets(ctx, assets);
  return { terminals };
}
