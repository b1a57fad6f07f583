/**
 * The users area's calls (docs/domain.md §9.2, §9.3): what a user has been granted (their
 * node tree, the assets under a node, the accounts on an asset), and the invitation of existing
 * users into the current organisation.
 */
import type { JmsDataProvider } from '../../../dataProvider';
import type { AnyRecord, TreeNodeData } from '../../../resources/vocabulary';
import type { PageRequest } from '../../components/PagedTable';
import { readList, rowsOf } from '../readList';

const silent = { silent: true };
/** The server's cache of the user's grants is used, as Lina reads them. */
const CACHED = { cache_policy: '1' };

const grantsUrl = (userId: string) => `/api/v1/perms/users/${encodeURIComponent(userId)}/`;

/** One level of the user's granted node tree (`key`: the parent's; none for the top). */
export const grantedNodes = (
  dp: JmsDataProvider,
  userId: string,
  key: string | null,
  signal?: AbortSignal,
) =>
  dp.call<TreeNodeData[]>('GET', `${grantsUrl(userId)}nodes/children/tree/`, undefined, {
    query: { ...CACHED, ...(key ? { key } : {}) },
    signal,
    ...silent,
  });

/** The user's granted assets, all or under one node (its UUID), a page at a time, searched. */
export const grantedAssets = (
  dp: JmsDataProvider,
  userId: string,
  node: string | null,
  page: PageRequest | undefined,
  search: string,
  signal?: AbortSignal,
) =>
  readList<AnyRecord & { id: string; name: string }>(
    dp,
    `${grantsUrl(userId)}${node ? `nodes/${encodeURIComponent(node)}/` : ''}assets/`,
    { page, filter: { ...CACHED, search }, signal },
  );

/** The accounts of one granted asset the user may use, with the actions allowed on each. */
export const grantedAccounts = (
  dp: JmsDataProvider,
  userId: string,
  assetId: string,
  signal?: AbortSignal,
) =>
  readList<AnyRecord>(dp, `${grantsUrl(userId)}assets/${encodeURIComponent(assetId)}/accounts/`, {
    signal,
  }).then(rowsOf);

/** Users of every organisation by name (the root organisation's suggestions), ten at a time. */
export const userSuggestions = (dp: JmsDataProvider, search: string, signal?: AbortSignal) =>
  readList<AnyRecord>(dp, '/api/v1/users/users/suggestions/', {
    page: { page: 1, perPage: 10 },
    filter: { oid: 'root', search },
    signal,
  }).then(rowsOf);

/** The organisation's roles (the first hundred). */
export const orgRoles = (dp: JmsDataProvider, signal?: AbortSignal) =>
  readList<AnyRecord>(dp, '/api/v1/rbac/org-roles/', {
    page: { page: 1, perPage: 100 },
    signal,
  }).then(rowsOf);

/** Existing users join the current organisation with these org roles. */
export const inviteUsers = (dp: JmsDataProvider, users: string[], roles: string[]) =>
  dp.call('POST', '/api/v1/users/users/invite/', { users, org_roles: roles }, silent);
