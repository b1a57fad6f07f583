/**
 * A form over one object edited in place (a settings category, the user's profile, a password
 * change): fields from the URL's OPTIONS metadata through the generic schema form, values from its
 * GET, and a save that PATCHes only what changed, or PUTs the whole form (the data provider's
 * `saveObject`: converted and secrets encrypted there). A 400 lands on its fields.
 */
import '../../../i18n/areas/settings';
import { Box, CircularProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import {
  SaveContextProvider,
  useDataProvider,
  useNotify,
  useTranslate,
  type SaveHandler,
} from 'react-admin';
import type { FieldsMeta, JmsDataProvider, JmsHttpError } from '../../../dataProvider';
import type { FieldContext, FieldOverride, ResourceDescriptor } from '../../../resources/types';
import { formGroups, type FormGroup, type FormSection } from '../../schema/layout';

export type { FormSection };
import { submittedValues } from '../../schema/submit';
import { initialValues } from '../../schema/values';
import { SchemaForm } from '../form/SchemaForm';
import { LoadError } from '../LoadError';
import { errorNotice, noticeArgs } from '../notice';
import {
  objectValuesKey,
  settingUrl,
  useObjectSchema,
  useObjectValues,
  type Values,
} from './objectApi';

export interface ObjectFormProps {
  /** Described by its OPTIONS, read by GET, saved by `method`. */
  url: string;
  /** Names the form (labels may be given as `resources.<name>.fields.<field>`). */
  name: string;
  /** PATCH (default): only what changed. PUT: the whole form, which then starts empty again. */
  method?: 'PATCH' | 'PUT';
  /** Titled groups of fields, in order; default: one group of every writable field. */
  groups?: FormSection[];
  /** Per-field overrides (widget, hidden-when, help), as a resource descriptor has them. */
  overrides?: Record<string, FieldOverride>;
  /** Toolbar buttons beside save and reset, which may read the form (a connection test). */
  actions?: ReactNode;
  /** After a save, with what the server answered. */
  onSaved?: (answer: Values) => void;
  /** The success notice (i18n key). */
  savedMessage?: string;
  /** Sent with every save, changed or not (the first-login mark). */
  alwaysSend?: Values;
}

/** The descriptor the generic form machinery reads: labels from the server, groups from the page. */
function objectDescriptor({ url, name, overrides }: ObjectFormProps): ResourceDescriptor {
  return {
    name,
    view: 'settings',
    path: name,
    api: { list: url, detail: url },
    perms: { app: 'settings', model: 'setting' },
    fields: overrides,
  };
}

export function ObjectForm(props: ObjectFormProps) {
  const translate = useTranslate();
  const loads = (props.method ?? 'PATCH') === 'PATCH';
  const schema = useObjectSchema(props.url);
  const values = useObjectValues(props.url, loads);
  const failed = schema.isError ? schema : values.isError ? values : null;
  if (failed) return <LoadError error={failed.error} onRetry={() => failed.refetch()} />;
  if (!schema.data || (loads && !values.data)) {
    return (
      <Box sx={{ p: 4, textAlign: 'center' }}>
        <CircularProgress size={24} aria-label={translate('app.loading')} />
      </Box>
    );
  }
  return <LoadedForm {...props} fields={schema.data} saved={values.data ?? EMPTY} />;
}

const EMPTY: Values = {};

/**
 * Counts the saved values' versions. Refetches of equal values keep their object (the query
 * client shares structure), so only a real change starts a fresh form and drops what is typed.
 */
function useVersion(saved: Values): number {
  const [seen, setSeen] = useState({ saved, version: 0 });
  if (seen.saved === saved) return seen.version;
  // Adjusting state while rendering: React re-renders at once with the new version.
  setSeen({ saved, version: seen.version + 1 });
  return seen.version + 1;
}

function fieldsOf(groups: FormGroup[]): FieldsMeta {
  return Object.fromEntries(groups.flatMap((g) => g.fields).map((f) => [f.name, f.meta]));
}

function LoadedForm(props: ObjectFormProps & { fields: FieldsMeta; saved: Values }) {
  const { url, method = 'PATCH', actions, onSaved, fields, saved } = props;
  const version = useVersion(saved);
  const dataProvider = useDataProvider<JmsDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  // A PUT form starts empty again after each save.
  const [round, setRound] = useState(0);
  const descriptor = useMemo(
    () => objectDescriptor(props),
    // The descriptor depends on what names the form, not on callbacks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [url, props.name, props.overrides],
  );
  const layout = useMemo(
    () => formGroups(descriptor, fields, props.groups),
    [descriptor, fields, props.groups],
  );
  const record = useMemo(() => initialValues(fieldsOf(layout), saved), [layout, saved]);
  const ctx: FieldContext = useMemo(
    () => ({ mode: 'edit', record: saved, query: new URLSearchParams() }),
    [saved],
  );

  const save: SaveHandler<Values> = async (values) => {
    setSaving(true);
    try {
      const answer = await dataProvider.saveObject(url, {
        method,
        data: submittedValues(layout, values, ctx),
        previousData: record,
        fields,
        always: props.alwaysSend,
      });
      if (!answer) return void notify('settings.form.unchanged', { type: 'info' });
      if (method === 'PATCH') queryClient.setQueryData(objectValuesKey(url), answer);
      else setRound((r) => r + 1);
      notify(props.savedMessage ?? 'pages.notify.updated', { type: 'success' });
      onSaved?.(answer);
    } catch (e) {
      // A 400 lands on its fields; the provider has read them from the server's answer.
      const errors = (e as JmsHttpError).body?.errors;
      if (errors) return errors;
      notify(...noticeArgs(errorNotice(e, 'pages.notify.request_failed'), 'error'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <SaveContextProvider value={{ save, saving, mutationMode: 'pessimistic' }}>
      {/* New saved values (or a finished PUT) start a fresh form. */}
      <SchemaForm
        key={`${version}:${round}`}
        descriptor={descriptor}
        fields={fields}
        groups={layout}
        ctx={ctx}
        record={record}
        extraActions={actions}
      />
    </SaveContextProvider>
  );
}

export function SettingsForm({
  category,
  ...rest
}: Omit<ObjectFormProps, 'url' | 'name' | 'method'> & { category: string }) {
  return <ObjectForm url={settingUrl(category)} name={`settings_${category}`} {...rest} />;
}
