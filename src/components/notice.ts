/**
 * Notices that may carry the server's own words (`msg`, `detail`, `error`): react-admin's notify
 * translates its message, so such text would be looked up as an i18n key (a console warning, and a
 * text that happens to equal a key would be replaced). Server text goes through one key that shows
 * it verbatim (`%{text}`: no lookup, no pluralisation of its own `||||`); keys stay keys.
 */
import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { isServerNotice, noticeOf } from '../../dataProvider';

export const VERBATIM_KEY = 'app.verbatim';

export interface Notice {
  message: string;
  messageArgs?: Record<string, unknown>;
}

/** The server's own words, shown as they are. */
export function serverNotice(text: string): Notice {
  return { message: VERBATIM_KEY, messageArgs: { text } };
}

/** What to say about an error: the server's words verbatim, the client's keys translated. */
export function errorNotice(error: unknown, fallback = 'app.http.request_failed'): Notice {
  const text = noticeOf(error);
  if (!text) return { message: fallback };
  if (isServerNotice(error)) return serverNotice(text);
  // Any other error's message: a key when it is one, else shown as it is (no missing-key warning).
  return { message: text, messageArgs: { _: text } };
}

/** An error as text inside a page or dialog (an alert, a caption): the words of `errorNotice`. */
export function useErrorText(): (error: unknown) => string {
  const translate = useTranslate();
  return useCallback(
    (error) => {
      const notice = errorNotice(error);
      return translate(notice.message, notice.messageArgs);
    },
    [translate],
  );
}

type NoticeType = 'success' | 'error' | 'info' | 'warning';

/** `notify` for a Notice. */
export function useNotifyNotice(): (notice: Notice, type: NoticeType) => void {
  const notify = useNotify();
  return useCallback(
    (notice, type) => notify(notice.message, { type, messageArgs: notice.messageArgs }),
    [notify],
  );
}

/** `notify`'s arguments for a Notice, where a component already holds `notify`. */
export function noticeArgs(
  notice: Notice,
  type: NoticeType,
): [string, { type: NoticeType; messageArgs?: Record<string, unknown> }] {
  return [notice.message, { type, messageArgs: notice.messageArgs }];
}
