/**
 * `npm run check:resources`: every descriptor against the demo backend's metadata. Reports field
 * names the metadata does not know (columns, filters, form groups and the fields an update sends
 * together, overrides, references, detail fields and exclusions, the ids detail links read) and
 * list columns the API does not return, and the vocabulary's declarations (see
 * lib/vocabularyCheck.ts); prints each descriptor's line count. Exits 1 when anything is wrong.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createBackend, responseCookies } from '../mock/backend';
import { matchApiPath } from '../mock/catalogue';
import { behaviours } from '../mock/resources';
import { descriptors, type ResourceDescriptor } from '../resources';
import { resourceRoute } from '../resources/types';
import {
  registeredFeatures,
  vocabularyProblems,
  type VocabularyContext,
} from './lib/vocabularyCheck';

type Meta = Record<string, { type: string; child?: unknown; children?: unknown }>;

const ROOT = new URL('..', import.meta.url).pathname;
const backend = createBackend();
const jar = new Map<string, string>();

async function call(
  method: string,
  path: string,
  body?: BodyInit,
  headers: Record<string, string> = {},
) {
  const csrf = jar.get('jms_csrftoken');
  const res = await backend.handle(
    new Request(`http://127.0.0.1${path}`, {
      method,
      body,
      redirect: 'manual',
      headers: { ...headers, ...(csrf ? { 'X-CSRFToken': csrf } : {}), 'Accept-Language': 'en' },
    }),
    [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
  );
  for (const c of responseCookies.get(res) ?? res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const at = pair!.indexOf('=');
    jar.set(pair!.slice(0, at), pair!.slice(at + 1));
  }
  return res;
}

async function signIn(username: string, password: string) {
  const page = await (await call('GET', '/core/auth/login/')).text();
  const csrf = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const form = new URLSearchParams({ username, password, csrfmiddlewaretoken: csrf, next: '/ui/' });
  const res = await call('POST', '/core/auth/login/', form, {
    'Content-Type': 'application/x-www-form-urlencoded',
  });
  if (res.status !== 302) throw new Error(`sign-in failed (${res.status})`);
}

async function metadata(url: string): Promise<{ get: Meta; post: Meta } | null> {
  const res = await call('OPTIONS', `${url}?draw=1&display=1`);
  if (!res.ok) return null;
  const body = (await res.json()) as { actions?: Record<string, Meta> };
  const get = body.actions?.GET ?? {};
  return { get, post: body.actions?.POST ?? body.actions?.PUT ?? get };
}

async function sampleRecord(
  url: string,
  query: Record<string, string> = {},
): Promise<Record<string, unknown> | null> {
  const params = new URLSearchParams({ ...query, limit: '1', offset: '0' });
  const res = await call('GET', `${url}?${params}`);
  if (!res.ok) return null;
  const body = (await res.json()) as
    { results?: Record<string, unknown>[] } | Record<string, unknown>[];
  const rows = Array.isArray(body) ? body : (body.results ?? []);
  return rows[0] ?? null;
}

interface SourceFile {
  path: string;
  lines: number;
  /** The shared modules (resources/shared/) it imports. */
  shared: string[];
}

const lineCount = (text: string) => text.trimEnd().split('\n').length;

/** Each descriptor's file by descriptor name (its default export), and the shared modules. */
async function sourceFiles(): Promise<{ byName: Map<string, SourceFile>; shared: SourceFile[] }> {
  const byName = new Map<string, SourceFile>();
  const shared: SourceFile[] = [];
  const dir = join(ROOT, 'resources');
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.parentPath === dir) continue;
    const text = readFileSync(path, 'utf8');
    const file: SourceFile = {
      path: relative(ROOT, path),
      lines: lineCount(text),
      shared: [...text.matchAll(/from '\.\.\/shared\/([^']+)'/g)].map((m) => m[1]!),
    };
    if (entry.parentPath === join(dir, 'shared')) shared.push(file);
    else {
      const mod = (await import(path)) as { default?: ResourceDescriptor };
      if (mod.default?.name) byName.set(mod.default.name, file);
    }
  }
  return { byName, shared };
}

