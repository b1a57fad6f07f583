/** The pages of the route map that are not resource screens show what the backend has. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn, startDemoBackend } from '../../support/backend';
import { renderConsole } from './support';
import '../../support/catalogues';

const backend = startDemoBackend();
const LONG = { timeout: 15000 };

async function count(listUrl: string): Promise<number> {
  const res = await backend.handle(
    new Request(`http://127.0.0.1${listUrl}?limit=1&offset=0`),
    document.cookie,
  );
  return ((await res.json()) as { count: number }).count;
}

describe('pages beside the resource lists', () => {
  it('the console dashboard counts what the user can see, linking to each list', async () => {
    document.cookie = 'django_language=en; path=/';
    await signIn('admin', 'ChangeMe');
    const users = await count('/api/v1/users/users/');
    renderConsole('/console/dashboard');
    const card = await screen.findByRole('link', { name: /^Users / }, LONG);
    expect(card.getAttribute('href')).toBe('/console/users/users');
    expect(await within(card).findByText(String(users), {}, LONG)).toBeTruthy();
  });

  it('the licence page shows the licence the backend reports', async () => {
    document.cookie = 'django_language=en; path=/';
    await signIn('admin', 'ChangeMe');
    renderConsole('/settings/license');
    const label = await screen.findByText('Licensed to', {}, LONG);
    expect(label.nextElementSibling?.textContent).toBe('Demo Corporation');
    expect(screen.getByText('Assets allowed').nextElementSibling?.textContent).toBe('5000');
    expect(screen.getByRole('button', { name: 'Import licence' })).toBeTruthy();
  });

  it("the profile page shows the user's own information in their language", async () => {
    document.cookie = 'django_language=ja; path=/';
    await signIn('auditor', 'Auditor@2023');
    renderConsole('/profile/info');
    // Labels come from the profile's metadata, in the user's language.
    const label = await screen.findByText('ユーザー名', {}, LONG);
    expect(label.nextElementSibling?.textContent).toBe('auditor');
    expect(screen.getByRole('heading', { name: 'アカウント情報' })).toBeTruthy();
    // Each security shortcut opens the personal settings on its tab.
    const updates = screen.getAllByRole('link', { name: '更新' });
    expect(updates[0]!.getAttribute('href')).toBe('/profile/setting?activeTab=PasswordUpdate');
  });

  it('the workbench home offers the workbench pages the user has', async () => {
    document.cookie = 'django_language=zh-hans; path=/';
    await signIn('user', 'User@2023');
    renderConsole('/workbench/home');
    expect(await screen.findByRole('link', { name: '我的资产' }, LONG)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Web 终端' }).getAttribute('href')).toBe('/luna/');
  });
});
