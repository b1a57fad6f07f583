/**
 * What the update page and the update dialog share: the form of a record being edited, its
 * initial values from the record and the descriptor's defaults.
 */
import { useMemo } from 'react';
import { useEditContext } from 'react-admin';
import { useSearchParams } from 'react-router';
import type { FieldsMeta } from '../../../dataProvider';
import type { FieldContext, ResourceDescriptor } from '../../../resources/types';
import type { FormGroup } from '../../schema/layout';
import { descriptorDefaults } from '../../schema/submit';
import { initialValues } from '../../schema/values';
import { Pending } from '../LoadError';
import { SchemaForm } from './SchemaForm';

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
  if (!values) return <Pending />;
  return (
    <SchemaForm descriptor={descriptor} fields={fields} groups={groups} ctx={ctx} record={values} />
  );
}
