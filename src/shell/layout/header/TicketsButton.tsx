/**
 * The tickets icon: open tickets waiting for the current user (docs/wire.md §14.9), read again
 * every 30 s while the page is shown (docs/shell.md §7.13).
 */
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { silent } from '../../../../dataProvider';
import { descriptorNamed, resourceRoute } from '../../../../resources';
import { useLiveRefresh } from '../../../components/list/useLiveRefresh';
import { BADGE_MAX, TICKETS_REFRESH_SECONDS } from '../sizes';

/** Every ticket, read for the count of those waiting for the user. */
const TICKETS = resourceRoute(descriptorNamed('tickets'));

export function TicketsButton({ userId }: { userId: string }) {
  const translate = useTranslate();
  const { total, refetch } = useGetList(TICKETS, {
    filter: { assignees__id: userId, status: 'open' },
    pagination: { page: 1, perPage: 15 },
    meta: silent.meta,
  });
  // Nothing on the page is held by a badge: only a hidden page pauses it.
  useLiveRefresh({ every: TICKETS_REFRESH_SECONDS, refetch, rowsHeld: false });
  const count = total ?? 0;
  return (
    <Tooltip title={translate('layout.header.tickets')}>
      <IconButton
        color="inherit"
        component={Link}
        to="/tickets/assigned-tickets"
        aria-label={translate('layout.header.tickets_open', { smart_count: count })}
      >
        <Badge badgeContent={count} max={BADGE_MAX} color="error">
          <AssignmentOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
