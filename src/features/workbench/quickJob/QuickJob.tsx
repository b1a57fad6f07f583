/**
 * The quick job runner (docs/domain.md §8.5): granted assets or nodes, the account and its
 * run-as policy, the module, the command in an editor (recent commands come from the user's own
 * executions), a timeout; Run creates an instant job, which answers only a task id, and the output
 * follows that task. The task id is kept in `?taskId=` so a reload or a return follows it again.
 */
import '../../../../i18n/areas/jobs';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import {
  Autocomplete,
  Box,
  Button,
  CircularProgress,
  Grid,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { useAccessContext } from '../../../../authProvider/hooks';
import type { JmsDataProvider } from '../../../../dataProvider';
import { LoadError } from '../../../components/LoadError';
import { SubmitError } from '../../../components/SubmitError';
import {
  frequentUsernames,
  jobSettings,
  MODULES,
  POLICIES,
  recentExecutions,
  runQuickJob,
  taskDetail,
  TIMEOUTS,
  type Module,
  type Policy,
  type QuickRun,
  type RunSettings,
} from '../api';
import { CommandEditor } from './CommandEditor';
import { CommandTools } from './CommandTools';
import { RunOutput } from './RunOutput';
import { NO_TARGETS, TargetPicker, type Targets } from './TargetPicker';

/**
 * The user's last distinct ad-hoc commands of this module, newest first (`material` =
 * `module:args`).
 */
function useRecentCommands(module: Module): string[] {
  const dataProvider = useDataProvider<JmsDataProvider>();
  const { data } = useQuery({
    queryKey: ['jms', 'quickJob', 'recent'],
    queryFn: () => recentExecutions(dataProvider),
  });
  return useMemo(() => {
    const prefix = `${module}:`;
    const out = new Set<string>();
    for (const e of data?.results ?? [])
      if (e.material.startsWith(prefix) && e.material.length > prefix.length)
        out.add(e.material.slice(prefix.length));
    return [...out].slice(0, 10);
  }, [data, module]);
}

const valueOf = <T,>(v: T | { value: T }): T =>
  v && typeof v === 'object' && 'value' in v ? v.value : (v as T);

export function QuickJobRunner() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const [params] = useSearchParams();
  // Only the task the page was opened with is restored; later runs keep the form as it is.
  const [openedWith] = useState(() => params.get('taskId'));
  const restored = useQuery({
    queryKey: ['jms', 'quickJob', 'restore', openedWith],
    enabled: Boolean(openedWith),
    retry: false,
    // The job behind the run (a reload or a return with `?taskId=`) gives the form its settings.
    queryFn: async () =>
      jobSettings(dataProvider, (await taskDetail(dataProvider, openedWith!)).job_id),
  });
  if (openedWith && restored.isPending)
    return <CircularProgress size={24} aria-label={translate('app.loading')} />;
  return (
    <>
      {restored.error && (
        <LoadError error={restored.error} onRetry={restored.refetch} sx={{ mb: 2 }} />
      )}
      <QuickJobForm initial={restored.data ?? null} />
    </>
  );
}

