/**
 * react-admin's `<List>` without its filter form: `<List>` renders `ListToolbar`, which imports
 * the filter form and with it react-hook-form and the inputs, all on the first page although our
 * lists search with the tag search. Same layout and class names as `ListView` (RaList-*). Rows that
 * fail to load are said with Retry in place of the table and the pager (not an empty list), and
 * only there.
 */
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { Box, Card } from '@mui/material';
import { ListBase, Offline, useListContext } from 'react-admin';
import { LoadError } from '../LoadError';
import { PageTitle } from '../PageTitle';
import { useLiveRefresh } from './useLiveRefresh';

type ListBaseProps = ComponentProps<typeof ListBase>;

export interface ListFrameProps extends Omit<ListBaseProps, 'children' | 'render'> {
  title: string;
  actions: ReactElement;
  pagination: ReactElement;
  children: ReactNode;
  /** A live list's seconds between reads (docs/shell.md §7.13). */
  refreshEvery?: number | false;
}

/** The rows' failure is said once, in place (LoadError), not also in react-admin's notice. */
const toldInPlace = () => undefined;

export function ListFrame({
  title,
  actions,
  pagination,
  children,
  refreshEvery,
  ...base
}: ListFrameProps) {
  return (
    <ListBase
      {...base}
      queryOptions={{ onError: toldInPlace, ...base.queryOptions }}
      offline={false}
    >
      <ListFrameView
        title={title}
        actions={actions}
        pagination={pagination}
        refreshEvery={refreshEvery}
      >
        {children}
      </ListFrameView>
    </ListBase>
  );
}

function ListFrameView({
  title,
  actions,
  pagination,
  children,
  refreshEvery,
}: Pick<ListFrameProps, 'title' | 'actions' | 'pagination' | 'children' | 'refreshEvery'>) {
  const {
    defaultTitle,
    isPaused,
    isPending,
    isPlaceholderData,
    error,
    refetch,
    data,
    selectedIds,
  } = useListContext();
  const offline = isPaused && (isPending || isPlaceholderData);
  // A selection in progress holds a live list; so do open menus and dialogs (useLiveRefresh).
  useLiveRefresh({ every: refreshEvery, refetch, held: () => selectedIds.length > 0 });
  // A live list's failed background read keeps its rows: the next one tries again.
  const failed = error && !(refreshEvery && data);
  return (
    <Box className="list-page" sx={{ display: 'flex' }}>
      <PageTitle title={title} defaultTitle={defaultTitle} />
      <Box
        className="RaList-main"
        sx={{ flex: '1 1 auto', display: 'flex', flexDirection: 'column' }}
      >
        <Box
          className="RaList-actions"
          sx={{
            display: 'flex',
            position: 'relative',
            justifyContent: 'space-between',
            alignItems: 'flex-end',
            width: '100%',
            flexWrap: { xs: 'wrap', lg: 'nowrap' },
          }}
        >
          <span />
          {actions}
        </Box>
        <Card
          className="RaList-content"
          sx={{
            position: 'relative',
            overflow: 'inherit',
            boxShadow: { xs: 'none', sm: undefined },
          }}
        >
          {offline ? (
            <Offline />
          ) : failed ? (
            <LoadError error={error} onRetry={refetch} sx={{ m: 2 }} />
          ) : (
            children
          )}
        </Card>
        {!failed && pagination}
      </Box>
    </Box>
  );
}
