import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../dataProvider/httpClient';
import { domainOf } from '../../../mock/domain/state';
import { totp } from '../../../mock/util/totp';
import { useUserConfirm } from '../../../src/components/confirm';
import { signIn, startDemoBackend } from '../../support/backend';
import { recordedBrowser, recordWire, renderWithAuth } from './support';

const backend = startDemoBackend();
const SECRET = 'JBSWY3DPEHPK3PXP';
const SECRETS_URL = '/api/v1/accounts/account-secrets/';

/** A page button that runs `action` behind the confirm and shows how it ended. */
function Runner({ action }: { action: () => Promise<unknown> }) {
  const confirmed = useUserConfirm();
  const [outcome, setOutcome] = useState('idle');
  return (
    <>
      <button
        onClick={() =>
          confirmed(action).then(
            () => setOutcome('done'),
            (e: Error) => setOutcome(e.name),
          )
        }
      >
        Run
      </button>
      <output aria-label="outcome">{outcome}</output>
    </>
  );
}

/** Fails once with the given confirmation requirement, then answers. */
function needsOnce(code: string) {
  let calls = 0;
  const action = async () => {
    calls += 1;
    if (calls === 1)
      throw new HttpError('This action require confirm current user', 400, { code, detail: '…' });
    return 'secret';
  };
  return { action, calls: () => calls };
}

// The dialog hides the page from assistive technology, so the outcome is read regardless.
const outcome = () => screen.getByRole('status', { name: 'outcome', hidden: true }).textContent;
const confirmCalls = (wire: ReturnType<typeof recordWire>) =>
  wire.filter((c) => c.path.startsWith('/api/v1/authentication/'));

function admin() {
  return backend.state.store.userByUsername('admin')!;
}

