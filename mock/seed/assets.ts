/** Platforms (integer ids), node trees, labels, domains with gateways, and assets of every kind. */
import { ASSET_CATALOG, constraintsOf, type Constraints } from '../domain/assetCatalog';
import type { Org, Row } from '../types';
import type { SeedContext } from './context';
import {
  COMMENTS,
  ENVS,
  HOST_ROLES,
  HOST_ROLES_JA,
  HOST_ROLES_ZH,
  LABELS,
  NODE_TREE,
} from './text';

/** Assets per kind at scale 1 (2,000 in all). */
export const ASSET_VOLUMES = {
  linux: 900,
  windows: 240,
  unix: 40,
  other: 20,
  databases: 360,
  devices: 240,
  clouds: 100,
  webs: 100,
} as const;

const CATEGORY_KEY: Record<string, string> = {
  host: 'assets.hosts',
  database: 'assets.databases',
  device: 'assets.devices',
  cloud: 'assets.clouds',
  web: 'assets.webs',
};

/** Types with no internal platform get a custom one, so every type has assets. */
const CUSTOM_PLATFORMS: [string, string, string][] = [
  ['host', 'other', 'Other-Linux-Appliance'],
  ['device', 'switch', 'Huawei-S5700'],
  ['device', 'router', 'Juniper-MX'],
  ['device', 'firewall', 'FortiGate'],
  ['cloud', 'public', 'Aliyun-Console'],
];

export interface AssetIndex {
  /** all seeded assets (not gateways), in creation order */
  all: Row[];
  byOrg: Map<string, Row[]>;
  platformsByType: Map<string, Row[]>;
  nodesByOrg: Map<string, Row[]>;
}

function platformRow(
  ctx: SeedContext,
  id: number,
  category: string,
  type: string,
  name: string,
  internal: boolean,
): Row {
  const c: Constraints = constraintsOf(category, type);
  const automation: Record<string, unknown> = {
    id,
    ansible_enabled: c.automation.ansible_enabled,
    ansible_config: c.automation.ansible_config,
  };
  for (const item of [
    'ping',
    'push_account',
    'gather_facts',
    'change_secret',
    'verify_account',
    'gather_accounts',
  ]) {
    const methods = c.automation[`${item}_methods`] as { id: string }[];
    automation[`${item}_enabled`] = c.automation[`${item}_enabled`];
    automation[`${item}_method`] = methods[0]?.id ?? '';
  }
  const created = ctx.daysAgo(400);
  return {
    id,
    name,
    internal,
    category,
    type,
    charset: 'utf-8',
    protocols: c.protocols.map((p, i) => ({ id: id * 100 + i + 1, ...p })),
    domain_enabled: c.domain_enabled,
    su_enabled: c.su_enabled && category === 'host',
    su_method: c.su_enabled && category === 'host' ? 'sudo' : null,
    automation,
    comment: internal ? '' : 'Custom platform',
    date_created: created,
    date_updated: created,
    created_by: internal ? 'System' : 'Administrator',
    updated_by: internal ? 'System' : 'Administrator',
  };
}

function seedPlatforms(ctx: SeedContext): Map<string, Row[]> {
  const byType = new Map<string, Row[]>();
  let id = 0;
  const add = (category: string, type: string, name: string, internal: boolean) => {
    const row = platformRow(ctx, ++id, category, type, name, internal);
    ctx.add('assets.platforms', row);
    byType.set(type, [...(byType.get(type) ?? []), row]); // a handful of platforms: copying is fine
  };
  for (const [category, byTypeNames] of Object.entries(ASSET_CATALOG.internal_platforms)) {
    for (const [type, names] of Object.entries(byTypeNames))
      for (const name of names) add(category, type, name, true);
  }
  for (const [category, type, name] of CUSTOM_PLATFORMS) add(category, type, name, false);
  return byType;
}

function seedNodes(ctx: SeedContext, org: Org, index: number): Row[] {
  const rootValue = org.is_default ? 'Default' : org.name;
  const rows: Row[] = [];
  const node = (key: string, value: string, parentFull: string): Row => {
    const row: Row = {
      id: ctx.uuid(),
      key,
      value,
      name: value,
      full_value: `${parentFull}/${value}`,
      org_id: org.id,
      org_name: org.name,
    };
    rows.push(row);
    return row;
  };
  const root = node(String(index + 1), rootValue, '');
  NODE_TREE.forEach(([value, children], i) => {
    const child = node(`${root.key}:${i + 1}`, value, String(root.full_value));
    children.forEach((c, j) => node(`${child.key}:${j + 1}`, c, String(child.full_value)));
  });
  ctx.add('assets.nodes', ...rows);
  return rows;
}

