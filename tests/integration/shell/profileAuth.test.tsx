/**
 * The profile page's authentication shortcuts (docs/domain.md §14.7): MFA "Set" opens the
 * backend's MFA page, "Reset and download" its key generator, and an IM account is unbound, or
 * sent to the backend's bind page, after the user has confirmed who they are.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, startDemoBackend } from '../../support/backend';
import { recordWire, type WireCall } from '../pages/wire';
import { renderConsole } from './support';
import '../../support/catalogues';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
  document.cookie = 'django_language=en; path=/';
});
afterEach(() => vi.restoreAllMocks());

const T = { timeout: 15000 };
const UNBIND = '/api/v1/authentication/dingtalk/qr/unbind/';

/** The row of the authentication settings card that carries this title. */
async function rowOf(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: 'Authentication settings' }, T);
  const card = heading.closest<HTMLElement>('.MuiCardContent-root')!;
  return (await within(card).findByText(title, {}, T)).closest('div')!.parentElement!;
}

async function confirmWithPassword(password: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Verify your identity' }, T);
  fireEvent.change(await within(dialog).findByLabelText('Password', {}, T), {
    target: { value: password },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

describe('profile authentication shortcuts', () => {
  it("'Reset and download' opens the backend's key generator in a new window", async () => {
    await signIn('admin', 'ChangeMe');
    renderConsole('/profile/info');
    const reset = await screen.findByRole('link', { name: 'Reset and download' }, T);
    expect(reset.getAttribute('href')).toBe('/core/auth/profile/pubkey/generate/');
    expect(reset.getAttribute('target')).toBe('_blank');
  });

  it("MFA 'Set' leaves the console for the backend's MFA page, in the same window", async () => {
    await signIn('admin', 'ChangeMe');
    renderConsole('/profile/info');
    const row = await rowOf('Multi-factor authentication (MFA)');
    expect(within(row).getByText('Disabled')).toBeTruthy();
    const set = within(row).getByRole('link', { name: 'Set' });
    expect(set.getAttribute('href')).toBe('/core/auth/profile/mfa/');
    expect(set.getAttribute('target')).toBeNull();
  });

  it('unbinds DingTalk once the user has confirmed, and shows it unbound', async () => {
    backend.state.settings.AUTH_DINGTALK = true;
    await signIn('admin', 'ChangeMe');
    backend.state.store.userByUsername('admin')!.dingtalk_id = 'ding-42';
    renderConsole('/profile/info');
    // WeCom and FeiShu logins are off: no row for them.
    const row = await rowOf('DingTalk');
    expect(screen.queryByRole('button', { name: 'Bind' })).toBeNull();
    expect(within(row).getByText('Bound')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Unbind' }));
    await confirmWithPassword('ChangeMe');
    await waitFor(() => expect(wire.filter((c) => c.path === UNBIND)).toHaveLength(1), T);
    expect(await within(await rowOf('DingTalk')).findByText('Not bound', {}, T)).toBeTruthy();
    expect(backend.state.store.userByUsername('admin')!.dingtalk_id).toBeNull();
    // The relogin check first (refused), the confirmation, the check again, then the unbind.
    const steps = wire
      .filter((c) => c.path.startsWith('/api/v1/authentication/') && c.method !== 'OPTIONS')
      .map((c) => `${c.method} ${c.path.replace('/api/v1/authentication/', '')}`)
      .filter((s) => s !== 'GET confirm/');
    expect(steps).toEqual([
      'GET confirm-oauth/',
      'POST confirm/',
      'GET confirm-oauth/',
      'POST dingtalk/qr/unbind/',
    ]);
  }, 60000);

  it("sends an unbound user to the backend's bind page, coming back to the profile", async () => {
    backend.state.settings.AUTH_WECOM = true;
    await signIn('admin', 'ChangeMe');
    renderConsole('/profile/info');
    const bind = within(await rowOf('WeCom')).getByRole('button', { name: 'Bind' });
    // jsdom cannot leave the page: the browser's location stands in, its assign recorded.
    const { href, origin, pathname, search, hash } = window.location;
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      href,
      origin,
      pathname,
      search,
      hash,
      assign,
    } as unknown as Location);
    fireEvent.click(bind);
    await confirmWithPassword('ChangeMe');
    await waitFor(() => expect(assign).toHaveBeenCalled(), T);
    expect(assign).toHaveBeenCalledWith(
      '/core/auth/wecom/qr/bind/?redirect_url=%2Fui%2Fprofile%2Finfo',
    );
  }, 60000);
});
