/**
 * The terminal area's calls (docs/domain.md §11.1, §11.3): the components' load, a replay or
 * command storage saved with its type's own `meta` (the type names the serializer), and the bulk
 * update that points the selected components at their storages (docs/domain.md §11.4).
 */
import type { JmsDataProvider } from '../../../dataProvider';

export interface ComponentMetric {
  type: string;
  total: number;
  normal: number;
  high: number;
  critical: number;
  offline: number;
  session_active: number;
}

/** One entry per component type: its components by load, and active sessions. */
export const componentMetrics = (dp: JmsDataProvider) =>
  dp.call<ComponentMetric[]>('GET', '/api/v1/terminal/components/metrics/', undefined, {
    silent: true,
  });

/**
 * Creates (POST on the list) or updates (PUT on the storage) a storage; `?type=` on both, since the
 * server picks the meta serializer from it. The meta's secrets are encrypted by the caller.
 */
export const saveStorage = (
  dp: JmsDataProvider,
  listUrl: string,
  id: string | undefined,
  type: string,
  body: Record<string, unknown>,
) =>
  dp.call(id ? 'PUT' : 'POST', id ? `${listUrl}${encodeURIComponent(id)}/` : listUrl, body, {
    query: { type },
    silent: true,
  });

export type StorageKind = 'command' | 'replay';

export interface Storage {
  id: string;
  name: string;
}

export interface TerminalStorages {
  command_storage: string;
  replay_storage: string;
}

/** Every storage of a kind (a short list: the backend answers it whole without `limit`). */
export async function storagesOf(
  dataProvider: JmsDataProvider,
  kind: StorageKind,
): Promise<Storage[]> {
  const body = await dataProvider.call<Storage[] | { results: Storage[] }>(
    'GET',
    `/api/v1/terminal/${kind}-storages/`,
    undefined,
    { silent: true },
  );
  return Array.isArray(body) ? body : body.results;
}

/**
 * Points each selected component at the two storages (given by id; the backend keeps names). A
 * 400 answers one error object per component, in the order sent.
 */
export function updateTerminalStorages(
  dataProvider: JmsDataProvider,
  ids: readonly (string | number)[],
  storages: TerminalStorages,
): Promise<unknown> {
  return dataProvider.call(
    'PATCH',
    '/api/v1/terminal/terminals/',
    ids.map((id) => ({ ...storages, id })),
    { silent: true },
  );
}
