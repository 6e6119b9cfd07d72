import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left until `deadline` (ms since epoch), ticking once a second; calls onExpire once at zero.
 * `startedAt`: when the countdown began, so the time shown before the first tick is never more than was given.
 */
export function useExamTimer(deadline: number | null, onExpire: () => void, startedAt = 0): number | null {
  const [now, setNow] = useState(() => Date.now());
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });
  useEffect(() => {
    if (deadline === null) return;
    let fired = false;
    const id = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (!fired && at >= deadline) {
        fired = true;
        expire.current();
      }
    }, 1000);
    return () => window.clearInterval(id);
  }, [deadline]);
  return deadline === null ? null : Math.max(0, Math.ceil((deadline - Math.max(now, startedAt)) / 1000));
}

/** Screen readers hear the time only at these marks (seconds left), not every second. */
export const TIMER_ANNOUNCEMENTS = [30 * 60, 10 * 60, 5 * 60, 60, 30, 10] as const;
