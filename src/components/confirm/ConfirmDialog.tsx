/**
 * react-admin's Confirm, loaded the first time one opens: list rows and actions render a closed
 * one each, and a closed dialog should not bring MUI's Dialog onto every list page.
 */
import { lazy } from 'react';
import type { ConfirmProps } from 'react-admin';
import { WhenOpened } from '../WhenOpened';

const Confirm = lazy(() => import('./raConfirm'));

export function ConfirmDialog(props: ConfirmProps) {
  return (
    <WhenOpened open={props.isOpen ?? false}>
      <Confirm {...props} />
    </WhenOpened>
  );
}
