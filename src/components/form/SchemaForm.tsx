/**
 * The generated form body (docs/shell.md §9.1, §9.2, §9.3): titled groups of inputs from the
 * metadata and the descriptor's overrides (hidden-when, disabled-when), a toolbar with save, save
 * and continue (create only) and reset (update only), and a scroll to the first error.
 */
import { useEffect, type ReactNode } from 'react';
import { Box, Button, Divider, Typography } from '@mui/material';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import {
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  useSaveContext,
  useTranslate,
  type SaveButtonProps,
} from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { FieldsMeta } from '../../../dataProvider';
import type {
  FieldContext,
  FormValues,
  Reference,
  ResourceDescriptor,
} from '../../../resources/types';
import type { FormField, FormGroup } from '../../schema/layout';
import { FieldInput } from '../inputs/FieldInput';
import { useFieldLabel } from '../resource/useFieldLabel';

export interface SchemaFormProps {
  descriptor: ResourceDescriptor;
  fields: FieldsMeta;
  groups: FormGroup[];
  ctx: FieldContext;
  record: Record<string, unknown>;
  /** Save and continue: called after a successful create that stays on the page. */
  onSavedAndContinue?: (data: Record<string, unknown>) => void;
  /** More toolbar buttons after save and reset, inside the form (a test that reads its values). */
  extraActions?: ReactNode;
  /** The submit, instead of the save context's (an update's guarded save); returns field errors. */
  onSubmit?: (values: Record<string, unknown>) => Promise<unknown>;
}

function FieldSlot(props: { field: FormField; descriptor: ResourceDescriptor; ctx: FieldContext }) {
  const { hidden, disabled } = props.field.override;
  // Only fields with hidden-when/disabled-when rules watch the form (re-rendering on every change).
  return hidden || disabled ? <ConditionalField {...props} /> : <FieldElement {...props} />;
}

function ConditionalField(props: {
  field: FormField;
  descriptor: ResourceDescriptor;
  ctx: FieldContext;
}) {
  const values = useWatch() as FormValues;
  const { hidden, disabled } = props.field.override;
  if (hidden?.(values, props.ctx)) return null;
  return <FieldElement {...props} disabled={disabled?.(values, props.ctx)} />;
}

/** A reference with the query its form context adds (`queryFrom`). */
function inContext(reference: Reference | undefined, ctx: FieldContext): Reference | undefined {
  if (!reference?.queryFrom) return reference;
  return { ...reference, query: { ...reference.query, ...reference.queryFrom(ctx) } };
}

function FieldElement({
  field,
  descriptor,
  ctx,
  disabled,
}: {
  field: FormField;
  descriptor: ResourceDescriptor;
  ctx: FieldContext;
  disabled?: boolean;
}) {
  const label = useFieldLabel(descriptor);
  const { choicesFrom } = field.override;
  const from = choicesFrom && descriptor.references?.[choicesFrom];
  return (
    <FieldInput
      name={field.name}
      label={label(field.name, field.meta)}
      meta={field.meta}
      override={field.override}
      reference={inContext(descriptor.references?.[field.name], ctx)}
      choicesFrom={from ? { field: choicesFrom, reference: from } : undefined}
      disabled={disabled}
    />
  );
}

/** Invalid forms scroll to the first field in error (after a submit, or after server errors). */
function ScrollToFirstError() {
  const { submitCount, errors } = useFormState();
  const count = Object.keys(errors).length;
  useEffect(() => {
    if (!submitCount || !count) return;
    const first = document.querySelector('[aria-invalid="true"]');
    first?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [submitCount, count]);
  return null;
}

function ResetButton() {
  const translate = useTranslate();
  const { reset } = useFormContext();
  return (
    <Button startIcon={<RestartAltIcon />} onClick={() => reset()} sx={{ ml: 1 }}>
      {translate('pages.form.reset')}
    </Button>
  );
}

/**
 * Save, enabled on a pristine form too (the console's rules then speak), but not while a save is on
 * the wire: a second click would send the record again.
 */
function FormSaveButton(props: SaveButtonProps) {
  const { saving } = useSaveContext();
  const { isSubmitting } = useFormState();
  const busy = !!saving || isSubmitting;
  return <SaveButton {...props} alwaysEnable={!busy} disabled={busy} />;
}

function FormToolbar({
  ctx,
  onSavedAndContinue,
  extraActions,
}: Pick<SchemaFormProps, 'ctx' | 'onSavedAndContinue' | 'extraActions'>) {
  const translate = useTranslate();
  const notify = useNotify();
  const { reset } = useFormContext();
  return (
    <Toolbar>
      <FormSaveButton label="pages.form.submit" />
      {ctx.mode === 'create' && (
        <FormSaveButton
          label="pages.form.save_and_continue"
          variant="outlined"
          type="button"
          sx={{ ml: 1 }}
          mutationOptions={{
            onSuccess: (data: Record<string, unknown>) => {
              notify('pages.notify.created_continue', { type: 'success' });
              reset();
              onSavedAndContinue?.(data);
            },
          }}
        />
      )}
      {ctx.mode === 'edit' && <ResetButton />}
      {extraActions}
      <Box sx={{ flex: 1 }} />
      <Typography variant="caption" color="text.secondary">
        {translate('pages.form.required_hint')}
      </Typography>
    </Toolbar>
  );
}

export function SchemaForm({
  descriptor,
  groups,
  ctx,
  record,
  onSavedAndContinue,
  extraActions,
  onSubmit,
}: SchemaFormProps) {
  const translate = useTranslate();
  return (
    <SimpleForm
      record={record}
      onSubmit={onSubmit}
      // The console's rules and the server's messages speak for the fields, not the browser's.
      noValidate
      toolbar={
        <FormToolbar
          ctx={ctx}
          onSavedAndContinue={onSavedAndContinue}
          extraActions={extraActions}
        />
      }
      sx={{ maxWidth: 900 }}
    >
      {groups.map((g, i) => (
        <Box
          key={g.title ?? i}
          component="section"
          sx={{ width: '100%', mb: 2 }}
          aria-label={g.title ? translate(g.title) : undefined}
        >
          {g.title && (
            <>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {translate(g.title)}
              </Typography>
              <Divider sx={{ mb: 2 }} />
            </>
          )}
          {g.fields.map((f) => (
            <FieldSlot key={f.name} field={f} descriptor={descriptor} ctx={ctx} />
          ))}
        </Box>
      ))}
      <ScrollToFirstError />
    </SimpleForm>
  );
}
