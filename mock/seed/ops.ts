/**
 * Job centre (ad-hoc commands, playbooks, jobs and their executions, which are also the job audit
 * log) and Celery tasks with executions, whose ids the task log pages and activities point at.
 */
import type { Org, Row } from '../types';
import type { AssetIndex } from './assets';
import type { SeedContext } from './context';
import { AUDIT_VOLUMES } from './audits';

/** Celery task names with their queue and description (CeleryTask.meta). */
export const CELERY_TASKS: [string, string, string][] = [
  ['assets.tasks.ping.test_assets_connectivity_task', 'ansible', 'Test assets connectivity'],
  [
    'assets.tasks.gather_facts.update_assets_hardware_info_manual',
    'ansible',
    'Update assets hardware info',
  ],
  [
    'accounts.tasks.push_account.push_accounts_to_assets_task',
    'ansible',
    'Push accounts to assets',
  ],
  [
    'accounts.tasks.verify_account.verify_accounts_connectivity_task',
    'ansible',
    'Verify accounts connectivity',
  ],
  ['ops.tasks.run_ops_job_execution', 'ansible', 'Run ansible task execution'],
  ['common.tasks.send_mail_async', 'celery', 'Send email'],
  ['users.tasks.check_password_expired', 'celery', 'Check password expired'],
  ['terminal.tasks.delete_terminal_status_period', 'celery', 'Periodic delete terminal status'],
  ['settings.tasks.ldap.import_ldap_user', 'celery', 'Periodic import ldap user'],
  ['ops.tasks.clean_celery_tasks_period', 'celery', 'Clean celery log period'],
];

const JOB_TASK = 'ops.tasks.run_ops_job_execution';
const CONNECTIVITY_TASK = 'assets.tasks.ping.test_assets_connectivity_task';

function celeryExecution(
  ctx: SeedContext,
  name: string,
  args: unknown[],
  at: string,
  state: string,
  id = ctx.uuid(),
): Row {
  const finished = state === 'SUCCESS' || state === 'FAILURE';
  return {
    id,
    name,
    args,
    kwargs: {},
    state,
    is_finished: finished,
    date_published: at,
    date_start: state === 'PENDING' ? null : at,
    date_finished: finished ? ctx.plusSeconds(at, ctx.rnd.int(1, 90)) : null,
  };
}

function seedOrgJobs(
  ctx: SeedContext,
  org: Org,
  assets: AssetIndex,
  creator: Row,
): { jobs: Row[]; playbooks: Row[] } {
  const orgAssets = assets.byOrg.get(org.id) ?? [];
  const stamp = () => {
    const created = ctx.daysAgo(ctx.rnd.int(10, 300));
    return {
      org_id: org.id,
      org_name: org.name,
      date_created: created,
      date_updated: created,
      created_by: String(creator.name),
      creator: creator.id,
    };
  };
  const adhocs = [
    ['Disk usage', 'shell', 'df -h'],
    ['Restart nginx', 'shell', 'systemctl restart nginx'],
    ['查看内存', 'shell', 'free -m'],
    ['Windows サービス一覧', 'win_shell', 'Get-Service | Where-Object {$_.Status -eq "Running"}'],
    ['Python version', 'python', 'import sys; print(sys.version)'],
  ].map(([name, module, args]) => ({
    id: ctx.uuid(),
    name: name!,
    module: module!,
    args: args!,
    comment: '',
    ...stamp(),
  }));
  ctx.add('ops.adhocs', ...adhocs);

  const playbooks = ['Deploy web app', '初始化服务器', 'パッチ適用'].map((name, i) => ({
    id: ctx.uuid(),
    path: `/data/ops/playbook/${i + 1}/main.yml`,
    name,
    comment: '',
    create_method: i === 0 ? 'vcs' : 'blank',
    vcs_url: i === 0 ? 'https://git.example.com/ops/deploy-web.git' : '',
    ...stamp(),
  }));
  ctx.add('ops.playbooks', ...playbooks);

  const jobs: Row[] = [];
  const job = (name: string, type: 'adhoc' | 'playbook', extra: Partial<Row>) => {
    const periodic = ctx.rnd.chance(0.3);
    const row: Row = {
      id: ctx.uuid(),
      average_time_cost: 0,
      name,
      type,
      module: 'shell',
      args: '',
      playbook: null,
      assets: ctx.rnd
        .some(orgAssets, Math.min(orgAssets.length, ctx.rnd.int(1, 5)))
        .map((a) => a.id),
      runas_policy: ctx.rnd.pick(['privileged_first', 'privileged_only', 'skip']),
      runas: 'root',
      parameters_define: '{}',
      timeout: ctx.rnd.pick([-1, 60, 300]),
      chdir: '',
      comment: '',
      summary: { total: 0, success: 0 },
      interval: 24,
      crontab: periodic && ctx.rnd.chance(0.5) ? '30 1 * * *' : '',
      nodes: [],
      instant: false,
      use_parameter_define: false,
      is_periodic: periodic,
      run_after_save: false,
      date_last_run: null,
      ...stamp(),
      ...extra,
    };
    jobs.push(row);
    return row;
  };
  for (const a of adhocs) job(a.name, 'adhoc', { module: a.module, args: a.args });
  for (const p of playbooks) job(p.name, 'playbook', { module: '', playbook: p.id });
  ctx.add('ops.jobs', ...jobs);
  return { jobs, playbooks };
}

