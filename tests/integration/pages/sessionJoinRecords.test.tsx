/**
 * A session's join records (issue 33, docs/domain.md §6.12): who joined or monitored it,
 * read with `?session=` in the detail's Join records tab, newest first; the tab needs the join
 * record permission, and the session detail no longer offers an empty "Activity" timeline.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORG_DEFAULT, ROLE } from '../../../mock/rbac';
import { signIn, startDemoBackend } from '../../support/backend';
import { renderPages } from './harness';
import { recordWire, type WireCall } from './wire';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
});

const T = { timeout: 15000 };
const SLOW = 60_000;
const store = () => backend.state.store;
const URL = '/api/v1/terminal/session-join-records/';

function joinedSession() {
  const record = store()
    .rows('terminal.session_join_records')
    .find((r) => r.org_id === ORG_DEFAULT)!;
  return { sid: String(record.session), record };
}

describe('session join records', () => {
  it(
    "an auditor reads who joined the session, newest first, under the session's detail",
    async () => {
      const { sid, record } = joinedSession();
      const joiner = store().find('users.users', record.joiner)!;
      await signIn('auditor', 'Auditor@2023');
      renderPages(`/audit/sessions/sessions/${sid}`);
      expect(await screen.findByRole('tab', { name: 'Commands' }, T)).toBeTruthy();
      expect(screen.queryByRole('tab', { name: 'Activity' })).toBeNull();
      fireEvent.click(screen.getByRole('tab', { name: 'Join records' }));
      const table = await screen.findByRole('table', {}, T);
      await within(table).findAllByText(
        `${String(joiner.name)}(${String(joiner.username)})`,
        {},
        T,
      );
      for (const header of ['Joiner', 'Verify code', 'Reason', 'Date joined', 'Date left'])
        expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeTruthy();
      const read = wire.find((c) => c.method === 'GET' && c.path === URL)!;
      expect(Object.fromEntries(read.query)).toEqual({
        session: sid,
        order: '-date_joined',
        limit: '15',
        offset: '0',
      });
    },
    SLOW,
  );

  it(
    'is not offered without the join record permission',
    async () => {
      const role = store().roles.find((r) => r.id === ROLE.OrgAuditor)!;
      role.permissions = role.permissions.filter((p) => p !== 'terminal.view_sessionjoinrecord');
      store().touch();
      const { sid } = joinedSession();
      await signIn('auditor', 'Auditor@2023');
      renderPages(`/audit/sessions/sessions/${sid}`);
      await screen.findByRole('tab', { name: 'Commands' }, T);
      expect(screen.queryByRole('tab', { name: 'Join records' })).toBeNull();
      await waitFor(() => expect(wire.some((c) => c.path === URL)).toBe(false));
    },
    SLOW,
  );
});
