/** The resource catalogue (fields, URLs, permission codenames) that the demo backend serves. */
import type { ResourceSpec } from '../types';
import { catalogueExtras } from './extras';
import raw from './resources.json' with { type: 'json' };

export const catalogue: readonly ResourceSpec[] = [
  ...(raw as unknown as ResourceSpec[]),
  ...catalogueExtras,
];

const byKey = new Map(catalogue.map((s) => [s.key, s]));
const byList = [...catalogue]
  .filter((s) => s.api.list)
  .sort((a, b) => b.api.list!.length - a.api.list!.length);

export function getSpec(key: string): ResourceSpec {
  const spec = byKey.get(key);
  if (!spec) throw new Error(`Unknown resource ${key}`);
  return spec;
}

export interface ApiMatch {
  spec: ResourceSpec;
  /** Path segments after the list URL, without empty ones: [] for the list, [id] for a detail. */
  rest: string[];
}

export function matchApiPath(path: string): ApiMatch | null {
  for (const spec of byList) {
    const list = spec.api.list!;
    if (path === list || path.startsWith(list)) {
      return { spec, rest: path.slice(list.length).split('/').filter(Boolean) };
    }
  }
  return null;
}

/** Every permission codename the catalogue declares. */
export function cataloguePermissions(): string[] {
  const out = new Set<string>();
  for (const { permissions: p } of catalogue) {
    if (!p) continue;
    for (const v of [p.view, p.add, p.change, p.delete, ...(p.extra ?? [])]) if (v) out.add(v);
  }
  return [...out];
}
