/**
 * Objects picked by name from a list URL searched on the server as the user types: the assets of
 * one organisation (the asset suggestions, `assets.match_asset`, which end users and approvers
 * hold), the users a flow level names.
 */
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { useDebouncedValue } from '../../components/inputs/useDebouncedValue';
import { ASSET_SUGGESTIONS_URL, type Row } from './ticketApi';

const PICKER_PAGE = 10;

export interface AssetOption {
  id: string;
  name: string;
  /** The asset's address, the user's username: shown as `name(detail)`. */
  detail?: string;
}

const labelOf = (a: AssetOption) => (a.detail ? `${a.name}(${a.detail})` : a.name);

export function AssetPicker(props: {
  orgId: string;
  value: AssetOption[];
  onChange(next: AssetOption[]): void;
  label: string;
  error?: string;
}) {
  return (
    <RemotePicker
      {...props}
      url={ASSET_SUGGESTIONS_URL}
      query={{ oid: props.orgId }}
      detailKey="address"
    />
  );
}

export function RemotePicker({
  url,
  query,
  detailKey,
  value,
  onChange,
  label,
  error,
}: {
  url: string;
  query: Record<string, string>;
  /** The record key shown after the name. */
  detailKey: string;
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
    queryKey: ['tickets', 'picker', url, query, term],
    enabled: open,
    queryFn: async () => {
      const body = await dp.call<Row[] | { results: Row[] }>('GET', url, undefined, {
        query: { ...query, search: term || undefined, limit: PICKER_PAGE },
        silent: true,
      });
      const rows = Array.isArray(body) ? body : body.results;
      return rows.map((r) => ({
        id: String(r.id),
        name: String(r.name),
        detail: r[detailKey] === undefined ? undefined : String(r[detailKey]),
      }));
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
