/**
 * Replay and command storage types and the `meta` fields each one takes (docs/domain.md §11.1).
 * The server picks the meta serializer from `?type=`, so the form is chosen here, per type.
 */
export type MetaFieldKind = 'text' | 'secret' | 'boolean' | 'hosts' | 'choice';

export interface MetaField {
  name: string;
  kind: MetaFieldKind;
  required?: boolean;
  choices?: readonly string[];
  default?: string | boolean;
}

const OBJECT_STORE: readonly MetaField[] = [
  { name: 'BUCKET', kind: 'text', required: true },
  { name: 'ACCESS_KEY', kind: 'text', required: true },
  { name: 'SECRET_KEY', kind: 'secret', required: true },
  { name: 'ENDPOINT', kind: 'text', required: true },
];

export const STORAGE_META: Record<string, readonly MetaField[]> = {
  server: [],
  s3: OBJECT_STORE,
  ceph: OBJECT_STORE,
  oss: OBJECT_STORE,
  obs: OBJECT_STORE,
  cos: OBJECT_STORE,
  swift: [
    ...OBJECT_STORE,
    { name: 'REGION', kind: 'text', required: true },
    { name: 'PROTOCOL', kind: 'choice', choices: ['http', 'https'], default: 'http' },
  ],
  azure: [
    { name: 'CONTAINER_NAME', kind: 'text', required: true },
    { name: 'ACCOUNT_NAME', kind: 'text', required: true },
    { name: 'ACCOUNT_KEY', kind: 'secret', required: true },
    {
      name: 'ENDPOINT_SUFFIX',
      kind: 'choice',
      choices: ['core.chinacloudapi.cn', 'core.windows.net'],
      default: 'core.chinacloudapi.cn',
    },
  ],
  es: [
    { name: 'HOSTS', kind: 'hosts', required: true },
    { name: 'INDEX_BY_DATE', kind: 'boolean', default: false },
    { name: 'INDEX', kind: 'text', required: true, default: 'jumpserver' },
    { name: 'IGNORE_VERIFY_CERTS', kind: 'boolean', default: false },
  ],
};

/** The types a user may create (`null` and the local `server` storage come with the system). */
export const REPLAY_TYPES = ['s3', 'ceph', 'swift', 'oss', 'azure', 'obs', 'cos'] as const;
export const COMMAND_TYPES = ['es'] as const;

/** Secrets in `meta`: write-only, encrypted before they leave the browser. */
export const META_SECRETS = ['SECRET_KEY', 'ACCOUNT_KEY'] as const;

/** The local storages and the default one: not editable (local) or deletable (either). */
export const isLocalStorage = (record: Record<string, unknown>) => {
  const type = (record.type as { value?: string } | string | undefined) ?? '';
  const value = typeof type === 'string' ? type : type.value;
  return (
    value === 'null' || value === 'server' || record.name === 'default' || record.name === 'null'
  );
};

/** What the two storage lists share: per-type create, Test connection, Set as default. */
export function storageScreens(
  kind: 'replay' | 'command',
  route: string,
  types: readonly string[],
) {
  const api = `/api/v1/terminal/${kind}-storages/`;
  const model = `${kind}storage`;
  return {
    createVariants: {
      title: 'terminal.storage.choose_type',
      options: types.map((t) => ({ value: t, label: `terminal.storage.types.${t}` })),
      to: (choice: Record<string, unknown>) =>
        `/settings/${route}/create?type=${encodeURIComponent(String(choice.value))}`,
    },
    rowActions: {
      update: { hidden: isLocalStorage },
      // The server refuses too (400 "Deleting the default storage is not allowed").
      delete: {
        hidden: (r: Record<string, unknown>) => isLocalStorage(r) || r.is_default === true,
      },
    },
    actions: [
      {
        name: 'test',
        label: 'actions.labels.test_connection',
        icon: 'test',
        places: ['row'],
        perm: `terminal.view_${model}`,
        writes: false,
        run: { kind: 'call', method: 'GET', url: `${api}{id}/test-connective/` },
        after: {
          message: 'server',
          failed: (a: unknown) => !(a as { is_valid?: boolean } | null)?.is_valid,
          refresh: false,
        },
      },
      {
        name: 'set_default',
        label: 'terminal.storage.set_default',
        icon: 'approve',
        places: ['row'],
        perm: `terminal.change_${model}`,
        writes: false,
        hidden: (r: Record<string, unknown>) => r.is_default === true,
        run: {
          kind: 'call',
          method: 'PATCH',
          url: `${api}{id}/`,
          body: () => ({ is_default: true }),
        },
      },
    ],
  } as const;
}