function seedLabels(ctx: SeedContext, org: Org): Row[] {
  const rows: Row[] = [];
  for (const [name, values] of LABELS) {
    for (const value of values) {
      rows.push({
        id: ctx.uuid(),
        name,
        value,
        category: 'U',
        comment: '',
        assets: [],
        org_id: org.id,
        org_name: org.name,
        is_active: true,
        date_created: ctx.daysAgo(ctx.rnd.int(30, 300)),
      });
    }
  }
  ctx.add('assets.labels', ...rows);
  return rows;
}

function seedDomains(ctx: SeedContext, org: Org, gatewayPlatform: Row): Row[] {
  const names = org.is_default
    ? ['DMZ', '华北专线', 'Office VPN']
    : org.name.startsWith('Tokyo')
      ? ['東京VPC']
      : ['北京机房专线'];
  const domains: Row[] = [];
  for (const name of names) {
    const domain: Row = {
      id: ctx.uuid(),
      name,
      comment: '',
      assets: [],
      gateways: [],
      org_id: org.id,
      org_name: org.name,
      date_created: ctx.daysAgo(ctx.rnd.int(100, 300)),
    };
    for (let g = 1; g <= ctx.rnd.int(1, 2); g++) {
      const gw = baseAsset(
        ctx,
        org,
        `gw-${name.toLowerCase().replace(/\s+/g, '-')}-${g}`,
        ctx.ip('172.31'),
        gatewayPlatform,
        [],
      );
      gw.domain = domain.id;
      gw.protocols = [{ name: 'ssh', port: 22 }];
      gw.info = hostInfo(ctx, 'linux');
      ctx.add('assets.gateways', gw);
      (domain.gateways as string[]).push(String(gw.id));
    }
    domains.push(domain);
  }
  ctx.add('assets.domains', ...domains);
  return domains;
}

function baseAsset(
  ctx: SeedContext,
  org: Org,
  name: string,
  address: string,
  platform: Row,
  nodes: Row[],
): Row {
  const created = ctx.daysAgo(ctx.rnd.int(1, 500));
  const connectivity = ctx.rnd.next();
  const automation = platform.automation as Record<string, unknown>;
  return {
    id: ctx.uuid(),
    name,
    address,
    comment: ctx.rnd.pick(COMMENTS),
    domain: null,
    platform: platform.id,
    nodes: nodes.map((n) => n.id),
    labels: [],
    protocols: (platform.protocols as { name: string; port: number }[]).map((p) => ({
      name: p.name,
      port: p.port,
    })),
    nodes_display: nodes.map((n) => n.full_value),
    category: platform.category,
    type: platform.type,
    connectivity: connectivity < 0.7 ? 'ok' : connectivity < 0.85 ? 'err' : '-',
    auto_info: {
      ansible_enabled: automation.ansible_enabled,
      ping_enabled: automation.ping_enabled,
      gather_facts_enabled: automation.gather_facts_enabled,
      push_account_enabled: automation.push_account_enabled,
      change_secret_enabled: automation.change_secret_enabled,
      verify_account_enabled: automation.verify_account_enabled,
      gather_accounts_enabled: automation.gather_accounts_enabled,
    },
    created_by: 'Administrator',
    org_id: org.id,
    org_name: org.name,
    is_active: ctx.rnd.chance(0.95),
    date_verified: ctx.plusSeconds(created, ctx.rnd.int(60, 86_400 * 30)),
    date_created: created,
  };
}

function hostInfo(ctx: SeedContext, type: string): Record<string, string> {
  const windows = type === 'windows';
  const cores = ctx.rnd.pick([2, 4, 8, 16, 32]);
  return {
    vendor: ctx.rnd.pick(['Dell Inc.', 'HPE', 'Lenovo', 'Inspur', 'VMware, Inc.', 'Alibaba Cloud']),
    model: ctx.rnd.pick([
      'PowerEdge R740',
      'ProLiant DL380',
      'ThinkSystem SR650',
      'VMware Virtual Platform',
    ]),
    sn: `SN${ctx.rnd.int(100000, 999999)}`,
    cpu_model: ctx.rnd.pick([
      'Intel(R) Xeon(R) Gold 6248',
      'AMD EPYC 7K62',
      'Intel(R) Xeon(R) Silver 4214',
    ]),
    cpu_count: String(ctx.rnd.pick([1, 2])),
    cpu_cores: String(cores),
    cpu_vcpus: String(cores * 2),
    memory: `${ctx.rnd.pick([4, 8, 16, 32, 64, 128])}G`,
    disk_total: `${ctx.rnd.pick([50, 100, 200, 500, 1000])}G`,
    distribution: windows
      ? 'Windows Server'
      : ctx.rnd.pick(['CentOS', 'Ubuntu', 'Rocky', 'Debian', 'openEuler']),
    distribution_version: windows
      ? ctx.rnd.pick(['2016', '2019', '2022'])
      : ctx.rnd.pick(['7.9', '8.6', '20.04', '22.04', '11']),
    arch: 'x86_64',
  };
}