beforeEach(() => {
  document.cookie = 'django_language=en; path=/';
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the user-confirm dialog (docs/shell.md §12.1) on the demo backend', () => {
  it('mfa: checks the protected call, asks for OTP (6 characters) and retries the call', async () => {
    await signIn('admin', 'ChangeMe');
    admin().otp_secret_key = SECRET;
    const { authProvider } = renderWithAuth(
      <Runner action={() => request(SECRETS_URL, { query: { limit: 1 }, silent: true })} />,
    );
    await authProvider.checkAuth({});
    const wire = recordWire();
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));

    await screen.findByRole('dialog', { name: 'Verify your identity' });
    const method = await screen.findByRole('combobox', { name: 'Verification method' });
    expect((method as HTMLSelectElement).value).toBe('otp');
    expect(screen.getByRole('option', { name: 'SMS' })).toHaveProperty('disabled', true);

    const code = screen.getByRole('textbox', { name: 'Verification code' });
    await userEvent.type(code, '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('MFA verification failed: the code must have 6 characters'),
    ).toBeTruthy();
    expect(wire.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.clear(code);
    const wrong = ['000000', '111111'].find(
      (c) => ![-30_000, 0, 30_000].some((d) => totp(SECRET, Date.now() + d) === c),
    )!;
    await userEvent.type(code, wrong);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(outcome()).toBe('idle');

    await userEvent.clear(code);
    await userEvent.type(code, totp(SECRET));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(outcome()).toBe('done'));
    expect(screen.queryByRole('dialog')).toBeNull();

    const calls = wire.map((c) => `${c.method} ${c.path}${c.search}`);
    expect(calls[0]).toBe(`GET ${SECRETS_URL}?limit=1`);
    expect(calls[1]).toBe('GET /api/v1/authentication/confirm/?confirm_type=mfa');
    expect(calls.at(-1)).toBe(`GET ${SECRETS_URL}?limit=1`);
    const posts = confirmCalls(wire).filter((c) => c.method === 'POST');
    expect(posts.at(-1)!.body).toMatchObject({ confirm_type: 'mfa', mfa_type: 'otp' });
    // The code leaves the browser encrypted with the session's public key.
    expect(String((posts.at(-1)!.body as { secret_key: string }).secret_key)).toMatch(
      /^[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/,
    );
  });

  it('password: a password field with the method fixed, the server error shown, then the retry', async () => {
    await signIn('admin', 'ChangeMe');
    const { action, calls } = needsOnce('password');
    const { authProvider } = renderWithAuth(<Runner action={action} />);
    await authProvider.checkAuth({});
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));

    expect(await screen.findByRole('combobox', { name: 'Verification method' })).toHaveProperty(
      'disabled',
      true,
    );
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(password.getAttribute('type')).toBe('password');
    await userEvent.type(password, 'not-it');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toContain('password incorrect');

    await userEvent.clear(password);
    await userEvent.type(password, 'ChangeMe');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(outcome()).toBe('done'));
    expect(calls()).toBe(2);
  });

  it('relogin: confirmed silently with an empty secret right after signing in', async () => {
    await signIn('admin', 'ChangeMe');
    admin().source = 'openid';
    const { action, calls } = needsOnce('relogin');
    const { authProvider } = renderWithAuth(<Runner action={action} />);
    await authProvider.checkAuth({});
    const wire = recordWire();
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(outcome()).toBe('done'));
    expect(calls()).toBe(2);
    expect(confirmCalls(wire).map((c) => [c.method, c.search, c.body])).toEqual([
      ['GET', '?confirm_type=relogin', undefined],
      ['POST', '', { confirm_type: 'relogin', secret_key: '' }],
    ]);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('relogin: when the sign-in is too old, offers signing in again and coming back here', async () => {
    await signIn('admin', 'ChangeMe');
    admin().source = 'openid';
    const browser = recordedBrowser('/ui/console/accounts/accounts?search=web');
    const { action } = needsOnce('relogin');
    const { authProvider } = renderWithAuth(<Runner action={action} />, { env: browser.env });
    await authProvider.checkAuth({});
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000);
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await screen.findByRole('dialog', { name: 'Sign in again' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(browser.navigated).toEqual([
      '/core/auth/logout/?next=%2Fui%2Fconsole%2Faccounts%2Faccounts%3Fsearch%3Dweb',
    ]);
  });

  it('a failed type lookup is an MFA error, and closing the dialog is a cancel', async () => {
    await signIn('admin', 'ChangeMe');
    const { authProvider } = renderWithAuth(
      <Runner action={() => request(SECRETS_URL, { query: { limit: 1 }, silent: true })} />,
    );
    await authProvider.checkAuth({});
    // mfa is required, but admin has no MFA: the server has no confirmation to offer (404).
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(outcome()).toBe('UserConfirmUnavailable'));
    expect(await screen.findByText('This action require verify your MFA')).toBeTruthy();

    const { action, calls } = needsOnce('password');
    renderWithAuth(<Runner action={action} />, { authProvider });
    fireEvent.click(screen.getAllByRole('button', { name: 'Run' })[1]!);
    await screen.findByRole('combobox', { name: 'Verification method' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getAllByRole('status', { name: 'outcome', hidden: true })[1]!.textContent).toBe(
        'UserConfirmCancelled',
      ),
    );
    expect(calls()).toBe(1);
  });

  it('sms: sends a code, waits with a countdown, and confirms with the code', async () => {
    await signIn('admin', 'ChangeMe');
    domainOf(backend.state).smsEnabled = true;
    admin().phone = '+86 13800000000';
    const { action } = needsOnce('mfa');
    const { authProvider } = renderWithAuth(<Runner action={action} />);
    await authProvider.checkAuth({});
    const wire = recordWire();
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    const method = await screen.findByRole('combobox', { name: 'Verification method' });
    // OTP is not set up, so the first enabled method is SMS.
    expect((method as HTMLSelectElement).value).toBe('sms');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const wait = await screen.findByRole('button', { name: /^Send again in 60 s$/ });
    expect(wait).toHaveProperty('disabled', true);
    expect(confirmCalls(wire).find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/v1/authentication/mfa/select/',
      body: { type: 'sms' },
    });

    const sent = domainOf(backend.state).smsCodes.get(String(admin().id))!;
    await userEvent.type(screen.getByRole('textbox', { name: 'Verification code' }), sent);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(outcome()).toBe('done'));
    expect(confirmCalls(wire).at(-1)!.body).toMatchObject({ confirm_type: 'mfa', mfa_type: 'sms' });
  });
});
