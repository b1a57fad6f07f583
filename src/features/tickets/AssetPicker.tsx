/**
 * Assets of one organisation picked by name: the asset suggestions (`assets.match_asset`, which
 * end users and approvers hold), searched on the server as the user types.
 */
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { useDebouncedValue } from '../../components/inputs/useDebouncedValue';
import { ASSET_SUGGESTIONS_URL } from './ticketApi';

export interface AssetOption {
  id: string;
  name: string;
  address?: string;
}

const labelOf = (a: AssetOption) => (a.address ? `${a.name}(${a.address})` : a.name);

export function AssetPicker({
  orgId,
  value,
  onChange,
  label,
  error,
}: {
  orgId: string;
  value: AssetOption[];
  onChange(next: AssetOption[]): void;
  label: string;
  error?: string;
}) {
  const translate = useTranslate();
  const dp = useDataProvider<JmsDataProvider>();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const term = useDebouncedValue(search.trim(), 300);
  const options = useQuery({
    queryKey: ['tickets', 'asset-suggestions', orgId, term],
    enabled: open && !!orgId,
    queryFn: async () => {
      const rows = await dp.call<AssetOption[]>('GET', ASSET_SUGGESTIONS_URL, undefined, {
        query: { oid: orgId, search: term || undefined },
        silent: true,
      });
      return rows.map((r) => ({ id: String(r.id), name: String(r.name), address: r.address }));
    },
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
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setSearch(text);
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