function assetName(ctx: SeedContext, kind: string, n: number, org: Org): string {
  const nnn = String(n).padStart(3, '0');
  const r = ctx.rnd.next();
  const city = org.name.startsWith('Tokyo')
    ? '東京'
    : org.name.startsWith('Beijing')
      ? '北京'
      : '上海';
  switch (kind) {
    case 'linux':
    case 'unix':
    case 'other':
      if (r < 0.12) return `${city}-${ctx.rnd.pick(HOST_ROLES_ZH)}-${nnn}`;
      if (r < 0.2) return `${city}-${ctx.rnd.pick(HOST_ROLES_JA)}-${nnn}`;
      return `${ctx.rnd.pick(HOST_ROLES)}-${ctx.rnd.pick(ENVS)}-${nnn}`;
    case 'windows':
      return r < 0.2
        ? `${city}-Windows服务器-${nnn}`
        : `win-${ctx.rnd.pick(['ad', 'rds', 'file', 'sql', 'iis'])}-${nnn}`;
    default:
      return `${kind}-${nnn}`;
  }
}

function pickNodes(ctx: SeedContext, nodes: Row[]): Row[] {
  const leaves = nodes.filter((n) => String(n.key).split(':').length === 3);
  const picked = [ctx.rnd.pick(leaves)];
  if (ctx.rnd.chance(0.1)) {
    const top = nodes.filter((n) => String(n.key).split(':').length === 2);
    const node = ctx.rnd.pick(top);
    // Scaled (bench) seeds only: most of these go to the first top-level node, so one expansion
    // shows ~1,000 assets at MOCK_SCALE=10. Scale 1 draws exactly as before.
    picked.push(ctx.scale > 1 && ctx.rnd.chance(0.7) ? top[0]! : node);
  }
  return picked;
}

