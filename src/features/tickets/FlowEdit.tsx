/**
 * A ticket type's approval flow in the current organisation (docs/domain.md §7.9): one or
 * two levels, each with its assignee strategy, specific users for `custom_user`. Saved with PUT
 * (the rules are recreated); saving a global flow from an org makes the org its own.
 */
import {
  Button,
  Card,
  CardContent,
  CircularProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router';
import type { JmsDataProvider } from '../../../dataProvider';
import { useConflictQuestion } from '../../components/form/ConflictDialog';
import { LoadError } from '../../components/LoadError';
import { SubmitError } from '../../components/SubmitError';
import { RemotePicker } from './AssetPicker';
import {
  saveTicketFlow,
  searchUsers,
  ticketFlow,
  useTicketsRefresh,
  type Flow,
  type PickerOption,
} from './api';

const STRATEGIES = ['super_admin', 'org_admin', 'super_org_admin', 'custom_user'] as const;

interface Rule {
  strategy: string;
  users: PickerOption[];
}

/** The stored rules as editable levels (two, so that switching to two levels keeps the second). */
function rulesOf(flow: Flow): Rule[] {
  const out = flow.rules.map((r) => ({
    strategy: r.strategy.value,
    users:
      r.strategy.value === 'custom_user'
        ? r.assignees_read_only.map((id, i) => ({ id, name: r.assignees_display[i] ?? id }))
        : [],
  }));
  while (out.length < 2) out.push({ strategy: 'super_admin', users: [] });
  return out;
}

/** Which parts of the flow differ between two versions of it, by their labels. */
function changedParts(before: Flow, after: Flow, translate: (key: string, o?: object) => string) {
  const parts = [];
  if (before.approval_level.value !== after.approval_level.value)
    parts.push(translate('tickets.flow.levels'));
  const rule = (f: Flow, i: number) => JSON.stringify(f.rules[i] ?? null);
  const levels = Math.max(before.rules.length, after.rules.length);
  for (let i = 0; i < levels; i++)
    if (rule(before, i) !== rule(after, i))
      parts.push(translate('tickets.flow.level', { level: i + 1 }));
  return parts;
}

function FlowForm({ flow, onReload }: { flow: Flow; onReload(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dp = useDataProvider<JmsDataProvider>();
  const refresh = useTicketsRefresh();
  const { ask, dialog } = useConflictQuestion();
  const [level, setLevel] = useState(flow.approval_level.value);
  const [rules, setRules] = useState(() => rulesOf(flow));
  const [errors, setErrors] = useState<(Record<string, string[]> | undefined)[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const setRule = (i: number, patch: Partial<Rule>) =>
    setRules(rules.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  const save = async () => {
    setBusy(true);
    setFailure(null);
    setErrors([]);
    try {
      // The flow is saved whole: a save over someone else's newer one is the user's decision.
      const current = await ticketFlow(dp, flow.id);
      if (current.date_updated !== flow.date_updated) {
        const decided = await ask(changedParts(flow, current, translate));
        if (decided === 'reload') return onReload();
        if (decided === 'edit') return;
      }
      await saveTicketFlow(dp, flow.id, {
        type: flow.type.value,
        approval_level: level,
        rules: rules.slice(0, level).map((r) => ({
          strategy: r.strategy,
          assignees: r.strategy === 'custom_user' ? r.users.map((u) => u.id) : [],
        })),
      });
      notify('tickets.flow.saved', { type: 'success' });
      await refresh();
      navigate('/tickets/flow');
    } catch (e) {
      const body = (e as { body?: { rules?: unknown } }).body;
      if (Array.isArray(body?.rules)) setErrors(body.rules as Record<string, string[]>[]);
      else setFailure(e);
    } finally {
      setBusy(false);
    }
  };

  const typeLabel = translate(`tickets.type.${flow.type.value}`, { _: flow.type.label ?? '' });
  return (
    <Card variant="outlined" sx={{ maxWidth: 900 }}>
      {dialog}
      <Title title={translate('tickets.flow.title', { type: typeLabel })} />
      <CardContent>
        <Stack
          spacing={2}
          component="form"
          aria-label={translate('tickets.flow.title', { type: typeLabel })}
        >
          <SubmitError error={failure} />
          <TextField
            select
            label={translate('tickets.flow.levels')}
            value={level}
            onChange={(e) => setLevel(Number(e.target.value))}
            sx={{ maxWidth: 240 }}
          >
            <MenuItem value={1}>{translate('tickets.flow.one')}</MenuItem>
            <MenuItem value={2}>{translate('tickets.flow.two')}</MenuItem>
          </TextField>
          {rules.slice(0, level).map((rule, i) => (
            <Stack key={i} spacing={1}>
              <Typography variant="subtitle2">
                {translate('tickets.flow.level', { level: i + 1 })}
              </Typography>
              <TextField
                select
                label={`${translate('tickets.flow.level', { level: i + 1 })} · ${translate('tickets.flow.strategy')}`}
                value={rule.strategy}
                onChange={(e) => setRule(i, { strategy: e.target.value })}
                sx={{ maxWidth: 360 }}
              >
                {STRATEGIES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {translate(`tickets.flow.strategies.${s}`)}
                  </MenuItem>
                ))}
              </TextField>
              {rule.strategy === 'custom_user' && (
                <RemotePicker
                  source={['users']}
                  search={searchUsers}
                  label={`${translate('tickets.flow.level', { level: i + 1 })} · ${translate('tickets.flow.users')}`}
                  value={rule.users}
                  onChange={(users) => setRule(i, { users })}
                  error={errors[i]?.assignees?.join(' ')}
                />
              )}
            </Stack>
          ))}
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={busy} onClick={() => void save()}>
              {translate('tickets.flow.save')}
            </Button>
            <Button onClick={() => navigate('/tickets/flow')}>
              {translate('ra.action.cancel')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

export function FlowEdit() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const dp = useDataProvider<JmsDataProvider>();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['tickets', 'flow', id],
    queryFn: () => ticketFlow(dp, id),
    retry: false,
  });
  if (isPending) return <CircularProgress aria-label={translate('app.loading')} />;
  if (error) return <LoadError error={error} onRetry={refetch} />;
  return <FlowForm key={String(data.date_updated)} flow={data} onReload={() => void refetch()} />;
}
