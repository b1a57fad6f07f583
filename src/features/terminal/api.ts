/**
 * The terminal area's own calls (domain-protocol-extras §4): the storages a component may keep its
 * commands and replays in, and the bulk update that points the selected components at them.
 */
import type { JmsDataProvider } from '../../../dataProvider';

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
