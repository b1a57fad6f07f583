import { useListContext } from 'react-admin';

/**
 * After a delete empties the page, step back one page (docs/shell.md §7.9) instead of react-admin's
 * jump to the first page.
 */
export function useStepBackAfterDelete(): (deleted: number) => void {
  const { page, setPage, data } = useListContext();
  return (deleted) => {
    if (page > 1 && deleted >= (data?.length ?? 0)) setPage(page - 1);
  };
}
