/**
 * A list's pagination: react-admin's (`<Pagination>`: the rows-per-page choice, "1-15 of 42" and
 * numbered pages, in its words and with its page-navigation labels) drawn without MUI's
 * TablePagination, whose rows-per-page select is MUI's Select: its menu, popover and modal were on
 * every list page (some 9 KiB of the first page, and a closed menu rendered with every list),
 * for a choice a native select makes as well.
 */
import { useId, type ChangeEvent } from 'react';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import {
  Box,
  IconButton,
  InputBase,
  NativeSelect,
  Toolbar,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { PaginationActions, useListPaginationContext, useTranslate } from 'react-admin';

/** MUI's TablePagination toolbar, which the console's lists have always shown. */
const TOOLBAR = {
  minHeight: 52,
  pl: 2,
  pr: '2px',
  gap: 1,
  fontSize: '0.875rem',
  overflowX: 'auto',
  '& .jms-pagination-spacer': { flex: '1 1 100%' },
} as const;

const SELECT = {
  mr: 3,
  fontSize: 'inherit',
  '& select': { pl: 1, pr: 3, textAlign: 'right', textAlignLast: 'right' },
} as const;

export function ListPagination({ rowsPerPageOptions }: { rowsPerPageOptions: readonly number[] }) {
  const { isPending, hasNextPage, page, perPage, total, setPage, setPerPage } =
    useListPaginationContext();
  const translate = useTranslate();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const selectId = useId();
  if (isPending) return <Toolbar variant="dense" />;
  const pages = total != null ? Math.ceil(total / perPage) : undefined;
  // As react-admin: nothing to page through, or a page past the end (the list corrects it).
  if (total === 0 || page < 1 || (pages != null && page > pages)) return null;

  const from = (page - 1) * perPage + 1;
  const to = total != null ? Math.min(total, page * perPage) : page * perPage;
  const range =
    total == null && hasNextPage
      ? translate('ra.navigation.partial_page_range_info', {
          offsetBegin: from,
          offsetEnd: to,
          _: '%{offsetBegin}-%{offsetEnd} of more than %{offsetEnd}',
        })
      : translate('ra.navigation.page_range_info', {
          offsetBegin: from,
          offsetEnd: to,
          total: total ?? to,
          _: '%{offsetBegin}-%{offsetEnd} of %{total}',
        });
  const goTo = (type: 'previous' | 'next') =>
    translate(`ra.navigation.${type}`, { _: `Go to ${type} page` });

  return (
    <Toolbar sx={TOOLBAR}>
      <span className="jms-pagination-spacer" />
      {!isSmall && rowsPerPageOptions.length > 1 && (
        <>
          <Typography variant="body2" component="label" htmlFor={selectId} sx={{ flexShrink: 0 }}>
            {translate('ra.navigation.page_rows_per_page')}
          </Typography>
          <NativeSelect
            value={perPage}
            onChange={(e: ChangeEvent<HTMLSelectElement>) => setPerPage(Number(e.target.value))}
            input={<InputBase id={selectId} sx={SELECT} />}
          >
            {rowsPerPageOptions.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect>
        </>
      )}
      <Typography variant="body2" sx={{ flexShrink: 0 }}>
        {range}
      </Typography>
      <Box sx={{ flexShrink: 0, ml: 2 }}>
        {total != null ? (
          <PaginationActions
            page={page - 1}
            rowsPerPage={perPage}
            count={total}
            onPageChange={(_: unknown, p: number) => setPage(p + 1)}
          />
        ) : (
          // The total is unknown (a partial count): previous and next only.
          <>
            <IconButton
              size="small"
              aria-label={goTo('previous')}
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              <KeyboardArrowLeft />
            </IconButton>
            <IconButton
              size="small"
              aria-label={goTo('next')}
              disabled={!hasNextPage}
              onClick={() => setPage(page + 1)}
            >
              <KeyboardArrowRight />
            </IconButton>
          </>
        )}
      </Box>
    </Toolbar>
  );
}
