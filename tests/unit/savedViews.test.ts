/** The saved views' pure part (src/components/list/savedViews.ts, docs/shell.md §7.14). */
import { describe, expect, it } from 'vitest';
import {
  deleteView,
  linkedColumns,
  renameView,
  saveView,
  savedViewsKey,
  viewSearch,
  type SavedView,
} from '../../src/components/list/savedViews';

const view = (name: string, search = name): SavedView => ({
  name,
  filter: { search },
  sort: { field: 'name', order: 'DESC' },
  perPage: 30,
  hidden: ['phone'],
});

describe('saved views', () => {
  it('are kept per list, user and organisation; a name saved again replaces its view', () => {
    expect(savedViewsKey('console/users/users', 'u1', 'o1')).toBe(
      'savedViews.console/users/users.u1.o1',
    );
    const two = saveView(saveView('junk', view('a')), view('b'));
    expect(two.map((v) => v.name)).toEqual(['b', 'a']);
    const replaced = saveView([...two, { name: 'broken' }], view(' a ', 'other'));
    expect(replaced.map((v) => [v.name, v.filter.search])).toEqual([
      ['b', 'b'],
      ['a', 'other'],
    ]);
    expect(renameView(two, 'a', 'b')).toBeNull();
    expect(renameView(two, 'a', ' c ')!.map((v) => v.name)).toEqual(['b', 'c']);
    expect(deleteView(two, 'b').map((v) => v.name)).toEqual(['a']);
  });

  it("write the list's own parameters and the shown columns into a link, which reads them back", () => {
    const search = viewSearch('?tab=online&filter=%7B%7D&page=3&columns=x', view('a', 'web'), [
      'id',
      'name',
      'phone',
    ]);
    const q = new URLSearchParams(search);
    expect(Object.fromEntries(q)).toEqual({
      tab: 'online',
      filter: '{"search":"web"}',
      sort: 'name',
      order: 'DESC',
      page: '1',
      perPage: '30',
      columns: 'id,name',
    });
    expect(linkedColumns(search, ['id', 'name', 'phone', 'email'], ['id', 'name'])).toEqual({
      hidden: ['phone', 'email'],
      search: `?${new URLSearchParams([...q].filter(([k]) => k !== 'columns'))}`,
    });
    // A minimum column the link does not name stays shown.
    expect(linkedColumns('?columns=name', ['id', 'name'], ['id'])).toEqual({
      hidden: [],
      search: '',
    });
    expect(linkedColumns('?page=2', ['id'], [])).toBeNull();
  });
});
