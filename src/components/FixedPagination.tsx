/**
 * Pagination under a table outside react-admin's lists (pickers, previews, a user's assets): one
 * fixed page size, its "1-10 of 42" and its buttons' names in the user's language.
 */
import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface FixedPaginationProps {
  count: number;
  /** Zero-based. */
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
}

export function FixedPagination({ count, page, pageSize, onPageChange }: FixedPaginationProps) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[pageSize]}
      onPageChange={(_, p) => onPageChange(p)}
      labelDisplayedRows={({ from, to, count: total }) =>
        translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total })
      }
      getItemAriaLabel={(type) =>
        translate(type === 'previous' ? 'ra.navigation.previous' : 'ra.navigation.next')
      }
    />
  );
}
