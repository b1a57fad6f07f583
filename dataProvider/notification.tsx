/**
 * react-admin's notification with the console's error-notice rules (shell-spec §8): a silent
 * error's notice is never shown, and error notices stay 5 s unless the caller says otherwise.
 *
 * react-admin raises the notice of a failed query or mutation itself, with `error.message`; the
 * only way to keep a silent call quiet without every page overriding `onError` is to drop that
 * notice here. Use it as `<Admin notification={ProtocolNotification}>`.
 */
import { useEffect, useMemo } from 'react';
import {
  Notification,
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

export function ProtocolNotification(props: NotificationProps) {
  return (
    <NotificationContext.Provider value={useConsoleNotifications()}>
      <Notification {...props} />
    </NotificationContext.Provider>
  );
}
