/**
 * The accounts area's calls (docs/domain.md §3.6, §4.2, §4.5, §4.8):
 * accounts added to several assets at once and their choices, a platform's automation and its
 * type's ceiling, an account's earlier secrets, the accounts it may switch from.
 */
import type { JmsDataProvider } from '../../../dataProvider';
import type { AnyRecord } from '../../../resources/vocabulary';
import { readList, rowsOf } from '../readList';

/** An asset or account template offered by the add dialog. */
export type Choice = AnyRecord & { id: string; name: string };

const CHOICES = { page: 1, perPage: 20 };

/** Assets by name or address, the mini form. */
export const assetChoices = (dp: JmsDataProvider, search: string) =>
  readList<Choice>(dp, '/api/v1/assets/assets/', {
    page: CHOICES,
    filter: { fields_size: 'mini', search },
  }).then(rowsOf);

export const accountTemplates = (dp: JmsDataProvider) =>
  readList<Choice>(dp, '/api/v1/accounts/account-templates/', { page: CHOICES }).then(rowsOf);

/**
 * One account per element (each on its asset), secrets encrypted in every element; a 400 answers
 * an array aligned with the elements.
 */
export const createAccounts = (dp: JmsDataProvider, accounts: AnyRecord[]) =>
  dp.call('POST', '/api/v1/accounts/accounts/', accounts, {
    encrypt: ['secret', 'passphrase'],
    silent: true,
  });

/** What a platform of this category and type may enable (`automation`: the ceiling). */
export const platformConstraints = (dp: JmsDataProvider, category: string, type: string) =>
  dp.call<{ automation?: AnyRecord }>('GET', '/api/v1/assets/categories/constraints/', undefined, {
    query: { category, type },
    silent: true,
  });

export const savePlatformAutomation = (dp: JmsDataProvider, id: string, automation: AnyRecord) =>
  dp.call(
    'PATCH',
    `/api/v1/assets/platforms/${encodeURIComponent(id)}/`,
    { automation },
    {
      silent: true,
    },
  );

export interface SecretVersion {
  id: string;
  secret: string;
  secret_type: { value: string; label: string } | string;
  version: number;
  history_date: string;
  history_user: string | null;
}

/** An account's earlier secrets, newest first (the server may ask the user to confirm first). */
export const secretHistory = (dp: JmsDataProvider, accountId: string) =>
  readList<SecretVersion>(
    dp,
    `/api/v1/accounts/account-secrets/${encodeURIComponent(accountId)}/histories/`,
  ).then(rowsOf);

/** An account as a switch-from candidate shows it: "name(username)". */
export interface AccountRef {
  id: string;
  name: string;
  username: string;
}

/** The accounts this one may switch from: its asset's others (a bare array, never paged). */
export const suFromCandidates = (dp: JmsDataProvider, accountId: string, signal?: AbortSignal) =>
  dp.call<AccountRef[]>('GET', '/api/v1/accounts/accounts/su-from-accounts/', undefined, {
    query: { account: accountId, fields_size: 'mini' },
    silent: true,
    signal,
  });

/** Sets (or clears, with null) the account it switches from: a PATCH of `su_from` alone. */
export const switchFrom = (dp: JmsDataProvider, accountId: string, from: string | null) =>
  dp.call(
    'PATCH',
    `/api/v1/accounts/accounts/${encodeURIComponent(accountId)}/`,
    { su_from: from },
    { silent: true },
  );
