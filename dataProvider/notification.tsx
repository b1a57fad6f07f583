/**
 * react-admin's notification with the console's error-notice rules (docs/wire.md §9.2): a silent
 * error's notice is never shown, and error notices stay 5 s unless the caller says otherwise.
 *
 * react-admin raises the notice of a failed query or mutation itself, with `error.message`; the
 * only way to keep a silent call quiet without every page overriding `onError` is to drop that
 * notice here. Use it as `<Admin notification={ProtocolNotification}>`.
 *
 * The snackbar itself (react-admin's, with MUI's Snackbar) downloads with the first notice, or
 * ahead of it at the first click or key press: the first page shows none.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import {
  NotificationContext,
  useNotificationContext,
  type NotificationContextType,
  type NotificationPayload,
  type NotificationProps,
} from 'react-admin';
import { SILENT_NOTICE } from './errors';

export const ERROR_NOTICE_MS = 5000;

export function isSilentNotice(n: NotificationPayload): boolean {
  return n.message === SILENT_NOTICE;
}

function withErrorDuration(n: NotificationPayload): NotificationPayload {
  if (n.type !== 'error' || n.notificationOptions?.autoHideDuration !== undefined) return n;
  return {
    ...n,
    notificationOptions: { ...n.notificationOptions, autoHideDuration: ERROR_NOTICE_MS },
  };
}

/** The notification context as the console shows it: silent notices gone, errors 5 s. */
export function useConsoleNotifications(): NotificationContextType {
  const context = useNotificationContext();
  const { notifications, setNotifications } = context;
  const hasSilent = notifications.some(isSilentNotice);

  // Silent notices are dropped as they arrive, so they never queue up.
  useEffect(() => {
    if (hasSilent) setNotifications((all) => all.filter((n) => !isSilentNotice(n)));
  }, [hasSilent, setNotifications]);

  return useMemo(() => {
    const visible = notifications.filter((n) => !isSilentNotice(n));
    return {
      ...context,
      notifications: visible,
      takeNotification: () => {
        const first = visible[0];
        if (!first) return;
        setNotifications((all) => all.filter((n) => n !== first && !isSilentNotice(n)));
        return withErrorDuration(first);
      },
    };
  }, [context, notifications, setNotifications]);
}

const loadSnackbar = () => import('./noticeSnackbar');
const Snackbar = lazy(() => loadSnackbar().then((m) => ({ default: m.Notification })));

export function ProtocolNotification(props: NotificationProps) {
  const context = useConsoleNotifications();
  // Mounted with the first notice, then kept (it runs the queue and the closing transition).
  const [mounted, setMounted] = useState(false);
  if (!mounted && context.notifications.length > 0) setMounted(true);
  useEffect(() => {
    const ahead = () => void loadSnackbar().catch(() => undefined);
    const options = { once: true, capture: true, passive: true } as const;
    window.addEventListener('pointerdown', ahead, options);
    window.addEventListener('keydown', ahead, options);
    return () => {
      window.removeEventListener('pointerdown', ahead, options);
      window.removeEventListener('keydown', ahead, options);
    };
  }, []);
  return (
    <NotificationContext.Provider value={context}>
      {mounted && (
        <Suspense fallback={null}>
          <Snackbar {...props} />
        </Suspense>
      )}
    </NotificationContext.Provider>
  );
}
