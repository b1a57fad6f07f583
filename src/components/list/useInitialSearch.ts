/**
 * The tag search fires about 400 ms after it mounts (shell-spec §9), and the list's first request is
 * that search, carrying the tags the URL brought: one request, never a bare one followed by a
 * filtered one (the Vue console's duplicate fetch).
 */
import { useEffect, useState } from 'react';
import { useAuthState, useCanAccess } from 'react-admin';

export const TAG_SEARCH_DELAY_MS = 400;

/**
 * Whether the list may send its first request: the delay has passed since the tag search mounted,
 * and the checks react-admin's list waits for are done (its `enabled` is replaced by this one).
 */
export function useInitialSearchReady(resource: string): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), TAG_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const auth = useAuthState();
  const access = useCanAccess({ action: 'list', resource });
  return elapsed && !auth.isPending && !access.isPending;
}
