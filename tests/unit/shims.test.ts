/**
 * The console's stand-ins for library packages (src/shims/) answer as the packages do, for what
 * react-admin asks of them. The packages themselves are imported by file: their bare names are
 * the shims.
 */
import * as theirInflection from 'inflection/lib/inflection.js';
import * as theirQueryString from 'query-string/index.js';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../mock/catalogue';
import { descriptors, resourceRoute } from '../../resources';
import * as inflection from '../../src/shims/inflection';
import * as queryString from '../../src/shims/queryString';

describe('inflection', () => {
  // Every resource name react-admin inflects and every field source it may humanize.
  const resources = descriptors.map(resourceRoute);
  const words = [
    ...resources,
    ...new Set(catalogue.flatMap((spec) => [spec.key, ...spec.fields.map((f) => f.name)])),
    ...['status', 'address', 'policy', 'box', 'match', 'leaf', 'knife', 'index', 'analysis'],
  ];

  it('singular and plural forms, as in default titles', () => {
    for (const word of words) {
      expect(inflection.singularize(word), word).toBe(theirInflection.singularize(word));
      expect(inflection.pluralize(word), word).toBe(theirInflection.pluralize(word));
      expect(inflection.inflect(word, 1), word).toBe(theirInflection.inflect(word, 1));
      expect(inflection.inflect(word, 2), word).toBe(theirInflection.inflect(word, 2));
    }
    expect(inflection.inflect('console/users/users', 1)).toBe('console/users/user');
  });

  it('default field labels and capitals', () => {
    for (const word of [...words, 'dateJoined', 'org_id', 'user_ids', 'a::bCd']) {
      const steps: ('underscore' | 'humanize')[] = ['underscore', 'humanize'];
      expect(inflection.transform(word, steps), word).toBe(theirInflection.transform(word, steps));
      expect(inflection.humanize(word), word).toBe(theirInflection.humanize(word));
      expect(inflection.capitalize(word), word).toBe(theirInflection.capitalize(word));
    }
    expect(inflection.transform('date_joined', ['underscore', 'humanize'])).toBe('Date joined');
  });
});

describe('query-string', () => {
  it('parses list addresses: sorted keys, repeated keys as arrays, bare keys as null', () => {
    for (const search of [
      '',
      '?',
      '?sort=name&order=ASC&page=2&perPage=15',
      '?filter=%7B%22q%22%3A%22a%20b%22%7D&displayedFilters=%7B%7D',
      '#tag=x&tag=y&tag',
      '?a=1+2&b=%E4%B8%AD%E6%96%87&c=%ZZ&d=&&e',
      '?k=%E4%B8%AD%E6%96%87%',
      '  ?x=1=2  ',
    ]) {
      expect({ ...queryString.parse(search) }, search).toEqual({
        ...theirQueryString.parse(search),
      });
      expect(Object.keys(queryString.parse(search)), search).toEqual(
        Object.keys(theirQueryString.parse(search)),
      );
    }
  });

  it("writes them back the package's way: sorted, strictly encoded, nulls bare, undefined left out", () => {
    for (const query of [
      { sort: 'name', order: 'ASC', page: 2, perPage: 15, filter: '{"q":"a b!\'()*"}' },
      { displayedFilters: '{}', empty: '', none: null, gone: undefined, yes: true },
      { tag: ['x', null, undefined, 'y z'], 中文: '值' },
      {},
    ]) {
      expect(queryString.stringify(query), JSON.stringify(query)).toBe(
        theirQueryString.stringify(query),
      );
    }
    expect(queryString.stringify({ b: 1, a: "'" })).toBe('a=%27&b=1');
  });
});
