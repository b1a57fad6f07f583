/**
 * A ticket's page, for every type (docs/domain.md §7.4): what was asked, by whom and when,
 * its state, the approval process level by level, the comments, and the decisions the current
 * user may take: approve / reject for an assignee of the current level, close for them and the
 * applicant. An approved asset request links to the permission it created (same id); an approved
 * login-asset confirmation shows the session it led to (TicketSession).
 */
import {
  Box,
  Card,
  CardContent,
  CardHeader,
  Chip,
  CircularProgress,
  Link as MuiLink,
  Stack,
  Step,
  StepContent,
  StepLabel,
  Stepper,
} from '@mui/material';
import type { ReactNode } from 'react';
import { RecordContextProvider, Title, useLocale, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router';
import { DetailDomainActions } from '../../components/actions';
import { LoadError } from '../../components/LoadError';
import { useDescriptor } from '../../components/resource/useDescriptor';
import { formatDate } from '../../schema/datetime';
import { displayValue } from '../../schema/display';
import { useShell } from '../../shell/ShellContext';
import { useTicket, type ProcessStep } from './api';
import { Facts } from './Facts';
import { TicketComments } from './TicketComments';
import { TicketSession } from './TicketSession';

const STATE_COLOR: Record<string, 'warning' | 'success' | 'error' | 'default'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  closed: 'default',
};

/** The request's own fields per type, in the order Lina's cards show them. */
const TYPE_FIELDS: Record<string, readonly string[]> = {
  apply_asset: [
    'apply_permission_name',
    'apply_assets',
    'apply_nodes',
    'apply_accounts',
    'apply_actions',
    'apply_date_start',
    'apply_date_expired',
  ],
  login_confirm: ['apply_login_ip', 'apply_login_city', 'apply_login_datetime'],
  login_asset_confirm: ['apply_login_user', 'apply_login_asset', 'apply_login_account'],
  command_confirm: [
    'apply_run_user',
    'apply_run_asset',
    'apply_run_account',
    'apply_run_command',
    'apply_from_session',
    'apply_from_cmd_filter_acl',
  ],
};

export function StateChip({ state, label }: { state: string; label?: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={STATE_COLOR[state] ?? 'default'}
      label={translate(`tickets.state.${state}`, { _: label ?? state })}
    />
  );
}

function Process({
  steps,
  current,
  open,
}: {
  steps: ProcessStep[];
  current: number;
  open: boolean;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const sorted = [...steps].sort((a, b) => a.approval_level - b.approval_level);
  return (
    <Stepper orientation="vertical" activeStep={open ? current - 1 : sorted.length}>
      {sorted.map((s) => {
        const decided = s.state === 'approved' || s.state === 'rejected';
        return (
          <Step key={s.approval_level} expanded completed={decided}>
            <StepLabel error={s.state === 'rejected'}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <span>{translate('tickets.detail.level', { level: s.approval_level })}</span>
                <StateChip state={s.state} />
              </Stack>
            </StepLabel>
            <StepContent>
              <Box sx={{ color: 'text.secondary' }}>
                {translate('tickets.detail.assignees', { names: s.assignees_display.join(', ') })}
              </Box>
              <Box>
                {decided
                  ? translate('tickets.detail.acted', {
                      state: translate(`tickets.state.${s.state}`),
                      name: s.processor_display,
                      date: formatDate(s.approval_date, locale),
                    })
                  : translate(
                      open && s.approval_level === current
                        ? 'tickets.detail.waiting'
                        : 'tickets.detail.skipped',
                    )}
              </Box>
            </StepContent>
          </Step>
        );
      })}
    </Stepper>
  );
}

export function TicketDetail() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const locale = useLocale();
  const descriptor = useDescriptor();
  const { routes } = useShell();
  const { data: ticket, error, isPending, refetch } = useTicket(id);

  if (isPending) return <CircularProgress aria-label={translate('app.loading')} />;
  if (error) return <LoadError error={error} onRetry={refetch} />;

  const type = ticket.type.value;
  const state = ticket.state.value;
  const open = ticket.status.value === 'open';
  const level = ticket.approval_step.value;
  const permissionRoute = routes.some(
    (r) =>
      r.target.kind === 'resource' &&
      r.target.resource === 'console/perms/asset-permissions' &&
      r.target.screen === 'show',
  );

  const requestRows: [string, ReactNode][] = (TYPE_FIELDS[type] ?? []).map((f) => {
    // Dates come in the backend's rendering or, from a typed serializer, as ISO text: both read
    // in the console's format, as every value does through the display helper.
    return [
      translate(`tickets.fields.${f.replace(/^apply_/, '')}`),
      displayValue(ticket[f], translate, { locale }),
    ];
  });

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Title title={ticket.title} />
      <Card variant="outlined">
        <CardHeader
          title={ticket.title}
          subheader={translate(`tickets.type.${type}`, { _: ticket.type.label ?? type })}
          action={
            // The decisions the user may take: the tickets descriptor's detail actions.
            <RecordContextProvider value={ticket}>
              <Stack direction="row" spacing={1}>
                <DetailDomainActions descriptor={descriptor} />
              </Stack>
            </RecordContextProvider>
          }
        />
        <CardContent>
          <Facts
            rows={[
              [translate('tickets.detail.serial'), ticket.serial_num],
              [
                translate('tickets.detail.state'),
                <StateChip key="s" state={state} label={ticket.state.label} />,
              ],
              [
                translate('tickets.detail.applicant'),
                ticket.rel_snapshot?.applicant ?? ticket.applicant.name,
              ],
              [translate('tickets.detail.org'), ticket.org_name],
              [translate('tickets.detail.date_created'), formatDate(ticket.date_created, locale)],
              [translate('tickets.detail.comment'), displayValue(ticket.comment, translate)],
            ]}
          />
          {type === 'apply_asset' && state === 'approved' && permissionRoute && (
            <Box sx={{ mt: 2 }}>
              <MuiLink
                component={Link}
                to={`/console/perms/asset-permissions/${encodeURIComponent(ticket.id)}?oid=${encodeURIComponent(ticket.org_id)}`}
              >
                {translate('tickets.detail.permission')}
              </MuiLink>
            </Box>
          )}
        </CardContent>
      </Card>
      {requestRows.length > 0 && (
        <Card variant="outlined">
          <CardHeader title={translate('tickets.detail.request')} />
          <CardContent>
            <Facts rows={requestRows} />
          </CardContent>
        </Card>
      )}
      <Card variant="outlined">
        <CardHeader title={translate('tickets.detail.process')} />
        <CardContent>
          <Process steps={ticket.process_map} current={level} open={open} />
        </CardContent>
      </Card>
      {type === 'login_asset_confirm' && state === 'approved' && <TicketSession ticket={ticket} />}
      <TicketComments ticketId={ticket.id} />
    </Stack>
  );
}
