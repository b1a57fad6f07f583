/**
 * Create and update of a resource in a dialog (`form.dialog`, a relation tab's `dialogForm`): the
 * same generated form as the form pages (metadata, groups, rules, encrypted secrets, server 400s on
 * their fields, the guarded update), with values preset by the place it opens from, which are
 * always sent and not shown.
 */
import { useMemo } from 'react';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import {
  CreateBase,
  EditBase,
  ResourceContextProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useSearchParams } from 'react-router';
import type { FieldsMeta } from '../../../dataProvider';
import {
  resourceRoute,
  type AnyRecord,
  type FieldContext,
  type ResourceDescriptor,
} from '../../../resources/types';
import { formGroups } from '../../schema/layout';
import { descriptorDefaults, submittedValues } from '../../schema/submit';
import { useSchema } from '../../schema/useSchema';
import { initialValues } from '../../schema/values';
import { resourceTitle } from '../../pages/titles';
import {
  EditFormBody,
  formFields,
  RecordLoadError,
  useRecordLoadOptions,
} from '../form/EditFormBody';
import { Pending } from '../LoadError';
import { SchemaForm } from '../form/SchemaForm';

export type DialogFormTarget = { mode: 'create' } | { mode: 'edit'; id: string | number };

export interface ResourceFormDialogProps {
  descriptor: ResourceDescriptor;
  target: DialogFormTarget;
  /** Values fixed by the place the dialog opens from (the domain of a domain's gateway). */
  preset?: AnyRecord;
  /** The record whose relation tab opens the dialog (`FieldContext.parent`). */
  parent?: AnyRecord;
  onClose(): void;
  /** After a successful save (the caller refreshes its list). */
  onSaved(): void;
}

/** The form's groups without the preset fields (they are fixed by the context). */
function visibleGroups(d: ResourceDescriptor, fields: FieldsMeta, preset: AnyRecord) {
  return formGroups(d, fields)
    .map((g) => ({ ...g, fields: g.fields.filter((f) => !(f.name in preset)) }))
    .filter((g) => g.fields.length > 0);
}

export function ResourceFormDialog(props: ResourceFormDialogProps) {
  const { descriptor, target, onClose } = props;
  const translate = useTranslate();
  const title = translate(
    target.mode === 'create' ? 'pages.form.create_title' : 'pages.form.update_title',
    { resource: resourceTitle(translate, descriptor, 1) },
  );
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="resource-form-title">
      <DialogTitle id="resource-form-title" sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label={translate('ra.action.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ p: 0 }}>
        <ResourceContextProvider value={resourceRoute(descriptor)}>
          {target.mode === 'create' ? (
            <CreateInDialog {...props} />
          ) : (
            <EditInDialog {...props} id={target.id} />
          )}
        </ResourceContextProvider>
      </DialogContent>
    </Dialog>
  );
}

function CreateInDialog({ descriptor, preset = {}, parent, onSaved }: ResourceFormDialogProps) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [query] = useSearchParams();
  const schema = useSchema(resourceRoute(descriptor), 'POST');
  const fields = schema.data;
  const groups = useMemo(
    () => (fields ? visibleGroups(descriptor, fields, preset) : []),
    [descriptor, fields, preset],
  );
  const ctx: FieldContext = useMemo(() => ({ mode: 'create', query, parent }), [query, parent]);
  const record = useMemo(
    () => initialValues(formFields(groups), undefined, descriptorDefaults(descriptor, ctx)),
    [groups, descriptor, ctx],
  );
  if (!fields) return <Pending error={schema.error} onRetry={schema.refetch} />;
  return (
    <CreateBase
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          notify('pages.notify.created', { type: 'success' });
          onSaved();
        },
      }}
      transform={(values: AnyRecord) => ({
        ...submittedValues(groups, values, ctx),
        ...preset,
      })}
    >
      <SchemaForm
        descriptor={descriptor}
        fields={fields}
        groups={groups}
        ctx={ctx}
        record={record}
        onSavedAndContinue={() => refresh()}
      />
    </CreateBase>
  );
}

function EditInDialog({
  descriptor,
  preset = {},
  parent,
  onSaved,
  onClose,
  id,
}: ResourceFormDialogProps & { id: string | number }) {
  const notify = useNotify();
  const queryOptions = useRecordLoadOptions(onClose);
  const schema = useSchema(resourceRoute(descriptor), 'PUT', id);
  const fields = schema.data;
  const groups = useMemo(
    () => (fields ? visibleGroups(descriptor, fields, preset) : []),
    [descriptor, fields, preset],
  );
  if (!fields) return <Pending error={schema.error} onRetry={schema.refetch} />;
  return (
    <EditBase
      id={id}
      queryOptions={queryOptions}
      error={<RecordLoadError />}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          notify('pages.notify.updated', { type: 'success' });
          onSaved();
        },
      }}
    >
      <EditFormBody
        descriptor={descriptor}
        fields={fields}
        groups={groups}
        parent={parent}
        preset={preset}
        onUnchanged={onClose}
      />
    </EditBase>
  );
}