export function seedAssets(ctx: SeedContext): AssetIndex {
  const platformsByType = seedPlatforms(ctx);
  const gatewayPlatform = platformsByType.get('linux')!.find((p) => p.name === 'Gateway')!;
  const nodesByOrg = new Map<string, Row[]>();
  const labelsByOrg = new Map<string, Row[]>();
  const domainsByOrg = new Map<string, Row[]>();
  ctx.orgs.forEach((org, i) => {
    nodesByOrg.set(org.id, seedNodes(ctx, org, i));
    labelsByOrg.set(org.id, seedLabels(ctx, org));
    domainsByOrg.set(org.id, seedDomains(ctx, org, gatewayPlatform));
  });

  const index: AssetIndex = { all: [], byOrg: new Map(), platformsByType, nodesByOrg };
  const counters = new Map<string, number>();
  const next = (kind: string) => {
    const n = (counters.get(kind) ?? 0) + 1;
    counters.set(kind, n);
    return n;
  };
  const platformFor = (type: string) => {
    const list = platformsByType
      .get(type)!
      .filter((p) => p.name !== 'Gateway' && p.name !== 'RemoteAppHost');
    return ctx.rnd.pick(list);
  };

  const make = (kind: string, type: string, build: (org: Org, n: number, a: Row) => void) => {
    const org = ctx.pickOrg();
    const n = next(kind);
    const platform = platformFor(type);
    const nodes = pickNodes(ctx, nodesByOrg.get(org.id)!);
    const asset = baseAsset(ctx, org, assetName(ctx, kind, n, org), '', platform, nodes);
    build(org, n, asset);
    if (ctx.rnd.chance(0.15) && platform.domain_enabled) {
      const domain = ctx.rnd.pick(domainsByOrg.get(org.id)!);
      asset.domain = domain.id;
      (domain.assets as unknown[]).push(asset.id);
    }
    for (const label of ctx.rnd.sample(labelsByOrg.get(org.id)!, ctx.rnd.int(0, 2))) {
      (asset.labels as unknown[]).push({ id: label.id, name: label.name, value: label.value });
      (label.assets as unknown[]).push(asset.id);
    }
    ctx.add(['assets.assets', CATEGORY_KEY[String(asset.category)]!], asset);
    index.all.push(asset);
    let inOrg = index.byOrg.get(org.id);
    if (!inOrg) index.byOrg.set(org.id, (inOrg = []));
    inOrg.push(asset);
  };

  const seq = (n: number) => `${Math.floor(n / 254)}.${(n % 254) + 1}`;
  const hostKinds = [
    ['linux', ASSET_VOLUMES.linux, 1],
    ['windows', ASSET_VOLUMES.windows, 2],
    ['unix', ASSET_VOLUMES.unix, 3],
    ['other', ASSET_VOLUMES.other, 4],
  ] as const;
  for (const [type, volume, net] of hostKinds) {
    for (let i = 0; i < ctx.bulk(volume); i++) {
      make(type, type, (_org, n, a) => {
        a.address = `10.${net}.${seq(n)}`;
        a.info = hostInfo(ctx, type);
      });
    }
  }
  const dbTypes = [
    'mysql',
    'mysql',
    'mysql',
    'postgresql',
    'postgresql',
    'mariadb',
    'oracle',
    'sqlserver',
    'mongodb',
    'redis',
    'redis',
    'clickhouse',
  ];
  for (let i = 0; i < ctx.bulk(ASSET_VOLUMES.databases); i++) {
    const type = ctx.rnd.pick(dbTypes);
    make('db', type, (_org, n, a) => {
      a.name = `db-${type}-${String(n).padStart(3, '0')}`;
      a.address = `172.16.${seq(n)}`;
      a.db_name =
        type === 'redis'
          ? '0'
          : ctx.rnd.pick(['orders', 'users', 'billing', 'jumpserver', 'analytics', '会員DB']);
      a.use_ssl = ctx.rnd.chance(0.2);
      a.allow_invalid_cert = false;
      a.ca_cert = '';
      a.client_cert = '';
      a.client_key = '';
    });
  }
  const deviceTypes = ['general', 'switch', 'switch', 'router', 'firewall'];
  for (let i = 0; i < ctx.bulk(ASSET_VOLUMES.devices); i++) {
    const type = ctx.rnd.pick(deviceTypes);
    make('device', type, (org, n, a) => {
      const prefix = { general: 'dev', switch: 'sw', router: 'rt', firewall: 'fw' }[type]!;
      a.name = ctx.rnd.chance(0.15)
        ? `${org.name.startsWith('Tokyo') ? 'コアスイッチ' : '核心交换机'}-${String(n).padStart(3, '0')}`
        : `${prefix}-${ctx.rnd.pick(['core', 'edge', 'access', 'dmz'])}-${String(n).padStart(3, '0')}`;
      a.address = `192.168.${seq(n)}`;
    });
  }
  const cloudTypes = ['public', 'private', 'k8s'];
  for (let i = 0; i < ctx.bulk(ASSET_VOLUMES.clouds); i++) {
    const type = ctx.rnd.pick(cloudTypes);
    make('cloud', type, (_org, n, a) => {
      const base = { public: 'aliyun-console', private: 'vcenter', k8s: 'k8s-cluster' }[type]!;
      a.name = `${base}-${String(n).padStart(3, '0')}`;
      a.address =
        type === 'k8s' ? `https://k8s-${n}.example.com:6443` : `https://${base}-${n}.example.com`;
    });
  }
  const webApps = [
    'grafana',
    'jenkins',
    'gitlab',
    'kibana',
    'confluence',
    'oa-内部系统',
    '勤怠管理',
  ];
  for (let i = 0; i < ctx.bulk(ASSET_VOLUMES.webs); i++) {
    make('web', 'website', (_org, n, a) => {
      const app = ctx.rnd.pick(webApps);
      a.name = `${app}-${String(n).padStart(3, '0')}`;
      a.address = `https://web-${n}.example.com`;
      a.autofill = ctx.rnd.pick(['basic', 'basic', 'no', 'script']);
      a.username_selector = 'name=username';
      a.password_selector = 'name=password';
      a.submit_selector = 'id=login_button';
      a.script = [];
    });
  }
  for (const labels of labelsByOrg.values())
    for (const l of labels) l.asset_count = (l.assets as unknown[]).length;
  return index;
}
