/**
 * The add picker of a relation tab: the options list searched on the server and paged, several
 * picked at once (the picks are kept across pages and searches), then added in one go.
 */
import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Pagination,
  TextField,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { JmsDataProvider, Paginated } from '../../../dataProvider';
import type { AnyRecord, RelationEdit } from '../../../resources/types';
import { useDebouncedValue } from '../inputs/useDebouncedValue';
import { optionLabel } from '../inputs/RemoteSelectInput';

export const PICKER_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 300;

type Id = string | number;

export function RelationPickerDialog({
  options,
  onClose,
  onPick,
  title = 'pages.relation.add_title',
  confirm = 'pages.relation.add_confirm',
}: {
  options: NonNullable<RelationEdit['options']>;
  onClose(): void;
  /** The picked ids, and their labels in the same order. */
  onPick(ids: Id[], labels: string[]): Promise<void>;
  /** i18n keys of the title and of the confirm button (with `smart_count`). */
  title?: string;
  confirm?: string;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Map<Id, string>>(new Map());
  const [busy, setBusy] = useState(false);
  const searched = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isPending } = useQuery({
    queryKey: ['relationPicker', options.url, options.query, searched, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      dataProvider.call<Paginated<AnyRecord>>('GET', options.url, undefined, {
        signal,
        query: {
          ...options.query,
          limit: PICKER_PAGE_SIZE,
          offset: (page - 1) * PICKER_PAGE_SIZE,
          ...(searched ? { search: searched } : {}),
        },
      }),
  });
  const labelOf = (o: AnyRecord) =>
    optionLabel(o, options.label ? { url: options.url, label: options.label } : undefined);
  const toggle = (o: AnyRecord) =>
    setPicked((prev) => {
      const next = new Map(prev);
      const id = o.id as Id;
      if (next.has(id)) next.delete(id);
      else next.set(id, labelOf(o));
      return next;
    });
  const pages = data ? Math.max(1, Math.ceil(data.count / PICKER_PAGE_SIZE)) : 1;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="relation-picker-title">
      <DialogTitle id="relation-picker-title">{translate(title)}</DialogTitle>
      <DialogContent dividers>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label={translate('pages.search.label')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        {picked.size > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
            {[...picked].map(([id, label]) => (
              <Chip key={String(id)} size="small" label={label} onDelete={() => toggle({ id })} />
            ))}
          </Box>
        )}
        {isPending ? (
          <Box sx={{ p: 2, textAlign: 'center' }}>
            <CircularProgress size={24} aria-label="loading" />
          </Box>
        ) : (
          <List dense aria-label={translate('pages.relation.options')}>
            {(data?.results ?? []).map((o) => (
              <ListItemButton key={String(o.id)} onClick={() => toggle(o)}>
                <ListItemIcon>
                  <Checkbox
                    edge="start"
                    checked={picked.has(o.id as Id)}
                    tabIndex={-1}
                    inputProps={{ 'aria-label': labelOf(o) }}
                  />
                </ListItemIcon>
                <ListItemText primary={labelOf(o)} />
              </ListItemButton>
            ))}
          </List>
        )}
        {pages > 1 && (
          <Pagination count={pages} page={page} onChange={(_, p) => setPage(p)} size="small" />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!picked.size || busy}
          onClick={async () => {
            setBusy(true);
            await onPick([...picked.keys()], [...picked.values()]).finally(() => setBusy(false));
          }}
        >
          {translate(confirm, { smart_count: picked.size })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
