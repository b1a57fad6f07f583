/**
 * `POST /api/v1/common/resources/cache/` (docs/wire.md §7.1): a 5-minute id set named by an spm.
 */
import { randomUUID } from 'node:crypto';
import { json, readJson } from '../http';
import type { Route } from '../router';

export const SPM_TTL_MS = 300_000;

/**
 * The body is not validated: anything that is not a list of ids (or `{id}`) just matches nothing.
 */
function idsOf(body: unknown): string[] {
  const resources =
    body && typeof body === 'object' && !Array.isArray(body)
      ? (body as { resources?: unknown }).resources
      : undefined;
  if (!Array.isArray(resources)) return [];
  return resources
    .map((r) =>
      r && typeof r === 'object'
        ? ((r as { id?: unknown; pk?: unknown }).id ?? (r as { pk?: unknown }).pk)
        : r,
    )
    .filter((r): r is string | number => typeof r === 'string' || typeof r === 'number')
    .map(String);
}

export const resourceCacheRoutes: Route[] = [
  {
    method: 'POST',
    pattern: /^\/api\/v1\/common\/resources\/cache\/$/,
    handle: async (ctx) => {
      const spm = randomUUID();
      ctx.state.store.spm.set(spm, {
        ids: idsOf(await readJson(ctx)),
        expires: Date.now() + SPM_TTL_MS,
      });
      return json({ spm });
    },
  },
];
