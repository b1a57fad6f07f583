/**
 * What the update page and the update dialog share: the form of a record being edited, its
 * initial values from the record and the descriptor's defaults, and the spinner while it loads.
 */
import { useMemo } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useEditContext } from 'react-admin';
import { useSearchParams } from 'react-router';
import type { FieldsMeta } from '../../../dataProvider';
import type { FieldContext, ResourceDescriptor } from '../../../resources/types';
import type { FormGroup } from '../../schema/layout';
import { descriptorDefaults } from '../../schema/submit';
import { initialValues } from '../../schema/values';
import { SchemaForm } from './SchemaForm';

export function FormLoading() {
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <CircularProgress size={24} aria-label="loading" />
    </Box>
  );
}

/** The metadata of the fields the groups show. */
export function formFields(groups: FormGroup[]): FieldsMeta {
  return Object.fromEntries(groups.flatMap((g) => g.fields).map((f) => [f.name, f.meta]));
}

/** The edit context's record in the schema form (inside react-admin's Edit or EditBase). */
export function EditFormBody({
  descriptor,
  fields,
  groups,
  parent,
}: {
  descriptor: ResourceDescriptor;
  fields: FieldsMeta;
  groups: FormGroup[];
  /** The record whose relation tab opened the form (`FieldContext.parent`). */
  parent?: Record<string, unknown>;
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
  if (!values) return <FormLoading />;
  return (
    <SchemaForm descriptor={descriptor} fields={fields} groups={groups} ctx={ctx} record={values} />
  );
}
