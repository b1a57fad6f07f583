/**
 * The JumpServer data provider: react-admin's nine methods spoken in the backend's dialect
 * (limit/offset, `order`, `search`, `spm` bulk deletes, PATCH bulk updates), plus custom verbs.
 */
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { descriptorFor, detailUrl, type ResourceDescriptor } from '../resources';
import { readCookie } from './cookies';
import { request, type QueryValue, type RequestOptions } from './httpClient';
import { toWire } from './wire';

export type SchemaMethod = 'GET' | 'POST' | 'PUT';

export interface FieldMeta {
  type: string;
  label?: string;
  required?: boolean;
  read_only?: boolean;
  write_only?: boolean;
  help_text?: string;
  max_length?: number;
  min_value?: number;
  max_value?: number;
  default?: unknown;
  choices?: { value: string | number | boolean; label: string }[];
  child?: FieldMeta;
  children?: Record<string, FieldMeta>;
  tree?: unknown[];
  filter?: boolean;
  order?: boolean;
}

export type FieldsMeta = Record<string, FieldMeta>;

export interface OptionsResponse {
  name: string;
  actions?: Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH', FieldsMeta>>;
}

export interface JmsDataProvider extends DataProvider {
  /** OPTIONS metadata (`draw=1&display=1`), GET/POST from the list URL, PUT from a detail URL. */
  getSchema(resource: string, method: SchemaMethod, id?: Identifier): Promise<FieldsMeta>;
  /** Caches ids server-side for 300 s and returns the spm token. */
  cacheResources(ids: readonly Identifier[]): Promise<string>;
  call<T = unknown>(method: string, url: string, body?: unknown, flags?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
}

interface Paginated<T> {
  count: number;
  results: T[];
}

const SECRET_FIELDS = ['password', 'secret', 'private_key', 'token'];
const RESERVED_FILTERS = new Set(['q']);

/** react-admin list params -> the backend's query string. */
export function listQuery(params: Partial<GetListParams>, d?: ResourceDescriptor): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  const { pagination, sort, filter = {} } = params;
  if (pagination) {
    query.limit = pagination.perPage;
    query.offset = (pagination.page - 1) * pagination.perPage;
  }
  const field = sort?.field;
  if (field && !(field === 'id' && d?.list?.sort?.field !== 'id')) {
    query.order = `${sort.order === 'DESC' ? '-' : ''}${field}`;
  }
  const search = [filter.q, filter.search].filter((s) => typeof s === 'string' && s.trim()).join(',');
  if (search) query.search = search;
  for (const [k, v] of Object.entries(filter)) {
    if (RESERVED_FILTERS.has(k) || k === 'search' || v === undefined || v === null || v === '') continue;
    query[k] = Array.isArray(v) ? (v as (string | number)[]) : typeof v === 'object' ? String((v as { value?: unknown }).value ?? '') : (v as string | number | boolean);
  }
  return query;
}

function asList<T>(body: Paginated<T> | T[]): { data: T[]; total: number } {
  return Array.isArray(body) ? { data: body, total: body.length } : { data: body.results, total: body.count };
}

/** Secrets leave the browser encrypted when the session has a public key (crypto loads on demand). */
async function encryptSecrets(data: Record<string, unknown>): Promise<Record<string, unknown>> {
  if (!SECRET_FIELDS.some((f) => typeof data[f] === 'string' && data[f])) return data;
  const { encryptSecretFields } = await import('./secretCrypto');
  return encryptSecretFields(data, readCookie('jms_public_key'));
}

async function payload(data: Record<string, unknown>): Promise<Record<string, unknown>> {
  return encryptSecrets(toWire(data));
}

export function createDataProvider(): JmsDataProvider {
  const d = descriptorFor;
  return {
    async getList(resource, params) {
      const desc = d(resource);
      const body = await request<Paginated<RaRecord> | RaRecord[]>(desc.api.list, { query: listQuery(params, desc), signal: params.signal });
      return asList(body) as never;
    },
    async getOne(resource, params) {
      const data = await request<RaRecord>(detailUrl(d(resource), params.id), { detailLoad: true, signal: params.signal });
      return { data } as never;
    },
    async getMany(resource, params) {
      if (!params.ids.length) return { data: [] };
      const data = await request<RaRecord[]>(d(resource).api.list, { query: { ids: params.ids.map(String) }, signal: params.signal });
      return { data } as never;
    },
    async getManyReference(resource, params) {
      const desc = d(resource);
      const query = listQuery({ ...params, filter: { ...params.filter, [params.target]: params.id } }, desc);
      return asList(await request<Paginated<RaRecord> | RaRecord[]>(desc.api.list, { query, signal: params.signal })) as never;
    },
    async create(resource, params) {
      const data = await request<RaRecord>(d(resource).api.list, { method: 'POST', body: await payload(params.data) });
      return { data } as never;
    },
    async update(resource, params) {
      const data = await request<RaRecord>(detailUrl(d(resource), params.id), { method: 'PUT', body: await payload(params.data) });
      return { data } as never;
    },
    async updateMany(resource, params) {
      const changes = await payload(params.data);
      await request(d(resource).api.list, { method: 'PATCH', body: params.ids.map((id) => ({ ...changes, id })) });
      return { data: params.ids };
    },
    async delete(resource, params) {
      await request(detailUrl(d(resource), params.id), { method: 'DELETE' });
      return { data: params.previousData ?? ({ id: params.id } as never) };
    },
    async deleteMany(resource, params) {
      const spm = await this.cacheResources(params.ids);
      await request(d(resource).api.list, { method: 'DELETE', query: { spm } });
      return { data: params.ids };
    },
    async getSchema(resource, method, id) {
      const desc = d(resource);
      const url = method === 'PUT' && id !== undefined ? detailUrl(desc, id) : desc.api.list;
      const body = await request<OptionsResponse>(url, { method: 'OPTIONS', query: { draw: 1, display: 1 }, silent: true });
      return body.actions?.[method] ?? body.actions?.GET ?? {};
    },
    async cacheResources(ids) {
      const { spm } = await request<{ spm: string }>('/api/v1/common/resources/cache/', { method: 'POST', body: { resources: ids } });
      return spm;
    },
    call(method, url, body, flags = {}) {
      return request(url, { ...flags, method, body });
    },
  };
}
