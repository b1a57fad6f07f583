import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHasPerm, useSessionFlags, useCurrentOrg } from '../../../authProvider';
import { signIn, startDemoBackend } from '../../support/backend';
import { renderWithAuth } from './support';

startDemoBackend();
const LICENSED = { XPACK_ENABLED: true, XPACK_LICENSE_IS_VALID: true };

function Flags() {
  const flags = useSessionFlags('console');
  const canSetUp = useHasPerm('settings.view_setting');
  const canManageUsers = useHasPerm(['users.view_user', 'users.add_user']);
  const org = useCurrentOrg();
  return (
    <pre aria-label="flags">
      {JSON.stringify({ ...flags, canSetUp, canManageUsers, org: org?.name ?? null })}
    </pre>
  );
}

async function flagsOf(username: string, password: string) {
  await signIn(username, password);
  const { authProvider } = renderWithAuth(<Flags />);
  authProvider.session.setPublicSettings(LICENSED);
  await authProvider.checkAuth({});
  await authProvider.session.prepareView('console');
  await waitFor(() =>
    expect(screen.getByLabelText('flags').textContent).toContain('"org":"Default"'),
  );
  return JSON.parse(screen.getByLabelText('flags').textContent!) as Record<string, unknown>;
}

describe('identity flags and permission hooks', () => {
  it('a system admin', async () => {
    expect(await flagsOf('sysadmin', 'Sysadmin@2023')).toEqual({
      isSuperAdmin: false,
      isSystemAdmin: true,
      isAdmin: true,
      isAudit: true,
      showOrganization: true,
      disableOrgsChange: false,
      canSetUp: true,
      canManageUsers: true,
      org: 'Default',
    });
  });

  it('an org admin', async () => {
    expect(await flagsOf('orgadmin', 'Orgadmin@2023')).toMatchObject({
      isSuperAdmin: false,
      isSystemAdmin: false,
      isAdmin: true,
      canSetUp: false,
      canManageUsers: true,
    });
  });

  it('the superuser', async () => {
    expect(await flagsOf('admin', 'ChangeMe')).toMatchObject({
      isSuperAdmin: true,
      isSystemAdmin: true,
    });
  });
});
