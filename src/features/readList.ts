/**
 * A list URL read as react-admin's lists read theirs, for the areas' list verbs: a page becomes
 * `limit`/`offset`, a sort `order`, and the filters go through the data provider's own list rule
 * (`listQuery`), so no area builds that query by hand. Without a page the server answers the whole list.
 */
import type { JmsDataProvider } from '../../dataProvider';
import { listQuery } from '../../dataProvider/listQuery';
import type { ListAnswer, PageRequest } from '../components/PagedTable';

export interface ListRead {
  page?: PageRequest;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** Filters and `search`, as a list's filter values. */
  filter?: Record<string, unknown>;
  signal?: AbortSignal;
}

export function readList<T>(
  dp: JmsDataProvider,
  url: string,
  { page, sort, filter, signal }: ListRead = {},
): Promise<ListAnswer<T>> {
  return dp.call('GET', url, undefined, {
    query: listQuery({ pagination: page, sort, filter }),
    silent: true,
    signal,
  });
}

/** The rows of a list answer, paged or whole. */
export const rowsOf = <T>(answer: ListAnswer<T>): T[] =>
  Array.isArray(answer) ? answer : answer.results;
