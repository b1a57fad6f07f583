/**
 * Create and update of a replay or command storage with its type's own `meta` fields
 * (docs/domain.md §11.1): the type comes from `?type=` on create and from the record on update,
 * and is sent as `?type=` on POST and PUT, since the server picks the meta serializer from it.
 * Secrets (`SECRET_KEY`, `ACCOUNT_KEY`) are encrypted; left blank on update they are kept.
 */
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  Title,
  useDataProvider,
  useGetOne,
  useNotify,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { silent, type JmsDataProvider } from '../../../dataProvider';
import { encryptSecrets } from '../../../dataProvider/secrets';
import {
  META_SECRETS,
  STORAGE_META,
  type MetaField,
} from '../../../resources/settings/storageTypes';
import { useConflictQuestion } from '../../components/form/ConflictDialog';
import { LoadError } from '../../components/LoadError';
import { useDescriptor } from '../../components/resource/useDescriptor';
import { listAfterSave } from '../../components/resource/paths';
import { SubmitError } from '../../components/SubmitError';
import { saveStorage } from './api';

type Values = Record<string, unknown>;

function initialMeta(fields: readonly MetaField[], meta: Values = {}): Values {
  return Object.fromEntries(
    fields.map((f) => {
      const v = meta[f.name];
      if (f.kind === 'hosts') return [f.name, Array.isArray(v) ? v.join(',') : ''];
      if (f.kind === 'secret') return [f.name, ''];
      return [f.name, v ?? f.default ?? (f.kind === 'boolean' ? false : '')];
    }),
  );
}

/**
 * The names of what differs between two versions of a storage (a storage has no `date_updated`):
 * its own fields, then its meta's, each labelled `terminal.storage.fields.<name>`.
 */
function changedFields(before: Values, after: Values): string[] {
  const differ = (a: Values, b: Values) => (name: string) =>
    JSON.stringify(a[name]) !== JSON.stringify(b[name]);
  const own = ['name', 'comment', 'is_default'].filter(differ(before, after));
  const [bm, am] = [(before.meta ?? {}) as Values, (after.meta ?? {}) as Values];
  const meta = [...new Set([...Object.keys(bm), ...Object.keys(am)])].filter(differ(bm, am));
  return [...own, ...meta];
}

function wireMeta(fields: readonly MetaField[], values: Values, editing: boolean): Values {
  const out: Values = {};
  for (const f of fields) {
    const v = values[f.name];
    if (f.kind === 'hosts')
      out[f.name] = String(v ?? '')
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean);
    else if (f.kind === 'secret' && editing && !v) continue;
    else out[f.name] = v;
  }
  return out;
}

export function StorageForm() {
  const descriptor = useDescriptor();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { id } = useParams();
  const [query] = useSearchParams();
  const stored = useGetOne<Values & { id: string }>(
    useResourceContext()!,
    { id: id ?? '', meta: silent.meta },
    { enabled: !!id },
  );
  const record: Values | undefined = id ? stored.data : {};
  // A reload (after someone else saved the storage) starts the form again from the new record.
  const [reloads, setReloads] = useState(0);
  const reload = async () => {
    await stored.refetch();
    setReloads((n) => n + 1);
  };

  const type = id
    ? String((record?.type as { value?: string } | undefined)?.value ?? '')
    : (query.get('type') ?? '');
  const metaFields = STORAGE_META[type];
  const title = translate(id ? 'terminal.storage.edit_title' : 'terminal.storage.create_title', {
    resource: translate(`routes.${descriptor.name}`),
    type: translate(`terminal.storage.types.${type}`, { _: type }),
  });
  const resource = translate(`routes.${descriptor.name}`);
  if (!id && !metaFields) return <TypeChoice resource={resource} />;
  if (stored.error) return <LoadError error={stored.error} onRetry={stored.refetch} />;
  if (!record) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  if (!metaFields)
    return (
      <>
        <Title title={title} />
        <Alert severity="warning">{translate('terminal.storage.unknown_type')}</Alert>
      </>
    );
  return (
    <StorageFields
      key={`${String(record.id ?? 'new')}:${reloads}`}
      id={id}
      type={type}
      title={title}
      record={record}
      metaFields={metaFields}
      listUrl={descriptor.api.list}
      onSaved={() => navigate(listAfterSave(descriptor))}
      onReload={() => void reload()}
    />
  );
}

