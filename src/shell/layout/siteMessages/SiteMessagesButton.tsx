/**
 * The header's bell: the unread count (up to 99), kept fresh by the websocket's pushes, and the
 * messages drawer, whose code loads on first opening.
 */
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../../dataProvider';
import { errorNotice, noticeArgs } from '../../../components/notice';
import { BADGE_MAX } from '../sizes';
import { UNREAD_MESSAGES_KEY, unreadMessagesQuery, type MessagePage } from './unreadMessages';
import { connectSiteMessageSocket } from './siteMessageSocket';

const SiteMessagesDrawer = lazy(() => import('./SiteMessagesDrawer'));

export function SiteMessagesButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const { data, error } = useQuery(unreadMessagesQuery(dataProvider));

  useEffect(() => {
    if (error) notify(...noticeArgs(errorNotice(error), 'error'));
  }, [error, notify]);

  useEffect(
    () =>
      connectSiteMessageSocket({
        onUnreadCount: (count) => {
          // The push on connect repeats what the list already says; only a change reloads it.
          const known = queryClient.getQueryData<MessagePage>(UNREAD_MESSAGES_KEY);
          if (known && known.count !== count)
            void queryClient.invalidateQueries({ queryKey: UNREAD_MESSAGES_KEY });
        },
        onFailure: () => notify('layout.messages.socket_failed', { type: 'error' }),
      }),
    [queryClient, notify],
  );

  const count = data?.count ?? 0;
  const label = translate('layout.messages.button', { smart_count: count });
  return (
    <>
      <Tooltip title={translate('layout.messages.title')}>
        <IconButton
          color="inherit"
          aria-label={label}
          onClick={() => {
            setEverOpened(true);
            setOpen(true);
          }}
        >
          <Badge badgeContent={count} max={BADGE_MAX} color="error">
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      {everOpened && (
        <Suspense fallback={null}>
          <SiteMessagesDrawer open={open} onClose={() => setOpen(false)} page={data} />
        </Suspense>
      )}
    </>
  );
}
