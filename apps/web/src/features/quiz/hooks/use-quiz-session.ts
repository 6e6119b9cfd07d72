import type { QuizMode } from '@certamen/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ApiError, retryAfterMinutes } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useAnswerQuestion } from '../api/answer-question';
import { resumeAttemptQuery } from '../api/resume-attempt';
import { useRetryMissed } from '../api/retry-missed';
import { useSaveExam } from '../api/save-exam';
import { startAttemptQuery, type QuizTarget } from '../api/start-attempt';
import { attemptStorageKey, rememberAttempt, rememberedAttempt } from '../attempt-storage';
import { initialQuizSession, quizSessionReducer } from '../quiz-session';
import { useExamTimer } from './use-exam-timer';

const QUIZ_TOAST_MS = 3000;

function tooManyQuizzes(error: ApiError, t: TFunction): string {
  const minutes = retryAfterMinutes(error);
  return minutes ? t('quiz.tooManyQuizzes', { count: minutes }) : t('quiz.tooManyQuizzesSoon');
}

/** What the page shows: an exam closing after its time ran out shows as loading until its result. */
export type QuizView = 'loading' | 'error' | 'running' | 'submitting' | 'done';

/**
 * One run of a quiz: opens the attempt this route and mode were in before a reload (else starts a
 * new one), then answers, navigation, marks, the exam clock, submission and rounds on missed questions.
 * `run` tells one start of the same route and mode from the next ("new quiz", retry after an error).
 */
