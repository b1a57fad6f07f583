/**
 * Protocol rows (name and port). Exactly one is primary: rows with a `primary` flag choose it with a
 * radio; otherwise the first row is the primary one and "Set as primary" moves a row to the top.
 * With `choicesFrom`, the names (and default ports) come from the record a related field points at
 * (a host's protocols from its platform), and an empty list starts with that record's defaults.
 */
import { useEffect } from 'react';
import {
  Box,
  Button,
  Chip,
  FormControl,
  FormHelperText,
  FormLabel,
  IconButton,
  MenuItem,
  Radio,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import {
  useDataProvider,
  useInput,
  useTranslate,
  ValidationError,
  type Validator,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { FieldMeta, JmsDataProvider } from '../../../dataProvider';
import type { Reference } from '../../../resources/types';

interface Row {
  name?: string;
  port?: number | string | null;
  primary?: boolean;
  [k: string]: unknown;
}

export interface ProtocolsInputProps {
  source: string;
  label: string;
  children: Record<string, FieldMeta>;
  /** The related field whose record lists the allowed protocols, and where that record lives. */
  choicesFrom?: { field: string; reference: Reference };
  validate?: Validator[];
  disabled?: boolean;
  helperText?: React.ReactNode;
}

function relatedId(v: unknown): string | number | null {
  if (v && typeof v === 'object' && 'id' in v) return (v as { id: string | number }).id;
  return typeof v === 'string' || typeof v === 'number' ? v : null;
}

export function ProtocolsInput(props: ProtocolsInputProps) {
  const { source, label, children, choicesFrom, validate, disabled, helperText } = props;
  const translate = useTranslate();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const { field, fieldState } = useInput({ source, validate, defaultValue: [] });
  const rows: Row[] = Array.isArray(field.value) ? (field.value as Row[]) : [];
  const flagged = 'primary' in children;
  const relatedValue = useWatch({ name: choicesFrom?.field ?? '__none__' });
  const related = relatedId(relatedValue);
  const allowed = useQuery({
    queryKey: ['protocolChoices', choicesFrom?.reference.url, related],
    enabled: !!choicesFrom && related !== null,
    queryFn: () =>
      dataProvider.getOneAt<Record<string, unknown>>(choicesFrom!.reference.url, related!, {
        silent: true,
      }),
    select: (record) => (Array.isArray(record[source]) ? (record[source] as Row[]) : []),
  });
  const choices = allowed.data ?? [];

  // A new list starts with the related record's default protocols.
  useEffect(() => {
    if (rows.length || !choices.length) return;
    const defaults = choices.filter((c) => c.primary || c.default || c.required);
    const start = (defaults.length ? defaults : choices.slice(0, 1)).map((c, i) => ({
      name: c.name,
      port: c.port,
      ...(flagged ? { primary: i === 0 } : {}),
    }));
    field.onChange(start);
    // Only when the choices change: the rows are read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choices]);

  const set = (next: Row[]) => field.onChange(next);
  const update = (i: number, patch: Row) =>
    set(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const makePrimary = (i: number) => {
    if (flagged) set(rows.map((r, j) => ({ ...r, primary: j === i })));
    else set([rows[i]!, ...rows.filter((_, j) => j !== i)]);
  };
  const portOf = (name: string) => choices.find((c) => c.name === name)?.port ?? null;
  const add = () => {
    const unused = choices.find((c) => !rows.some((r) => r.name === c.name));
    set([
      ...rows,
      {
        name: unused?.name ?? '',
        port: unused?.port ?? null,
        ...(flagged ? { primary: rows.length === 0 } : {}),
      },
    ]);
  };

  return (
    <FormControl
      component="fieldset"
      error={!!fieldState.error}
      sx={{ mb: 2, display: 'block' }}
      fullWidth
    >
      <FormLabel component="legend">{label}</FormLabel>
      {rows.map((row, i) => {
        const primary = flagged ? !!row.primary : i === 0;
        return (
          <Stack key={i} direction="row" spacing={1} alignItems="center" sx={{ my: 1 }}>
            {flagged && (
              <Tooltip title={translate('pages.protocols.primary')}>
                <Radio
                  checked={primary}
                  onChange={() => makePrimary(i)}
                  disabled={disabled}
                  slotProps={{
                    input: {
                      'aria-label': `${translate('pages.protocols.primary')} ${row.name ?? ''}`,
                    },
                  }}
                />
              </Tooltip>
            )}
            <TextField
              select={choices.length > 0}
              size="small"
              label={children.name?.label ?? 'name'}
              value={row.name ?? ''}
              disabled={disabled}
              onChange={(e) =>
                update(i, { name: e.target.value, port: portOf(e.target.value) ?? row.port })
              }
              sx={{ minWidth: 160 }}
            >
              {choices.map((c) => (
                <MenuItem key={String(c.name)} value={String(c.name)}>
                  {String(c.name)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              type="number"
              label={children.port?.label ?? 'port'}
              value={row.port ?? ''}
              disabled={disabled}
              onChange={(e) =>
                update(i, { port: e.target.value === '' ? null : Number(e.target.value) })
              }
              slotProps={{
                htmlInput: { min: children.port?.min_value, max: children.port?.max_value },
              }}
              sx={{ width: 120 }}
            />
            {primary ? (
              <Chip size="small" color="primary" label={translate('pages.protocols.primary')} />
            ) : (
              !flagged && (
                <Button size="small" onClick={() => makePrimary(i)} disabled={disabled}>
                  {translate('pages.protocols.set_primary')}
                </Button>
              )
            )}
            <IconButton
              aria-label={`${translate('ra.action.remove')} ${row.name ?? ''}`}
              onClick={() => set(rows.filter((_, j) => j !== i))}
              disabled={disabled}
              size="small"
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Stack>
        );
      })}
      <Box>
        <Button size="small" startIcon={<AddIcon />} onClick={add} disabled={disabled}>
          {translate('ra.action.add')}
        </Button>
      </Box>
      {(fieldState.error?.message || helperText) && (
        <FormHelperText>
          {fieldState.error?.message ? (
            <ValidationError error={fieldState.error.message} />
          ) : (
            helperText
          )}
        </FormHelperText>
      )}
    </FormControl>
  );
}
