/**
 * A finished session's replay inside the console: asciicast recordings play in
 * asciinema-player beside the session's commands, each jumping to its moment; other recordings
 * (RDP/VNC Guacamole streams) open the web terminal's replay page. The server's answer comes
 * asynchronously (useReplay); while it works, or when it finds nothing, its state is shown.
 */
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { visuallyHidden } from '@mui/utils';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import { useHasPerm } from '../../../authProvider/hooks';
import { LoadError } from '../../components/LoadError';
import { useErrorText } from '../../components/notice';
import type { FeatureDialogProps } from '../registry';
import type { PlayerHandle } from './AsciicastPlayer';
import { clock } from './time';
import { useReplay, type ReplayInfo } from './useReplay';
import { riskValue, useSessionCommands, type SessionCommand } from './useSessionCommands';

/** The player (asciinema-player, its CSS and terminal emulator) loads only for an asciicast replay. */
const AsciicastPlayer = lazy(() =>
  import('./AsciicastPlayer').then((m) => ({ default: m.AsciicastPlayer })),
);

const SPEEDS = [1, 2, 4, 8] as const;
const DANGEROUS = 5;
/** A command's lines in the side panel; a longer one is cut there, and shown whole on hover. */
const COMMAND_LINES = 3;
const COMMAND_TITLE_FROM = 60;

function startOf(replay: ReplayInfo): number {
  return Math.floor(Date.parse(replay.date_start ?? '') / 1000);
}

