/**
 * The accounts area's calls beyond the generic protocol, one verb per backend call
 * (domain-protocol-extras §5.1). Bound to the data provider by `useAccountsApi()`.
 */
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';

const ACCOUNTS = '/api/v1/accounts/accounts/';

/** An account as a switch-from candidate shows it: "name(username)". */
export interface AccountRef {
  id: string;
  name: string;
  username: string;
}

export function accountsApi(dp: JmsDataProvider) {
  return {
    /** The accounts this one may switch from: its asset's others (a bare array, never paged). */
    suFromCandidates: (accountId: string, signal?: AbortSignal) =>
      dp.call<AccountRef[]>('GET', `${ACCOUNTS}su-from-accounts/`, undefined, {
        query: { account: accountId, fields_size: 'mini' },
        silent: true,
        signal,
      }),
    /** Sets (or clears, with null) the account it switches from: a PATCH of `su_from` alone. */
    switchFrom: (accountId: string, from: string | null) =>
      dp.call(
        'PATCH',
        `${ACCOUNTS}${encodeURIComponent(accountId)}/`,
        { su_from: from },
        {
          silent: true,
        },
      ),
  };
}

export function useAccountsApi() {
  const dp = useDataProvider<JmsDataProvider>();
  return useMemo(() => accountsApi(dp), [dp]);
}
