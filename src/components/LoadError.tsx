/**
 * The one way a page or dialog says that something it needed did not load: the error's words (the
 * server's verbatim, the client's keys translated, as `errorNotice` says them) and, where the caller
 * can ask again, a Retry button. Failed submissions are not loads: they land on their form.
 */
import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { useErrorText } from './notice';
import { PageTitle } from './PageTitle';

export interface LoadErrorProps {
  error: unknown;
  /** Asks again (a query's `refetch`); without it no Retry button is shown. */
  onRetry?: () => unknown;
  /** The sentence, an i18n key given the error's words as `%{error}` (default: "Could not load"). */
  message?: string;
  /** More to say or to offer below the sentence (the step that failed, other ways out). */
  children?: ReactNode;
  sx?: SxProps<Theme>;
}

export function LoadError({
  error,
  onRetry,
  message = 'app.load.failed',
  children,
  sx,
}: LoadErrorProps) {
  const translate = useTranslate();
  const errorText = useErrorText();
  return (
    <Alert
      severity="error"
      role="alert"
      sx={sx}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={() => void onRetry()}>
            {translate('app.load.retry')}
          </Button>
        ) : undefined
      }
    >
      {translate(message, { error: errorText(error) })}
      {children}
    </Alert>
  );
}

/**
 * What stands in for a page or form whose query has not answered: a spinner while it is on its way,
 * the error with Retry once it has failed (never a spinner that waits forever), under the page's
 * title when it is a page.
 */
export function Pending({
  error,
  onRetry,
  title,
}: {
  error?: unknown;
  onRetry?: () => unknown;
  /** The page's title (translated), in the header as once the page is there. */
  title?: string;
}) {
  return (
    <>
      {title && <PageTitle title={title} />}
      {error ? (
        <LoadError error={error} onRetry={onRetry} sx={{ m: 2 }} />
      ) : (
        <Box sx={{ p: 4, textAlign: 'center' }}>
          <CircularProgress size={24} aria-label="loading" />
        </Box>
      )}
    </>
  );
}
