/**
 * The workbench home's panels (Lina's src/views/myhome): who I am (name, email, last login, from
 * the profile), my recent sessions with a reconnect, the assets I use most (from those sessions)
 * with Connect, my recent logins and the tickets waiting for my approval. Each panel is one
 * request of the caller's own data.
 */
import '../../../i18n/areas/dashboards';
import TerminalIcon from '@mui/icons-material/Terminal';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  Grid,
  Link as MuiLink,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { JmsDataProvider, Paginated } from '../../../dataProvider';
import { isolateBidi } from '../../../i18n/bidi';
import { descriptorNamed } from '../../../resources';
import { LoadError } from '../../components/LoadError';
import { formatDate } from '../../schema/datetime';
import { routeFor } from '../../shell/links';
import { routeExists } from '../../shell/routeModel';
import { ROUTES } from '../../shell/routeMap';
import { useShell } from '../../shell/ShellContext';
import { myLogins, mySessions, ticketsWaitingFor, type MySession as Session } from './api';

/** Enough of my sessions to tell which assets I use most. */
const SESSION_SAMPLE = 50;
const SHOWN = 5;

/** One panel's read of the user's own data. */
function useOwn<T>(name: string, read: (dp: JmsDataProvider) => Promise<Paginated<T>>) {
  const dataProvider = useDataProvider<JmsDataProvider>();
  return useQuery({
    queryKey: ['jms', 'workbenchHome', name],
    queryFn: () => read(dataProvider),
  });
}

const connectUrl = (assetId: string) => `/luna/?login_to=${encodeURIComponent(assetId)}`;

function ConnectButton({ assetId, label }: { assetId: string; label: string }) {
  return (
    <Button
      size="small"
      startIcon={<TerminalIcon />}
      href={connectUrl(assetId)}
      target="_blank"
      rel="noopener"
    >
      {label}
    </Button>
  );
}

function Panel({
  title,
  action,
  pending,
  empty,
  error,
  onRetry,
  children,
}: {
  title: string;
  action?: ReactNode;
  pending: boolean;
  empty: boolean;
  error: unknown;
  onRetry?(): unknown;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardHeader
        title={title}
        action={action}
        slotProps={{ title: { variant: 'subtitle1', component: 'h3' } }}
        sx={{ pb: 0 }}
      />
      <CardContent sx={{ pt: 0 }}>
        {error ? (
          <LoadError error={error} onRetry={onRetry} sx={{ mt: 2 }} />
        ) : pending ? (
          <Skeleton height={120} />
        ) : empty ? (
          <Typography color="text.secondary" sx={{ pt: 2 }}>
            {translate('dashboards.home.none')}
          </Typography>
        ) : (
          <List dense>{children}</List>
        )}
      </CardContent>
    </Card>
  );
}

/** Sessions newest first; the assets most connected to among them. */
function mostUsed(sessions: Session[]): { asset: string; asset_id: string; total: number }[] {
  const by = new Map<string, { asset: string; asset_id: string; total: number }>();
  for (const s of sessions) {
    const entry = by.get(s.asset_id) ?? { asset: s.asset, asset_id: s.asset_id, total: 0 };
    entry.total += 1;
    by.set(s.asset_id, entry);
  }
  return [...by.values()].sort((a, b) => b.total - a.total).slice(0, SHOWN);
}

function Sessions() {
  const translate = useTranslate();
  const locale = useLocale();
  const { data, isPending, error, refetch } = useOwn('sessions', (dp) =>
    mySessions(dp, SESSION_SAMPLE),
  );
  const sessions = data?.results ?? [];
  const top = mostUsed(sessions);
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <Panel
          title={translate('dashboards.home.sessions')}
          pending={isPending}
          error={error}
          onRetry={refetch}
          empty={!sessions.length}
        >
          {sessions.slice(0, SHOWN).map((s) => (
            <ListItem
              key={s.id}
              divider
              secondaryAction={
                <ConnectButton
                  assetId={s.asset_id}
                  label={translate('dashboards.home.reconnect')}
                />
              }
            >
              <ListItemText
                sx={{ overflowWrap: 'anywhere' }}
                primary={s.asset}
                secondary={`${s.protocol} · ${formatDate(s.date_start, locale)}${s.is_finished ? '' : ` · ${translate('dashboards.home.online')}`}`}
              />
            </ListItem>
          ))}
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Panel
          title={translate('dashboards.home.most_used')}
          pending={isPending}
          error={error}
          onRetry={refetch}
          empty={!top.length}
        >
          {top.map((a) => (
            <ListItem
              key={a.asset_id}
              divider
              secondaryAction={
                <ConnectButton assetId={a.asset_id} label={translate('shell.workbench.connect')} />
              }
            >
              <ListItemText
                sx={{ overflowWrap: 'anywhere' }}
                primary={a.asset}
                secondary={translate('dashboards.home.times', { smart_count: a.total })}
              />
            </ListItem>
          ))}
        </Panel>
      </Grid>
    </>
  );
}

