/**
 * The shell's chrome (the header's controls, the view's menu) drawn after the page's content on
 * the console's first load. They cost the first frame ~150 ms of rendering on a slow machine, and
 * what the user waits for is the page: the chrome renders in a transition, which the page's own
 * updates (its rows' answer) outrank, while its place (the header bar, the sidebar column) is
 * already laid out so nothing moves. Once drawn, it is drawn at once on every later mount.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';

let drawnOnce = false;

export function AfterContent({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(drawnOnce);
  useEffect(() => {
    if (ready) return;
    startTransition(() => {
      drawnOnce = true;
      setReady(true);
    });
  }, [ready]);
  return ready ? children : null;
}
