/** The tickets icon: open tickets waiting for the current user (protocol.md §6.9). */
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { JmsDataProvider } from '../../../../dataProvider';
import { BADGE_MAX } from '../sizes';

export const TICKETS_URL = '/api/v1/tickets/tickets/';

export function TicketsButton({ userId }: { userId: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const { data } = useQuery({
    queryKey: ['tickets', 'open-assigned', userId],
    queryFn: () =>
      dataProvider.call<{ count: number }>('GET', TICKETS_URL, undefined, {
        query: { assignees__id: userId, status: 'open', offset: 0, limit: 15, display: 1, draw: 1 },
        silent: true,
      }),
  });
  const count = data?.count ?? 0;
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
