/** The tickets icon: open tickets waiting for the current user (docs/wire.md §14.9). */
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { silent } from '../../../../dataProvider';
import { descriptorNamed, resourceRoute } from '../../../../resources';
import { BADGE_MAX } from '../sizes';

/** Every ticket, read for the count of those waiting for the user. */
const TICKETS = resourceRoute(descriptorNamed('tickets'));

export function TicketsButton({ userId }: { userId: string }) {
  const translate = useTranslate();
  const { total } = useGetList(TICKETS, {
    filter: { assignees__id: userId, status: 'open' },
    pagination: { page: 1, perPage: 15 },
    meta: silent.meta,
  });
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
