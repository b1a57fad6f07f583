/** A seconds countdown (the SMS resend wait); the timer stops with the component. */
import { useCallback, useEffect, useRef, useState } from 'react';

export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(
    (seconds: number) => {
      stop();
      setRemaining(seconds);
      timer.current = setInterval(() => {
        setRemaining((left) => {
          if (left <= 1) stop();
          return Math.max(0, left - 1);
        });
      }, 1000);
    },
    [stop],
  );

  useEffect(() => stop, [stop]);
  return { remaining, start };
}
