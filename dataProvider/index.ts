/**
 * The JumpServer data provider: react-admin's nine methods spoken in the backend's dialect
 * (limit/offset, `order`, `search`, `spm` bulk deletes, PATCH bulk updates, encrypted secrets,
 * form errors from DRF 400s), plus the custom verbs screens use through react-query.
 *
 * Every URL comes from the resource → URL mapping the app hands over when it builds the provider
 * (`ResourceUrls`): the provider knows no descriptor, and screens never build a URL.
 */
import type { Identifier, RaRecord } from 'react-admin';
import {
  ACTIVITIES_URL,
  RESOURCE_CACHE_URL,
  SITE_MESSAGE_PAGE,
  SITE_MESSAGES_URL,
  type ActivityEntry,
  type CallFlags,
  type JmsDataProvider,
  type JmsMeta,
  type SiteMessage,
} from './contract';
import { JmsHttpError, withBody } from './errors';
import { toFormErrors } from './formErrors';
import { request } from './httpClient';
import { listQuery } from './listQuery';
import { createOptionsCache, OPTIONS_QUERY, selectFields } from './schema';
import { encryptSecrets, secretNames } from './secrets';
import {
  download,
  exportUrl,
  importContentType,
  renderToJsonUrl,
  templateUrl,
  type RenderedFile,
} from './transfer';
import type {
  FieldsMeta,
  OptionsResponse,
  Paginated,
  ResourceEndpoints,
  ResourceUrls,
  SchemaMethod,
} from './types';
import { changedFrom, readList, readObject, readRecord, toWire, withoutSecrets } from './wire';

export type * from './types';
export * from './contract';
export { JmsHttpError, isServerNotice, isSilentError, noticeOf, SILENT_NOTICE } from './errors';
export { toFormErrors, errorLines, type FormErrors } from './formErrors';
export type { FileFormat, RenderedFile, TemplateKind } from './transfer';

function metaOf(params: { meta?: unknown }): JmsMeta {
  return (params.meta ?? {}) as JmsMeta;
}

/** A 400 on a form submission carries react-admin's `errors`, so messages land on fields. */
function asFormError(error: unknown, fields: FieldsMeta | null, bulk = false): unknown {
  if (!(error instanceof JmsHttpError) || error.status !== 400) return error;
  const errors = toFormErrors(error.body, { bulk, fields: fields ?? undefined });
  if (!Object.keys(errors).length) return error;
  const body = error.body;
  const base = body && typeof body === 'object' && !Array.isArray(body) ? body : { items: body };
  return withBody(error, { ...base, errors });
}

/** Keys starting with `@` are the import grid's own (e.g. `@status`). */
function withoutClientKeys(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([k]) => !k.startsWith('@')));
}

/** A record's URL: the declared pattern with `{id}`, else `<list><id>/`. */
function detailUrl(e: ResourceEndpoints, id: string | number): string {
  const encoded = encodeURIComponent(String(id));
  return e.detail ? e.detail.replace('{id}', encoded) : `${e.list}${encoded}/`;
}