/** Create reached without `?type=` (a typed URL, a bookmark): the types to choose from. */
function TypeChoice({ resource }: { resource: string }) {
  const translate = useTranslate();
  const variants = useDescriptor().list?.createVariants;
  const options = Array.isArray(variants?.options) ? variants.options : [];
  const title = translate('ra.page.create', { name: resource });
  return (
    <Card>
      <Title title={title} />
      <CardContent>
        <Typography variant="h6" sx={{ mb: 2 }}>
          {translate('terminal.storage.choose_type')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {options.map((o) => (
            <Button
              key={String(o.value)}
              variant="outlined"
              component={Link}
              to={variants!.to(o, {})}
            >
              {translate(String(o.label))}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function StorageFields({
  id,
  type,
  title,
  record,
  metaFields,
  listUrl,
  onSaved,
  onReload,
}: {
  id?: string;
  type: string;
  title: string;
  record: Values;
  metaFields: readonly MetaField[];
  listUrl: string;
  onSaved(): void;
  onReload(): void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const resource = useResourceContext()!;
  const { ask, dialog } = useConflictQuestion();
  // What the form was loaded from, kept when a background refetch brings a newer record.
  const [loaded] = useState(record);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState<Values>(() => ({
    name: record.name ?? '',
    comment: record.comment ?? '',
    is_default: record.is_default ?? false,
    meta: initialMeta(metaFields, record.meta as Values | undefined),
  }));
  const meta = values.meta as Values;
  const set = (name: string, v: unknown) => setValues({ ...values, [name]: v });
  const setMeta = (name: string, v: unknown) => set('meta', { ...meta, [name]: v });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      if (id) {
        // Saved whole: a save over someone else's newer one is the user's decision.
        const { data: current } = await dataProvider.getOne(resource, { id, meta: silent.meta });
        const changed = changedFields(loaded, current);
        const decided = changed.length
          ? await ask(changed.map((n) => translate(`terminal.storage.fields.${n}`, { _: n })))
          : 'save';
        if (decided === 'reload') return onReload();
        if (decided === 'edit') return;
      }
      const body = {
        name: values.name,
        type,
        comment: values.comment,
        is_default: values.is_default,
        meta: await encryptSecrets(wireMeta(metaFields, meta, !!id), {
          names: new Set(META_SECRETS),
        }),
      };
      await saveStorage(dataProvider, listUrl, id, type, body);
      notify(id ? 'pages.notify.updated' : 'pages.notify.created', { type: 'success' });
      onSaved();
    } catch (e) {
      // A 400's messages by field, meta's nested ones by their dotted path.
      setFailure(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      {dialog}
      <Title title={title} />
      <CardContent>
        <Typography variant="h6" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Stack component="form" spacing={2} onSubmit={submit} sx={{ maxWidth: 640 }}>
          <SubmitError error={failure} />
          <TextField
            label={translate('terminal.storage.fields.name')}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            required
            size="small"
          />
          {metaFields.map((f) => (
            <MetaInput
              key={f.name}
              field={f}
              value={meta[f.name]}
              editing={!!id}
              onChange={setMeta}
            />
          ))}
          <FormControlLabel
            control={
              <Checkbox
                checked={!!values.is_default}
                onChange={(e) => set('is_default', e.target.checked)}
              />
            }
            label={translate('terminal.storage.fields.is_default')}
          />
          <TextField
            label={translate('terminal.storage.fields.comment')}
            value={values.comment}
            onChange={(e) => set('comment', e.target.value)}
            multiline
            minRows={2}
            size="small"
          />
          <Box>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('ra.action.save')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

function MetaInput({
  field,
  value,
  editing,
  onChange,
}: {
  field: MetaField;
  value: unknown;
  editing: boolean;
  onChange: (name: string, value: unknown) => void;
}) {
  const translate = useTranslate();
  const label = translate(`terminal.storage.fields.${field.name}`);
  if (field.kind === 'boolean')
    return (
      <FormControlLabel
        control={
          <Checkbox checked={!!value} onChange={(e) => onChange(field.name, e.target.checked)} />
        }
        label={label}
      />
    );
  return (
    <TextField
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(field.name, e.target.value)}
      // A saved secret is kept when left blank.
      required={!!field.required && !(editing && field.kind === 'secret')}
      type={field.kind === 'secret' ? 'password' : 'text'}
      autoComplete={field.kind === 'secret' ? 'new-password' : undefined}
      select={field.kind === 'choice'}
      helperText={field.kind === 'hosts' ? translate('terminal.storage.hosts_help') : undefined}
      size="small"
    >
      {field.choices?.map((c) => (
        <MenuItem key={c} value={c}>
          {c}
        </MenuItem>
      ))}
    </TextField>
  );
}
