import { describe, expect, it } from 'vitest';
import {
  detailActions,
  disableOrgsChange,
  headerButtons,
  listActions,
  orgSelectorEntries,
  resourceVisible,
  rowActions,
  rowLinkVisible,
  showOrganization,
  tempPasswordVisible,
  type AccessContext,
} from '../../authProvider/access';
import { hasPerm } from '../../authProvider/permissions';
import { defineResource, type ResourceDescriptor } from '../../resources/types';

const users: ResourceDescriptor = defineResource({
  name: 'users',
  view: 'console',
  path: 'users/users',
  api: { list: '/api/v1/users/users/' },
  perms: { app: 'users', model: 'user' },
  list: { columns: ['name'], bulkUpdate: ['is_active'] },
});
const licensed = { XPACK_ENABLED: true, XPACK_LICENSE_IS_VALID: true, TICKETS_ENABLED: true };
const all = ['users.view_user', 'users.add_user', 'users.change_user', 'users.delete_user'];
const ctx = (perms: string[], extra: Partial<AccessContext> = {}): AccessContext => ({
  perms,
  rootOrg: false,
  settings: licensed,
  ...extra,
});
const org = { id: 'o', name: 'Default', is_default: true, is_root: false };
const profileWith = (orgs: boolean) => ({
  console_orgs: orgs ? [org] : [],
  audit_orgs: orgs ? [org] : [],
  workbench_orgs: [org],
});

describe('permission strings (docs/shell.md §13)', () => {
  it('requires every listed codename, `a|b` means either, and del is delete', () => {
    expect(hasPerm(all, ['users.view_user', 'users.add_user'])).toBe(true);
    expect(hasPerm(all, ['users.view_user', 'assets.view_asset'])).toBe(false);
    expect(hasPerm(all, 'assets.view_asset|users.view_user')).toBe(true);
    expect(hasPerm(all, 'assets.view_asset | assets.add_asset')).toBe(false);
    expect(hasPerm(all, 'users.del_user')).toBe(true);
  });
});

describe('list header buttons', () => {
  it('follow the add/delete/change/view permissions', () => {
    expect(listActions(users, ctx(all))).toEqual({
      create: 'enabled',
      bulkDelete: 'enabled',
      bulkUpdate: 'enabled',
      import: 'enabled',
      export: 'enabled',
    });
    expect(listActions(users, ctx(['users.view_user']))).toEqual({
      create: 'hidden',
      bulkDelete: 'hidden',
      bulkUpdate: 'hidden',
      import: 'hidden',
      export: 'enabled',
    });
    // import needs add or change
    expect(listActions(users, ctx(['users.view_user', 'users.change_user'])).import).toBe(
      'enabled',
    );
    expect(listActions(users, ctx(['users.add_user'])).import).toBe('enabled');
  });

  it('disable create, bulk update, import and delete in the root organisation, but not export', () => {
    expect(listActions(users, ctx(all, { rootOrg: true }))).toEqual({
      create: 'disabled',
      bulkDelete: 'disabled',
      bulkUpdate: 'disabled',
      import: 'disabled',
      export: 'enabled',
    });
  });

  it('stay enabled in the root organisation on pages that disable org changes', () => {
    const acl = { ...users, disableOrgSwitch: true };
    expect(listActions(acl, ctx(all, { rootOrg: true })).create).toBe('enabled');
    expect(detailActions(acl, ctx(all, { rootOrg: true })).update).toBe('enabled');
  });

  it('respect what the descriptor offers', () => {
    expect(listActions({ ...users, readOnly: true }, ctx(all))).toMatchObject({
      create: 'hidden',
      bulkDelete: 'hidden',
      import: 'hidden',
      export: 'enabled',
    });
    expect(listActions({ ...users, list: { columns: [], create: false } }, ctx(all))).toMatchObject(
      { create: 'hidden', bulkUpdate: 'hidden' },
    );
  });
});

describe('row and detail actions', () => {
  it('come in the order update, delete, clone, each with its permission', () => {
    expect(rowActions(users, ctx(all)).map((a) => [a.name, a.order, a.availability])).toEqual([
      ['update', 10, 'enabled'],
      ['delete', 20, 'enabled'],
      ['clone', 30, 'enabled'],
    ]);
    expect(
      rowActions(users, ctx(['users.view_user', 'users.delete_user'])).map((a) => a.availability),
    ).toEqual(['hidden', 'enabled', 'hidden']);
    expect(rowLinkVisible(users, ctx(['users.add_user']))).toBe(false);
    expect(rowLinkVisible(users, ctx(['users.view_user']))).toBe(true);
  });

  it('are disabled in the root organisation, and follow per-row rules', () => {
    expect(rowActions(users, ctx(all, { rootOrg: true })).map((a) => a.availability)).toEqual([
      'disabled',
      'disabled',
      'disabled',
    ]);
    const ruled = {
      ...users,
      list: {
        columns: [],
        rowActions: {
          delete: { hidden: (r: Record<string, unknown>) => r.builtin === true },
          clone: false as const,
          update: { disabled: (r: Record<string, unknown>) => r.locked === true },
        },
      },
    };
    expect(
      rowActions(ruled, ctx(all), { builtin: true, locked: true }).map((a) => a.availability),
    ).toEqual(['disabled', 'hidden', 'hidden']);
    expect(rowActions(ruled, ctx(all), { builtin: false }).map((a) => a.availability)).toEqual([
      'enabled',
      'enabled',
      'hidden',
    ]);
  });

  it('detail update is disabled in the root org, detail delete only needs the permission', () => {
    expect(detailActions(users, ctx(all, { rootOrg: true }))).toEqual({
      update: 'disabled',
      delete: 'enabled',
    });
    expect(detailActions(users, ctx(['users.view_user']))).toEqual({
      update: 'hidden',
      delete: 'hidden',
    });
  });
});

