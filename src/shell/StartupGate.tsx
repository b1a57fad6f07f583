/**
 * Runs the startup pipeline once per page load, before react-admin renders, and shows where it is:
 * a progress line while it runs, a note while the page leaves for the login page, and a
 * translated error naming the failed step with a Retry button. Once started, the shell's context
 * wraps the console and the page the user asked for is replaced by the one startup chose (another
 * view, the first-login page).
 */
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { I18nProvider } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import { ShellProvider, type ProfileSource } from './ShellContext';
import {
  runStartup,
  StartupError,
  type ShellStart,
  type StartupDeps,
  type StartupOutcome,
  type StartupStep,
} from './startup';
import type { ViewName } from './views';

type GateState =
  | { kind: 'running'; step: StartupStep | null }
  | { kind: 'leaving' }
  | { kind: 'exempt' }
  | { kind: 'failed'; error: unknown }
  /** `redirect`: where startup sends the page; the shell waits until the router is there. */
  | { kind: 'ready'; start: ShellStart; redirect?: string };

export interface StartupGateProps {
  deps: StartupDeps;
  i18n: Pick<I18nProvider, 'translate'>;
  profileSource?: ProfileSource;
  /** The organisation check of a view entered after startup. */
  prepareView?: (view: ViewName) => Promise<unknown>;
  /** Called once the console has started (e.g. to seed caches with what startup loaded). */
  onStarted?: (start: ShellStart) => void;
  /** Rendered for the login paths, which are exempt from the checks. */
  exempt?: ReactNode;
  /**
   * The ways out when the profile step fails (sign out, another organisation, retry): a retry
   * alone would strand a user whose organisation keeps failing.
   */
  ProfileRecovery?: ComponentType<{
    onRetry: () => void;
    location: { pathname: string; search: string };
  }>;
  children: ReactNode;
}

function errorText(error: unknown): string {
  const cause = error instanceof StartupError ? error.cause : error;
  // Silent protocol errors keep their user-facing text in `notice`.
  const notice = (cause as { notice?: unknown } | null)?.notice;
  if (typeof notice === 'string' && notice) return notice;
  if (cause instanceof Error && cause.message) return cause.message;
  return String(cause);
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
      }}
    >
      {children}
    </Box>
  );
}

export function StartupGate({
  deps,
  i18n,
  profileSource,
  prepareView,
  onStarted,
  exempt,
  ProfileRecovery,
  children,
}: StartupGateProps) {
  const t = i18n.translate;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<GateState>({ kind: 'running', step: null });
  // The path the page was loaded with: startup runs for it once, not on every navigation.
  const firstPath = useRef(pathname);
  const runs = useRef(0);

  // One pipeline per page load: a re-mounted effect (React's strict mode) joins the running one.
  const pipeline = useRef<Promise<StartupOutcome> | null>(null);

  /** Follows the page's pipeline (a retry starts a new one); state changes only when it reports. */
  const follow = useCallback(
    (retry: boolean) => {
      const run = ++runs.current;
      const current = () => run === runs.current;
      if (retry || !pipeline.current) {
        pipeline.current = runStartup(
          deps,
          firstPath.current,
          (step) => current() && setState({ kind: 'running', step }),
        );
      }
      pipeline.current
        .then((outcome) => {
          if (!current()) return;
          if (outcome.kind !== 'ready') return setState({ kind: outcome.kind });
          onStarted?.(outcome.start);
          if (outcome.redirect) navigate(outcome.redirect, { replace: true });
          setState({
            kind: 'ready',
            start: outcome.start,
            redirect: outcome.redirect ?? undefined,
          });
        })
        .catch((error: unknown) => current() && setState({ kind: 'failed', error }));
    },
    [deps, navigate, onStarted],
  );

  useEffect(() => {
    follow(false);
    return () => {
      runs.current += 1;
    };
  }, [follow]);

  // Once the router reaches startup's redirect, the pages render wherever the user goes next.
  const pendingRedirect = state.kind === 'ready' ? state.redirect?.split('?')[0] : undefined;
  if (state.kind === 'ready' && pendingRedirect && pathname === pendingRedirect)
    setState({ kind: 'ready', start: state.start });

  const retry = () => {
    setState({ kind: 'running', step: null });
    follow(true);
  };

  switch (state.kind) {
    case 'ready':
      // Rendering the pages at the old path first would let its own redirect (home -> view)
      // overtake startup's (a first-login user sent to /profile/improvement).
      if (pendingRedirect && pathname !== pendingRedirect) return null;
      return (
        <ShellProvider start={state.start} profileSource={profileSource} prepareView={prepareView}>
          {children}
        </ShellProvider>
      );
    case 'exempt':
      return <>{exempt ?? null}</>;
    case 'leaving':
      return (
        <Centered>
          <Typography role="status">{t('shell.startup.leaving')}</Typography>
        </Centered>
      );
    case 'failed': {
      const recovery =
        ProfileRecovery && state.error instanceof StartupError && state.error.step === 'profile' ? (
          <ProfileRecovery onRetry={retry} location={{ pathname, search }} />
        ) : null;
      return (
        <Centered>
          <Alert
            severity="error"
            action={
              recovery ? undefined : (
                <Button color="inherit" size="small" onClick={retry}>
                  {t('shell.startup.retry')}
                </Button>
              )
            }
          >
            <Typography>{t('shell.startup.failed', { error: errorText(state.error) })}</Typography>
            {state.error instanceof StartupError && (
              <Typography variant="body2">
                {t('shell.startup.failed_step', {
                  step: t(`shell.startup.steps.${state.error.step}`),
                })}
              </Typography>
            )}
            {recovery}
          </Alert>
        </Centered>
      );
    }
    default:
      return (
        <Centered>
          <Box
            role="status"
            aria-live="polite"
            sx={{ display: 'flex', alignItems: 'center', gap: 2 }}
          >
            <CircularProgress size={24} />
            <Typography>{t('shell.startup.loading')}</Typography>
          </Box>
        </Centered>
      );
  }
}
