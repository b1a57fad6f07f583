import { describe, expect, it } from 'vitest';
import {
  asOrg,
  decideOrg,
  nextPreOrg,
  orgLists,
  preferredOrg,
  SYSTEM_SETTING_ORG,
  usingOrgs,
  ORG_DEFAULT,
  ORG_ROOT,
  ORG_SYSTEM,
  type Org,
} from '../../authProvider/orgs';

const root: Org = { id: ORG_ROOT, name: 'GLOBAL', is_default: false, is_root: true };
const def: Org = { id: ORG_DEFAULT, name: 'Default', is_default: true, is_root: false };
const beijing: Org = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  name: 'Beijing DC',
  is_default: false,
  is_root: false,
};
const tokyo: Org = {
  id: '16fd2706-8baf-433b-82eb-8c7fada847da',
  name: 'Tokyo Branch',
  is_default: false,
  is_root: false,
};

const profile = {
  console_orgs: [root, def, beijing],
  audit_orgs: [def],
  workbench_orgs: [{ ...root, name: 'All organizations' }, def, tokyo],
};

describe('which organisation list a view uses (docs/shell.md §5)', () => {
  it('console, tickets and settings use console orgs; audit audit orgs; workbench workbench orgs', () => {
    expect(usingOrgs('console', profile)).toEqual(profile.console_orgs);
    expect(usingOrgs('tickets', profile)).toEqual(profile.console_orgs);
    expect(usingOrgs('settings', profile)).toEqual(profile.console_orgs);
    expect(usingOrgs('audit', profile)).toEqual([def]);
    expect(usingOrgs('workbench', profile).map((o) => o.name)).toEqual([
      'All organizations',
      'Default',
      'Tokyo Branch',
    ]);
  });

  it('drops the all-zero id from the workbench when it is not the root entry, and keeps a root-less list', () => {
    const odd = { ...profile, workbench_orgs: [{ ...root, is_root: false }, def] };
    expect(usingOrgs('workbench', odd)).toEqual([def]);
    expect(orgLists(profile).workbenchWithoutRoot.map((o) => o.id)).toEqual([
      ORG_DEFAULT,
      tokyo.id,
    ]);
  });

  it('prefers the default org, else the first real one', () => {
    expect(preferredOrg([root, beijing, def])).toEqual(def);
    expect(preferredOrg([root, beijing, tokyo])).toEqual(beijing);
    expect(preferredOrg([])).toBeNull();
  });
});

describe('the organisation check (docs/shell.md §5)', () => {
  it('keeps a current org that is in the view list', () => {
    expect(decideOrg('console', profile, { current: beijing, pre: def })).toEqual({
      kind: 'keep',
      org: beijing,
      reason: 'valid',
    });
  });

  it('skips the check when the view has no organisations', () => {
    expect(
      decideOrg('audit', { ...profile, audit_orgs: [] }, { current: null, pre: null }),
    ).toEqual({ kind: 'none', reason: 'no-orgs' });
  });

  it('falls back to the default org when the current one is missing or not permitted', () => {
    expect(decideOrg('console', profile, { current: null, pre: null })).toMatchObject({
      kind: 'switch',
      to: def,
      reason: 'missing',
    });
    const notPermitted = decideOrg('audit', profile, { current: beijing, pre: null });
    expect(notPermitted).toMatchObject({
      kind: 'switch',
      to: def,
      pre: beijing,
      reason: 'not-permitted',
    });
    // The root org is not in the audit list of this user.
    expect(decideOrg('audit', profile, { current: root, pre: null })).toMatchObject({
      kind: 'switch',
      to: def,
    });
  });

  it('enters the SystemSetting pseudo-org in settings, remembering where the user came from', () => {
    const d = decideOrg('settings', profile, { current: beijing, pre: def });
    expect(d).toEqual({
      kind: 'switch',
      to: SYSTEM_SETTING_ORG,
      pre: beijing,
      reason: 'enter-settings',
    });
    expect(
      decideOrg('settings', profile, { current: SYSTEM_SETTING_ORG, pre: beijing }),
    ).toMatchObject({ kind: 'keep' });
    // Settings work without any console orgs too.
    expect(
      decideOrg('settings', { ...profile, console_orgs: [] }, { current: null, pre: null }),
    ).toMatchObject({ to: SYSTEM_SETTING_ORG, pre: null });
  });

  it('leaves SystemSetting for the previous org, or the preferred one when that is not allowed here', () => {
    expect(
      decideOrg('console', profile, { current: SYSTEM_SETTING_ORG, pre: beijing }),
    ).toMatchObject({ kind: 'switch', to: beijing, pre: beijing, reason: 'leave-settings' });
    expect(
      decideOrg('audit', profile, { current: SYSTEM_SETTING_ORG, pre: beijing }),
    ).toMatchObject({ kind: 'switch', to: def, pre: beijing });
    // A stored SystemSetting is recognised by its id even without the marker.
    const bare = { id: ORG_SYSTEM, name: 'SystemSetting', is_default: false, is_root: false };
    expect(decideOrg('console', profile, { current: bare, pre: null })).toMatchObject({
      kind: 'switch',
      to: def,
      pre: null,
    });
  });

  it('never remembers a special org as the previous one', () => {
    expect(nextPreOrg(SYSTEM_SETTING_ORG, beijing)).toEqual(beijing);
    expect(nextPreOrg({ ...root, special: 'global' }, beijing)).toEqual(beijing);
    expect(nextPreOrg(root, beijing)).toEqual(root);
    const reentered = decideOrg('settings', profile, {
      current: { ...root, special: 'global' },
      pre: beijing,
    });
    expect(reentered).toMatchObject({ pre: beijing });
  });

  it('reads only well-formed stored orgs', () => {
    expect(asOrg('Default')).toBeNull();
    expect(asOrg({ name: 'x' })).toBeNull();
    expect(asOrg(null)).toBeNull();
    expect(asOrg({ id: ORG_ROOT, name: 'GLOBAL' })).toEqual({
      id: ORG_ROOT,
      name: 'GLOBAL',
      is_default: false,
      is_root: true,
    });
    expect(asOrg({ ...SYSTEM_SETTING_ORG })).toEqual(SYSTEM_SETTING_ORG);
  });
});
