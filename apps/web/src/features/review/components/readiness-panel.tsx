import { topicsHoldingBack, type Readiness } from '@certamen/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const percent = (value: number) => Math.round(value * 100);

/** docs/product.md, Spaced review and readiness: the level with its percentage, and what holds the learner back. */
export function ReadinessBadge({ readiness }: { readiness: Readiness }) {
  const { t } = useTranslation();
  const level = t(`review.level.${readiness.level}`);
  const weakest = topicsHoldingBack(readiness.topics);
  // Before the first answer every topic "holds back": listing them all would say nothing.
  const started = readiness.topics.some((topic) => topic.answered > 0);
  return (
    <div className="readiness" data-testid="readiness">
      <p className="readiness-line">
        <span className="muted">{t('review.readinessLabel')}</span>{' '}
        <strong className={`readiness-badge readiness-${readiness.level}`} data-testid="readiness-badge" data-level={readiness.level}>
          {t('review.readinessValue', { level, percent: percent(readiness.readiness) })}
        </strong>
      </p>
      <p className="muted small">
        {t('review.readinessHint')}
        {readiness.exams_counted > 0 && <> {t('review.examsCounted', { count: readiness.exams_counted })}</>}
      </p>
      {started && (
        <p className="small" data-testid="holding-back">
          {weakest.length > 0 ? t('review.holdingBack', { topics: weakest.map((topic) => topic.title).join(', ') }) : t('review.allStrong')}
        </p>
      )}
    </div>
  );
}

/** One bar per topic, each with its value in text: a bar alone says nothing to a screen reader or in a printout. */
export function MasteryBars({ readiness }: { readiness: Readiness }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="mastery" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('review.masteryTitle')}</h3>
      <ul className="mastery-list" data-testid="mastery-bars">
        {readiness.topics.map((topic) => (
          <li key={topic.topic_id} className="mastery-row" data-testid="mastery-row" data-topic-id={topic.topic_id}>
            <span className="mastery-title" id={`${id}-${topic.topic_id}`}>{topic.title}</span>
            <meter className="mastery-meter" min={0} max={100} low={60} high={80} optimum={100} value={percent(topic.mastery)} aria-labelledby={`${id}-${topic.topic_id}`} />
            <span className="mastery-value" data-testid="mastery-value">{t('review.masteryValue', { percent: percent(topic.mastery) })}</span>
            <span className="mastery-note muted small">
              {topic.answered === 0 ? t('review.topicUnseen') : topic.due > 0 ? t('review.topicDue', { count: topic.due }) : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