function seedJobExecutions(ctx: SeedContext, allJobs: Row[]): Row[] {
  const celery: Row[] = [];
  const executions: Row[] = [];
  const total = ctx.bulk(AUDIT_VOLUMES.jobLogs);
  for (let i = 0; i < total; i++) {
    const job = ctx.rnd.pick(allJobs);
    const start = i === 0 ? ctx.within(0.01) : ctx.within(90);
    const roll = ctx.rnd.next();
    // The newest execution is still running, so its task log can be followed while it grows.
    const status =
      i === 0 ? 'running' : roll < 0.8 ? 'success' : roll < 0.95 ? 'failed' : 'timeout';
    const finished = status !== 'running';
    const cost = ctx.rnd.int(1, 240);
    const hosts = (job.assets as string[]).length;
    const okHosts = status === 'success' ? hosts : Math.max(0, hosts - 1);
    const taskId = ctx.uuid();
    celery.push(
      celeryExecution(
        ctx,
        JOB_TASK,
        [job.id],
        start,
        finished ? (status === 'success' ? 'SUCCESS' : 'FAILURE') : 'RUNNING',
        taskId,
      ),
    );
    const material =
      job.type === 'playbook'
        ? `${String(job.name)}:playbook`
        : `${String(job.module)}:${String(job.args)}`;
    executions.push({
      id: ctx.uuid(),
      task_id: taskId,
      timedelta: finished ? cost : 0,
      time_cost: finished ? cost : 0,
      is_finished: finished,
      is_success: status === 'success',
      status,
      job_type: job.type,
      summary: {
        ok: Array.from({ length: okHosts }, (_, k) => `host-${k + 1}`),
        failures: {},
        dark: hosts > okHosts ? { [`host-${hosts}`]: 'UNREACHABLE' } : {},
        skipped: [],
      },
      material,
      job: job.id,
      parameters: {},
      org_id: job.org_id,
      org_name: job.org_name,
      created_by: job.created_by,
      creator: job.creator,
      date_start: start,
      date_finished: finished ? ctx.plusSeconds(start, cost) : null,
      date_created: start,
    });
    const summary = job.summary as { total: number; success: number };
    summary.total++;
    if (status === 'success') summary.success++;
    if (!job.date_last_run || String(job.date_last_run) < start) job.date_last_run = start;
  }
  // Job executions are also the job audit log (JobAuditViewSet reads JobExecution).
  ctx.add(['ops.job_executions', 'audits.job_logs'], ...executions);
  return celery;
}

function seedCeleryTasks(ctx: SeedContext, assets: AssetIndex, jobCelery: Row[]): void {
  const executions = [...jobCelery];
  const activities: Row[] = [];
  for (let i = 0; i < ctx.bulk(120); i++) {
    const [name] = ctx.rnd.pick(CELERY_TASKS.filter(([n]) => n !== JOB_TASK));
    const at = ctx.within(90);
    const state = ctx.rnd.chance(0.9) ? 'SUCCESS' : 'FAILURE';
    const targets =
      name === CONNECTIVITY_TASK || name.startsWith('assets.')
        ? ctx.rnd.some(assets.all, ctx.rnd.int(1, 3))
        : [];
    const exec = celeryExecution(
      ctx,
      name,
      targets.map((a) => a.id),
      at,
      state,
    );
    executions.push(exec);
    for (const a of targets) {
      activities.push({
        id: ctx.uuid(),
        type: 'T',
        resource_ids: [a.id],
        datetime: at,
        detail: `Task ${name.split('.').pop()} ${state === 'SUCCESS' ? 'finished' : 'failed'}`,
        detail_id: exec.id,
        org_id: a.org_id,
      });
    }
  }
  ctx.add('ops.celery_task_executions', ...executions);
  ctx.add('audits.activity_logs', ...activities);

  for (const [name, queue, comment] of CELERY_TASKS) {
    const mine = executions.filter((e) => e.name === name);
    const recent = [...mine]
      .sort((a, b) => String(b.date_published).localeCompare(String(a.date_published)))
      .slice(0, 5);
    const failed = recent.filter((e) => e.state === 'FAILURE').length;
    ctx.add('ops.celery_tasks', {
      id: ctx.uuid(),
      name,
      meta: { comment, queue },
      summary: { total: mine.length, success: mine.filter((e) => e.state === 'SUCCESS').length },
      state: failed === 0 ? 'green' : failed < 3 ? 'yellow' : 'red',
      date_last_publish: recent[0]?.date_published ?? ctx.daysAgo(1),
    });
  }
}

export function seedOps(ctx: SeedContext, assets: AssetIndex): void {
  const creators = ['admin', 'orgadmin', 'user'].map((u) => ctx.store.userByUsername(u)!);
  const allJobs: Row[] = [];
  ctx.orgs.forEach((org, i) =>
    allJobs.push(...seedOrgJobs(ctx, org, assets, creators[i % creators.length]!).jobs),
  );
  const jobCelery = seedJobExecutions(ctx, allJobs);
  seedCeleryTasks(ctx, assets, jobCelery);
}
