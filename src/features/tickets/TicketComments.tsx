/**
 * A ticket's comment thread (docs/domain.md §7.7): the decisions' own comments and what the
 * applicant and the assignees wrote. Bodies are shown as plain text (never as HTML).
 */
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useLocale, useNotify, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { isolateBidi } from '../../../i18n/bidi';
import { LoadError } from '../../components/LoadError';
import { errorNotice, noticeArgs } from '../../components/notice';
import { formatDate } from '../../schema/datetime';
import { addTicketComment, useComments, useTicketsRefresh } from './api';

export function TicketComments({ ticketId }: { ticketId: string }) {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const dp = useDataProvider<JmsDataProvider>();
  const refresh = useTicketsRefresh();
  const { data, error, refetch } = useComments(ticketId);
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    try {
      await addTicketComment(dp, ticketId, body.trim());
      setBody('');
      notify('tickets.comments.sent', { type: 'success' });
      await refresh();
    } catch (e) {
      notify(...noticeArgs(errorNotice(e), 'error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined">
      <CardHeader title={translate('tickets.comments.title')} />
      <CardContent>
        {error ? (
          <LoadError error={error} onRetry={refetch} />
        ) : (
          <List dense aria-label={translate('tickets.comments.title')}>
            {data?.length === 0 && (
              <Typography color="text.secondary">{translate('tickets.comments.empty')}</Typography>
            )}
            {data?.map((c) => (
              <ListItem key={c.id} divider disableGutters>
                <ListItemText
                  primary={
                    // A long unbroken word (a URL, a token) wraps inside the card.
                    <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {c.body.trim()}
                    </Box>
                  }
                  secondary={`${isolateBidi(c.user_display)} · ${formatDate(c.date_created, locale)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
          <TextField
            multiline
            minRows={2}
            fullWidth
            label={translate('tickets.comments.add')}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
          <Button variant="contained" disabled={busy || !body.trim()} onClick={() => void send()}>
            {translate('tickets.comments.send')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
