/**
 * The workbench's calls beyond the generic protocol, one verb per backend call
 * (domain-protocol-extras §6, §7). Bound to the data provider by `useWorkbenchApi()`.
 */
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';

const FAVOURITES = '/api/v1/assets/favorite-assets/';
const VARIABLES_HELP = '/api/v1/ops/variables/help/';

/** One favourite as the server lists it: only the asset's id. */
export interface Favourite {
  asset: string;
}

export function workbenchApi(dp: JmsDataProvider) {
  return {
    /** The signed-in user's favourite assets (a bare array: no limit is sent). */
    favourites: (signal?: AbortSignal) =>
      dp.call<Favourite[]>('GET', FAVOURITES, undefined, { silent: true, signal }),
    addFavourite: (asset: string) => dp.call<Favourite>('POST', FAVOURITES, { asset }),
    /** The only way to un-favourite: the bulk delete filtered to that one asset. */
    removeFavourite: (asset: string) =>
      dp.call('DELETE', FAVOURITES, undefined, { query: { asset } }),
    /** The built-in variables a job's command may use, with their help in the user's language. */
    variablesHelp: (signal?: AbortSignal) =>
      dp.call<Record<string, string>>('GET', VARIABLES_HELP, undefined, { silent: true, signal }),
  };
}

export function useWorkbenchApi() {
  const dp = useDataProvider<JmsDataProvider>();
  return useMemo(() => workbenchApi(dp), [dp]);
}
