/** The import session of one open dialog, re-rendering its reader on every change. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { ImportSession } from './importSession';
import type { ImportExportTransport, ImportMode } from './transport';

export interface UseImportSessionOptions {
  transport: ImportExportTransport;
  mode: ImportMode;
  maxFileMB: number;
  onFinished(): void;
  expectedColumns(mode: ImportMode): string[];
}

export function useImportSession({
  transport,
  mode,
  maxFileMB,
  onFinished,
  expectedColumns,
}: UseImportSessionOptions) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [session] = useState(
    () =>
      new ImportSession(
        {
          transport,
          translate,
          maxFileMB,
          onFinished,
          refresh,
          expectedColumns,
          notify: () => undefined,
        },
        mode,
      ),
  );
  useEffect(() => {
    session.configure({
      transport,
      translate,
      maxFileMB,
      onFinished,
      refresh,
      expectedColumns,
      notify: (type, key, messageArgs) => notify(key, { type, messageArgs }),
    });
  }, [session, transport, translate, maxFileMB, onFinished, refresh, notify, expectedColumns]);
  useEffect(() => () => session.dispose(), [session]);
  const version = useSyncExternalStore(session.subscribe, session.getVersion);
  return { session, version };
}
