/**
 * `check:resources` for the descriptor vocabulary (resources/vocabulary.ts): every endpoint an
 * action, relation tab, tree or create variant names is answered by the demo backend, with the
 * sample record's values filled in (a 404 or 405 is an unknown endpoint); relation and list tabs
 * name registered resources and filter on fields the related list knows; named feature components
 * are registered in src/features/registry.ts; detail tab paths are unique.
 */
import type {
  AnyRecord,
  CallSpec,
  DetailTabSpec,
  FeatureName,
  RelationTab,
  ResourceDescriptor,
} from '../../resources/types';

/** One request to the demo backend: its status. */
export type Probe = (method: string, url: string, body?: unknown) => Promise<number>;

export interface VocabularyContext {
  probe: Probe;
  /** A descriptor by name, or undefined. */
  named: (name: string) => ResourceDescriptor | undefined;
  /** The GET metadata's field names of a list URL (null when it has none). */
  fieldsOf: (url: string) => Promise<Set<string> | null>;
  /** The feature names registered in src/features/registry.ts. */
  features: ReadonlySet<string>;
  /** One record of this resource's list (null when empty). */
  record: AnyRecord | null;
  /** One record of a list URL read with this query (null when none), for relation rows' ids. */
  sampleOf?: (url: string, query: Record<string, string>) => Promise<AnyRecord | null>;
}

/**
 * A URL template with `{id}` and `{<field>}` filled from the sample record, `{ids}` from the
 * related row (a relation's remove) or else the record.
 */
export function fillUrl(
  template: string,
  record: AnyRecord | null,
  related?: AnyRecord | null,
): string | null {
  let missing = false;
  const url = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const v = key === 'ids' ? (related ?? record)?.id : record?.[key];
    const value = v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v;
    if (value === undefined || value === null || value === '') missing = true;
    return encodeURIComponent(String(value));
  });
  return missing ? null : url;
}

/** Whether an answer means the backend has no such endpoint. */
export const unknownEndpoint = (status: number) => status === 404 || status === 405;

interface Endpoint {
  where: string;
  method: string;
  url: CallSpec['url'];
  /** A relation's add or remove: its ids are the related rows'. */
  relation?: RelationTab;
}

/** A call's URL for the sample record: its template filled, or its function asked. */
function urlFor(
  url: CallSpec['url'],
  record: AnyRecord | null,
  related?: AnyRecord | null,
): string | null {
  if (typeof url === 'string') return fillUrl(url, record, related);
  if (!record) return null;
  try {
    return url({ record, ids: [(related ?? record).id as string], values: {} });
  } catch {
    return null;
  }
}

/** One row the relation tab lists for the sample record (null when none or unknown). */
async function relatedRow(t: RelationTab, ctx: VocabularyContext): Promise<AnyRecord | null> {
  const related = ctx.named(t.resource);
  const query = ctx.record && t.filter(ctx.record);
  if (!related || !query || !ctx.sampleOf) return null;
  return ctx.sampleOf(t.url ?? related.api.list, query);
}

function endpointsOf(d: ResourceDescriptor): Endpoint[] {
  const out: Endpoint[] = [];
  const call = (where: string, c: CallSpec, relation?: RelationTab) =>
    out.push({ where, method: c.method, url: c.url, relation });
  const get = (where: string, url: string) => out.push({ where, method: 'GET', url });
  for (const a of d.actions ?? []) {
    if (a.run.kind === 'call') call(`actions.${a.name}`, a.run);
  }
  for (const t of d.detail?.tabs ?? []) {
    if (typeof t === 'string' || t.kind !== 'relation') continue;
    if (t.url) get(`detail.tabs.${t.path}.url`, t.url);
    for (const edit of ['add', 'remove'] as const) {
      const e = t[edit];
      if (!e) continue;
      call(`detail.tabs.${t.path}.${edit}`, e.call, t);
      if (e.options) get(`detail.tabs.${t.path}.${edit}.options`, e.options.url);
    }
  }
  for (const tree of d.list?.trees ?? []) {
    get(`list.trees.${tree.name}`, tree.url);
    if (tree.nodeActions) get(`list.trees.${tree.name}.nodeActions`, tree.nodeActions.api);
  }
  const variants = d.list?.createVariants?.options;
  if (variants && !Array.isArray(variants) && 'url' in variants)
    get('list.createVariants', (variants as { url: string }).url);
  return out;
}

