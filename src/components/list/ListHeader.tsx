/**
 * The list header (docs/shell.md §7.1): create (a page, maybe in a new tab; a dialog; a choice
 * first), tag search, the date range, import and export (each gating itself), column settings,
 * saved views (docs/shell.md §7.14) and refresh, and the descriptor's header actions on the whole
 * list. Bulk actions are in the Actions menu over the selected rows. One line at 1440 px: the search
 * gives way; columns, saved views, refresh and the date presets are icons (named, with a tooltip).
 */
import { IconButton, Stack, Tooltip } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useRefresh, useTranslate } from 'react-admin';
import { listActions } from '../../../authProvider/access';
import type { ResourceDescriptor } from '../../../resources/types';
import type { FilterField, ListLayout } from '../../schema/layout';
import { useAccessContext } from '../../../authProvider/hooks';
import { HeaderActions } from '../actions';
import { ExportButton } from '../importExport/ExportButton';
import { ImportButton } from '../importExport/ImportButton';
import { ColumnsButton } from './ColumnsButton';
import { CreateButton } from './CreateButton';
import { SavedViewsButton } from './SavedViewsButton';
import { dateRangeParams } from '../../schema/dateRange';
import { TagSearch } from './TagSearch';
import { onDemand } from '../../shell/onDemand';
import { loadDateRangeFilter } from './listParts';

// Only dated lists show it (listParts.ts).
const DateRangeFilter = onDemand(loadDateRangeFilter, 'DateRangeFilter');

export interface ListHeaderProps {
  descriptor: ResourceDescriptor;
  layout: ListLayout;
  filters: FilterField[];
  tableKey: string;
  /** The list's own key (its remembered parameters'), under which its saved views are kept. */
  listKey: string;
  label(source: string): string;
}

export function ListHeader({
  descriptor,
  layout,
  filters,
  tableKey,
  listKey,
  label,
}: ListHeaderProps) {
  const ctx = useAccessContext();
  const gates = listActions(descriptor, ctx);
  const dateParams = dateRangeParams(descriptor.list?.dateRange);
  return (
    <Stack
      direction="row"
      spacing={1}
      alignItems="center"
      sx={{
        width: '100%',
        py: 1,
        flexWrap: 'nowrap',
        '& .MuiButton-root': { whiteSpace: 'nowrap', flexShrink: 0 },
      }}
    >
      {gates.create !== 'hidden' && (
        <CreateButton descriptor={descriptor} disabled={gates.create === 'disabled'} />
      )}
      <TagSearch
        fields={filters}
        label={label}
        reserved={dateParams ? [dateParams.from, dateParams.to] : []}
      />
      {dateParams && <DateRangeFilter params={dateParams} />}
      <HeaderActions descriptor={descriptor} />
      <ImportButton descriptor={descriptor} />
      <ExportButton descriptor={descriptor} />
      <ColumnsButton storeKey={tableKey} layout={layout} label={label} />
      <SavedViewsButton
        listKey={listKey}
        tableKey={tableKey}
        defaultHidden={layout.hidden}
        offered={layout.columns.map((c) => c.source)}
      />
      <RefreshIconButton />
    </Stack>
  );
}

/** react-admin's RefreshButton as an icon. */
function RefreshIconButton() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const label = translate('ra.action.refresh');
  return (
    <Tooltip title={label}>
      <IconButton size="small" color="primary" aria-label={label} onClick={() => refresh()}>
        <RefreshIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
