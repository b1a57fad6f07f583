/**
 * Accounts and gathered accounts keep their asset as an id (filters such as `?asset=<id>` compare
 * it); the response renders it as the nested asset of AccountSerializer.asset.
 */
import type { Ctx } from '../http';
import type { Row } from '../types';
import type { ResourceBehaviour } from './types';

/** The nested asset in raw form (choice values, platform id); the serializer renders its children. */
export function nestedAsset(ctx: Ctx, assetId: unknown): Record<string, unknown> | null {
  const a = ctx.state.store.find('assets.assets', assetId);
  if (!a) return null;
  return {
    id: a.id,
    name: a.name,
    address: a.address,
    type: a.type,
    category: a.category,
    platform: a.platform,
    auto_info: a.auto_info ?? null,
  };
}

function withAsset(row: Row, ctx: Ctx): Row {
  return { ...row, asset: nestedAsset(ctx, row.asset) };
}

export const accounts: ResourceBehaviour = { present: withAsset };
export const gatheredAccounts: ResourceBehaviour = { present: withAsset };
