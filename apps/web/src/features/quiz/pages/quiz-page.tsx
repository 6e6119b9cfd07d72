import { findCategoryBySlug, findCertificationById, type Attempt, type QuizMode, type SaveExamResponse } from '@certamen/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useLang } from '../../../lib/use-lang';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { NotFoundPage } from '../../../ui/not-found-page';
import { answerQuestion, resumeAttempt, retryMissed, saveExam, startAttempt, type QuizTarget } from '../api/quiz-api';
import { ExamTimer } from '../components/exam-timer';
import { QuestionCard } from '../components/question-card';
import { QuestionMap } from '../components/question-map';
import { ResultPanel } from '../components/result-panel';
import { useExamTimer } from '../hooks/use-exam-timer';
import { answerIndexForKey, attemptStorageKey, rememberAttempt, rememberedAttempt, type AnswerState } from '../quiz-state';
import '../quiz.css';

const QUIZ_TOAST_MS = 3000;

/** /quiz/topic/{topicId}, /quiz/{certificationId}/mixed and /quiz/{categorySlug}/mixed. */
function useQuizTarget(): QuizTarget | null {
  const { topicId, quizId } = useParams();
  if (topicId !== undefined) return /^[1-9]\d{0,9}$/.test(topicId) ? { kind: 'topic', topicId: Number(topicId) } : null;
  if (quizId === undefined) return null;
  if (/^[1-9]\d{0,9}$/.test(quizId)) return { kind: 'certification', certificationId: Number(quizId) };
  return findCategoryBySlug(quizId) ? { kind: 'category', categorySlug: quizId } : null;
}

type Phase = 'loading' | 'error' | 'running' | 'submitting' | 'done';

export function QuizPage() {
  const target = useQuizTarget();
  return target ? <Quiz key={JSON.stringify(target)} target={target} /> : <NotFoundPage />;
}

function Quiz({ target }: { target: QuizTarget }) {
  // The mode lives in the address (?mode=exam), so a reload comes back to the same exam.
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: QuizMode = searchParams.get('mode') === 'exam' ? 'exam' : 'training';
  const [generation, setGeneration] = useState(0);

  function switchMode(next: QuizMode) {
    if (next === mode) return;
    // Switching resets answers, result and score: the attempts of both modes are dropped.
    rememberAttempt(attemptStorageKey(JSON.stringify(target), mode), null);
    rememberAttempt(attemptStorageKey(JSON.stringify(target), next), null);
    setSearchParams((params) => {
      params.set('mode', next);
      return params;
    }, { replace: true });
  }

  return <QuizRun key={`${mode}:${generation}`} target={target} mode={mode} onSwitchMode={switchMode} onRestart={() => setGeneration((n) => n + 1)} />;
}