function QuickJobForm({ initial }: { initial: RunSettings | null }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const { rootOrg } = useAccessContext();
  const [params, setParams] = useSearchParams();
  const taskId = params.get('taskId');
  const [targets, setTargets] = useState<Targets>(NO_TARGETS);
  const [runas, setRunas] = useState(initial?.runas ?? 'root');
  const [policy, setPolicy] = useState<Policy>(initial ? valueOf(initial.runas_policy) : 'skip');
  const [module, setModule] = useState<Module>(initial ? valueOf(initial.module) : 'shell');
  const [timeout, setTimeoutValue] = useState(initial?.timeout ?? -1);
  const [command, setCommand] = useState(initial?.args ?? '');
  const recent = useRecentCommands(module);
  const frequent = useQuery({
    queryKey: ['jms', 'quickJob', 'frequentUsernames'],
    queryFn: () => frequentUsernames(dataProvider),
  });
  const accountChoices = useMemo(
    () => [...new Set(['root', ...(frequent.data ?? []).map((f) => f.username)])],
    [frequent.data],
  );
  const run = useMutation({
    mutationFn: (body: QuickRun) => runQuickJob(dataProvider, body),
    onSuccess: ({ task_id }) => setParams({ taskId: task_id }),
  });

  const missing =
    targets.assets.size + targets.nodes.size === 0
      ? 'jobs.quick.need_target'
      : !command.trim()
        ? 'jobs.quick.need_command'
        : null;
  const start = () => {
    if (missing || rootOrg || run.isPending) return;
    run.mutate({
      assets: [...targets.assets.keys()],
      nodes: [...targets.nodes.keys()],
      module,
      args: command,
      runas: runas.trim(),
      runas_policy: policy,
      instant: true,
      is_periodic: false,
      timeout,
    });
  };

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <TargetPicker value={targets} onChange={setTargets} />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1.5} flexWrap="wrap" useFlexGap>
            <Autocomplete
              freeSolo
              options={accountChoices}
              value={runas}
              onInputChange={(_, v) => setRunas(v)}
              sx={{ width: 180 }}
              renderInput={(p) => (
                <TextField
                  {...p}
                  size="small"
                  label={translate('jobs.quick.account')}
                  title={translate('jobs.quick.account_help')}
                />
              )}
            />
            <TextField
              select
              size="small"
              label={translate('jobs.quick.policy')}
              value={policy}
              onChange={(e) => setPolicy(e.target.value as Policy)}
              sx={{ width: 260 }}
            >
              {POLICIES.map((p) => (
                <MenuItem key={p} value={p}>
                  {translate(`jobs.quick.policies.${p}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={translate('jobs.quick.module')}
              value={module}
              onChange={(e) => setModule(e.target.value as Module)}
              sx={{ width: 140 }}
            >
              {MODULES.map((m) => (
                <MenuItem key={m} value={m}>
                  {translate(`jobs.quick.modules.${m}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={translate('jobs.quick.timeout')}
              value={timeout}
              onChange={(e) => setTimeoutValue(Number(e.target.value))}
              sx={{ width: 150 }}
            >
              {TIMEOUTS.map((t) => (
                <MenuItem key={t} value={t}>
                  {t < 0
                    ? translate('jobs.quick.timeouts.none')
                    : translate('jobs.quick.timeouts.seconds', { n: t })}
                </MenuItem>
              ))}
            </TextField>
            {recent.length > 0 && (
              <TextField
                select
                size="small"
                label={translate('jobs.quick.recent')}
                value=""
                onChange={(e) => setCommand(e.target.value)}
                sx={{ width: 200 }}
              >
                {recent.map((c) => (
                  <MenuItem key={c} value={c} sx={{ fontFamily: 'monospace' }}>
                    {c}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
          <Box>
            <Stack direction="row" alignItems="center" justifyContent="space-between">
              <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
                {translate('jobs.quick.command')}
              </Typography>
              <CommandTools module={module} command={command} onOpen={setCommand} />
            </Stack>
            <CommandEditor
              module={module}
              value={command}
              onChange={setCommand}
              onRun={start}
              label={translate('jobs.quick.command')}
            />
          </Box>
          <Stack direction="row" spacing={2} alignItems="center">
            <Button
              variant="contained"
              startIcon={<PlayArrowIcon />}
              onClick={start}
              disabled={Boolean(missing) || rootOrg || run.isPending}
            >
              {translate(run.isPending ? 'jobs.quick.running' : 'jobs.quick.run')}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {rootOrg ? translate('jobs.quick.root_org') : missing ? translate(missing) : ''}
            </Typography>
          </Stack>
          <SubmitError error={run.error} message="jobs.quick.run_failed" />
          {taskId && (
            <RunOutput
              key={taskId}
              taskId={taskId}
              onDetach={() => setParams({}, { replace: true })}
            />
          )}
        </Stack>
      </Grid>
    </Grid>
  );
}
