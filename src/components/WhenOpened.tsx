/**
 * Code that is only needed once the user opens something (a dialog, a panel) is loaded then, not
 * with the page: `<WhenOpened open={open}><SomeOnDemandDialog open={open} … /></WhenOpened>`
 * mounts its children from the first time `open` is true and keeps them mounted afterwards, so a
 * dialog still plays its closing transition. Nothing is shown while the code downloads.
 */
import { Suspense, useState, type ReactNode } from 'react';

export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
