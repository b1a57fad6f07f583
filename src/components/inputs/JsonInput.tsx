/**
 * A JSON field: the text is edited in a code editor loaded on demand; valid text stores the parsed
 * value, invalid text stays text so the `json` rule shows the format error (docs/shell.md §9.3).
 */
import { lazy, Suspense, useState } from 'react';
import { Box, FormControl, FormHelperText, FormLabel, TextField } from '@mui/material';
import { useInput, ValidationError, type Validator } from 'react-admin';
import { JSON_EDITOR_HEIGHT, type JsonEditorProps } from './jsonEditor';

const AceJsonEditor = lazy(() => import('./AceJsonEditor'));

function toText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/**
 * Until the editor arrives, a plain textarea edits the same text in the same box: the editor's
 * arrival moves nothing below it, so a click aimed at a button there lands on that button.
 */
function FallbackEditor({ value, onChange, readOnly, ariaLabel }: JsonEditorProps) {
  return (
    <TextField
      multiline
      rows={1}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={readOnly}
      slotProps={{
        htmlInput: {
          'aria-label': ariaLabel,
          style: { fontFamily: 'monospace', height: '100%', overflow: 'auto' },
        },
      }}
      sx={{ height: '100%', '& .MuiInputBase-root': { height: '100%', alignItems: 'stretch' } }}
      fullWidth
    />
  );
}

export interface JsonInputProps {
  source: string;
  label: string;
  validate?: Validator[];
  disabled?: boolean;
  helperText?: React.ReactNode;
}

export function JsonInput({ source, label, validate, disabled, helperText }: JsonInputProps) {
  const { field, fieldState } = useInput({ source, validate });
  const [text, setText] = useState(() => toText(field.value));
  const onChange = (next: string) => {
    setText(next);
    try {
      field.onChange(next.trim() === '' ? null : JSON.parse(next));
    } catch {
      field.onChange(next);
    }
  };
  const editor: JsonEditorProps = { value: text, onChange, readOnly: disabled, ariaLabel: label };
  return (
    <FormControl error={!!fieldState.error} sx={{ mb: 2, display: 'block' }} fullWidth>
      <FormLabel>{label}</FormLabel>
      <Box sx={{ height: JSON_EDITOR_HEIGHT }}>
        <Suspense fallback={<FallbackEditor {...editor} />}>
          <AceJsonEditor {...editor} />
        </Suspense>
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
