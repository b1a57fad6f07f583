import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ViewGuard } from '../../src/shell/guards';

const org = { id: '00000000-0000-0000-0000-000000000002', name: 'Default', is_default: true };
// A console user without settings.view_setting: the settings view is refused.
const shell = { profile: { console_orgs: [org], audit_orgs: [], perms: [] } };
vi.mock('../../src/shell/ShellContext', () => ({ useShell: () => shell }));
// The guard's redirects are recorded, not followed: what React renders next is up to the test.
const redirect = vi.fn();
vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  useNavigate: () => redirect,
}));

describe('ViewGuard', () => {
  it('sends each page of a refused view away, also one reached before its redirect rendered', async () => {
    const router = createMemoryRouter([{ path: '*', element: <ViewGuard /> }], {
      initialEntries: ['/settings/applets'],
    });
    render(<RouterProvider router={router} />);
    expect(redirect).toHaveBeenLastCalledWith('/console/dashboard', { replace: true });
    // Under load a second settings page can be asked for before React rendered the first redirect.
    await act(() => router.navigate('/settings/terminal'));
    expect(redirect).toHaveBeenCalledTimes(2);
    await act(() => router.navigate('/console/users/users'));
    expect(redirect).toHaveBeenCalledTimes(2);
  });
});
