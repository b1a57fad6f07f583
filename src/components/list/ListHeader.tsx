/**
 * The list header (shell-spec §2.5): create (maybe in a new tab), tag search, the date range,
 * import and export (each gating itself), column settings and refresh. Bulk actions sit over the
 * selected rows.
 */
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { RefreshButton, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { listActions } from '../../../authProvider/access';
import type { ResourceDescriptor } from '../../../resources/types';
import type { FilterField, ListLayout } from '../../schema/layout';
import { resourcePath } from '../resource/paths';
import { useAccessContext } from '../../../authProvider/hooks';
import { ExportButton } from '../importExport/ExportButton';
import { ImportButton } from '../importExport/ImportButton';
import { ColumnsButton } from './ColumnsDialog';
import { DateRangeFilter } from './DateRangeFilter';
import { TagSearch } from './TagSearch';

export interface ListHeaderProps {
  descriptor: ResourceDescriptor;
  layout: ListLayout;
  filters: FilterField[];
  tableKey: string;
  label(source: string): string;
}

export function ListHeader({ descriptor, layout, filters, tableKey, label }: ListHeaderProps) {
  const translate = useTranslate();
  const ctx = useAccessContext();
  const gates = listActions(descriptor, ctx);
  const createConfig = descriptor.list?.create;
  const newTab = !!createConfig && createConfig.newTab;
  return (
    <Stack
      direction="row"
      spacing={1}
      alignItems="center"
      sx={{ width: '100%', py: 1, flexWrap: 'wrap', rowGap: 1 }}
    >
      {gates.create !== 'hidden' && (
        <Button
          variant="contained"
          size="small"
          startIcon={<AddIcon />}
          disabled={gates.create === 'disabled'}
          component={Link}
          to={resourcePath(descriptor, 'create')}
          target={newTab ? '_blank' : undefined}
          rel={newTab ? 'noopener' : undefined}
        >
          {translate('pages.action.create')}
        </Button>
      )}
      <TagSearch fields={filters} label={label} />
      {descriptor.list?.dateRange && <DateRangeFilter />}
      <ImportButton descriptor={descriptor} />
      <ExportButton descriptor={descriptor} />
      <ColumnsButton storeKey={tableKey} layout={layout} label={label} />
      <RefreshButton />
    </Stack>
  );
}
