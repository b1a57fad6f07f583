/** The backend's OPTIONS metadata (docs/wire.md §8): the UI schema every generated screen reads. */

export type SchemaMethod = 'GET' | 'POST' | 'PUT' | 'PATCH';

export interface Choice {
  value: string | number | boolean;
  label: string;
}

export interface TreeChoice {
  value: string | number;
  label: string;
  children?: TreeChoice[];
}

/** One field's `field_info` (docs/wire.md §8.2). */
export interface FieldMeta {
  type: string;
  label?: string;
  required?: boolean;
  read_only?: boolean;
  write_only?: boolean;
  help_text?: string;
  min_length?: number;
  max_length?: number;
  min_value?: number;
  max_value?: number;
  default?: unknown;
  choices?: Choice[];
  /** ListField/DictField/nested many: the item's metadata. */
  child?: FieldMeta;
  /** Nested serializer: its fields. */
  children?: FieldsMeta;
  tree?: TreeChoice[];
  /** GET only: the field is a declared filter. */
  filter?: boolean;
  /** GET only: the list can be ordered by it. */
  order?: boolean;
}

export type FieldsMeta = Record<string, FieldMeta>;

/** The whole OPTIONS body; `actions` holds one field map per allowed method. */
export interface OptionsResponse {
  name?: string;
  description?: string;
  actions?: Partial<Record<SchemaMethod, FieldsMeta>>;
}

/** A paginated list body; without `limit` the backend answers a bare array instead. */
export interface Paginated<T> {
  count: number;
  next?: string | null;
  previous?: string | null;
  results: T[];
}

/** Where one react-admin resource lives on the backend. */
export interface ResourceEndpoints {
  /** List URL with its trailing slash. */
  list: string;
  /** Detail URL pattern with `{id}`; defaults to `<list><id>/`. */
  detail?: string;
  /** The declared default sort field (ordering by `id` is sent only when declared). */
  sortField?: string;
}

/** The resource → URL mapping the app hands the provider; throws for an unknown resource. */
export type ResourceUrls = (resource: string) => ResourceEndpoints;
