/**
 * The small form an action may ask before its call (a gateway's port): fields from the action's
 * declaration, client checks (required, integer), and the server's 400 messages on their fields.
 */
import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ActionForm, AnyRecord } from '../../../resources/vocabulary';
import { formValues } from './actionRules';

export interface ActionFormDialogProps {
  form: ActionForm;
  title: string;
  initial: AnyRecord;
  /** Messages by field from the server (already translated text). */
  serverErrors: Record<string, string>;
  busy: boolean;
  onSubmit(values: AnyRecord): void;
  onClose(): void;
}

type Field = ActionForm['fields'][string];

function FieldInput({
  name,
  field,
  value,
  error,
  onChange,
}: {
  name: string;
  field: Field;
  value: unknown;
  error?: string;
  onChange(v: unknown): void;
}) {
  const translate = useTranslate();
  const label = translate(field.label);
  if (field.type === 'boolean')
    return (
      <FormControlLabel
        control={<Checkbox checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)} />}
        label={label}
      />
    );
  const choices = field.type === 'choice' ? (field.choices ?? []) : null;
  return (
    <TextField
      name={name}
      label={label}
      required={field.required}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error}
      select={!!choices}
      multiline={field.type === 'text'}
      minRows={field.type === 'text' ? 3 : undefined}
      type={
        field.type === 'integer' ? 'number' : field.type === 'datetime' ? 'datetime-local' : 'text'
      }
      slotProps={field.type === 'datetime' ? { inputLabel: { shrink: true } } : undefined}
      size="small"
      fullWidth
    >
      {choices?.map((c) => (
        <MenuItem key={String(c.value)} value={c.value}>
          {translate(c.label)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function ActionFormDialog({
  form,
  title,
  initial,
  serverErrors,
  busy,
  onSubmit,
  onClose,
}: ActionFormDialogProps) {
  const translate = useTranslate();
  const [values, setValues] = useState(initial);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const errors = { ...serverErrors, ...clientErrors };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = formValues(form, values);
    if ('errors' in checked) {
      setClientErrors(
        Object.fromEntries(
          Object.entries(checked.errors).map(([k, v]) => [
            k,
            translate(v === 'required' ? 'ra.validation.required' : 'ra.validation.number'),
          ]),
        ),
      );
      return;
    }
    setClientErrors({});
    onSubmit(checked.values);
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="action-form-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="action-form-title">{translate(form.title ?? title)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {Object.entries(form.fields).map(([name, field]) => (
              <FieldInput
                key={name}
                name={name}
                field={field}
                value={values[name]}
                error={errors[name]}
                onChange={(v) => setValues((prev) => ({ ...prev, [name]: v }))}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