export function useQuizSession(target: QuizTarget, mode: QuizMode, run: number) {
  const { t } = useTranslation();
  const lang = useLang();
  const storageKey = attemptStorageKey(target, mode);
  const [remembered] = useState(() => rememberedAttempt(storageKey));
  // The language of an attempt is fixed when it starts.
  const [startLang] = useState(lang);

  const resumed = useQuery(resumeAttemptQuery(remembered));
  const resumable = resumed.data && !resumed.data.submitted ? resumed.data : undefined;
  const startFresh = remembered === null || resumed.isError || (resumed.isSuccess && !resumable);
  const started = useQuery({ ...startAttemptQuery(target, mode, startLang, run), enabled: startFresh });

  const [state, dispatch] = useReducer(quizSessionReducer, initialQuizSession);
  // The loaded attempt opens the session during render (no effect, no extra paint of the loading state).
  if (state.phase === 'loading') {
    if (resumable) dispatch({ type: 'resumed', attempt: resumable, at: resumed.dataUpdatedAt });
    else if (started.data) dispatch({ type: 'started', attempt: started.data, at: started.dataUpdatedAt });
  }
  const loadError = state.phase === 'loading' ? started.error : null;

  // docs/product.md, Limits and errors: too many quizzes started says when to come back, in the user's language.
  const loadErrorText = loadError instanceof ApiError && loadError.status === 429 ? tooManyQuizzes(loadError, t) : t('quiz.loadError');
  // A Premium topic is not a failure: the page says why it is locked (docs/product.md, Premium), without an error toast.
  const premiumLocked = loadError instanceof ApiError && loadError.status === 403;
  useEffect(() => {
    if (loadError && !premiumLocked) toast.error(`❌ ${loadErrorText}`, { id: 'quiz-load-error', duration: QUIZ_TOAST_MS });
  }, [loadError, loadErrorText, premiumLocked]);

  // The attempt on screen is the one a reload resumes (a round on missed questions is not kept).
  const unfinished = state.phase === 'running' && !state.isRound ? state.attempt?.attemptId : undefined;
  useEffect(() => {
    if (unfinished) rememberAttempt(storageKey, unfinished);
  }, [storageKey, unfinished]);

  // Handlers read the state of the last render through this ref, so they stay stable for timers and key listeners.
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });
  // Questions whose answer is on its way: a second key press must not send another.
  const sending = useRef(new Set<number>());

  const { mutateAsync: saveExam } = useSaveExam();
  const { mutateAsync: answerQuestion } = useAnswerQuestion();
  const { mutateAsync: retryMissed } = useRetryMissed();

  const submit = useCallback(async () => {
    const { attempt, phase } = latest.current;
    if (!attempt || (phase !== 'running' && phase !== 'closing')) return;
    dispatch({ type: 'submitStarted' });
    try {
      const result = await saveExam({ attemptId: attempt.attemptId, answers: [], isExam: attempt.mode === 'exam' });
      rememberAttempt(storageKey, null);
      dispatch({ type: 'submitted', result });
    } catch {
      toast.error(t('quiz.saveError'), { duration: QUIZ_TOAST_MS });
      dispatch({ type: 'submitFailed' });
    }
  }, [saveExam, storageKey, t]);

  const isExam = state.attempt?.mode === 'exam';
  const timed = isExam && (state.phase === 'running' || state.phase === 'closing');
  const remaining = useExamTimer(timed ? state.deadline : null, () => void submit(), state.openedAt);

  const answer = useCallback(
    async (answerId: number) => {
      const { attempt, phase, current, answers } = latest.current;
      const question = attempt?.questions[current];
      if (!attempt || !question || phase !== 'running' || answers.has(question.id) || sending.current.has(question.id)) return;
      sending.current.add(question.id);
      dispatch({ type: 'answerChosen', questionId: question.id, answerId });
      try {
        const response = await answerQuestion({ attemptId: attempt.attemptId, questionId: question.id, answerId });
        if ('correct' in response) dispatch({ type: 'answerChecked', questionId: question.id, answerId, feedback: response });
        // An exam is submitted by itself once every question has an answer (docs/product.md, Quizzes).
        else if (new Set(latest.current.answers.keys()).add(question.id).size === attempt.questions.length) void submit();
      } catch {
        dispatch({ type: 'answerFailed', questionId: question.id });
        toast.error(t('quiz.answerError'), { duration: QUIZ_TOAST_MS });
      } finally {
        sending.current.delete(question.id);
      }
    },
    [answerQuestion, submit, t],
  );

  const startRetryRound = useCallback(async () => {
    const { attempt } = latest.current;
    if (!attempt) return;
    try {
      dispatch({ type: 'roundStarted', attempt: await retryMissed({ attemptId: attempt.attemptId, lang }) });
    } catch {
      toast.error(`❌ ${t('quiz.loadError')}`, { duration: QUIZ_TOAST_MS });
    }
  }, [retryMissed, lang, t]);

  const total = state.attempt?.questions.length ?? 0;
  const unanswered = total - state.answers.size;

  /** Asks first when questions are left unanswered. */
  const requestSubmit = useCallback(() => {
    if (unanswered > 0) dispatch({ type: 'confirmOpened' });
    else void submit();
  }, [unanswered, submit]);

  const cancelSubmit = useCallback(() => dispatch({ type: 'confirmClosed' }), []);
  const goTo = useCallback((to: number) => dispatch({ type: 'moved', to }), []);
  const step = useCallback((by: number) => dispatch({ type: 'stepped', by }), []);
  const toggleMark = useCallback((questionId: number) => dispatch({ type: 'markToggled', questionId }), []);

  const view: QuizView =
    state.phase === 'loading' ? (loadError ? 'error' : 'loading') : state.phase === 'closing' ? 'loading' : state.phase;

  return {
    view,
    loadErrorText,
    /** The topic is beyond the free ones and the learner has no Premium (403 on start). */
    premiumLocked,
    attempt: state.attempt,
    isExam,
    question: state.attempt?.questions[state.current],
    current: state.current,
    total,
    answers: state.answers,
    marked: state.marked,
    unanswered,
    allAnswered: total > 0 && unanswered === 0,
    confirming: state.confirming,
    result: state.result,
    /** Exams: seconds left while the clock runs, else null. */
    remaining,
    answer,
    submit,
    requestSubmit,
    cancelSubmit,
    goTo,
    step,
    toggleMark,
    startRetryRound,
  };
}
