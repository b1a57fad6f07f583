/**
 * Objects picked by name, searched on the server as the user types: the assets and nodes of one
 * organisation (the suggestions end users and approvers may read), the users a flow level names.
 */
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { useDebouncedValue } from '../../components/inputs/useDebouncedValue';
import { suggestAssets, type PickerOption } from './api';

const labelOf = (a: PickerOption) => (a.detail ? `${a.name}(${a.detail})` : a.name);

interface PickerProps {
  value: PickerOption[];
  onChange(next: PickerOption[]): void;
  label: string;
  error?: string;
}

export function AssetPicker({ orgId, ...props }: PickerProps & { orgId: string }) {
  return (
    <RemotePicker
      {...props}
      source={['assets', orgId]}
      search={(dp, term) => suggestAssets(dp, orgId, term)}
    />
  );
}

export function RemotePicker({
  source,
  search,
  value,
  onChange,
  label,
  error,
}: PickerProps & {
  /** What is searched (its cache key). */
  source: readonly string[];
  /** The area's suggestion verb. */
  search(dp: JmsDataProvider, term: string): Promise<PickerOption[]>;
}) {
  const translate = useTranslate();
  const dp = useDataProvider<JmsDataProvider>();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const term = useDebouncedValue(text.trim(), 300);
  const options = useQuery({
    queryKey: ['tickets', 'picker', ...source, term],
    enabled: open,
    queryFn: () => search(dp, term),
  });
  return (
    <Autocomplete
      multiple
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options.data ?? []}
      loading={options.isFetching}
      value={value}
      filterOptions={(o) => o}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={labelOf}
      onChange={(_, next) => onChange(next)}
      onInputChange={(_, typed, reason) => {
        if (reason === 'input') setText(typed);
      }}
      renderTags={(chosen, getTagProps) =>
        chosen.map((a, index) => {
          const { key, ...rest } = getTagProps({ index });
          return <Chip key={key} size="small" label={labelOf(a)} {...rest} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={translate('tickets.request.search')}
          error={!!error}
          helperText={error}
        />
      )}
    />
  );
}
