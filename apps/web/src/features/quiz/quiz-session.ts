import type { AnswerResponse, Attempt, RecordedAnswer, ResumedAttempt, SaveExamResponse } from '@certamen/shared';

export type AnswerFeedback = Extract<AnswerResponse, { correct: boolean }>;

export interface AnswerState {
  answerId: number;
  /** Training only: what the server said of the answer. */
  feedback?: AnswerFeedback;
}

/**
 * loading → running ⇄ submitting → done, and done → running again for a round on the missed questions.
 * closing: an exam whose time ran out while the page was closed; it is submitted as soon as it opens.
 */
export type QuizPhase = 'loading' | 'closing' | 'running' | 'submitting' | 'done';

export interface QuizSessionState {
  phase: QuizPhase;
  attempt: Attempt | null;
  /** Exams: when the time runs out (ms since the epoch). */
  deadline: number | null;
  /** When the server handed over the attempt: the clock counts down from there, not from the page's first render. */
  openedAt: number;
  answers: ReadonlyMap<number, AnswerState>;
  /** Questions marked "review later". */
  marked: ReadonlySet<number>;
  /** Index of the question on screen. */
  current: number;
  result: SaveExamResponse | null;
  /** The "submit with unanswered questions?" dialog is open. */
  confirming: boolean;
  /** A round on missed questions: training, and not resumed after a reload. */
  isRound: boolean;
}

export type QuizAction =
  /** `at`: when the server answered, which the time left counts from. */
  | { type: 'started'; attempt: Attempt; at: number }
  | { type: 'resumed'; attempt: ResumedAttempt; at: number }
  | { type: 'moved'; to: number }
  | { type: 'stepped'; by: number }
  | { type: 'answerChosen'; questionId: number; answerId: number }
  | { type: 'answerChecked'; questionId: number; answerId: number; feedback: AnswerFeedback }
  | { type: 'answerFailed'; questionId: number }
  | { type: 'markToggled'; questionId: number }
  | { type: 'confirmOpened' }
  | { type: 'confirmClosed' }
  | { type: 'submitStarted' }
  | { type: 'submitFailed' }
  | { type: 'submitted'; result: SaveExamResponse }
  | { type: 'roundStarted'; attempt: Attempt };

export const initialQuizSession: QuizSessionState = {
  phase: 'loading',
  attempt: null,
  deadline: null,
  openedAt: 0,
  answers: new Map(),
  marked: new Set(),
  current: 0,
  result: null,
  confirming: false,
  isRound: false,
};

/** A recorded answer as the session keeps it; the verdict only when the server sent one (training). */
function answerState(recorded: RecordedAnswer): AnswerState {
  const { answerId, correct, correctAnswerId, explanation, explanationLocked } = recorded;
  if (correct === undefined || correctAnswerId === undefined || explanation === undefined || explanationLocked === undefined) return { answerId };
  return { answerId, feedback: { correct, correctAnswerId, explanation, explanationLocked } };
}

const withAnswer = (answers: ReadonlyMap<number, AnswerState>, questionId: number, answer: AnswerState) => new Map(answers).set(questionId, answer);

const clampIndex = (state: QuizSessionState, index: number) => Math.min(Math.max(index, 0), Math.max((state.attempt?.questions.length ?? 0) - 1, 0));

function opened(attempt: Attempt, at: number, seconds: number | null): QuizSessionState {
  return { ...initialQuizSession, phase: 'running', attempt, openedAt: at, deadline: seconds === null ? null : at + seconds * 1000 };
}

export function quizSessionReducer(state: QuizSessionState, action: QuizAction): QuizSessionState {
  switch (action.type) {
    case 'started': {
      if (state.phase !== 'loading') return state;
      const { attempt, at } = action;
      return opened(attempt, at, attempt.durationSeconds);
    }
    case 'resumed': {
      if (state.phase !== 'loading') return state;
      const { attempt, at } = action;
      const answers = new Map(attempt.answers.map((answer) => [answer.questionId, answerState(answer)]));
      // Back to the first question still open.
      const current = Math.max(0, attempt.questions.findIndex((question) => !answers.has(question.id)));
      const base = opened(attempt, at, attempt.remainingSeconds);
      return { ...base, phase: attempt.remainingSeconds === 0 ? 'closing' : 'running', answers, current };
    }
    case 'moved':
      return { ...state, current: clampIndex(state, action.to) };
    case 'stepped':
      return { ...state, current: clampIndex(state, state.current + action.by) };
    case 'answerChosen':
      if (state.phase !== 'running' || state.answers.has(action.questionId)) return state;
      return { ...state, answers: withAnswer(state.answers, action.questionId, { answerId: action.answerId }) };
    case 'answerChecked':
      if (state.answers.get(action.questionId)?.answerId !== action.answerId) return state;
      return { ...state, answers: withAnswer(state.answers, action.questionId, { answerId: action.answerId, feedback: action.feedback }) };
    case 'answerFailed': {
      if (state.phase !== 'running' || !state.answers.has(action.questionId)) return state;
      const answers = new Map(state.answers);
      answers.delete(action.questionId);
      return { ...state, answers };
    }
    case 'markToggled': {
      const marked = new Set(state.marked);
      if (marked.has(action.questionId)) marked.delete(action.questionId);
      else marked.add(action.questionId);
      return { ...state, marked };
    }
    case 'confirmOpened':
      return state.phase === 'running' ? { ...state, confirming: true } : state;
    case 'confirmClosed':
      return { ...state, confirming: false };
    case 'submitStarted':
      return state.phase === 'running' || state.phase === 'closing' ? { ...state, phase: 'submitting', confirming: false } : state;
    case 'submitFailed':
      return state.phase === 'submitting' ? { ...state, phase: 'running' } : state;
    case 'submitted':
      return state.phase === 'submitting' ? { ...state, phase: 'done', result: action.result } : state;
    case 'roundStarted':
      return state.phase === 'done' ? { ...opened(action.attempt, state.openedAt, null), isRound: true } : state;
  }
}
