/**
 * Runs the startup pipeline once per page load, before react-admin renders, and shows where it is:
 * a progress line while it runs, a note while the page leaves for the login page, and a
 * translated error naming the failed step with a Retry button. Once started, the shell's context
 * wraps the console and the page the user asked for is replaced by the one startup chose (another
 * view, the first-login page).
 *
 * These screens are the page's first paint, so they wear the cached branding (colours, window
 * title; the favicon is set when theme.ts loads) and follow it as the public settings refresh it,
 * in the light or dark mode the console will open in (the Store's, docs/shell.md §1.5).
 */
import { Box, CircularProgress, CssBaseline, ThemeProvider, Typography } from '@mui/material';
import { createTheme } from '@mui/material/styles';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { I18nContext, type I18nProvider, type Store } from 'react-admin';
import { LoadError } from '../components/LoadError';
import { useLocation, useNavigate } from 'react-router';
import { ShellProvider, type ProfileSource } from './ShellContext';
import {
  beginStartup,
  StartupError,
  type ShellStart,
  type StartupDeps,
  type StartupRun,
  type StartupStep,
} from './startup';
import { useBranding, useConsoleTheme } from './theme';
import { useStoredMode } from './themeMode';
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
  /** The run begun for this page load before the first render; absent: the gate begins one. */
  run?: StartupRun | null;
  /** The console's; its screens are drawn before react-admin's, which would provide it. */
  i18n: I18nProvider;
  /** react-admin's Store: the light or dark mode its screens are drawn in. */
  store?: Store;
  profileSource?: ProfileSource;
  /** The organisation check of a view entered after startup. */
  prepareView?: (view: ViewName) => Promise<unknown>;
  /**
   * Called once the console has started, with the page it is about to show (e.g. to seed caches
   * with what startup loaded, or to fetch what that page needs first).
   */
  onStarted?: (start: ShellStart, pathname: string) => void;
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

/** A startup screen: the cached branding's colours and the site's name as the window title. */
function StartupScreen({
  title,
  store,
  children,
}: {
  title: string;
  store?: Store;
  children: ReactNode;
}) {
  const options = useConsoleTheme(useStoredMode(store));
  const theme = useMemo(() => createTheme(options), [options]);
  const { loginTitle } = useBranding();
  const windowTitle = loginTitle || title;
  useEffect(() => {
    document.title = windowTitle;
  }, [windowTitle]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
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
  run,
  i18n,
  store,
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
  // One pipeline per page load (the one begun before rendering, if any): a re-mounted effect
  // (React's strict mode) follows the running one.
  const pipeline = useRef<StartupRun | null>(run ?? null);
  const [state, setState] = useState<GateState>(() => ({
    kind: 'running',
    step: run?.step() ?? null,
  }));
  // The path the page was loaded with: startup runs for it once, not on every navigation.
  const firstPath = useRef(run?.pathname ?? pathname);
  const follows = useRef(0);

  // The latest callbacks, read when the pipeline reports: a new `navigate` (it changes with the
  // location in some routers) or `onStarted` must not make the gate follow, and report, again.
  const latest = useRef({ navigate, onStarted });
  useEffect(() => {
    latest.current = { navigate, onStarted };
  });

  /** Follows the page's pipeline (a retry begins a new one); state changes only when it reports. */
  const follow = useCallback(
    (retry: boolean) => {
      const following = ++follows.current;
      const current = () => following === follows.current;
      if (retry || !pipeline.current) pipeline.current = beginStartup(deps, firstPath.current);
      const followed = pipeline.current;
      const unfollow = followed.onStep((step) => current() && setState({ kind: 'running', step }));
      followed.outcome
        .then((outcome) => {
          if (!current()) return;
          if (outcome.kind !== 'ready') return setState({ kind: outcome.kind });
          latest.current.onStarted?.(outcome.start, outcome.redirect ?? firstPath.current);
          if (outcome.redirect) latest.current.navigate(outcome.redirect, { replace: true });
          setState({
            kind: 'ready',
            start: outcome.start,
            redirect: outcome.redirect ?? undefined,
          });
        })
        .catch((error: unknown) => current() && setState({ kind: 'failed', error }))
        .finally(unfollow);
      return unfollow;
    },
    [deps],
  );

  useEffect(() => {
    const unfollow = follow(false);
    return () => {
      follows.current += 1;
      unfollow();
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

  if (state.kind === 'ready') {
    // Rendering the pages at the old path first would let its own redirect (home -> view)
    // overtake startup's (a first-login user sent to /profile/improvement).
    if (pendingRedirect && pathname !== pendingRedirect) return null;
    return (
      <ShellProvider start={state.start} profileSource={profileSource} prepareView={prepareView}>
        {children}
      </ShellProvider>
    );
  }

  let screen: ReactNode;
  if (state.kind === 'exempt') {
    screen = exempt ?? null;
  } else if (state.kind === 'leaving') {
    screen = (
      <Centered>
        <Typography role="status">{t('shell.startup.leaving')}</Typography>
      </Centered>
    );
  } else if (state.kind === 'failed') {
    const recovery =
      ProfileRecovery && state.error instanceof StartupError && state.error.step === 'profile' ? (
        <ProfileRecovery onRetry={retry} location={{ pathname, search }} />
      ) : null;
    const { error } = state;
    screen = (
      <Centered>
        <LoadError
          error={error instanceof StartupError ? error.cause : error}
          message="shell.startup.failed"
          onRetry={recovery ? undefined : retry}
        >
          {error instanceof StartupError && (
            <Typography variant="body2">
              {t('shell.startup.failed_step', { step: t(`shell.startup.steps.${error.step}`) })}
            </Typography>
          )}
          {recovery}
        </LoadError>
      </Centered>
    );
  } else {
    screen = (
      <Centered>
        <Box
          role="status"
          aria-live="polite"
          sx={{ display: 'flex', alignItems: 'center', gap: 2 }}
        >
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('shell.startup.loading')}</Typography>
        </Box>
      </Centered>
    );
  }
  return (
    <I18nContext.Provider value={i18n}>
      <StartupScreen title={t('app.title')} store={store}>
        {screen}
      </StartupScreen>
    </I18nContext.Provider>
  );
}