function QuizRun({ target, mode, onSwitchMode, onRestart }: { target: QuizTarget; mode: QuizMode; onSwitchMode: (mode: QuizMode) => void; onRestart: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [phase, setPhase] = useState<Phase>('loading');
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [answers, setAnswers] = useState<Map<number, AnswerState>>(new Map());
  const [marked, setMarked] = useState<Set<number>>(new Set());
  const [current, setCurrent] = useState(0);
  const [result, setResult] = useState<SaveExamResponse | null>(null);
  const [confirming, setConfirming] = useState(false);
  const resultHeading = useRef<HTMLDivElement>(null);
  const storageKey = attemptStorageKey(JSON.stringify(target), mode);
  // A retry round is training whatever the address says.
  const isExam = (attempt?.mode ?? mode) === 'exam';

  // Load: resume the attempt this route and mode were in (after a reload), else start a new one.
  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      const remembered = rememberedAttempt(storageKey);
      if (remembered) {
        const resumed = await resumeAttempt(remembered, controller.signal).catch(() => null);
        if (resumed && !resumed.submitted && resumed.remainingSeconds === 0) {
          // The time ran out while the page was closed: the exam ends with the answers it had.
          const saved = await saveExam(resumed.attemptId, [], true);
          rememberAttempt(storageKey, null);
          setAttempt(resumed);
          setResult(saved);
          setPhase('done');
          return;
        }
        if (resumed && !resumed.submitted && (resumed.remainingSeconds === null || resumed.remainingSeconds > 0)) {
          setAttempt(resumed);
          setAnswers(new Map(resumed.answers.map((answer) => [answer.questionId, { answerId: answer.answerId, feedback: answer.correctAnswerId === undefined ? undefined : (answer as Required<typeof answer>) }])));
          setDeadline(resumed.remainingSeconds === null ? null : Date.now() + resumed.remainingSeconds * 1000);
          const firstOpen = resumed.questions.findIndex((question) => !resumed.answers.some((answer) => answer.questionId === question.id));
          setCurrent(Math.max(firstOpen, 0));
          setPhase('running');
          return;
        }
      }
      const fresh = await startAttempt(target, mode, lang, controller.signal);
      rememberAttempt(storageKey, fresh.attemptId);
      setAttempt(fresh);
      setDeadline(fresh.durationSeconds === null ? null : Date.now() + fresh.durationSeconds * 1000);
      setPhase('running');
    })().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      setPhase('error');
      toast.error(`❌ ${t('quiz.loadError')}`, { duration: QUIZ_TOAST_MS, description: error instanceof Error ? error.message : undefined });
    });
    return () => controller.abort();
    // Runs once per mounted run; the language of an attempt is fixed when it starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = useCallback(async () => {
    if (!attempt || phase !== 'running') return;
    setConfirming(false);
    setPhase('submitting');
    try {
      const saved = await saveExam(attempt.attemptId, [], isExam);
      rememberAttempt(storageKey, null);
      setResult(saved);
      setPhase('done');
    } catch {
      toast.error(t('quiz.saveError'), { duration: QUIZ_TOAST_MS });
      setPhase('running');
    }
  }, [attempt, phase, isExam, storageKey, t]);

  const remaining = useExamTimer(phase === 'running' && isExam ? deadline : null, () => void submit());

  const answer = useCallback(
    async (answerId: number) => {
      if (!attempt || phase !== 'running') return;
      const question = attempt.questions[current];
      if (answers.has(question.id)) return;
      setAnswers((previous) => new Map(previous).set(question.id, { answerId }));
      try {
        const response = await answerQuestion(attempt.attemptId, question.id, answerId);
        if ('correct' in response) setAnswers((previous) => new Map(previous).set(question.id, { answerId, feedback: response }));
        // An exam is submitted by itself once every question has an answer (spec section 4).
        else if (answers.size + 1 === attempt.questions.length) void submit();
      } catch {
        setAnswers((previous) => {
          const next = new Map(previous);
          next.delete(question.id);
          return next;
        });
        toast.error(t('quiz.answerError'), { duration: QUIZ_TOAST_MS });
      }
    },
    [attempt, phase, current, answers, submit, t],
  );

  async function startRetry() {
    if (!attempt) return;
    try {
      const round = await retryMissed(attempt.attemptId, lang);
      setAttempt(round);
      setAnswers(new Map());
      setMarked(new Set());
      setCurrent(0);
      setDeadline(null);
      setResult(null);
      setPhase('running');
    } catch {
      toast.error(`❌ ${t('quiz.loadError')}`, { duration: QUIZ_TOAST_MS });
    }
  }

  const total = attempt?.questions.length ?? 0;
  const allAnswered = total > 0 && answers.size === total;

  useEffect(() => {
    if (phase === 'done') resultHeading.current?.querySelector('h2')?.focus();
  }, [phase]);

  // Keys: 1-4 or A-D answer, arrows move between questions.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (phase !== 'running' || event.altKey || event.ctrlKey || event.metaKey) return;
      const targetElement = event.target as HTMLElement;
      if (targetElement.closest('input, textarea, select, dialog')) return;
      if (event.key === 'ArrowRight') setCurrent((index) => Math.min(index + 1, total - 1));
      else if (event.key === 'ArrowLeft') setCurrent((index) => Math.max(index - 1, 0));
      else {
        const position = answerIndexForKey(event.key);
        const question = attempt?.questions[current];
        if (position !== null && question && question.answers[position]) void answer(question.answers[position].id);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [phase, total, attempt, current, answer]);

  const title = useMemo(() => {
    if (target.kind === 'category') return { heading: t('quiz.mixedTitle'), sub: t(`categories.${target.categorySlug as 'base'}.name`) };
    if (target.kind === 'certification') return { heading: t('quiz.mixedTitle'), sub: findCertificationById(target.certificationId)?.name ?? '' };
    const first = attempt?.questions[0];
    return { heading: first?.topic_title ?? t('common.loading'), sub: first?.certification_name ?? '' };
  }, [target, attempt, t]);

  const question = attempt?.questions[current];
  const unanswered = total - answers.size;

  return (
    <div className="page quiz-page">
      <title>{`${title.heading} · Certamen`}</title>
      <header className="quiz-header">
        <div>
          <p className="eyebrow">{title.sub}</p>
          <h1>{title.heading}</h1>
        </div>
        <div className="mode-toggle" role="group" aria-label={t('quiz.modeLabel')}>
          {(['training', 'exam'] as const).map((option) => (
            <button key={option} type="button" className={`mode-option${mode === option ? ' mode-on' : ''}`} aria-pressed={mode === option} disabled={phase === 'submitting'} onClick={() => onSwitchMode(option)}>
              {t(`quiz.mode.${option}`)}
            </button>
          ))}
        </div>
      </header>

      {phase === 'loading' && <p role="status" className="notice">{t('common.loading')}</p>}
      {phase === 'error' && (
        <div className="notice notice-error" role="alert">
          <p>{t('quiz.loadError')}</p>
          <button type="button" className="button button-secondary" onClick={onRestart}>{t('common.retry')}</button>
        </div>
      )}

      {phase === 'done' && result && (
        <div ref={resultHeading}>
          <ResultPanel result={result} mixed={target.kind !== 'topic'} onRetryMissed={() => void startRetry()} onNewQuiz={() => {
            rememberAttempt(storageKey, null);
            onRestart();
          }} />
        </div>
      )}

      {(phase === 'running' || phase === 'submitting') && attempt && question && (
        <>
          {isExam && remaining !== null && attempt.durationSeconds !== null && <ExamTimer remaining={remaining} total={attempt.durationSeconds} />}
          <p className="muted" aria-live="polite">{t('quiz.progress', { answered: answers.size, total })}</p>
          <QuestionMap questions={attempt.questions} answers={answers} marked={marked} current={current} onJump={setCurrent} />
          <QuestionCard
            key={question.id}
            question={question}
            index={current}
            total={total}
            state={answers.get(question.id)}
            training={!isExam}
            marked={marked.has(question.id)}
            onAnswer={(answerId) => void answer(answerId)}
            onToggleMark={() =>
              setMarked((previous) => {
                const next = new Set(previous);
                if (next.has(question.id)) next.delete(question.id);
                else next.add(question.id);
                return next;
              })
            }
          />
          <div className="quiz-nav">
            <button type="button" className="button button-secondary" disabled={current === 0} onClick={() => setCurrent((index) => index - 1)}>{t('quiz.previous')}</button>
            <button type="button" className="button button-secondary" disabled={current === total - 1} onClick={() => setCurrent((index) => index + 1)}>{t('quiz.next')}</button>
          </div>
          <p className="muted small">{t('quiz.keyboardHint')}</p>
          {(isExam || allAnswered) && (
            <div className="actions">
              <button type="button" className="button button-large" disabled={phase === 'submitting'} onClick={() => (unanswered > 0 ? setConfirming(true) : void submit())}>
                {isExam ? t('quiz.submit') : t('quiz.seeResult')}
              </button>
            </div>
          )}
          <ConfirmDialog
            open={confirming}
            question={t('quiz.confirmUnanswered', { count: unanswered })}
            confirmLabel={t('quiz.submitAnyway')}
            cancelLabel={t('quiz.keepGoing')}
            onConfirm={() => void submit()}
            onCancel={() => setConfirming(false)}
          />
        </>
      )}
    </div>
  );
}
