/** Cloud accounts and instance sync tasks (xpack, served only while the extended edition is on). */
import type { SeedContext } from './context';

export function seedCloud(ctx: SeedContext): void {
  const node = ctx.store.rows('assets.nodes').find((n) => n.full_value === '/Default/Cloud');
  const accounts = (
    [
      ['Aliyun production', 'aliyun', { access_key_id: 'LTAI5tDEMOEXAMPLE' }],
      ['腾讯云测试', 'qcloud', { access_key_id: 'AKIDDEMOEXAMPLE' }],
      [
        'vSphere 本社',
        'vmware',
        { host: 'vcenter.example.com', port: 443, username: 'administrator@vsphere.local' },
      ],
    ] as const
  ).map(([name, provider, attrs]) => ({
    id: ctx.uuid(),
    name,
    provider,
    // Only the public half of each credential: `attrs` is rendered as stored.
    attrs: { ...attrs },
    validity: provider !== 'qcloud',
    date_created: ctx.daysAgo(ctx.rnd.int(30, 200)),
    created_by: 'Administrator',
    comment: '',
  }));
  ctx.add('xpack.cloud_accounts', ...accounts);
  ctx.add(
    'xpack.sync_instance_tasks',
    ...accounts.slice(0, 2).map((account, i) => ({
      id: ctx.uuid(),
      name: `Sync ${account.name}`,
      account: account.id,
      regions: i === 0 ? ['cn-beijing', 'cn-hangzhou'] : ['ap-guangzhou'],
      hostname_strategy: 'instance_name_partial_ip',
      node: node?.id ?? null,
      protocols: ['ssh/22', 'rdp/3389'],
      ip_network_segment_group: ['*'],
      sync_ip_type: 0,
      is_always_update: i === 0,
      is_periodic: true,
      crontab: '',
      interval: 24,
      periodic_display: 'Run every 24h',
      history_count: ctx.rnd.int(3, 20),
      instance_count: ctx.rnd.int(10, 80),
      date_last_sync: ctx.within(1),
      date_created: account.date_created,
      comment: '',
    })),
  );
}
