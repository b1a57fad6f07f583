/**
 * The side tree's search: the text the user types, read by the server once typing pauses, and
 * the bar holding the search field and the refresh button.
 */
import '../../../i18n/areas/tree';
import { useState } from 'react';
import { Box, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { TreeSpec } from '../../../resources/vocabulary';
import { useDebouncedValue } from '../inputs/useDebouncedValue';
import { readSearch, treeKeys, TREE_STALE_MS } from './treeApi';

/** Lina's tree search waits 600 ms after the last key (docs/domain.md §2.3). */
export const SEARCH_DEBOUNCE_MS = 600;

/** The typed text, and the matching nodes of the search it settled on (none while empty). */
export function useTreeSearch(tree: TreeSpec) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: treeKeys.search(tree, search),
    queryFn: () => readSearch(tree, search),
    enabled: !!search,
    staleTime: TREE_STALE_MS,
  });
  return { text, setText, search, found };
}

export function TreeSearchBar({
  tree,
  text,
  onText,
  onRefresh,
}: {
  tree: TreeSpec;
  text: string;
  onText(text: string): void;
  onRefresh(): void;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" alignItems="center" spacing={0.5} sx={{ py: 0.5 }}>
      {tree.searchQuery ? (
        <TextField
          size="small"
          type="search"
          placeholder={translate('tree.search')}
          slotProps={{ htmlInput: { 'aria-label': translate('tree.search') } }}
          value={text}
          onChange={(e) => onText(e.target.value)}
          // It shrinks to the panel's width rather than its input's natural size.
          sx={{ flex: 1, minWidth: 0 }}
        />
      ) : (
        <Box sx={{ flex: 1 }} />
      )}
      <Tooltip title={translate('tree.actions.refresh')}>
        <IconButton size="small" aria-label={translate('tree.actions.refresh')} onClick={onRefresh}>
          <RefreshIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
