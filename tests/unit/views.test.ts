import { describe, expect, it } from 'vitest';
import { resolveView } from '../../src/shell/startup';
import {
  allowedViews,
  chooseView,
  PRE_VIEW_KEY,
  readPreView,
  switcherViews,
  viewOf,
  viewRule,
  writePreView,
  type ViewProfile,
} from '../../src/shell/views';
import type { Profile } from '../../authProvider/profile';

const org = {
  id: '00000000-0000-0000-0000-000000000002',
  name: 'Default',
  is_default: true,
  is_root: false,
};
const user = (p: Partial<ViewProfile>): ViewProfile => ({
  console_orgs: [],
  audit_orgs: [],
  perms: [],
  ...p,
});

const admin = user({
  console_orgs: [org],
  audit_orgs: [org],
  perms: ['tickets.view_ticket', 'settings.view_setting'],
});
const auditor = user({ audit_orgs: [org] });
const plain = user({ perms: ['tickets.view_ticket'] });

describe('allowed views (docs/shell.md §2)', () => {
  it('console needs console orgs, audit audit orgs; workbench always; tickets and settings a permission', () => {
    expect(allowedViews(admin)).toEqual([
      'console',
      'audit',
      'workbench',
      'tickets',
      'settings',
      'profile',
    ]);
    expect(allowedViews(auditor)).toEqual(['audit', 'workbench', 'profile']);
    expect(allowedViews(plain)).toEqual(['workbench', 'tickets', 'profile']);
  });

  it('lists only the views flagged for the switcher', () => {
    expect(switcherViews(admin)).toEqual(['console', 'audit', 'workbench']);
    expect(switcherViews(plain)).toEqual(['workbench']);
  });

  it('reads the view from the first path segment', () => {
    expect(viewOf('/console/users/users')).toBe('console');
    expect(viewOf('settings/basic')).toBe('settings');
    expect(viewOf('/')).toBeNull();
    expect(viewOf('/ops/celery/task/1/log')).toBeNull();
  });

  it('starts each view at its default page', () => {
    expect(viewRule('console').home).toBe('/console/dashboard');
    expect(viewRule('audit').home).toBe('/audit/dashboard');
    expect(viewRule('settings').home).toBe('/settings/basic');
    expect(viewRule('profile').home).toBe('/profile/info');
  });
});

describe('where a user goes when the view is not allowed', () => {
  it('keeps an allowed view', () => {
    expect(chooseView('audit', admin, 'console')).toBe('audit');
    expect(chooseView('profile', plain, null)).toBe('profile');
  });

  it('goes to the remembered PreView when it is still allowed', () => {
    expect(chooseView('console', auditor, 'workbench')).toBe('workbench');
    expect(chooseView('settings', plain, 'tickets')).toBe('tickets');
  });

  it('else to the first allowed view', () => {
    expect(chooseView('console', auditor, 'settings')).toBe('audit');
    expect(chooseView('console', auditor, null)).toBe('audit');
    expect(chooseView('audit', plain, 'console')).toBe('workbench');
    expect(chooseView(null, admin, null)).toBe('console');
    // The profile view is never a landing view, even if remembered.
    expect(chooseView(null, plain, 'profile')).toBe('workbench');
  });

  it('is how startup resolves the requested page', () => {
    const p = (v: ViewProfile) => v as unknown as Profile;
    expect(resolveView('/console/users/users', p(admin), null)).toEqual({
      view: 'console',
      redirect: null,
    });
    expect(resolveView('/console/users/users', p(auditor), null)).toEqual({
      view: 'audit',
      redirect: '/audit/dashboard',
    });
    expect(resolveView('/', p(plain), 'tickets')).toEqual({
      view: 'tickets',
      redirect: '/tickets/my-tickets',
    });
    expect(resolveView('/404', p(plain), null)).toEqual({ view: null, redirect: null });
  });

  it("keeps a record's page of a view the user may not enter, to say it cannot be seen", () => {
    const p = (v: ViewProfile) => v as unknown as Profile;
    expect(resolveView('/console/users/users/6f1c2a7e', p(auditor), null)).toEqual({
      view: 'audit',
      redirect: null,
    });
  });
});

describe('the remembered view', () => {
  it('is kept in localStorage as PreView and ignores unknown values', () => {
    expect(readPreView()).toBeNull();
    writePreView('audit');
    expect(localStorage.getItem(PRE_VIEW_KEY)).toBe('audit');
    expect(readPreView()).toBe('audit');
    localStorage.setItem(PRE_VIEW_KEY, 'nonsense');
    expect(readPreView()).toBeNull();
  });
});
