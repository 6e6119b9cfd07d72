import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SECOND = 1000;

/** Whole days, hours, minutes and seconds from now to `target` (never below zero). */
export function timeLeft(target: number, now: number) {
  let rest = Math.max(0, Math.floor((target - now) / SECOND));
  const days = Math.floor(rest / 86_400);
  rest -= days * 86_400;
  const hours = Math.floor(rest / 3600);
  rest -= hours * 3600;
  const minutes = Math.floor(rest / 60);
  return { days, hours, minutes, seconds: rest - minutes * 60 };
}

/** Ticks every second until `target`, then calls `onDone` once (the page then says Premium is available). */
export function Countdown({ target, onDone }: { target: number; onDone: () => void }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const done = now >= target;

  useEffect(() => {
    if (done) {
      onDone();
      return;
    }
    const timer = window.setInterval(() => setNow(Date.now()), SECOND);
    return () => window.clearInterval(timer);
  }, [done, onDone]);

  const left = timeLeft(target, now);
  const units = ['days', 'hours', 'minutes', 'seconds'] as const;
  return (
    // The numbers change every second: read once as a whole, not announced at each tick.
    <dl className="countdown" data-testid="premium-countdown" aria-live="off">
      {units.map((unit) => (
        <div key={unit}>
          <dt>{t(`premium.page.${unit}`, { count: left[unit] })}</dt>
          <dd>{left[unit]}</dd>
        </div>
      ))}
    </dl>
  );
}
