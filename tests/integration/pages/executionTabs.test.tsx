/**
 * The Executions tab of a job and of an account automation: each row carries the execution's own
 * action, its output or its log, as the Vue console's job history does (docs/domain.md §5.3, §8.4).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORG_DEFAULT } from '../../../mock/rbac';
import { signIn, startDemoBackend } from '../../support/backend';
import { renderPages } from './harness';

const backend = startDemoBackend();
const T = { timeout: 15000 };
const SLOW = 90_000;
const store = () => backend.state.store;

/** The tab's first row, once its rows are in. */
async function firstRow() {
  const table = await screen.findByRole('table', {}, T);
  await screen.findByText(/^1-\d+ of \d+$/, {}, T);
  return within(table).getAllByRole('row')[1]!;
}

describe('executions tabs', () => {
  it(
    "a job's executions each open their output",
    async () => {
      await signIn('admin', 'ChangeMe');
      const execution = store()
        .rows('ops.job_executions')
        .find((e) => e.org_id === ORG_DEFAULT)!;
      renderPages(`/workbench/ops/job/${String(execution.job)}/executions`);
      const row = await firstRow();
      fireEvent.click(within(row).getByRole('button', { name: /^Output/ }));
      expect(await screen.findByRole('log', { name: 'Task log' }, T)).toBeTruthy();
    },
    SLOW,
  );

  it(
    "an automation's executions each open their log",
    async () => {
      await signIn('admin', 'ChangeMe');
      const execution = store()
        .rows('accounts.change_secret_executions')
        .find((e) => e.org_id === ORG_DEFAULT)!;
      const automation = String(execution.automation);
      renderPages(`/console/accounts/account-change-secret/${automation}/executions`);
      const row = await firstRow();
      fireEvent.click(within(row).getByRole('button', { name: /^Log/ }));
      expect(await screen.findByRole('log', { name: 'Task log' }, T)).toBeTruthy();
    },
    SLOW,
  );
});
