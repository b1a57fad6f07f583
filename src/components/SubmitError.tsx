/**
 * The one way a special form or dialog says that what it sent was refused: a 400's messages, one
 * line each (`field: message`), else the error's words as `errorNotice` says them (the server's
 * verbatim, the client's keys translated), framed by a message when given. A load that fails
 * says so with LoadError instead.
 */
import { Alert } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { errorLines, JmsHttpError } from '../../dataProvider';
import { useErrorText } from './notice';

export interface SubmitErrorProps {
  /**
   * The failure; nothing is shown without one. A string is the server's own words reporting a
   * refusal in a successful answer (a run an ACL rejected), shown as they are.
   */
  error: unknown;
  /** A bulk write's rows by name: an array answer is aligned with them (`row: field: message`). */
  rows?: readonly string[];
  /** An i18n key saying what failed, `%{error}` standing for the failure's words. */
  message?: string;
  sx?: SxProps<Theme>;
}

/** The 400's messages, one a line; none for any other error. */
export function submitErrorLines(error: unknown, rows?: readonly string[]): string[] {
  if (!(error instanceof JmsHttpError) || error.status !== 400) return [];
  const body = error.body;
  if (rows && Array.isArray(body))
    return body.flatMap((item, i) => errorLines(item).map((l) => `${rows[i] ?? ''}: ${l}`));
  return errorLines(body);
}

export function SubmitError({ error, rows, message, sx }: SubmitErrorProps) {
  const translate = useTranslate();
  const errorText = useErrorText();
  if (!error) return null;
  const lines = typeof error === 'string' ? [error] : submitErrorLines(error, rows);
  const words = lines.length ? lines : [errorText(error)];
  return (
    <Alert severity="error" role="alert" sx={sx}>
      {message
        ? translate(message, { error: words.join('; ') })
        : words.map((line) => <div key={line}>{line}</div>)}
    </Alert>
  );
}
