import { describe, expect, it } from 'vitest';
import {
  keptQuery,
  looksLikeIdOrNumber,
  planOrgSwitch,
  withoutIdSegments,
} from '../../authProvider/orgSwitch';
import { SYSTEM_SETTING_ORG, ORG_DEFAULT, type Org } from '../../authProvider/orgs';

const id = '5d1d2e5e-0b5c-4a6c-9d5f-1d0a7c9e2b11';
const def: Org = { id: ORG_DEFAULT, name: 'Default', is_default: true, is_root: false };
const beijing: Org = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  name: 'Beijing DC',
  is_default: false,
  is_root: false,
};
const routes = new Set(['/console/users/users', '/console/assets/assets']);
const exists = (p: string) => routes.has(p);

describe('the URL after an organisation switch (docs/shell.md §5)', () => {
  it('keeps query parameters except id-like and numeric ones, and keeps platform', () => {
    expect(keptQuery(`?search=web&node=${id}&page=3&perPage=15&platform=4&order=-name`)).toBe(
      '?search=web&platform=4&order=-name',
    );
    expect(keptQuery(`?filter=${encodeURIComponent(JSON.stringify({ groups: id }))}`)).toBe('');
    expect(keptQuery('?oid=default&activeTab=basic')).toBe('?activeTab=basic');
    expect(keptQuery('')).toBe('');
    expect(looksLikeIdOrNumber('12.5')).toBe(true);
    expect(looksLikeIdOrNumber('web-01')).toBe(false);
  });

  it('trims id segments from the path', () => {
    expect(withoutIdSegments(`/console/users/users/${id}/show`)).toBe('/console/users/users');
    expect(withoutIdSegments(`/console/users/users/${id}`)).toBe('/console/users/users');
    expect(withoutIdSegments('/console/users/users/')).toBe('/console/users/users');
    expect(withoutIdSegments('/console/ops/task/42/log')).toBe('/console/ops/task');
    expect(withoutIdSegments('/')).toBe('/');
  });

  it('plans storage writes and the reload URL', () => {
    const plan = planOrgSwitch(
      beijing,
      { current: def, pre: null },
      { pathname: `/console/users/users/${id}`, search: '?search=x&page=2' },
      exists,
    );
    expect(plan).toEqual({
      orgs: { current: beijing, pre: def },
      url: '/console/users/users?search=x',
    });
  });

  it('keeps the record of a page opened in the chosen org (?oid=), without the oid', () => {
    const detail = `/console/users/users/${id}`;
    const plan = planOrgSwitch(
      beijing,
      { current: def, pre: null },
      { pathname: detail, search: `?oid=${beijing.id}&activeTab=basic` },
      (p) => p === detail,
    );
    expect(plan.url).toBe(`${detail}?activeTab=basic`);
    // Opened in another org than the one chosen: the record is not the chosen org's.
    const elsewhere = planOrgSwitch(
      beijing,
      { current: def, pre: null },
      { pathname: detail, search: `?oid=${ORG_DEFAULT}` },
      exists,
    );
    expect(elsewhere.url).toBe('/console/users/users');
  });

  it('falls back to / when the trimmed path would be a 404', () => {
    const plan = planOrgSwitch(
      beijing,
      { current: def, pre: null },
      { pathname: `/console/perms/asset-permissions/${id}`, search: '?search=x' },
      exists,
    );
    expect(plan.url).toBe('/');
  });

  it('does not remember a special org, or the same org, as previous', () => {
    expect(
      planOrgSwitch(
        beijing,
        { current: SYSTEM_SETTING_ORG, pre: def },
        { pathname: '/', search: '' },
        exists,
      ).orgs.pre,
    ).toEqual(def);
    expect(
      planOrgSwitch(def, { current: def, pre: beijing }, { pathname: '/', search: '' }, exists).orgs
        .pre,
    ).toEqual(beijing);
    // The chosen org is stored as an ordinary one.
    expect(
      planOrgSwitch(
        { ...beijing, special: 'global' },
        { current: def, pre: null },
        { pathname: '/', search: '' },
        exists,
      ).orgs.current,
    ).toEqual(beijing);
  });
});