function featureNames(d: ResourceDescriptor): { where: string; name: FeatureName }[] {
  const out: { where: string; name: FeatureName }[] = [];
  for (const [screen, name] of Object.entries(d.components ?? {}))
    if (name) out.push({ where: `components.${screen}`, name });
  for (const t of d.detail?.tabs ?? [])
    if (typeof t !== 'string' && t.kind === 'custom')
      out.push({ where: `detail.tabs.${t.path}`, name: t.component });
  for (const a of d.actions ?? [])
    if (a.run.kind === 'dialog') out.push({ where: `actions.${a.name}`, name: a.run.component });
  return out;
}

/** Query parameters of the list protocol itself, not fields (docs/wire.md §5.4). */
const PROTOCOL_PARAMS = new Set(['ids', 'search', 'spm']);

const tabPath = (t: DetailTabSpec) => (typeof t === 'string' ? t : t.path);

/**
 * The problems of one descriptor's vocabulary (writes run last: call `writes` after every `reads`).
 */
export async function vocabularyProblems(
  d: ResourceDescriptor,
  ctx: VocabularyContext,
  phase: 'reads' | 'writes',
): Promise<string[]> {
  const problems: string[] = [];
  for (const e of endpointsOf(d)) {
    if ((e.method === 'GET') !== (phase === 'reads')) continue;
    const related = e.relation && phase === 'writes' ? await relatedRow(e.relation, ctx) : null;
    // A related row's URL cannot be probed when the sample record has none.
    if (e.relation && !related && typeof e.url === 'string' && e.url.includes('{ids}')) continue;
    const url = urlFor(e.url, ctx.record, related);
    if (url === null) {
      if (phase === 'reads' || ctx.record)
        problems.push(
          `${e.where}: cannot fill ${typeof e.url === 'string' ? e.url : 'its URL'} from a record`,
        );
      continue;
    }
    const status = await ctx.probe(e.method, url, e.method === 'GET' ? undefined : {});
    if (unknownEndpoint(status))
      problems.push(`${e.where}: ${e.method} ${url} is not a demo-backend endpoint (${status})`);
  }
  if (phase === 'writes') return problems;

  const paths = (d.detail?.tabs ?? []).map(tabPath);
  for (const p of new Set(paths.filter((p, i) => paths.indexOf(p) !== i)))
    problems.push(`detail.tabs: the path "${p}" is used twice`);

  for (const [name, o] of Object.entries(d.fields ?? {}))
    if (o.linkTo && !ctx.named(o.linkTo.resource))
      problems.push(`fields.${name}.linkTo: "${o.linkTo.resource}" is not a registered resource`);

  for (const t of d.detail?.tabs ?? []) {
    if (typeof t === 'string' || t.kind !== 'relation') continue;
    const related = ctx.named(t.resource);
    if (!related) {
      problems.push(`detail.tabs.${t.path}: "${t.resource}" is not a registered resource`);
      continue;
    }
    const known = await ctx.fieldsOf(related.api.list);
    for (const c of t.columns ?? [])
      if (known && !known.has(c))
        problems.push(`detail.tabs.${t.path}: column "${c}" is not a field of ${t.resource}`);
    if (!ctx.record || t.url) continue;
    for (const key of Object.keys(t.filter(ctx.record) ?? {}))
      if (known && !known.has(key) && !PROTOCOL_PARAMS.has(key))
        problems.push(`detail.tabs.${t.path}: "${key}" is not a field of ${t.resource}`);
  }

  for (const [name, f] of Object.entries(d.fields ?? {}))
    if (f.tab !== undefined && !paths.includes(f.tab))
      problems.push(`fields.${name}.tab: "${f.tab}" is not a detail tab`);

  const tabNames = (d.list?.tabs ?? []).map((t) => t.name);
  for (const n of new Set(tabNames.filter((n, i) => tabNames.indexOf(n) !== i)))
    problems.push(`list.tabs: the name "${n}" is used twice`);
  for (const t of d.list?.tabs ?? []) {
    const target = t.resource ? ctx.named(t.resource) : d;
    if (!target) {
      problems.push(`list.tabs.${t.name}: "${t.resource}" is not a registered resource`);
      continue;
    }
    const known = await ctx.fieldsOf(target.api.list);
    for (const key of Object.keys(t.query ?? {}))
      if (known && !known.has(key) && !PROTOCOL_PARAMS.has(key))
        problems.push(`list.tabs.${t.name}: "${key}" is not a field of ${target.name}`);
  }

  for (const f of featureNames(d))
    if (!ctx.features.has(f.name))
      problems.push(`${f.where}: "${f.name}" is not registered in src/features/registry.ts`);
  return problems;
}

/** The feature names the registry's source declares (`'<area>/<Component>': [...]`). */
export function registeredFeatures(registrySource: string): Set<string> {
  return new Set(
    [...registrySource.matchAll(/['"]([a-z]+\/[A-Za-z0-9]+)['"]\s*:/g)].map((m) => m[1]!),
  );
}
