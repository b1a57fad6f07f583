/**
 * The generic create and update pages (docs/shell.md §9.1, §9.2): POST on create (optionally cloned
 * from `?clone_from=`), a PATCH of the changed fields on update (`useGuardedUpdate`), pessimistic so
 * server errors land on their fields; after a save the list opens (about 100 ms later) with the
 * newest changes first.
 */
import { useMemo } from 'react';
import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Create,
  Edit,
  TopToolbar,
  useGetOne,
  useNotify,
  useRedirect,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { FieldsMeta } from '../../dataProvider';
import type { FieldContext, ResourceDescriptor } from '../../resources/types';
import {
  EditFormBody,
  formFields,
  RecordLoadError,
  useRecordLoadOptions,
} from '../components/form/EditFormBody';
import { Pending } from '../components/LoadError';
import { SchemaForm } from '../components/form/SchemaForm';
import { listAfterSave } from '../components/resource/paths';
import { useDescriptor } from '../components/resource/useDescriptor';
import { formGroups } from '../schema/layout';
import { descriptorDefaults, submittedValues } from '../schema/submit';
import { useSchema } from '../schema/useSchema';
import { cloneValues, initialValues } from '../schema/values';
import { resourceTitle } from './titles';

export const REDIRECT_AFTER_SAVE_MS = 100;

/** Go back: disabled when there is no history to go back to. */
function GoBack() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const noHistory = typeof window === 'undefined' || window.history.length <= 1;
  return (
    <TopToolbar>
      <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)} disabled={noHistory}>
        {translate('pages.form.back')}
      </Button>
    </TopToolbar>
  );
}

function useAfterSave(descriptor: ResourceDescriptor, message: string) {
  const notify = useNotify();
  const navigate = useNavigate();
  return () => {
    notify(message, { type: 'success' });
    setTimeout(() => navigate(listAfterSave(descriptor)), REDIRECT_AFTER_SAVE_MS);
  };
}

export function GenericCreate() {
  const descriptor = useDescriptor();
  const resource = useResourceContext()!;
  const [query] = useSearchParams();
  const cloneFrom = query.get('clone_from');
  const schema = useSchema(resource, 'POST');
  const fields = schema.data;
  const source = useGetOne(resource, { id: cloneFrom ?? '' }, { enabled: !!cloneFrom });
  const translate = useTranslate();
  const title = translate('pages.form.create_title', {
    resource: resourceTitle(translate, descriptor, 1),
  });
  if (!fields) return <Pending error={schema.error} onRetry={schema.refetch} title={title} />;
  if (cloneFrom && !source.data)
    return <Pending error={source.error} onRetry={source.refetch} title={title} />;
  return (
    <CreateView
      descriptor={descriptor}
      fields={fields}
      query={query}
      source={cloneFrom ? source.data : undefined}
    />
  );
}

function CreateView({
  descriptor,
  fields,
  query,
  source,
}: {
  descriptor: ResourceDescriptor;
  fields: FieldsMeta;
  query: URLSearchParams;
  source?: Record<string, unknown>;
}) {
  const translate = useTranslate();
  const afterSave = useAfterSave(descriptor, 'pages.notify.created');
  const groups = useMemo(() => formGroups(descriptor, fields), [descriptor, fields]);
  const ctx: FieldContext = useMemo(
    () => ({ mode: 'create', record: source, query }),
    [source, query],
  );
  const record = useMemo(() => {
    const base = source
      ? cloneValues(source, (name) => translate('pages.form.clone_name', { name }))
      : undefined;
    return initialValues(formFields(groups), base, descriptorDefaults(descriptor, ctx));
  }, [source, groups, descriptor, ctx, translate]);
  return (
    <Create
      title={translate('pages.form.create_title', {
        resource: resourceTitle(translate, descriptor, 1),
      })}
      actions={<GoBack />}
      redirect={false}
      mutationOptions={{ onSuccess: afterSave }}
      transform={(values: Record<string, unknown>) => submittedValues(groups, values, ctx)}
    >
      <SchemaForm
        descriptor={descriptor}
        fields={fields}
        groups={groups}
        ctx={ctx}
        record={record}
      />
    </Create>
  );
}

export function GenericEdit() {
  const descriptor = useDescriptor();
  const resource = useResourceContext()!;
  const { id } = useParams();
  const schema = useSchema(resource, 'PUT', id);
  const fields = schema.data;
  const translate = useTranslate();
  const afterSave = useAfterSave(descriptor, 'pages.notify.updated');
  const redirect = useRedirect();
  const navigate = useNavigate();
  const queryOptions = useRecordLoadOptions(() => redirect('list', resource));
  const groups = useMemo(
    () => (fields ? formGroups(descriptor, fields) : []),
    [descriptor, fields],
  );
  const title = translate('pages.form.update_title', {
    resource: resourceTitle(translate, descriptor, 1),
  });
  if (!fields || id === undefined)
    return <Pending error={schema.error} onRetry={schema.refetch} title={title} />;
  return (
    <Edit
      id={id}
      title={title}
      actions={<GoBack />}
      queryOptions={queryOptions}
      error={<RecordLoadError />}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{ onSuccess: afterSave }}
    >
      <EditFormBody
        descriptor={descriptor}
        fields={fields}
        groups={groups}
        onUnchanged={() => navigate(listAfterSave(descriptor))}
      />
    </Edit>
  );
}