/** `urls` maps a react-admin resource name to its endpoints (the app builds it from its registry). */
export function createDataProvider(urls: ResourceUrls): JmsDataProvider {
  const options = createOptionsCache((url) =>
    request(url, { method: 'OPTIONS', query: OPTIONS_QUERY, silent: true }).then((body) =>
      readObject<OptionsResponse>(body, { silent: true }),
    ),
  );

  /**
   * The fields a write is converted by: the caller's, else the resource's metadata for the write
   * method, the very answer its forms were built from (one cache); none if it is unavailable.
   */
  async function writeFields(
    resource: string,
    method: SchemaMethod,
    meta: JmsMeta,
  ): Promise<FieldsMeta | null> {
    if (meta.fields) return meta.fields;
    return options.get(urls(resource).list).then(
      (answer) => selectFields(answer, method),
      () => null,
    );
  }

  async function writeBody(
    data: Record<string, unknown>,
    fields: FieldsMeta | null,
    meta: JmsMeta,
  ) {
    const names = secretNames(meta.secretFields);
    const body = await encryptSecrets(toWire(data, fields), { names, fields });
    return { body, names };
  }

  async function cacheResources(ids: readonly Identifier[]): Promise<string> {
    const { spm } = await request<{ spm: string }>(RESOURCE_CACHE_URL, {
      method: 'POST',
      body: { resources: ids },
    });
    return spm;
  }

  const list = (resource: string) => urls(resource).list;
  const sortOf = (e: ResourceEndpoints) => ({ declaredSortField: e.sortField });

  return {
    async getList(resource, params) {
      const d = urls(resource);
      const meta = metaOf(params);
      const query = { ...listQuery(params, sortOf(d)), ...meta.query };
      try {
        const body = await request(meta.url ?? d.list, {
          query,
          signal: params.signal,
          silent: meta.silent,
        });
        return readList<RaRecord>(body, meta) as never;
      } catch (error) {
        if (meta.forbiddenAsEmpty && (error as JmsHttpError)?.status === 403) {
          return { data: [], total: 0, meta: { forbidden: true } };
        }
        throw error;
      }
    },

    async getOne(resource, params) {
      const meta = metaOf(params);
      const body = await request(detailUrl(urls(resource), params.id), {
        query: meta.query,
        detailLoad: true,
        signal: params.signal,
        silent: meta.silent,
      });
      return { data: readRecord<RaRecord>(body, meta) } as never;
    },

    async getMany(resource, params) {
      if (!params.ids.length) return { data: [] };
      const meta = metaOf(params);
      // One request for all ids; without `limit` the backend answers every match as an array.
      const body = await request(list(resource), {
        query: { ids: params.ids.map(String), ...meta.query },
        signal: params.signal,
        silent: meta.silent,
      });
      return { data: readList<RaRecord>(body, meta).data } as never;
    },

    async getManyReference(resource, params) {
      const d = urls(resource);
      const meta = metaOf(params);
      const filter = { ...params.filter, [params.target]: params.id };
      const body = await request(d.list, {
        query: { ...listQuery({ ...params, filter }, sortOf(d)), ...meta.query },
        signal: params.signal,
        silent: meta.silent,
      });
      return readList<RaRecord>(body, meta) as never;
    },

    async create(resource, params) {
      const meta = metaOf(params);
      const fields = await writeFields(resource, 'POST', meta);
      const { body, names } = await writeBody(params.data, fields, meta);
      try {
        const data = await request<RaRecord>(list(resource), {
          method: 'POST',
          body,
          silent: meta.silent,
        });
        return { data: withoutSecrets(data, fields, [...names]) } as never;
      } catch (error) {
        throw asFormError(error, fields);
      }
    },

    async update(resource, params) {
      const meta = metaOf(params);
      const method = meta.partial ? 'PATCH' : 'PUT';
      const fields = await writeFields(resource, method, meta);
      const { body, names } = await writeBody(params.data, fields, meta);
      try {
        const data = await request<RaRecord>(detailUrl(urls(resource), params.id), {
          method,
          body,
          silent: meta.silent,
        });
        return { data: withoutSecrets(data, fields, [...names]) } as never;
      } catch (error) {
        throw asFormError(error, fields);
      }
    },

    async updateMany(resource, params) {
      const meta = metaOf(params);
      const fields = await writeFields(resource, 'PATCH', meta);
      const { body } = await writeBody(params.data, fields, meta);
      try {
        await request(list(resource), {
          method: 'PATCH',
          body: params.ids.map((id) => ({ ...body, id })),
          silent: meta.silent,
        });
      } catch (error) {
        throw asFormError(error, fields, true);
      }
      return { data: params.ids };
    },

    async delete(resource, params) {
      const meta = metaOf(params);
      await request(detailUrl(urls(resource), params.id), {
        method: 'DELETE',
        silent: meta.silent,
      });
      return { data: (params.previousData ?? { id: params.id }) as never };
    },

    async deleteMany(resource, params) {
      const meta = metaOf(params);
      const spm = await cacheResources(params.ids);
      await request(list(resource), { method: 'DELETE', query: { spm }, silent: meta.silent });
      return { data: params.ids };
    },

    getOptions: (url) => options.get(url),
    cacheResources,

    async exportUrl(resource, params) {
      const d = urls(resource);
      const spm = params.ids?.length ? await cacheResources(params.ids) : undefined;
      return exportUrl(d.list, { ...params, ...sortOf(d), spm });
    },

    async templateUrl(resource, params) {
      const spm = params.ids?.length ? await cacheResources(params.ids) : undefined;
      return templateUrl(list(resource), { format: params.format, template: params.template, spm });
    },

    download,

    renderToJson(
      resource: string,
      file: Blob & { name?: string },
      opts: { signal?: AbortSignal; raw?: boolean } = {},
    ) {
      return request<RenderedFile & ArrayBuffer>(renderToJsonUrl(list(resource)), {
        method: 'POST',
        body: file,
        headers: { 'Content-Type': importContentType(file) },
        silent: true,
        bytes: opts.raw,
        signal: opts.signal,
      });
    },

    async importRow(resource, row, mode, opts = {}) {
      const names = secretNames();
      const plain = withoutClientKeys(row);
      if (mode === 'update') {
        // An empty secret cell must not overwrite the stored secret.
        for (const name of names)
          if (plain[name] === '' || plain[name] === null) delete plain[name];
      }
      const body = await encryptSecrets(plain, { names });
      const url = mode === 'create' ? list(resource) : detailUrl(urls(resource), String(row.id));
      const data = await request<RaRecord>(url, {
        method: mode === 'create' ? 'POST' : 'PUT',
        body,
        silent: true,
        signal: opts.signal,
      });
      return withoutSecrets(data, null, [...names]);
    },

    activities(resourceId) {
      return request<ActivityEntry[]>(ACTIVITIES_URL, {
        query: { resource_id: String(resourceId) },
      });
    },

    unreadSiteMessages() {
      return request<Paginated<SiteMessage>>(SITE_MESSAGES_URL, {
        query: { offset: 0, limit: SITE_MESSAGE_PAGE, has_read: 'false' },
        silent: true,
      });
    },

    async markSiteMessagesRead(ids) {
      await request(`${SITE_MESSAGES_URL}mark-as-read/`, {
        method: 'PATCH',
        body: { ids },
        silent: true,
      });
    },

    async markAllSiteMessagesRead() {
      await request(`${SITE_MESSAGES_URL}mark-as-read-all/`, {
        method: 'PATCH',
        body: {},
        silent: true,
      });
    },

    getAt: (url, options = {}) => request(url, options),

    getOneAt: async (listUrl, id, options = {}) =>
      readRecord(await request(detailUrl({ list: listUrl }, id), options), options),

    async getListAt(url, { query, signal, silent, ...params } = {}) {
      const body = await request(url, {
        query: { ...query, ...listQuery(params) },
        signal,
        silent,
      });
      return readList(body, { silent });
    },

    getObject: async (url) => readObject(await request(url, { silent: true }), { silent: true }),

    async saveObject(url, { method, data, previousData, fields, always }) {
      let wire = toWire(data, fields);
      if (method === 'PATCH' && previousData)
        wire = changedFrom(wire, toWire(previousData, fields));
      wire = { ...wire, ...always };
      if (method === 'PATCH' && !Object.keys(wire).length) return null;
      const names = Object.keys(fields).filter((name) => fields[name]!.write_only);
      const body = await encryptSecrets(wire, { names: new Set(names), fields });
      try {
        const answer = await request<Record<string, unknown>>(url, { method, body, silent: true });
        return withoutSecrets(answer ?? {}, fields, names);
      } catch (error) {
        throw asFormError(error, fields);
      }
    },

    async call<T>(method: string, url: string, body?: unknown, flags: CallFlags = {}): Promise<T> {
      const { encrypt, ...opts } = flags;
      const plain = (v: unknown): v is Record<string, unknown> =>
        !!v && Object.getPrototypeOf(v) === Object.prototype;
      const names = new Set(encrypt);
      const secret = (v: unknown) => (plain(v) ? encryptSecrets(v, { names }) : v);
      // A bulk create posts an array (accounts for several assets): each element is encrypted.
      const sent = !encrypt?.length
        ? body
        : Array.isArray(body)
          ? await Promise.all(body.map(secret))
          : await secret(body);
      return request<T>(url, { ...opts, method, body: sent });
    },
  };
}
