/**
 * What the update page and the update dialog share: the form of a record being edited, its
 * initial values from the record and the descriptor's defaults, and its guarded save
 * (`useGuardedUpdate`: the changed fields only, never over someone else's save unasked).
 */
import { useMemo } from 'react';
import { useEditContext, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router';
import type { FieldsMeta } from '../../../dataProvider';
import type { AnyRecord, FieldContext, ResourceDescriptor } from '../../../resources/types';
import type { FormGroup } from '../../schema/layout';
import { descriptorDefaults } from '../../schema/submit';
import { initialValues } from '../../schema/values';
import { LoadError, Pending } from '../LoadError';
import { SchemaForm } from './SchemaForm';
import { useGuardedUpdate } from './useGuardedUpdate';

/** The metadata of the fields the groups show. */
export function formFields(groups: FormGroup[]): FieldsMeta {
  return Object.fromEntries(groups.flatMap((g) => g.fields).map((f) => [f.name, f.meta]));
}

/**
 * The edit controller's query options. react-admin says "does not exist" and leaves for any failed
 * load; only a 404 is that (`onMissing`: back to the list, or the dialog closes). Any other failure
 * (a 500, a 403) stays in place as `RecordLoadError`, the `error` of Edit or EditBase.
 * The form keeps the version of the record it opened with: a refetch when the tab regains focus
 * would reset what the user typed. The save compares that version with the server's.
 */
export function useRecordLoadOptions(onMissing: () => void) {
  const notify = useNotify();
  return {
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    onError: (error: unknown) => {
      if ((error as { status?: unknown } | null)?.status !== 404) return;
      notify('ra.notification.item_doesnt_exist', { type: 'error' });
      onMissing();
    },
  };
}

/** The record's load failure in place of its form, with Retry. */
export function RecordLoadError() {
  const { error, refetch } = useEditContext();
  return <LoadError error={error} onRetry={refetch} sx={{ m: 2 }} />;
}

/** The edit context's record in the schema form (inside react-admin's Edit or EditBase). */
export function EditFormBody({
  descriptor,
  fields,
  groups,
  parent,
  preset,
  onUnchanged,
}: {
  descriptor: ResourceDescriptor;
  fields: FieldsMeta;
  groups: FormGroup[];
  /** The record whose relation tab opened the form (`FieldContext.parent`). */
  parent?: AnyRecord;
  /** Values fixed by the place the form opens from, sent with the changes. */
  preset?: AnyRecord;
  /** Submitted with nothing changed: the page returns to its list, the dialog closes. */
  onUnchanged(): void;
}) {
  const { record } = useEditContext();
  const [query] = useSearchParams();
  const ctx: FieldContext = useMemo(
    () => ({ mode: 'edit', record, query, parent }),
    [record, query, parent],
  );
  const values = useMemo(
    () =>
      record
        ? {
            id: record.id,
            ...initialValues(formFields(groups), record, descriptorDefaults(descriptor, ctx)),
          }
        : undefined,
    [record, groups, descriptor, ctx],
  );
  if (!values) return <Pending />;
  return (
    <GuardedForm
      descriptor={descriptor}
      fields={fields}
      groups={groups}
      ctx={ctx}
      initial={values}
      preset={preset}
      onUnchanged={onUnchanged}
    />
  );
}

function GuardedForm(props: Parameters<typeof useGuardedUpdate>[0]) {
  const { onSubmit, dialog } = useGuardedUpdate(props);
  return (
    <>
      <SchemaForm
        descriptor={props.descriptor}
        fields={props.fields}
        groups={props.groups}
        ctx={props.ctx}
        record={props.initial}
        onSubmit={onSubmit}
      />
      {dialog}
    </>
  );
}
