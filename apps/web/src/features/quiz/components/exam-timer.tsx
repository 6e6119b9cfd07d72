import { useTranslation } from 'react-i18next';
import { TIMER_ANNOUNCEMENTS } from '../hooks/use-exam-timer';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function ExamTimer({ remaining, total }: { remaining: number; total: number }) {
  const { t } = useTranslation();
  const share = total > 0 ? remaining / total : 0;
  // A mark is announced as the clock reaches it, not when an exam starts on one (10 minutes of 10).
  const mark = remaining < total ? TIMER_ANNOUNCEMENTS.find((threshold) => remaining <= threshold && remaining > threshold - 1) : undefined;
  return (
    <div className={`exam-timer${remaining <= 60 ? ' exam-timer-low' : ''}`}>
      <div className="exam-timer-row">
        <span>{t('quiz.timeLeft')}</span>
        {/* The visible clock is silent; the live region below speaks only at the marks. */}
        <strong aria-hidden="true">{clock(remaining)}</strong>
      </div>
      <div className="progress" role="progressbar" aria-label={t('quiz.timeLeft')} aria-valuemin={0} aria-valuemax={total} aria-valuenow={remaining} aria-valuetext={clock(remaining)}>
        <div className="progress-bar" style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
      <span className="visually-hidden" aria-live="polite">
        {mark !== undefined ? t('quiz.timeAnnouncement', { minutes: Math.floor(remaining / 60), seconds: remaining % 60 }) : ''}
      </span>
    </div>
  );
}