function Logins() {
  const translate = useTranslate();
  const locale = useLocale();
  const { data, isPending, error, refetch } = useOwn('logins', (dp) => myLogins(dp, SHOWN));
  const logs = data?.results ?? [];
  return (
    <Panel
      title={translate('dashboards.home.logins')}
      pending={isPending}
      error={error}
      onRetry={refetch}
      empty={!logs.length}
    >
      {logs.map((l) => (
        <ListItem key={l.id} divider>
          <ListItemText
            primary={formatDate(l.datetime, locale)}
            secondary={`${l.ip} · ${isolateBidi(l.city)}`}
          />
          <Typography
            variant="caption"
            sx={{ color: l.status.value ? 'success.readable' : 'error.readable' }}
          >
            {l.status.label}
          </Typography>
        </ListItem>
      ))}
    </Panel>
  );
}

function Tickets() {
  const translate = useTranslate();
  const locale = useLocale();
  const { profile, access } = useShell();
  const { data, isPending, error, refetch } = useOwn('tickets', (dp) =>
    ticketsWaitingFor(dp, profile.id, SHOWN),
  );
  const tickets = data?.results ?? [];
  const assigned = descriptorNamed('assignedTickets');
  const reachable = (path: string | null) =>
    path && routeExists(ROUTES, access, path) ? path : null;
  const all = reachable(routeFor(assigned, 'list'));
  const title = `${translate('dashboards.home.tickets')}${data ? ` (${data.count})` : ''}`;
  return (
    <Panel
      title={title}
      pending={isPending}
      error={error}
      onRetry={refetch}
      empty={!tickets.length}
      action={
        all && (
          <Button size="small" component={Link} to={all}>
            {translate('dashboards.home.all_tickets')}
          </Button>
        )
      }
    >
      {tickets.map((t) => {
        const to = reachable(routeFor(assigned, 'show', t.id));
        return (
          <ListItem key={t.id} divider>
            <ListItemText
              sx={{ overflowWrap: 'anywhere' }}
              primary={
                to ? (
                  <MuiLink component={Link} to={to}>
                    {t.title}
                  </MuiLink>
                ) : (
                  t.title
                )
              }
              secondary={`${t.type.label} · ${formatDate(t.date_created, locale)}`}
            />
          </ListItem>
        );
      })}
    </Panel>
  );
}

/** The signed-in user, as the profile the console started with has them. */
function UserCard() {
  const translate = useTranslate();
  const locale = useLocale();
  const { profile } = useShell();
  const rows: [string, ReactNode][] = [
    ['resources.users.fields.name', profile.name],
    ['resources.users.fields.email', profile.email],
    ['shell.workbench.last_login', profile.last_login && formatDate(profile.last_login, locale)],
  ];
  return (
    <Panel
      title={translate('shell.workbench.profile_card')}
      pending={false}
      error={null}
      empty={false}
    >
      {rows.map(([label, value]) => (
        <ListItem key={label} divider>
          <ListItemText
            sx={{ overflowWrap: 'anywhere' }}
            primary={value || translate('app.value.empty')}
            secondary={translate(label)}
            slotProps={{ secondary: { component: 'span' } }}
          />
        </ListItem>
      ))}
    </Panel>
  );
}

export function HomePanels() {
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <UserCard />
      </Grid>
      <Sessions />
      <Grid size={{ xs: 12, md: 6 }}>
        <Logins />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Tickets />
      </Grid>
    </Grid>
  );
}
