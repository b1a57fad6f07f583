import { describe, expect, it } from 'vitest';
import { buildUrl } from '../../dataProvider/httpClient';
import { listQuery } from '../../dataProvider/listQuery';
import { exportUrl, templateUrl } from '../../dataProvider/transfer';

const page = (page: number, perPage = 15) => ({ page, perPage });

describe('react-admin list params -> the list query (docs/wire.md §5.1–5.5)', () => {
  it('pages with limit/offset and orders with order=[-]field', () => {
    expect(listQuery({ pagination: page(1), sort: { field: 'name', order: 'ASC' } })).toEqual({
      limit: 15,
      offset: 0,
      order: 'name',
    });
    expect(
      listQuery({ pagination: page(3, 30), sort: { field: 'date_joined', order: 'DESC' } }),
    ).toEqual({ limit: 30, offset: 60, order: '-date_joined' });
  });

  it("leaves out react-admin's implicit sort by id unless the page declared it", () => {
    expect(listQuery({ pagination: page(1), sort: { field: 'id', order: 'ASC' } })).toEqual({
      limit: 15,
      offset: 0,
    });
    expect(
      listQuery({ sort: { field: 'id', order: 'DESC' } }, { declaredSortField: 'id' }),
    ).toEqual({ order: '-id' });
  });

  it("maps react-admin's q and search tags to one search, trimmed, blanks dropped", () => {
    expect(listQuery({ filter: { q: '  ali ' } })).toEqual({ search: 'ali' });
    expect(listQuery({ filter: { search: ['web', ' ', ' db '] } })).toEqual({ search: 'web,db' });
    expect(listQuery({ filter: { q: 'ali', search: 'bob' } })).toEqual({ search: 'ali,bob' });
    expect(listQuery({ filter: { q: '   ' } })).toEqual({});
  });

  it('sends declared filters as exact values: True/False, raw choice and relation values, lists joined', () => {
    const query = listQuery({
      filter: {
        is_active: true,
        is_service_account: false,
        source: { value: 'ldap', label: 'LDAP/AD' },
        platform: { id: 1, name: 'Linux' },
        system_roles: ['00000000-0000-0000-0000-000000000001', ''],
        comment: '',
        phone: null,
        mfa_level: 0,
      },
    });
    expect(query).toEqual({
      is_active: 'True',
      is_service_account: 'False',
      source: 'ldap',
      platform: 1,
      system_roles: ['00000000-0000-0000-0000-000000000001'],
      mfa_level: 0,
    });
    expect(buildUrl('/api/v1/users/users/', query)).toBe(
      '/api/v1/users/users/?is_active=True&is_service_account=False&source=ldap&platform=1' +
        '&system_roles=00000000-0000-0000-0000-000000000001&mfa_level=0',
    );
  });

  it('sends the date range as ISO datetimes', () => {
    const from = new Date('2026-10-25T16:00:00.000Z');
    expect(listQuery({ filter: { date_from: from, date_to: '2026-11-01T15:59:59.000Z' } })).toEqual(
      { date_from: '2026-10-25T16:00:00.000Z', date_to: '2026-11-01T15:59:59.000Z' },
    );
  });
});

describe('export and template URLs (docs/wire.md §12.1, §6.2)', () => {
  const list = '/api/v1/audits/login-logs/';

  it('export keeps the filters, search and order, drops paging and the date range', () => {
    const url = exportUrl(list, {
      format: 'xlsx',
      filter: { q: 'admin', status: true, date_from: '2026-10-25T16:00:00.000Z' },
      sort: { field: 'datetime', order: 'DESC' },
    });
    expect(url).toBe(`${list}?order=-datetime&search=admin&status=True&format=xlsx`);
  });

  it('export of selected rows carries their spm', () => {
    expect(exportUrl(list, { format: 'csv', spm: 'abc' })).toBe(`${list}?format=csv&spm=abc`);
  });

  it('the import template asks for one sample row, the update template for the selection', () => {
    expect(templateUrl(list, { format: 'csv', template: 'import' })).toBe(
      `${list}?format=csv&template=import&limit=1`,
    );
    expect(templateUrl(list, { format: 'xlsx', template: 'update', spm: 's1' })).toBe(
      `${list}?format=xlsx&template=update&spm=s1`,
    );
  });
});
