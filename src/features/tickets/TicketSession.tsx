/**
 * The session an approved login-asset ticket led to (docs/domain.md §7.8), as Lina's
 * Session.vue shows it: who connected where, since when, whether it is still online; an assignee
 * of the ticket may terminate it, and whoever may join it may monitor it in the web terminal.
 */
import '../../../i18n/areas/ticketSession';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  LinearProgress,
  Link as MuiLink,
  Stack,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useDataProvider, useLocale, useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../components/confirm/ConfirmDialog';
import { Link } from 'react-router';
import type { JmsDataProvider } from '../../../dataProvider';
import { useAccessContext } from '../../../authProvider/hooks';
import { hasPerm } from '../../../authProvider/permissions';
import { LoadError } from '../../components/LoadError';
import { errorNotice, noticeArgs } from '../../components/notice';
import { formatDate } from '../../schema/datetime';
import { useShell } from '../../shell/ShellContext';
import { terminateTicketSession, ticketSession, type Ticket } from './api';
import { Facts } from './Facts';

/** Lina's retry period while the component has not linked the session yet. */
export const SESSION_RETRY_MS = 1400;
/** Retries before the page stops asking (about 40 s); a reload asks again. */
const SESSION_RETRIES = 30;

const sessionKey = (id: string) => ['tickets', 'session', id] as const;

/** The ticket's session, or null while none is linked (the server's empty 404). */
function useTicketSession(ticketId: string, killedAt: number | null) {
  const dp = useDataProvider<JmsDataProvider>();
  return useQuery({
    queryKey: sessionKey(ticketId),
    queryFn: () => ticketSession(dp, ticketId),
    retry: false,
    // Ask again while nothing is linked yet, or while a terminate order waits for the terminal.
    refetchInterval: (q) => {
      const { data, dataUpdateCount: n } = q.state;
      if (data === null) return n < SESSION_RETRIES ? SESSION_RETRY_MS : false;
      const following = killedAt !== null && !!data && !data.is_finished;
      return following && n - killedAt < SESSION_RETRIES ? SESSION_RETRY_MS : false;
    },
  });
}

export function TicketSession({ ticket }: { ticket: Ticket }) {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const dp = useDataProvider<JmsDataProvider>();
  const client = useQueryClient();
  const { profile, routes } = useShell();
  const access = useAccessContext();
  const [killing, setKilling] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // The fetch count when the terminate order went out: the card follows it from there.
  const [killedAt, setKilledAt] = useState<number | null>(null);
  const { data: session, error, isPending, refetch } = useTicketSession(ticket.id, killedAt);
  const t = (key: string, opts?: Record<string, unknown>) =>
    translate(`ticketSession.${key}`, opts);

  let body;
  if (isPending) body = <LinearProgress aria-label={t('waiting')} />;
  else if (error) body = <LoadError error={error} onRetry={refetch} />;
  else if (!session) body = <Alert severity="info">{t('none')}</Alert>;

  // kill-session-for-ticket: any assignee of the ticket, at any level (IsAuthenticated otherwise).
  const assignee = ticket.process_map.some((s) => s.assignees.includes(profile.id));
  const online = !!session && !session.is_finished;
  // Joining passes for the ticket's assignees or with terminal.monitor_session (docs/domain.md
  // §6.4).
  const canMonitor =
    online &&
    session.can_join === true &&
    (assignee || hasPerm(access.perms, 'terminal.monitor_session'));
  const detailRoute = routes.some(
    (r) =>
      r.target.kind === 'resource' &&
      r.target.resource === 'audit/sessions/sessions' &&
      r.target.screen === 'show',
  );

  const terminate = async () => {
    if (!session) return;
    setKilling(true);
    try {
      const res = await terminateTicketSession(dp, String(session.id));
      setConfirming(false);
      const sent = res.ok.includes(String(session.id));
      notify(sent ? 'ticketSession.terminated' : 'ticketSession.nothing_terminated', {
        type: sent ? 'success' : 'info',
      });
      setKilledAt(client.getQueryState(sessionKey(ticket.id))?.dataUpdateCount ?? 0);
      await client.invalidateQueries({ queryKey: sessionKey(ticket.id) });
    } catch (e) {
      notify(...noticeArgs(errorNotice(e), 'error'));
    } finally {
      setKilling(false);
    }
  };

  const rows: [string, ReactNode][] = session
    ? [
        [t('user'), String(session.user ?? '')],
        [t('asset'), String(session.asset ?? '')],
        [t('account'), String(session.account ?? '')],
        [t('protocol'), String(session.protocol ?? '')],
        [t('date_start'), formatDate(String(session.date_start ?? ''), locale)],
        [
          t('state'),
          <Chip
            key="s"
            size="small"
            color={online ? 'success' : 'default'}
            label={t(online ? 'online' : 'finished')}
          />,
        ],
      ]
    : [];

  return (
    <Card variant="outlined" component="section" aria-label={t('title')}>
      <CardHeader
        title={t('title')}
        action={
          session && (
            <Stack direction="row" spacing={1}>
              {canMonitor && (
                <Button
                  variant="outlined"
                  onClick={() =>
                    window.open(
                      `/luna/monitor/${encodeURIComponent(String(session.id))}`,
                      '_blank',
                      'noopener',
                    )
                  }
                >
                  {t('monitor')}
                </Button>
              )}
              {online && assignee && (
                <Button
                  variant="outlined"
                  color="error"
                  disabled={killing}
                  onClick={() => setConfirming(true)}
                >
                  {t('terminate')}
                </Button>
              )}
            </Stack>
          )
        }
      />
      <CardContent>
        {body}
        {session && <Facts rows={rows} />}
        {session && detailRoute && (
          <MuiLink
            component={Link}
            sx={{ display: 'inline-block', mt: 2 }}
            to={`/audit/sessions/sessions/${encodeURIComponent(String(session.id))}?oid=${encodeURIComponent(String(session.org_id ?? ticket.org_id))}`}
          >
            {t('open_detail')}
          </MuiLink>
        )}
      </CardContent>
      {confirming && session && (
        <ConfirmDialog
          isOpen
          loading={killing}
          title="ticketSession.confirm_title"
          content="ticketSession.confirm_content"
          translateOptions={{ asset: String(session.asset ?? '') }}
          confirmColor="warning"
          onConfirm={() => void terminate()}
          onClose={() => setConfirming(false)}
        />
      )}
    </Card>
  );
}
