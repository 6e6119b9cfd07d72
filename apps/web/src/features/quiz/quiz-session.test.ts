import type { Attempt, ResumedAttempt, SaveExamResponse } from '@certamen/shared';
import { describe, expect, it } from 'vitest';
import { initialQuizSession, quizSessionReducer, type QuizAction, type QuizSessionState } from './quiz-session';

const question = (id: number) => ({
  id,
  question: `Question ${id}?`,
  answers: [0, 1, 2, 3].map((answer) => ({ id: answer, text: `Answer ${answer}` })),
  topic_id: 1,
  topic_title: 'Topic',
  certification_id: 6,
  certification_name: 'Security+',
});

const exam: Attempt = { attemptId: 'a1', mode: 'exam', durationSeconds: 600, questions: [question(11), question(12), question(13)] };
const training: Attempt = { ...exam, attemptId: 't1', mode: 'training', durationSeconds: null };
const result = { passed: false, review: [] } as unknown as SaveExamResponse;
const feedback = { correct: true, correctAnswerId: 2, explanation: null, explanationLocked: true };

const run = (actions: QuizAction[], from: QuizSessionState = initialQuizSession) => actions.reduce(quizSessionReducer, from);

describe('quiz session', () => {
  it('opens a new attempt on its first question, with the clock counted from the answer', () => {
    const state = run([{ type: 'started', attempt: exam, at: 1_000 }]);
    expect(state).toMatchObject({ phase: 'running', attempt: exam, current: 0, openedAt: 1_000, deadline: 601_000 });
    expect(run([{ type: 'started', attempt: training, at: 1_000 }]).deadline).toBeNull();
  });

  it('resumes with the recorded answers, on the first question still open', () => {
    const resumed: ResumedAttempt = {
      ...training,
      answers: [{ questionId: 11, answerId: 2, ...feedback }],
      remainingSeconds: null,
      submitted: false,
    };
    const state = run([{ type: 'resumed', attempt: resumed, at: 0 }]);
    expect(state.phase).toBe('running');
    expect(state.current).toBe(1);
    expect(state.answers.get(11)).toEqual({ answerId: 2, feedback });
  });

  it('closes an exam whose time ran out while the page was closed', () => {
    const resumed: ResumedAttempt = { ...exam, answers: [{ questionId: 12, answerId: 0 }], remainingSeconds: 0, submitted: false };
    const state = run([{ type: 'resumed', attempt: resumed, at: 5_000 }]);
    expect(state).toMatchObject({ phase: 'closing', deadline: 5_000 });
    expect(state.answers.get(12)).toEqual({ answerId: 0 });
    expect(run([{ type: 'submitStarted' }, { type: 'submitted', result }], state)).toMatchObject({ phase: 'done', result });
  });

  it('keeps the first answer to a question, adds the verdict, and gives the question back when sending fails', () => {
    const open = run([{ type: 'started', attempt: training, at: 0 }]);
    const answered = run([
      { type: 'answerChosen', questionId: 11, answerId: 1 },
      { type: 'answerChosen', questionId: 11, answerId: 3 },
      { type: 'answerChecked', questionId: 11, answerId: 1, feedback },
    ], open);
    expect(answered.answers.get(11)).toEqual({ answerId: 1, feedback });
    const failed = run([{ type: 'moved', to: 1 }, { type: 'answerChosen', questionId: 12, answerId: 0 }, { type: 'answerFailed', questionId: 12 }], answered);
    expect(failed.answers.has(12)).toBe(false);
    expect(failed.answers.size).toBe(1);
  });

  it('moves between questions without leaving the quiz', () => {
    const open = run([{ type: 'started', attempt: exam, at: 0 }]);
    expect(run([{ type: 'stepped', by: -1 }], open).current).toBe(0);
    expect(run([{ type: 'stepped', by: 1 }, { type: 'stepped', by: 1 }, { type: 'stepped', by: 1 }], open).current).toBe(2);
    expect(run([{ type: 'moved', to: 1 }], open).current).toBe(1);
  });

  it('marks and unmarks a question for review', () => {
    const open = run([{ type: 'started', attempt: exam, at: 0 }]);
    expect(run([{ type: 'markToggled', questionId: 12 }], open).marked.has(12)).toBe(true);
    expect(run([{ type: 'markToggled', questionId: 12 }, { type: 'markToggled', questionId: 12 }], open).marked.has(12)).toBe(false);
  });

  it('submits once: the dialog closes, answers stop, a failure goes back to the quiz', () => {
    const asked = run([{ type: 'started', attempt: exam, at: 0 }, { type: 'confirmOpened' }]);
    expect(asked.confirming).toBe(true);
    const submitting = run([{ type: 'submitStarted' }], asked);
    expect(submitting).toMatchObject({ phase: 'submitting', confirming: false });
    expect(run([{ type: 'submitStarted' }], submitting)).toBe(submitting);
    expect(run([{ type: 'answerChosen', questionId: 11, answerId: 0 }], submitting).answers.size).toBe(0);
    expect(run([{ type: 'submitFailed' }], submitting).phase).toBe('running');
    expect(run([{ type: 'submitted', result }], submitting)).toMatchObject({ phase: 'done', result });
  });

  it('starts a fresh training round on the missed questions after the result', () => {
    const done = run([
      { type: 'started', attempt: exam, at: 0 },
      { type: 'answerChosen', questionId: 11, answerId: 0 },
      { type: 'markToggled', questionId: 12 },
      { type: 'moved', to: 2 },
      { type: 'submitStarted' },
      { type: 'submitted', result },
    ]);
    const round: Attempt = { ...training, attemptId: 'r1', questions: [question(12), question(13)] };
    expect(run([{ type: 'roundStarted', attempt: round }], done)).toMatchObject({
      phase: 'running',
      attempt: round,
      isRound: true,
      deadline: null,
      current: 0,
      result: null,
      answers: new Map(),
      marked: new Set(),
    });
    // Not before the result is in.
    const running = run([{ type: 'started', attempt: exam, at: 0 }]);
    expect(run([{ type: 'roundStarted', attempt: round }], running)).toBe(running);
  });
});
