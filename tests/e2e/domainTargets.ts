/**
 * Targets on the demo backend for the reliability suites (fault matrix, accessibility, secrets):
 * rows of the domain screens picked (or arranged) so a suite's line can say what it opens.
 */
import type { Page } from '@playwright/test';
import type { Backend } from '../../mock/backend';
import { ORG_DEFAULT } from '../../mock/rbac';
import type { Row } from '../../mock/types';

/** An open ticket of Default of one of `types` whose current level admin decides. */
export function openTicketForAdmin(backend: Backend, types: string[]): string {
  const store = backend.state.store;
  const me = String(store.userByUsername('admin')!.id);
  const ticket = store.rows('tickets.tickets').find((t) => {
    const steps = t.steps as { level: number; assignees: string[] }[];
    const current = steps.find((st) => st.level === Number(t.approval_step));
    return (
      t.status === 'open' &&
      t.org_id === ORG_DEFAULT &&
      types.includes(String(t.type)) &&
      !!current?.assignees.includes(me)
    );
  })!;
  return String(ticket.id);
}

/** A job of Default made to ask one parameter on Run now (the job run dialog); the seed has none. */
export function jobWithParameter(backend: Backend): string {
  const job = backend.state.store
    .rows('ops.jobs')
    .find((j) => j.org_id === ORG_DEFAULT && j.type === 'adhoc')!;
  job.use_parameter_define = true;
  job.parameters_define = JSON.stringify({ who: { label: 'Who', default: 'ops', type: 'text' } });
  return String(job.id);
}

/** A host whose connectivity can be tested, as the asset list shows it. */
export async function testableHost(page: Page): Promise<string> {
  const res = await page.request.get('/api/v1/assets/hosts/?limit=1&offset=3&platform=1');
  return String(((await res.json()) as { results: Row[] }).results[0]!.id);
}

/** A finished SSH session of Default with a recording. */
export function replayableSession(backend: Backend): string {
  const s = backend.state.store
    .rows('terminal.sessions')
    .find(
      (r) =>
        r.is_finished && r.org_id === ORG_DEFAULT && r.protocol === 'ssh' && r.can_replay !== false,
    )!;
  return String(s.id);
}

/** An account of Default with earlier secrets (its secret history has rows). */
export function accountWithHistory(backend: Backend): Row {
  return backend.state.store
    .rows('accounts.accounts')
    .find((a) => a.org_id === ORG_DEFAULT && ((a.history as unknown[]) ?? []).length > 1)!;
}

/** The asset permission the list shows first (its relation tabs and pickers). */
export async function firstAssetPermission(page: Page): Promise<string> {
  const res = await page.request.get('/api/v1/perms/asset-permissions/?limit=1&offset=0');
  return String(((await res.json()) as { results: Row[] }).results[0]!.id);
}

export const ASSETS = '/ui/console/assets/assets';
export const ACCOUNTS = '/ui/console/accounts/accounts';
