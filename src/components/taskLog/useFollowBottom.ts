/**
 * Keeps a scrolling box at its bottom while content arrives, until the user scrolls up; scrolling
 * back to the bottom follows again.
 */
import { useLayoutEffect, useRef } from 'react';

/** How close to the bottom (px) still counts as "at the bottom". */
export const BOTTOM_SLACK = 16;

export function useFollowBottom(content: unknown) {
  const ref = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  useLayoutEffect(() => {
    const el = ref.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [content]);

  const onScroll = () => {
    const el = ref.current;
    if (el) following.current = el.scrollTop + el.clientHeight >= el.scrollHeight - BOTTOM_SLACK;
  };

  return { ref, onScroll };
}