describe('routes and menu entries', () => {
  it('need the view permission, a valid licence when licence-only, and not be hidden by settings', () => {
    expect(resourceVisible(users, ctx(['users.view_user']))).toBe(true);
    expect(resourceVisible(users, ctx(['users.add_user']))).toBe(false);
    const roles = { ...users, licence: true };
    expect(resourceVisible(roles, ctx(['users.view_user']))).toBe(true);
    expect(
      resourceVisible(
        roles,
        ctx(['users.view_user'], {
          settings: { XPACK_ENABLED: true, XPACK_LICENSE_IS_VALID: false },
        }),
      ),
    ).toBe(false);
    expect(
      resourceVisible(
        roles,
        ctx(['users.view_user'], {
          settings: { XPACK_ENABLED: false, XPACK_LICENSE_IS_VALID: true },
        }),
      ),
    ).toBe(false);
    const hiddenBySetting = {
      ...users,
      hidden: (s: Record<string, unknown>) => !s.SECURITY_COMMAND_EXECUTION,
    };
    expect(resourceVisible(hiddenBySetting, ctx(['users.view_user']))).toBe(false);
  });

  it('show the temp-password page only with the setting and the permission', () => {
    expect(
      tempPasswordVisible(
        ctx(['authentication.view_temptoken'], { settings: { AUTH_TEMP_TOKEN: true } }),
      ),
    ).toBe(true);
    expect(
      tempPasswordVisible(
        ctx(['authentication.view_temptoken'], { settings: { AUTH_TEMP_TOKEN: false } }),
      ),
    ).toBe(false);
    expect(tempPasswordVisible(ctx([], { settings: { AUTH_TEMP_TOKEN: true } }))).toBe(false);
  });
});

describe('header buttons and the organisation selector', () => {
  const perms = [
    'rbac.view_webterminal',
    'tickets.view_ticket',
    'settings.view_setting',
    'settings.change_license',
  ];
  it('each follow their permission, the tickets icon also the setting and a licence', () => {
    expect(headerButtons('console', profileWith(true), ctx(perms))).toEqual({
      webTerminal: true,
      fileManager: false,
      tickets: true,
      systemSettings: true,
      organisation: true,
      licenceBanner: true,
    });
    expect(headerButtons('console', profileWith(true), ctx([]))).toEqual({
      webTerminal: false,
      fileManager: false,
      tickets: false,
      systemSettings: false,
      organisation: true,
      licenceBanner: false,
    });
    expect(
      headerButtons(
        'console',
        profileWith(true),
        ctx(perms, { settings: { ...licensed, TICKETS_ENABLED: false } }),
      ).tickets,
    ).toBe(false);
    // The file manager has its own permission, as its menu route does.
    expect(
      headerButtons('workbench', profileWith(true), ctx(['rbac.view_filemanager'])),
    ).toMatchObject({ webTerminal: false, fileManager: true });
    expect(
      headerButtons(
        'console',
        profileWith(true),
        ctx(perms, { settings: { ...licensed, XPACK_LICENSE_IS_VALID: false } }),
      ),
    ).toMatchObject({ tickets: false, organisation: false, licenceBanner: true });
    expect(
      headerButtons('console', profileWith(true), ctx(perms, { settings: {} })).licenceBanner,
    ).toBe(false);
  });

  it('shows the selector only with a licence and organisations for the view, never in settings', () => {
    expect(showOrganization('audit', profileWith(true), licensed)).toBe(true);
    expect(showOrganization('audit', profileWith(false), licensed)).toBe(false);
    expect(showOrganization('workbench', profileWith(false), licensed)).toBe(true);
    expect(showOrganization('settings', profileWith(true), licensed)).toBe(false);
    expect(showOrganization('console', profileWith(true), { XPACK_ENABLED: true })).toBe(false);
    expect(disableOrgsChange('settings')).toBe(true);
    expect(disableOrgsChange('console', { disableOrgSwitch: true })).toBe(true);
    expect(disableOrgsChange('console', users)).toBe(false);
  });

  it('offers create/list organisation entries only in the console, each with its permission', () => {
    expect(
      orgSelectorEntries('console', ctx(['orgs.add_organization', 'orgs.view_organization'])),
    ).toEqual({ createOrg: true, orgList: true });
    expect(orgSelectorEntries('console', ctx(['orgs.view_organization']))).toEqual({
      createOrg: false,
      orgList: true,
    });
    expect(
      orgSelectorEntries('audit', ctx(['orgs.add_organization', 'orgs.view_organization'])),
    ).toEqual({ createOrg: false, orgList: false });
  });
});
