/**
 * The assets area's calls (docs/domain.md §3.3, §3.7): who may reach an asset and through
 * which permissions, and a host's hardware facts.
 */
import type { JmsDataProvider } from '../../../dataProvider';
import type { AnyRecord } from '../../../resources/vocabulary';
import type { PageRequest } from '../../components/PagedTable';
import { readList } from '../readList';

const assetUrl = (id: string) => `/api/v1/assets/assets/${encodeURIComponent(id)}/`;

/** Whose permissions on an asset: a user's or a user group's. */
export type Grantee = { kind: 'perm-users' | 'perm-user-groups'; id: string; name: string };

/** The users who can reach the asset, a page at a time. */
export const authorisedUsers = (
  dp: JmsDataProvider,
  assetId: string,
  page: PageRequest | undefined,
  signal?: AbortSignal,
) => readList<AnyRecord>(dp, `${assetUrl(assetId)}perm-users/`, { page, signal });

/** The user groups who can reach the asset, whole (as Lina's side card reads them). */
export const authorisedUserGroups = (dp: JmsDataProvider, assetId: string, signal?: AbortSignal) =>
  readList<AnyRecord>(dp, `${assetUrl(assetId)}perm-user-groups/`, { signal });

/** The asset permissions that give the asset to a user or group (the first hundred). */
export const grantingPermissions = (
  dp: JmsDataProvider,
  assetId: string,
  who: Grantee,
  signal?: AbortSignal,
) =>
  readList<AnyRecord>(
    dp,
    `${assetUrl(assetId)}${who.kind}/${encodeURIComponent(who.id)}/permissions/`,
    { page: { page: 1, perPage: 100 }, signal },
  );

/**
 * A host's hardware facts, from its own detail (`info`), which "Refresh hardware info" rewrites.
 */
export async function hostInfo(
  dp: JmsDataProvider,
  hostId: string,
  signal?: AbortSignal,
): Promise<AnyRecord> {
  const host = await dp.call<{ info?: AnyRecord }>(
    'GET',
    `/api/v1/assets/hosts/${encodeURIComponent(hostId)}/`,
    undefined,
    { silent: true, signal },
  );
  return host.info ?? {};
}
