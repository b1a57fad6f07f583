/**
 * The site-messages drawer (380 px, 70% on mobile): the unread messages, newest first; mark one
 * (by opening it), the selected ones or all of them as read. Loaded lazily by the header's bell.
 */
import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../../dataProvider';
import { errorNotice, noticeArgs } from '../../../components/notice';
import { useIsMobile } from '../sidebarState';
import { SITE_MESSAGES_WIDTH } from '../sizes';
import { UNREAD_MESSAGES_KEY, type MessagePage, type SiteMessage } from './unreadMessages';
import { messageTime } from './messageTime';
import { ServerHtml } from './ServerHtml';

interface Props {
  open: boolean;
  onClose(): void;
  page: MessagePage | undefined;
}

type Marking = { all: true } | { all: false; ids: string[] };

function useMarkRead() {
  const dataProvider = useDataProvider<JmsDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (m: Marking) =>
      m.all ? dataProvider.markAllSiteMessagesRead() : dataProvider.markSiteMessagesRead(m.ids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: UNREAD_MESSAGES_KEY }),
    onError: (error: Error) => notify(...noticeArgs(errorNotice(error), 'error')),
  });
}

function MessageDialog({ message, onClose }: { message: SiteMessage | null; onClose(): void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Dialog open={Boolean(message)} onClose={onClose} fullWidth maxWidth="sm">
      {message && (
        <>
          <DialogTitle>{message.content.subject}</DialogTitle>
          <DialogContent dividers>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
              {[message.content.sender, messageTime(message.date_created, new Date(), locale)]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <Box sx={{ wordBreak: 'break-word', '& p': { my: 0.5 } }}>
              <ServerHtml html={message.content.message} />
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

export default function SiteMessagesDrawer({ open, onClose, page }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const mobile = useIsMobile();
  const markRead = useMarkRead();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [reading, setReading] = useState<SiteMessage | null>(null);
  const messages = page?.results ?? [];
  const count = page?.count ?? 0;
  // Selections of messages that left the list (read elsewhere) no longer count.
  const chosen = messages.filter((m) => selected.has(m.id)).map((m) => m.id);
  const now = new Date();

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };

  const openMessage = (message: SiteMessage) => {
    setReading(message);
    markRead.mutate({ all: false, ids: [message.id] });
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: mobile ? SITE_MESSAGES_WIDTH.mobile : SITE_MESSAGES_WIDTH.desktop } },
      }}
    >
      <Box
        role="region"
        aria-label={translate('layout.messages.title')}
        sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      >
        <Stack direction="row" alignItems="center" sx={{ px: 2, py: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate('layout.messages.title')}
          </Typography>
          <IconButton aria-label={translate('ra.action.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ px: 2, pb: 1 }}>
          <Button
            size="small"
            variant="outlined"
            disabled={!chosen.length || markRead.isPending}
            onClick={() =>
              markRead.mutate(
                { all: false, ids: chosen },
                { onSuccess: () => setSelected(new Set()) },
              )
            }
          >
            {translate('layout.messages.mark_selected')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            disabled={!count || markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            {translate('layout.messages.mark_all')}
          </Button>
        </Stack>
        <Divider />
        {messages.length ? (
          <List
            sx={{ flex: 1, overflowY: 'auto' }}
            aria-label={translate('layout.messages.unread', { smart_count: count })}
          >
            {messages.map((m) => (
              <ListItem
                key={m.id}
                disablePadding
                secondaryAction={
                  <Checkbox
                    edge="end"
                    checked={selected.has(m.id)}
                    onChange={() => toggle(m.id)}
                    slotProps={{
                      input: {
                        'aria-label': translate('layout.messages.select', {
                          subject: m.content.subject,
                        }),
                      },
                    }}
                  />
                }
              >
                <ListItemButton onClick={() => openMessage(m)}>
                  <ListItemText
                    primary={m.content.subject}
                    secondary={messageTime(m.date_created, now, locale)}
                    slotProps={{ primary: { noWrap: true } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {translate('layout.messages.empty')}
          </Typography>
        )}
        {count > messages.length && (
          <Typography variant="caption" color="text.secondary" sx={{ p: 1, textAlign: 'center' }}>
            {translate('layout.messages.more', { smart_count: count - messages.length })}
          </Typography>
        )}
      </Box>
      <MessageDialog message={reading} onClose={() => setReading(null)} />
    </Drawer>
  );
}
