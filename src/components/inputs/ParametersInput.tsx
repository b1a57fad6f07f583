/**
 * A job's parameter definitions as rows (name, label, type, default; a choice's options as a
 * comma-separated list), stored as the JSON-encoded string the backend keeps (jobParameters.ts).
 * Keys a row does not show are kept.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  Box,
  Button,
  FormLabel,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import {
  parseParametersDefine,
  type ParameterDefine,
} from '../../../resources/workbench/jobParameters';

interface Row {
  name: string;
  define: ParameterDefine;
}

function toRows(value: unknown): Row[] {
  return Object.entries(parseParametersDefine(value)).map(([name, define]) => ({ name, define }));
}

/** "prod, staging" → the `{label, value}` options Lina's dialog offers. */
function toOptions(text: string): { label: string; value: string }[] {
  return text.split(',').map((v) => ({ label: v.trim(), value: v.trim() }));
}

function toValue(rows: Row[]): string {
  const out: Record<string, ParameterDefine> = {};
  for (const { name, define } of rows) {
    if (!name.trim()) continue;
    const options = define.options?.filter((o) => o.value);
    out[name.trim()] = { type: 'text', ...define, ...(options && { options }) };
  }
  return JSON.stringify(out);
}

export interface ParametersInputProps {
  source: string;
  label: string;
  disabled?: boolean;
}

export function ParametersInput({ source, label, disabled }: ParametersInputProps) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const [rows, setRows] = useState<Row[]>(() => toRows(field.value));
  const update = (next: Row[]) => {
    setRows(next);
    field.onChange(toValue(next));
  };
  const edit = (i: number, change: (row: Row) => Row) =>
    update(rows.map((row, j) => (j === i ? change(row) : row)));
  return (
    <Box sx={{ mb: 2 }} role="group" aria-label={label}>
      <FormLabel>{label}</FormLabel>
      {rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('jobParams.none')}
        </Typography>
      )}
      {rows.map((row, i) => (
        <Stack key={i} direction="row" spacing={1} sx={{ mt: 1 }} alignItems="center">
          <TextField
            size="small"
            label={translate('jobParams.name')}
            value={row.name}
            disabled={disabled}
            onChange={(e) => edit(i, (r) => ({ ...r, name: e.target.value }))}
          />
          <TextField
            size="small"
            label={translate('jobParams.label')}
            value={row.define.label ?? ''}
            disabled={disabled}
            onChange={(e) =>
              edit(i, (r) => ({ ...r, define: { ...r.define, label: e.target.value } }))
            }
          />
          <TextField
            size="small"
            select
            label={translate('jobParams.type')}
            value={row.define.type === 'select' ? 'select' : 'text'}
            disabled={disabled}
            sx={{ minWidth: 110 }}
            onChange={(e) =>
              edit(i, (r) => ({ ...r, define: { ...r.define, type: e.target.value } }))
            }
          >
            <MenuItem value="text">{translate('jobParams.typeText')}</MenuItem>
            <MenuItem value="select">{translate('jobParams.typeSelect')}</MenuItem>
          </TextField>
          {row.define.type === 'select' && (
            <TextField
              size="small"
              label={translate('jobParams.options')}
              value={(row.define.options ?? []).map((o) => o.value).join(',')}
              disabled={disabled}
              onChange={(e) =>
                edit(i, (r) => ({
                  ...r,
                  define: { ...r.define, options: toOptions(e.target.value) },
                }))
              }
            />
          )}
          <TextField
            size="small"
            label={translate('jobParams.default')}
            value={String(row.define.default ?? '')}
            disabled={disabled}
            onChange={(e) =>
              edit(i, (r) => ({ ...r, define: { ...r.define, default: e.target.value } }))
            }
          />
          <IconButton
            aria-label={translate('jobParams.remove')}
            disabled={disabled}
            onClick={() => update(rows.filter((_, j) => j !== i))}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <Button
        size="small"
        startIcon={<AddIcon />}
        sx={{ mt: 1 }}
        disabled={disabled}
        onClick={() =>
          update([...rows, { name: '', define: { label: '', type: 'text', default: '' } }])
        }
      >
        {translate('jobParams.add')}
      </Button>
    </Box>
  );
}
