/** Shapes shared by the demo backend: the catalogue's field metadata and the in-memory rows. */

export interface Choice {
  value: string | number | boolean;
  label: string;
}

/** One entry of OPTIONS `actions.<METHOD>`, as the catalogue records it (plus the field name). */
export interface FieldSpec {
  name: string;
  type: string;
  required: boolean;
  read_only: boolean;
  write_only: boolean;
  label?: string;
  help_text?: string;
  max_length?: number;
  min_length?: number;
  min_value?: number;
  max_value?: number;
  default?: unknown;
  choices?: Choice[];
  tree?: unknown[];
  child?: Omit<FieldSpec, 'name'> & { children?: FieldSpec[] };
  children?: FieldSpec[];
  filter?: boolean;
  order?: boolean;
  // Catalogue-only keys (never on the wire)
  related_resource?: string;
  repr_attrs?: string[];
  many?: boolean;
}

export interface ResourceSpec {
  key: string;
  area: string;
  title: string;
  model: string | null;
  licence_required: boolean;
  api: { list?: string; detail?: string; bulk?: boolean };
  permissions: { view?: string; add?: string; change?: string; delete?: string; extra?: string[] } | null;
  fields: FieldSpec[];
  search_fields: string[];
  ordering_fields: string[];
  default_ordering: string[];
  example_record: Record<string, unknown> | null;
  extras?: Record<string, unknown>;
}

/** A stored row: raw values (choice values, related ids, ISO datetimes), never wire representations. */
export type Row = Record<string, unknown> & { id: string | number };

export interface Org {
  id: string;
  name: string;
  is_default: boolean;
  is_root: boolean;
  comment: string;
}

export type RoleScope = 'system' | 'org';

export interface Role {
  id: string;
  name: string;
  display_name: string;
  scope: RoleScope;
  builtin: boolean;
  permissions: string[];
}

export interface RoleBinding {
  user: string;
  role: string;
  /** null for system-scope bindings */
  org: string | null;
}