function CommandList({
  commands,
  start,
  current,
  onJump,
}: {
  commands: readonly SessionCommand[];
  start: number;
  current: number;
  onJump(seconds: number): void;
}) {
  const translate = useTranslate();
  if (!commands.length)
    return (
      <Typography color="text.secondary">{translate('sessions.replay.no_commands')}</Typography>
    );
  return (
    <List dense disablePadding aria-label={translate('sessions.replay.commands')}>
      {commands.map((c) => {
        const at = Math.max(0, c.timestamp - start);
        return (
          <ListItem key={c.id} disablePadding>
            <ListItemButton selected={current >= at && current < at + 1} onClick={() => onJump(at)}>
              <ListItemText
                // Named "Play from <time>: <command> <time>": what it does, then what it shows.
                primary={
                  <>
                    <Box component="span" sx={visuallyHidden}>
                      {translate('sessions.replay.jump', { time: clock(at) })}{' '}
                    </Box>
                    {c.input}
                  </>
                }
                secondary={clock(at)}
                slotProps={{
                  primary: {
                    // A long command takes a few lines, whole on hover, not the whole panel.
                    title: c.input.length > COMMAND_TITLE_FROM ? c.input : undefined,
                    sx: {
                      fontFamily: 'monospace',
                      overflowWrap: 'anywhere',
                      display: '-webkit-box',
                      WebkitBoxOrient: 'vertical',
                      WebkitLineClamp: COMMAND_LINES,
                      overflow: 'hidden',
                      color: riskValue(c) >= DANGEROUS ? 'error.readable' : undefined,
                    },
                  },
                }}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}

function AsciicastReplay({
  replay,
  sid,
  at,
}: {
  replay: ReplayInfo;
  sid: string;
  /** A unix time to start from (a command's). */
  at: number | null;
}) {
  const translate = useTranslate();
  const player = useRef<PlayerHandle>(null);
  const [speed, setSpeed] = useState<number>(1);
  const [time, setTime] = useState({
    at: at === null ? 0 : Math.max(0, at - startOf(replay)),
    duration: undefined as number | undefined,
  });
  const commands = useSessionCommands(sid);
  const start = startOf(replay);
  const startAt = at === null ? 0 : Math.max(0, at - start);
  const markers = useMemo(
    () =>
      (commands.data ?? []).map(
        (c) => [Math.max(0, c.timestamp - start), c.input] as [number, string],
      ),
    [commands.data, start],
  );
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ minHeight: 0 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={speed}
            onChange={(_, v: number | null) => v && setSpeed(v)}
            aria-label={translate('sessions.replay.speed')}
          >
            {SPEEDS.map((s) => (
              <ToggleButton key={s} value={s}>{`${s}×`}</ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Typography
            variant="body2"
            role="status"
            aria-label={translate('sessions.replay.position')}
            sx={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {`${clock(time.at)} / ${time.duration === undefined ? '–' : clock(time.duration)}`}
          </Typography>
        </Stack>
        {/* Markers wait for the commands so the player is created once with them. */}
        {commands.isPending ? (
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
        ) : (
          <Suspense
            fallback={<CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
          >
            <AsciicastPlayer
              ref={player}
              src={replay.src}
              speed={speed}
              markers={markers}
              label={translate('sessions.replay.player')}
              startAt={startAt}
              onTime={(at, duration) => setTime({ at, duration })}
            />
          </Suspense>
        )}
      </Box>
      <Box sx={{ width: { md: 320 }, maxHeight: '70vh', overflow: 'auto' }}>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {translate('sessions.replay.commands')}
        </Typography>
        {commands.isError ? (
          <LoadError error={commands.error} onRetry={commands.refetch} />
        ) : (
          <CommandList
            commands={commands.data ?? []}
            start={start}
            current={time.at}
            onJump={(at) => void player.current?.seek(at)}
          />
        )}
      </Box>
    </Stack>
  );
}

/** The session of the record: a session, or a command (replayed from its moment). */
function targetOf(record: FeatureDialogProps['record']): { sid: string; at: number | null } {
  if (record && typeof record.session === 'string' && typeof record.timestamp === 'number')
    return { sid: record.session, at: record.timestamp };
  return { sid: String(record?.id ?? ''), at: null };
}

export function ReplayDialog({ record, onClose }: FeatureDialogProps) {
  const translate = useTranslate();
  const errorText = useErrorText();
  const { sid, at } = targetOf(record);
  const { state, retry } = useReplay(sid);
  const canDownload = useHasPerm('terminal.download_sessionreplay');
  const replay = state.kind === 'ready' ? state.replay : null;
  const webUrl = `/luna/replay/${encodeURIComponent(sid)}`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xl" aria-labelledby="replay-dialog-title">
      <DialogTitle id="replay-dialog-title">
        {translate('sessions.replay.title', {
          user: String(record?.user ?? ''),
          asset: String(record?.asset ?? ''),
        })}
      </DialogTitle>
      <DialogContent dividers>
        {state.kind === 'running' && (
          <Stack direction="row" spacing={1} alignItems="center" role="status">
            {/* A progress bar needs its own name for screen readers (axe: aria-progressbar-name). */}
            <CircularProgress size={20} aria-label={translate('sessions.replay.preparing')} />
            <Typography>{translate('sessions.replay.preparing')}</Typography>
          </Stack>
        )}
        {state.kind === 'missing' && (
          <Alert
            severity="warning"
            action={<Button onClick={retry}>{translate('sessions.replay.retry')}</Button>}
          >
            {translate('sessions.replay.missing', { error: errorText(state.error) })}
          </Alert>
        )}
        {state.kind === 'error' && <LoadError error={state.error} onRetry={retry} />}
        {replay?.type === 'asciicast' && <AsciicastReplay replay={replay} sid={sid} at={at} />}
        {replay && replay.type !== 'asciicast' && (
          <Alert
            severity="info"
            action={
              <Button href={webUrl} target="_blank" rel="noopener" endIcon={<OpenInNewIcon />}>
                {translate('sessions.replay.open_web')}
              </Button>
            }
          >
            {translate('sessions.replay.web_only', { type: replay.type })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {replay?.download_url && canDownload && (
          <Button href={replay.download_url} download startIcon={<DownloadIcon />}>
            {translate('sessions.replay.download')}
          </Button>
        )}
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
