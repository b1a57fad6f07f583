/**
 * The list's first request is the tag search's first search, carrying the tags the URL brought:
 * one request, never a bare one followed by a filtered one (the Vue console's duplicate fetch). It
 * leaves as soon as react-admin's own checks are done, with no wait: its parameters come from the
 * address, so nothing is gained by the Vue console's 400 ms after mount (docs/shell.md §7.2), and
 * what the user types later is sent when a tag is committed (Enter, a choice), not per keystroke.
 */
import { useAuthState, useCanAccess } from 'react-admin';

/** Whether the list may send its first request (its `enabled` is replaced by this one). */
export function useInitialSearchReady(resource: string): boolean {
  const auth = useAuthState();
  const access = useCanAccess({ action: 'list', resource });
  return !auth.isPending && !access.isPending;
}
