import { useRef, type KeyboardEvent } from 'react';

/**
 * Keyboard for a tab list (WAI-ARIA tabs pattern): arrows, Home and End move between the tabs and select
 * the one they land on; only the selected tab is in the Tab order.
 */
export function usePeriodTabs<T extends string>(values: readonly T[], selected: T, select: (value: T) => void) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = values.indexOf(selected);
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown' ? values[(index + 1) % values.length]
      : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? values[(index - 1 + values.length) % values.length]
      : event.key === 'Home' ? values[0]
      : event.key === 'End' ? values[values.length - 1]
      : undefined;
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    refs.current.get(next)?.focus();
  };
  const tabRef = (value: T) => (element: HTMLButtonElement | null) => {
    if (element) refs.current.set(value, element);
    else refs.current.delete(value);
  };
  return { onKeyDown, tabRef };
}
