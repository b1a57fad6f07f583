/**
 * The terminal area's calls (domain-protocol-ops §5.3, §5.5): the components' load, and a replay
 * or command storage saved with its type's own `meta` (the type names the serializer).
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
