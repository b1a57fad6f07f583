/**
 * Runs an action behind the user-confirm dialog (docs/shell.md §12.1): the action is tried; if the
 * server asks for a confirmation (400 `{code: relogin|password|mfa}`), the dialog opens, and once
 * the user has confirmed the same action runs again. Used by export, viewing secrets and security
 * settings:
 *
 *   const confirmed = useUserConfirm();
 * const secret = await confirmed(() => dataProvider.call('GET',
 * `/api/v1/accounts/account-secrets/${id}/`));
 *
 * Rejects with UserConfirmCancelled when the dialog is closed and with UserConfirmUnavailable when
 * the confirmation type cannot be looked up (an MFA error); `isConfirmCancelled` tells them apart.
 * The dialog itself is part of <AuthDialogs/>.
 */
import { useCallback } from 'react';
import { useAuthSession } from '../../../authProvider/hooks';
import { UserConfirmCancelled, type ConfirmLevel } from '../../../authProvider/confirm';

export function useUserConfirm(): <T>(action: () => Promise<T>) => Promise<T> {
  const session = useAuthSession();
  return useCallback(<T>(action: () => Promise<T>) => session.confirm.run(action), [session]);
}

/** Asks for a confirmation of a known level up front (e.g. before opening a dialog). */
export function useRequireConfirm(): (level: ConfirmLevel) => Promise<void> {
  const session = useAuthSession();
  return useCallback((level: ConfirmLevel) => session.confirm.confirm(level), [session]);
}

export function isConfirmCancelled(error: unknown): boolean {
  return error instanceof UserConfirmCancelled;
}
