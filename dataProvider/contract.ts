/**
 * What screens see of the data provider: its interface, what they may put in `meta`, and the
 * shapes of the custom verbs' answers.
 */
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { QueryValue, RequestOptions } from './httpClient';
import type { ListParamsLike } from './listQuery';
import type { FileFormat, RenderedFile, TemplateKind } from './transfer';
import type { FieldsMeta, OptionsResponse, Paginated } from './types';

/** What screens may put in a react-admin call's `meta`. */
export interface JmsMeta {
  /** The caller shows the error itself: react-admin's automatic notice stays quiet. */
  silent?: boolean;
  /** Extra query parameters for reads, e.g. `{ fields_size: 'mini' }` for pickers. */
  query?: Record<string, QueryValue>;
  /** The fields the form was built from; by default the write method's metadata (cached). */
  fields?: FieldsMeta;
  /** Secret fields beyond password, secret, private_key and token (e.g. `access_key_secret`). */
  secretFields?: readonly string[];
  /** update: a PATCH of the given fields (an edit form's changes, an inline edit) instead of a PUT. */
  partial?: boolean;
  /** getList: read this list URL instead of the resource's (a relation tab's `url`). */
  url?: string;
  /**
   * getList: a 403 answers an empty list with `meta.forbidden` (select options, docs/wire.md §9.2).
   */
  forbiddenAsEmpty?: boolean;
}

/**
 * Spread into a react-admin component's or hook's options to make its calls silent:
 * `<List queryOptions={silent}>`, `<Edit queryOptions={silent} mutationOptions={silent}>`,
 * `useGetOne(resource, { id, meta: silent.meta })`. The error still rejects (with `notice` holding
 * the text a notice would have shown); only the generic notification is dropped.
 */
export const silent = { meta: { silent: true } } as const satisfies { meta: JmsMeta };

export interface ExportParams extends Pick<ListParamsLike, 'filter' | 'sort'> {
  format: FileFormat;
  /** Export only these rows (an spm is created for them). */
  ids?: readonly Identifier[];
}

export interface TemplateParams {
  format: FileFormat;
  template: TemplateKind;
  /** The update template for these rows; without ids one sample row is asked for. */
  ids?: readonly Identifier[];
}

export interface ActivityEntry {
  id: string;
  timestamp: string;
  /** O operate, S session, L login, T task */
  r_type: string;
  detail_url: string;
  content: string;
}

export interface SiteMessage {
  id: string;
  has_read: boolean;
  read_at: string | null;
  date_created: string;
  content: { id: string; subject: string; message: string; sender?: string; date_created: string };
}

/** A read at a URL a descriptor declares (or the server gave: an activity's detail link). */
export interface ReadOptions {
  /** Extra query parameters. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** The caller shows the error itself. */
  silent?: boolean;
}

/** react-admin's list parameters for a list at a declared URL; no pagination reads it whole. */
export type ListAtParams = ListParamsLike & ReadOptions;

/** How an object read and written whole at one URL (a settings category, the profile) is saved. */
export interface SaveObjectParams {
  /** PATCH: only the fields whose value changed from `previousData`. PUT: every field given. */
  method: 'PATCH' | 'PUT';
  /** The values of the fields the form submits, as the form holds them. */
  data: Record<string, unknown>;
  /** The values the form started from (PATCH). */
  previousData?: Record<string, unknown>;
  /**
   * The metadata the form was built from: it converts the values; its write-only fields are
   * encrypted.
   */
  fields: FieldsMeta;
  /** Sent as they are with every save, changed or not (the first-login mark). */
  always?: Record<string, unknown>;
}

export type CallFlags = Omit<RequestOptions, 'method' | 'body'> & {
  /**
   * Top-level body fields to encrypt (settings secrets such as `EMAIL_HOST_PASSWORD`), in each
   * element of an array body.
   */
  encrypt?: readonly string[];
};

export interface JmsDataProvider extends DataProvider {
  /** The whole OPTIONS body of a URL (`draw=1&display=1`), once per URL + org + language. */
  getOptions(url: string): Promise<OptionsResponse>;
  /** Caches ids server-side for 300 s and returns the spm token. */
  cacheResources(ids: readonly Identifier[]): Promise<string>;
  /** The export URL for the list's current filters (and the selected rows). */
  exportUrl(resource: string, params: ExportParams): Promise<string>;
  /** The import or update template URL. */
  templateUrl(resource: string, params: TemplateParams): Promise<string>;
  /** Downloads a file the backend renders (export, templates); rejects with the HttpError. */
  download(url: string): Promise<void>;
  /**
   * A csv/xlsx file -> its titles and rows (`render-to-json/`); silent: the uploader shows errors.
   */
  renderToJson(
    resource: string,
    file: Blob & { name?: string },
    opts?: { signal?: AbortSignal; raw?: false },
  ): Promise<RenderedFile>;
  /** The same answer undecoded, so a worker can parse a large file's JSON off the main thread. */
  renderToJson(
    resource: string,
    file: Blob & { name?: string },
    opts: { signal?: AbortSignal; raw: true },
  ): Promise<ArrayBuffer>;
  /** Creates (POST) or updates (PUT `<list><id>/`) one import row, secrets encrypted; silent. */
  importRow(
    resource: string,
    row: Record<string, unknown>,
    mode: 'create' | 'update',
    opts?: { signal?: AbortSignal },
  ): Promise<RaRecord>;
  /** The resource's last activities (up to 30, newest first). */
  activities(resourceId: Identifier): Promise<ActivityEntry[]>;
  /** The first 15 unread site messages and how many there are; silent (the header tells). */
  unreadSiteMessages(): Promise<Paginated<SiteMessage>>;
  /** Marks these site messages (their per-user row ids) read; silent. */
  markSiteMessagesRead(ids: readonly string[]): Promise<void>;
  /** Marks every site message read; silent. */
  markAllSiteMessagesRead(): Promise<void>;
  /**
   * What a declared URL answers (a record's secret, names fetched on demand, an activity's
   * detail): a GET with the usual headers, errors and notices.
   */
  getAt<T = unknown>(url: string, options?: ReadOptions): Promise<T>;
  /** One record of a list URL a descriptor declares (`<list><id>/`). */
  getOneAt<T = RaRecord>(listUrl: string, id: Identifier, options?: ReadOptions): Promise<T>;
  /**
   * A list at a URL a descriptor declares (select and picker options, create variants), spoken
   * as every list is (limit/offset, search, order, filters). `total` is the server's count, or
   * the length of a list answered whole.
   */
  getListAt<T = RaRecord>(
    url: string,
    params?: ListAtParams,
  ): Promise<{ data: T[]; total: number }>;
  /** An object edited in place (a settings category, the profile): its values; silent. */
  getObject<T = Record<string, unknown>>(url: string): Promise<T>;
  /**
   * Saves an object edited in place; silent, a 400 carrying react-admin's form errors
   * (`body.errors`). Resolves with the server's answer, or null when a PATCH had nothing to send
   * (nothing was sent).
   */
  saveObject(url: string, params: SaveObjectParams): Promise<Record<string, unknown> | null>;
  /** One-off endpoints: same headers, errors and notices as everything else. */
  call<T = unknown>(method: string, url: string, body?: unknown, flags?: CallFlags): Promise<T>;
}

export const RESOURCE_CACHE_URL = '/api/v1/common/resources/cache/';
export const ACTIVITIES_URL = '/api/v1/audits/activities/';
export const SITE_MESSAGES_URL = '/api/v1/notifications/site-messages/';
export const SITE_MESSAGE_PAGE = 15;