function check(
  d: ResourceDescriptor,
  meta: { get: Meta; post: Meta },
  record: Record<string, unknown> | null,
): string[] {
  const problems: string[] = [];
  const virtual = (f: string) => !!d.fields?.[f]?.virtual;
  const inGet = (f: string) => f in meta.get || virtual(f);
  const inPost = (f: string) => f in meta.post || virtual(f);
  const need = (
    where: string,
    names: readonly string[] | undefined,
    known: (f: string) => boolean,
  ) => {
    for (const f of names ?? [])
      if (!known(f)) problems.push(`${where}: "${f}" is not in the metadata`);
  };
  need('list.columns', d.list?.columns, inGet);
  need('list.minColumns', d.list?.minColumns, inGet);
  need('list.exclude', d.list?.exclude, inGet);
  need('list.filters', d.list?.filters, inGet);
  need('list.bulkUpdate', d.list?.bulkUpdate, inPost);
  if (d.list?.link) need('list.link', [d.list.link], inGet);
  if (d.list?.sort) need('list.sort', [d.list.sort.field], inGet);
  need('form.groups', Object.values(d.form?.groups ?? {}).flat(), inPost);
  need('form.sentTogether', d.form?.sentTogether?.flat(), inPost);
  need('form.alwaysSent', d.form?.alwaysSent, inPost);
  need('fields', Object.keys(d.fields ?? {}), (f) => inGet(f) || inPost(f));
  need('references', Object.keys(d.references ?? {}), (f) => inGet(f) || inPost(f));
  need('detail.exclude', d.detail?.exclude, inGet);
  need('detail.fields', d.detail?.fields, inGet);
  const links = Object.values(d.fields ?? {}).flatMap((o) => (o.linkTo ? [o.linkTo.id] : []));
  need('fields.linkTo', links, inGet);
  if (Array.isArray(d.list?.expand)) need('list.expand', d.list.expand, inGet);
  if (record) {
    for (const c of d.list?.columns ?? []) {
      // A column whose cell fetches its own value (`url`) is not in the list's records.
      if (c in meta.get && !(c in record) && !d.fields?.[c]?.url)
        problems.push(`list.columns: "${c}" is not returned by the list API`);
    }
  }
  return problems;
}

async function probe(method: string, url: string, body?: unknown): Promise<number> {
  const json = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = json ? { 'Content-Type': 'application/json' } : {};
  return (await call(method, url, json, headers)).status;
}

const byName = new Map(descriptors.map((d) => [d.name, d]));
const fieldCache = new Map<string, Set<string> | null>();

function vocabularyContext(record: Record<string, unknown> | null): VocabularyContext {
  return {
    probe,
    named: (name) => byName.get(name),
    fieldsOf: async (url) => {
      if (!fieldCache.has(url)) {
        const meta = await metadata(url);
        // Query parameters the demo backend filters on beyond the fields (`automation_id`).
        const key = matchApiPath(url)?.spec.key;
        const filters = Object.keys((key && behaviours[key]?.filters) ?? {});
        fieldCache.set(url, meta ? new Set([...Object.keys(meta.get), ...filters]) : null);
      }
      return fieldCache.get(url)!;
    },
    features: registeredFeatures(readFileSync(join(ROOT, 'src/features/registry.ts'), 'utf8')),
    record,
    sampleOf: sampleRecord,
  };
}

async function main() {
  await signIn(process.env.CHECK_USER ?? 'admin', process.env.CHECK_PASSWORD ?? 'ChangeMe');
  const files = await sourceFiles();
  let failures = 0;
  let checked = 0;
  // Calls that write (actions, add/remove) are probed after every read, on the sample records.
  const writes: { label: string; d: ResourceDescriptor; ctx: VocabularyContext }[] = [];
  for (const d of descriptors) {
    const meta = await metadata(d.api.list);
    const file = files.byName.get(d.name);
    const uses = file?.shared.length ? ` + shared ${file.shared.join(', ')}` : '';
    const label = `${resourceRoute(d)} (${d.name}, ${file?.lines ?? '?'} lines${uses})`;
    if (!meta) {
      console.log(`skip  ${label}: the demo backend has no metadata for ${d.api.list}`);
      continue;
    }
    checked += 1;
    const record = await sampleRecord(d.api.list);
    const ctx = vocabularyContext(record);
    const problems = [...check(d, meta, record), ...(await vocabularyProblems(d, ctx, 'reads'))];
    writes.push({ label, d, ctx });
    if (problems.length) {
      failures += problems.length;
      console.log(`FAIL  ${label}`);
      for (const p of problems) console.log(`        ${p}`);
    } else {
      console.log(`ok    ${label}`);
    }
  }
  for (const { label, d, ctx } of writes) {
    const problems = await vocabularyProblems(d, ctx, 'writes');
    if (!problems.length) continue;
    failures += problems.length;
    console.log(`FAIL  ${label} (vocabulary calls)`);
    for (const p of problems) console.log(`        ${p}`);
  }
  const counts = [...files.byName.values()].map((f) => f.lines).sort((a, b) => a - b);
  console.log(
    `\nDescriptor lines: ${counts.length} files, median ${counts[Math.floor(counts.length / 2)]}, ` +
      `max ${counts.at(-1)}; shared modules: ${files.shared.map((f) => `${f.path} (${f.lines})`).join(', ')}`,
  );
  console.log(
    `${checked} descriptors checked against ${relative(process.cwd(), join(ROOT, 'mock'))}/: ${failures} problem(s)`,
  );
  process.exit(failures ? 1 : 0);
}

void main();
