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

type ListBaseProps = ComponentProps<typeof ListBase>;

export interface ListFrameProps extends Omit<ListBaseProps, 'children' | 'render'> {
  title: string;
  actions: ReactElement;
  pagination: ReactElement;
  children: ReactNode;
}

/** The rows' failure is said once, in place (LoadError), not also in react-admin's notice. */
const toldInPlace = () => undefined;

export function ListFrame({ title, actions, pagination, children, ...base }: ListFrameProps) {
  return (
    <ListBase
      {...base}
      queryOptions={{ onError: toldInPlace, ...base.queryOptions }}
      offline={false}
    >
      <ListFrameView title={title} actions={actions} pagination={pagination}>
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
}: Pick<ListFrameProps, 'title' | 'actions' | 'pagination' | 'children'>) {
  const { defaultTitle, isPaused, isPending, isPlaceholderData, error, refetch } = useListContext();
  const offline = isPaused && (isPending || isPlaceholderData);
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
          ) : error ? (
            <LoadError error={error} onRetry={refetch} sx={{ m: 2 }} />
          ) : (
            children
          )}
        </Card>
        {!error && pagination}
      </Box>
    </Box>
  );
}
