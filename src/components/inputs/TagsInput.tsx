/**
 * A list of strings typed as tags: Enter adds one; blanks and duplicates are dropped (docs/shell.md
 * §9.4).
 */
import { Autocomplete, Chip, TextField } from '@mui/material';
import { FieldTitle, useInput, useTranslate, type Validator } from 'react-admin';
import { cleanTags } from '../../schema/rules';

export interface TagsInputProps {
  source: string;
  label: string;
  validate?: Validator[];
  disabled?: boolean;
  helperText?: React.ReactNode;
}

export function TagsInput({ source, label, validate, disabled, helperText }: TagsInputProps) {
  const translate = useTranslate();
  const { field, fieldState, isRequired } = useInput({ source, validate, defaultValue: [] });
  const value = Array.isArray(field.value) ? (field.value as unknown[]).map(String) : [];
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={value}
      disabled={disabled}
      onChange={(_, next) => field.onChange(cleanTags(next))}
      onBlur={field.onBlur}
      renderTags={(tags, getTagProps) =>
        tags.map((t, index) => {
          const { key, ...rest } = getTagProps({ index });
          return <Chip key={key} size="small" label={t} {...rest} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={source}
          label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
          error={!!fieldState.error}
          helperText={
            fieldState.error?.message
              ? translate(fieldState.error.message)
              : helperText || translate('pages.select.tags_hint')
          }
        />
      )}
      sx={{ mb: 2 }}
      fullWidth
    />
  );
}
