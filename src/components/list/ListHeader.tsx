/**
 * The list header (docs/shell.md §7.1): create (a page, maybe in a new tab; a dialog; a choice
 * first), tag search, the date range, import and export (each gating itself), column settings and
 * refresh, and the descriptor's header actions. Bulk actions sit over the selected rows.
 */
import { Stack } from '@mui/material';
import { RefreshButton } from 'react-admin';
import { listActions } from '../../../authProvider/access';
import type { ResourceDescriptor } from '../../../resources/types';
import type { FilterField, ListLayout } from '../../schema/layout';
import { useAccessContext } from '../../../authProvider/hooks';
import { HeaderActions } from '../actions';
import { ExportButton } from '../importExport/ExportButton';
import { ImportButton } from '../importExport/ImportButton';
import { ColumnsButton } from './ColumnsButton';
import { CreateButton } from './CreateButton';
import { dateRangeParams } from '../../schema/dateRange';
import { TagSearch } from './TagSearch';
import { onDemand } from '../../shell/onDemand';

// Only dated lists show it (src/main.tsx fetches it ahead for them).
const DateRangeFilter = onDemand(() => import('./DateRangeFilter'), 'DateRangeFilter');

export interface ListHeaderProps {
  descriptor: ResourceDescriptor;
  layout: ListLayout;
  filters: FilterField[];
  tableKey: string;
  label(source: string): string;
}

export function ListHeader({ descriptor, layout, filters, tableKey, label }: ListHeaderProps) {
  const ctx = useAccessContext();
  const gates = listActions(descriptor, ctx);
  const dateParams = dateRangeParams(descriptor.list?.dateRange);
  return (
    <Stack
      direction="row"
      spacing={1}
      alignItems="center"
      sx={{ width: '100%', py: 1, flexWrap: 'wrap', rowGap: 1 }}
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
      <RefreshButton />
    </Stack>
  );
}
