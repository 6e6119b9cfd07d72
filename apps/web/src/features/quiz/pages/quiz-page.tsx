import { findCertificationById, type Attempt, type QuizMode } from '@certamen/shared';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLang } from '../../../lib/use-lang';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { NotFoundPage } from '../../../ui/not-found-page';
import { PremiumLockNote } from '../../../ui/premium-lock-note';
import type { QuizTarget } from '../api/start-attempt';
import { attemptStorageKey, rememberAttempt } from '../attempt-storage';
import { ExamTimer } from '../components/exam-timer';
import { QuestionCard } from '../components/question-card';
import { QuestionMap } from '../components/question-map';
import { ResultPanel } from '../components/result-panel';
import { useQuizKeyboard } from '../hooks/use-quiz-keyboard';
import { useQuizSession } from '../hooks/use-quiz-session';
import { useQuizTarget } from '../hooks/use-quiz-target';
import '../quiz.css';

export function QuizPage() {
  const target = useQuizTarget();
  return target ? <Quiz key={JSON.stringify(target)} target={target} /> : <NotFoundPage />;
}

function Quiz({ target }: { target: QuizTarget }) {
  // The mode lives in the address (?mode=exam), so a reload comes back to the same exam.
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: QuizMode = target.kind !== 'review' && searchParams.get('mode') === 'exam' ? 'exam' : 'training';
  const [run, setRun] = useState(0);

  function switchMode(next: QuizMode) {
    if (next === mode) return;
    // Switching resets answers, result and score: the attempts of both modes are dropped.
    rememberAttempt(attemptStorageKey(target, mode), null);
    rememberAttempt(attemptStorageKey(target, next), null);
    setSearchParams((params) => {
      params.set('mode', next);
      return params;
    }, { replace: true });
  }

  return <QuizRun key={`${mode}:${run}`} target={target} mode={mode} run={run} onSwitchMode={switchMode} onRestart={() => setRun((n) => n + 1)} />;
}

function quizTitle(target: QuizTarget, attempt: Attempt | null, t: TFunction, locked: boolean) {
  if (target.kind === 'category') return { heading: t('quiz.mixedTitle'), sub: t(`categories.${target.categorySlug as 'base'}.name`) };
  if (target.kind === 'certification') return { heading: t('quiz.mixedTitle'), sub: findCertificationById(target.certificationId)?.name ?? '' };
  if (target.kind === 'review') return { heading: t('review.quizTitle'), sub: findCertificationById(target.certificationId)?.name ?? '' };
  const first = attempt?.questions[0];
  if (!first && locked) return { heading: t('quizTopics.locked'), sub: '' };
  return { heading: first?.topic_title ?? t('common.loading'), sub: first?.certification_name ?? '' };
}

function QuizRun({ target, mode, run, onSwitchMode, onRestart }: { target: QuizTarget; mode: QuizMode; run: number; onSwitchMode: (mode: QuizMode) => void; onRestart: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const session = useQuizSession(target, mode, run);
  const { view, attempt, question, current, total } = session;
  useQuizKeyboard(view === 'running', {
    onPrevious: () => session.step(-1),
    onNext: () => session.step(1),
    onPick: (position) => {
      const picked = question?.answers[position];
      if (picked) void session.answer(picked.id);
    },
  });
  const locked = view === 'error' && session.premiumLocked;
  const title = quizTitle(target, attempt, t, locked);

  return (
    <div className="page quiz-page">
      <title>{`${title.heading} · Certamen`}</title>
      <header className="quiz-header">
        <div>
          <p className="eyebrow">{title.sub}</p>
          <h1>{title.heading}</h1>
        </div>
        {/* A review session is always training (docs/product.md, Spaced review and readiness). */}
        {target.kind !== 'review' && !locked && <div className="mode-toggle" role="group" aria-label={t('quiz.modeLabel')}>
          {(['training', 'exam'] as const).map((option) => (
            <button key={option} type="button" className={`mode-option${mode === option ? ' mode-on' : ''}`} aria-pressed={mode === option} disabled={view === 'submitting'} onClick={() => onSwitchMode(option)}>
              {t(`quiz.mode.${option}`)}
            </button>
          ))}
        </div>}
      </header>

      {view === 'loading' && <p role="status" className="notice">{t('common.loading')}</p>}
      {locked && (
        // Locked is not an error: the reason, the way to Premium and the way back, and nothing to retry.
        <div className="notice quiz-locked" role="status">
          <PremiumLockNote reason="quiz" />
          <Link className="button button-secondary" to={`/${lang}/quiz-home`}>{t('quiz.toQuizHome')}</Link>
        </div>
      )}
      {view === 'error' && !locked && (
        <div className="notice notice-error" role="alert">
          <p>{session.loadErrorText}</p>
          <button type="button" className="button button-secondary" onClick={onRestart}>{t('common.retry')}</button>
        </div>
      )}

      {view === 'done' && session.result && (
        <ResultPanel result={session.result} mixed={target.kind !== 'topic'} onRetryMissed={() => void session.startRetryRound()} onNewQuiz={onRestart} />
      )}

      {(view === 'running' || view === 'submitting') && attempt && question && (
        <>
          {session.isExam && session.remaining !== null && attempt.durationSeconds !== null && <ExamTimer remaining={session.remaining} total={attempt.durationSeconds} />}
          <p className="muted" aria-live="polite">{t('quiz.progress', { answered: session.answers.size, total })}</p>
          <QuestionMap questions={attempt.questions} answers={session.answers} marked={session.marked} current={current} onJump={session.goTo} />
          <QuestionCard
            key={question.id}
            question={question}
            index={current}
            total={total}
            state={session.answers.get(question.id)}
            training={!session.isExam}
            marked={session.marked.has(question.id)}
            onAnswer={(answerId) => void session.answer(answerId)}
            onToggleMark={() => session.toggleMark(question.id)}
          />
          <div className="quiz-nav">
            <button type="button" className="button button-secondary" disabled={current === 0} onClick={() => session.step(-1)}>{t('quiz.previous')}</button>
            <button type="button" className="button button-secondary" disabled={current === total - 1} onClick={() => session.step(1)}>{t('quiz.next')}</button>
          </div>
          <p className="muted small">{t('quiz.keyboardHint')}</p>
          {(session.isExam || session.allAnswered) && (
            <div className="actions">
              <button type="button" className="button button-large" disabled={view === 'submitting'} onClick={session.requestSubmit}>
                {session.isExam ? t('quiz.submit') : t('quiz.seeResult')}
              </button>
            </div>
          )}
          <ConfirmDialog
            open={session.confirming}
            question={t('quiz.confirmUnanswered', { count: session.unanswered })}
            confirmLabel={t('quiz.submitAnyway')}
            cancelLabel={t('quiz.keepGoing')}
            onConfirm={() => void session.submit()}
            onCancel={session.cancelSubmit}
          />
        </>
      )}
    </div>
  );
}
