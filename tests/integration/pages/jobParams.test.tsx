/**
 * Job parameters on the wire (docs/domain.md §8.3–8.4): the job form sends the definitions as
 * a JSON-encoded `parameters_define` with `use_parameter_define`; Run now on such a job asks the
 * values, prefilled with their defaults, and posts them as a JSON string; a job without parameters
 * runs at once with `{job}` alone.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Row } from '../../../mock/types';
import { ORG_DEFAULT } from '../../../mock/rbac';
import { signIn, startDemoBackend } from '../../support/backend';
import { renderPages } from './harness';
import { recordWire, type WireCall } from './wire';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
});

const T = { timeout: 20000 };
const store = () => backend.state.store;
const posts = (path: string) => wire.filter((c) => c.method === 'POST' && c.path === path);

/** A job of the admin's own (the job viewsets show only the creator's jobs). */
function adminJob(attrs: Record<string, unknown>): Row {
  const admin = store()
    .rows('users.users')
    .find((u) => u.username === 'admin')!;
  const base = store()
    .rows('ops.jobs')
    .find((j) => j.type === 'adhoc' && !j.instant)!;
  const job: Row = {
    ...base,
    id: crypto.randomUUID(),
    creator: admin.id,
    org_id: ORG_DEFAULT,
    org_name: 'Default',
    is_periodic: false,
    ...attrs,
  };
  store().rows('ops.jobs').push(job);
  return job;
}

describe('job parameters', () => {
  it('Run now asks the values, prefilled with defaults, and sends them as a JSON string', async () => {
    const job = adminJob({
      name: 'deploy with env',
      args: 'echo {{ env }}',
      use_parameter_define: true,
      parameters_define: JSON.stringify({
        env: {
          label: 'Env',
          type: 'select',
          options: [
            { label: 'prod', value: 'prod' },
            { label: 'staging', value: 'staging' },
          ],
          default: 'prod',
        },
        version: { label: 'Version', type: 'text', default: '1.0' },
      }),
    });
    await signIn('admin', 'ChangeMe');
    renderPages(`/workbench/ops/job/${String(job.id)}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Run' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Run with parameters' }, T);
    // A choice offers its options, the default chosen.
    const env = within(dialog).getByRole('combobox', { name: 'Env' });
    expect(env.textContent).toBe('prod');
    fireEvent.mouseDown(env);
    fireEvent.click(await screen.findByRole('option', { name: 'staging' }));
    expect(within(dialog).getByLabelText('Version')).toHaveProperty('value', '1.0');
    expect(posts('/api/v1/ops/job-executions/')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Version'), { target: { value: '2.1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(posts('/api/v1/ops/job-executions/')).toHaveLength(1), T);
    expect(posts('/api/v1/ops/job-executions/')[0]!.body).toEqual({
      job: job.id,
      parameters: '{"env":"staging","version":"2.1"}',
    });
    // The backend keeps them on the execution the run created.
    const execution = store()
      .rows('ops.job_executions')
      .find((e) => e.job === job.id);
    expect(execution?.parameters).toEqual({ env: 'staging', version: '2.1' });
  }, 60000);

  it('a job whose parameters are not in use runs at once with the job alone', async () => {
    const job = adminJob({
      name: 'plain uptime',
      args: 'uptime',
      use_parameter_define: false,
      parameters_define: JSON.stringify({ env: { label: 'Env', default: 'prod' } }),
    });
    await signIn('admin', 'ChangeMe');
    renderPages(`/workbench/ops/job/${String(job.id)}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Run' }, T));
    await waitFor(() => expect(posts('/api/v1/ops/job-executions/')).toHaveLength(1), T);
    expect(posts('/api/v1/ops/job-executions/')[0]!.body).toEqual({ job: job.id });
    expect(screen.queryByRole('dialog', { name: 'Run with parameters' })).toBeNull();
  }, 60000);

  it('the job form sends the defined parameters as a JSON-encoded string', async () => {
    await signIn('admin', 'ChangeMe');
    renderPages('/workbench/ops/job/create');
    fireEvent.change(await screen.findByLabelText('Name', {}, T), {
      target: { value: 'env check' },
    });
    fireEvent.change(screen.getByLabelText('Args'), { target: { value: 'echo {{ env }}' } });
    expect(screen.queryByRole('group', { name: 'Parameters' })).toBeNull();
    fireEvent.click(screen.getByLabelText('Use parameters'));
    const params = await screen.findByRole('group', { name: 'Parameters' });
    fireEvent.click(within(params).getByRole('button', { name: 'Add parameter' }));
    fireEvent.change(within(params).getByLabelText('Name'), { target: { value: 'env' } });
    fireEvent.change(within(params).getByLabelText('Label'), { target: { value: 'Env' } });
    fireEvent.mouseDown(within(params).getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Choice' }));
    fireEvent.change(within(params).getByLabelText('Options (comma-separated)'), {
      target: { value: 'prod, staging' },
    });
    fireEvent.change(within(params).getByLabelText('Default'), { target: { value: 'prod' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(posts('/api/v1/ops/jobs/')).toHaveLength(1), T);
    expect(posts('/api/v1/ops/jobs/')[0]!.body).toMatchObject({
      name: 'env check',
      args: 'echo {{ env }}',
      use_parameter_define: true,
      parameters_define: JSON.stringify({
        env: {
          type: 'select',
          label: 'Env',
          default: 'prod',
          options: [
            { label: 'prod', value: 'prod' },
            { label: 'staging', value: 'staging' },
          ],
        },
      }),
    });
  }, 60000);
});
