import crypto from 'node:crypto';
import {
  BADGES,
  ERROR_CODES,
  FREE_TOPICS_PER_CERTIFICATION,
  TOPIC_QUIZ,
  advanceStreak,
  canSeeExplanations,
  findCategoryBySlug,
  findCertificationById,
  mixedExamSize,
  qualifyingBadges,
  scoreQuiz,
  streakBonusFor,
  localDay,
  type Attempt,
  type AnswerResponse,
  type Language,
  type QuizMode,
  type QuizResult,
  type ResumedAttempt,
  type SaveExamResponse,
} from '@certamen/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/tables';
import { HttpError, NotFoundError } from '../../http/errors';
import { toUserDto } from '../auth/auth.service';
import * as repository from './quiz.repository';
import { shuffled } from './shuffle';

type Layout = { q: number; a: number[] }[];
/** Answers sent a little after the clock hit zero (network, a slow phone) still count. */
const EXAM_GRACE_SECONDS = 30;

/** A question's answers in the order this attempt shows them; an answer's id is its position in the bank. */
const shownAnswers = (item: Layout[number], row: repository.QuestionRow) => item.a.map((index) => ({ id: index, text: row.answers[index] }));

const isEntitled = (user: UserRow) => user.role === 'admin' || user.is_premium === 1;
const forbidden = (message: string) => new HttpError(403, ERROR_CODES.forbidden, message);
const conflict = (message: string) => new HttpError(409, ERROR_CODES.conflict, message);

export interface QuizDeps {
  db: Db;
  config: Pick<Config, 'freeExplanationsUntil' | 'examDurationOverride'>;
  now?: () => Date;
}

export function createQuizService({ db, config, now = () => new Date() }: QuizDeps) {
  const explanationsFor = (user: UserRow) => canSeeExplanations({ role: user.role, is_premium: user.is_premium === 1 }, config.freeExplanationsUntil, now());
  const examSeconds = (minutes: number) => config.examDurationOverride ?? minutes * 60;

  /** The topic ids a user may draw from: all for premium users and admins, else the first three of each certification. */
  function openTopics(user: UserRow, topicsInOrder: number[]) {
    return isEntitled(user) ? topicsInOrder : topicsInOrder.slice(0, FREE_TOPICS_PER_CERTIFICATION);
  }

  async function createAttempt(
    user: UserRow,
    target: { topic_id?: number; certification_id?: number; category_id?: number },
    questionIds: number[],
    count: number,
    mode: QuizMode,
    lang: Language,
    durationSeconds: number | null,
  ): Promise<Attempt> {
    if (questionIds.length === 0) throw new NotFoundError('There are no questions for this quiz yet.');
    const layout: Layout = shuffled(questionIds).slice(0, count).map((q) => ({ q, a: shuffled([0, 1, 2, 3]) }));
    const attempt = {
      id: crypto.randomUUID(),
      user_id: user.id,
      mode,
      lang,
      topic_id: target.topic_id ?? null,
      certification_id: target.certification_id ?? null,
      category_id: target.category_id ?? null,
      layout: JSON.stringify(layout),
      duration_seconds: mode === 'exam' ? durationSeconds : null,
      started_at: now().toISOString(),
      submitted_at: null,
    };
    await db.insertInto('quiz_attempts').values(attempt).execute();
    return { attemptId: attempt.id, mode, durationSeconds: attempt.duration_seconds, questions: await present(layout, lang) };
  }

  /** The questions as the learner sees them: text in their language, answers in the attempt's order, no key. */
  async function present(layout: Layout, lang: string) {
    const rows = await repository.questionsWithText(db, layout.map((item) => item.q), lang);
    return layout.map((item) => {
      const row = rows.get(item.q)!;
      return {
        id: row.id,
        question: row.question,
        answers: shownAnswers(item, row),
        topic_id: row.topic_id,
        topic_title: row.topic_title,
        certification_id: row.certification_id,
        certification_name: row.certification_name,
      };
    });
  }

  async function ownAttempt(user: UserRow, attemptId: string) {
    const attempt = await repository.findAttempt(db, attemptId);
    // Someone else's attempt is as good as missing: ids are not a way to look at other people's quizzes.
    if (!attempt || attempt.user_id !== user.id) throw new NotFoundError('No such quiz attempt.');
    return attempt;
  }

  function deadline(attempt: { started_at: string; duration_seconds: number | null }) {
    return attempt.duration_seconds === null ? null : new Date(attempt.started_at).getTime() + attempt.duration_seconds * 1000;
  }

  function feedbackFor(row: repository.QuestionRow, answerIndex: number, showExplanation: boolean) {
    return {
      correct: answerIndex === row.correct_index,
      correctAnswerId: row.correct_index,
      explanation: showExplanation ? row.explanation : null,
      explanationLocked: !showExplanation,
    };
  }

  async function resultResponse(user: UserRow, attempt: NonNullable<Awaited<ReturnType<typeof repository.findAttempt>>>, result: NonNullable<Awaited<ReturnType<typeof repository.findResultOfAttempt>>>): Promise<SaveExamResponse> {
    const layout = JSON.parse(attempt.layout) as Layout;
    const answers = new Map((await repository.attemptAnswers(db, attempt.id)).map((row) => [row.question_id, row.answer_index]));
    const rows = await repository.questionsWithText(db, layout.map((item) => item.q), attempt.lang);
    const showExplanation = explanationsFor(user);
    const freshUser = (await db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow());
    return {
      streakBonus: result.streak_bonus,
      awardedBadge: BADGES.find((badge) => badge.key === result.awarded_badge)?.title ?? null,
      awardedBadgeKey: result.awarded_badge,
      badgeAssigned: result.awarded_badge !== null,
      updatedUser: toUserDto(freshUser),
      correctAnswers: result.correct_answers,
      totalQuestions: result.total_questions,
      percentage: result.percentage,
      passed: result.passed === 1,
      points: result.points,
      review: layout.map((item) => {
        const row = rows.get(item.q)!;
        const chosen = answers.get(item.q) ?? null;
        return {
          questionId: item.q,
          question: row.question,
          answers: shownAnswers(item, row),
          chosenAnswerId: chosen,
          correctAnswerId: row.correct_index,
          correct: chosen === row.correct_index,
          explanation: showExplanation ? row.explanation : null,
          explanationLocked: !showExplanation,
        };
      }),
    };
  }

  return {
    async startTopicQuiz(user: UserRow, topicId: number, lang: Language, mode: QuizMode): Promise<Attempt> {
      const topic = await repository.findTopic(db, topicId);
      if (!topic) throw new NotFoundError(`No topic with id ${topicId}`);
      const inOrder = await repository.topicIdsInOrder(db, topic.certification_id);
      if (!openTopics(user, inOrder).includes(topicId)) throw forbidden('This topic is for Premium users.');
      const questionIds = await repository.liveQuestionIds(db, [topicId]);
      return createAttempt(user, { topic_id: topicId, certification_id: topic.certification_id }, questionIds, TOPIC_QUIZ.questions, mode, lang, examSeconds(TOPIC_QUIZ.minutes));
    },

    /** id > 0: one certification; 0: all of them, or those of `categorySlug`. Non-premium users draw from open topics only. */
    async startMixedQuiz(user: UserRow, id: number, categorySlug: string | undefined, lang: Language, mode: QuizMode): Promise<Attempt> {
      let certificationIds: number[] | undefined;
      let categoryId: number | undefined;
      if (id > 0) {
        if (!findCertificationById(id) && !(await db.selectFrom('certifications').select('id').where('id', '=', id).executeTakeFirst())) {
          throw new NotFoundError(`No certification with id ${id}`);
        }
        certificationIds = [id];
      } else if (categorySlug !== undefined) {
        const category = findCategoryBySlug(categorySlug) ?? (await db.selectFrom('categories').select(['id', 'slug']).where('slug', '=', categorySlug).executeTakeFirst());
        if (!category) throw new NotFoundError(`No category "${categorySlug}"`);
        categoryId = category.id;
        certificationIds = (await db.selectFrom('certifications').select('id').where('category_id', '=', category.id).execute()).map((row) => row.id);
      }
      const groups = await repository.topicIdsByCertification(db, certificationIds);
      const topicIds = [...groups.values()].flatMap((inOrder) => openTopics(user, inOrder));
      const size = mixedExamSize(id > 0 ? findCertificationById(id) : undefined);
      const questionIds = await repository.liveQuestionIds(db, topicIds);
      return createAttempt(user, { certification_id: id > 0 ? id : undefined, category_id: categoryId }, questionIds, size.questions, mode, lang, examSeconds(size.minutes));
    },

    /** A training round on the questions a submitted attempt got wrong or left unanswered. */
    async retryMissed(user: UserRow, attemptId: string, lang: Language): Promise<Attempt> {
      const attempt = await ownAttempt(user, attemptId);
      if (!attempt.submitted_at) throw conflict('Submit this quiz before retrying its missed questions.');
      const right = new Set((await repository.attemptAnswers(db, attempt.id)).filter((answer) => answer.correct === 1).map((answer) => answer.question_id));
      const missed = (JSON.parse(attempt.layout) as Layout).map((item) => item.q).filter((id) => !right.has(id));
      if (missed.length === 0) throw conflict('Nothing to retry: every answer was right.');
      return createAttempt(user, { topic_id: attempt.topic_id ?? undefined, certification_id: attempt.certification_id ?? undefined, category_id: attempt.category_id ?? undefined }, missed, missed.length, 'training', lang, null);
    },

    async answer(user: UserRow, attemptId: string, questionId: number, answerId: number): Promise<AnswerResponse> {
      const attempt = await ownAttempt(user, attemptId);
      if (attempt.submitted_at) throw conflict('This quiz has already been submitted.');
      const layout = JSON.parse(attempt.layout) as Layout;
      if (!layout.some((item) => item.q === questionId)) throw new HttpError(400, ERROR_CODES.validation, 'That question is not part of this quiz.');
      const end = deadline(attempt);
      if (end !== null && now().getTime() > end + EXAM_GRACE_SECONDS * 1000) throw conflict('Time is up for this exam.');
      const row = (await repository.questionsWithText(db, [questionId], attempt.lang)).get(questionId)!;
      const inserted = await db
        .insertInto('attempt_answers')
        .values({ attempt_id: attempt.id, question_id: questionId, answer_index: answerId, correct: answerId === row.correct_index ? 1 : 0, answered_at: now().toISOString() })
        .onConflict((oc) => oc.columns(['attempt_id', 'question_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw conflict('This question has already been answered.');
      if (attempt.mode === 'exam') return { recorded: true };
      return feedbackFor(row, answerId, explanationsFor(user));
    },

    async resume(user: UserRow, attemptId: string): Promise<ResumedAttempt> {
      const attempt = await ownAttempt(user, attemptId);
      const layout = JSON.parse(attempt.layout) as Layout;
      const answers = await repository.attemptAnswers(db, attempt.id);
      const rows = await repository.questionsWithText(db, answers.map((answer) => answer.question_id), attempt.lang);
      const showExplanation = explanationsFor(user);
      const end = deadline(attempt);
      return {
        attemptId: attempt.id,
        mode: attempt.mode as QuizMode,
        durationSeconds: attempt.duration_seconds,
        questions: await present(layout, attempt.lang),
        answers: answers.map((answer) => ({
          questionId: answer.question_id,
          answerId: answer.answer_index,
          // An exam reveals nothing until it is submitted.
          ...(attempt.mode === 'training' ? feedbackFor(rows.get(answer.question_id)!, answer.answer_index, showExplanation) : {}),
        })),
        remainingSeconds: end === null ? null : Math.max(0, Math.round((end - now().getTime()) / 1000)),
        submitted: attempt.submitted_at !== null,
      };
    },

    /** Scores the attempt from the answers the server holds; a second or concurrent submit answers the first one's result. */
    async saveExam(user: UserRow, body: { attemptId: string; answers?: { questionId: number; answerId: number }[] }): Promise<SaveExamResponse> {
      const attempt = await ownAttempt(user, body.attemptId);
      if (!attempt.submitted_at) {
        const at = now();
        const end = deadline(attempt);
        const lateAnswers = end !== null && at.getTime() > end + EXAM_GRACE_SECONDS * 1000;
        const layout = JSON.parse(attempt.layout) as Layout;
        const inQuiz = new Set(layout.map((item) => item.q));
        await db.transaction().execute(async (trx) => {
          const claimed = await trx.updateTable('quiz_attempts').set({ submitted_at: at.toISOString() }).where('id', '=', attempt.id).where('submitted_at', 'is', null).executeTakeFirst();
          if (Number(claimed.numUpdatedRows) !== 1) return; // another submit got here first

          const pending = lateAnswers ? [] : (body.answers ?? []).filter((answer) => inQuiz.has(answer.questionId));
          if (pending.length) {
            const keys = await trx.selectFrom('questions').select(['id', 'correct_index']).where('id', 'in', pending.map((answer) => answer.questionId)).execute();
            const correctIndex = new Map(keys.map((row) => [row.id, row.correct_index]));
            await trx
              .insertInto('attempt_answers')
              .values(pending.map((answer) => ({ attempt_id: attempt.id, question_id: answer.questionId, answer_index: answer.answerId, correct: correctIndex.get(answer.questionId) === answer.answerId ? 1 : 0, answered_at: at.toISOString() })))
              .onConflict((oc) => oc.columns(['attempt_id', 'question_id']).doNothing())
              .execute();
          }
          const recorded = await trx.selectFrom('attempt_answers').select('correct').where('attempt_id', '=', attempt.id).execute();
          const mode = attempt.mode as QuizMode;
          const score = scoreQuiz(mode, recorded.filter((row) => row.correct === 1).length, layout.length);

          const current = await trx.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
          const streak = advanceStreak({ current: current.current_streak, best: current.best_streak, lastDay: current.last_streak_day }, localDay(at, current.time_zone));
          const streakBonus = streak.extended ? streakBonusFor(streak.current) : 0;
          const completed = Number((await trx.selectFrom('quiz_results').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', user.id).executeTakeFirstOrThrow()).n) + 1;
          const held = new Set((await trx.selectFrom('user_badges').innerJoin('badges', 'badges.id', 'user_badges.badge_id').select('badges.key').where('user_badges.user_id', '=', user.id).execute()).map((row) => row.key));
          const earned = qualifyingBadges({ mode, correctAnswers: score.correctAnswers, totalQuestions: score.totalQuestions, passed: score.passed, currentStreak: streak.current, quizzesCompleted: completed }).filter((key) => !held.has(key));
          if (earned.length) {
            const badgeRows = await trx.selectFrom('badges').select(['id', 'key']).where('key', 'in', earned).execute();
            await trx.insertInto('user_badges').values(badgeRows.map((badge) => ({ user_id: user.id, badge_id: badge.id, awarded_at: at.toISOString() }))).execute();
          }
          const awardedBadge = earned[0] ?? null;

          await trx
            .insertInto('quiz_results')
            .values({
              attempt_id: attempt.id,
              user_id: user.id,
              certification_id: attempt.certification_id,
              topic_id: attempt.topic_id,
              category_id: attempt.category_id,
              mode,
              is_exam: mode === 'exam' ? 1 : 0,
              correct_answers: score.correctAnswers,
              total_questions: score.totalQuestions,
              percentage: score.percentage,
              points: score.points,
              streak_bonus: streakBonus,
              awarded_badge: awardedBadge,
              passed: score.passed ? 1 : 0,
              created_at: at.toISOString(),
            })
            .execute();
          await trx
            .updateTable('users')
            .set((eb) => ({
              total_points: eb('total_points', '+', score.points + streakBonus),
              current_streak: streak.current,
              best_streak: streak.best,
              last_streak_day: streak.lastDay,
              updated_at: at.toISOString(),
            }))
            .where('id', '=', user.id)
            .execute();
        });
      }
      const result = await repository.findResultOfAttempt(db, attempt.id);
      if (!result) throw conflict('This quiz is being submitted; try again in a moment.');
      return resultResponse(user, (await repository.findAttempt(db, attempt.id))!, result);
    },

    async saveFeedback(user: UserRow, body: { questionId: number; topicId?: number | null; type: string; description?: string }) {
      const question = await db.selectFrom('questions').select(['id', 'topic_id']).where('id', '=', body.questionId).executeTakeFirst();
      if (!question) throw new NotFoundError(`No question with id ${body.questionId}`);
      const row = await db
        .insertInto('question_feedback')
        .values({ user_id: user.id, question_id: question.id, topic_id: body.topicId ?? null, type: body.type, description: body.description || null, created_at: now().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id };
    },

    async results(user: UserRow): Promise<QuizResult[]> {
      const rows = await repository.userResults(db, user.id);
      return rows.map((row) => ({
        id: row.id,
        certification_id: row.certification_id,
        certification_name: row.certification_name,
        topic_id: row.topic_id,
        topic_title: row.topic_title,
        quiz_id: row.topic_id ? null : -(row.certification_id ?? row.category_id ?? 1),
        mode: row.mode as QuizMode,
        correct_answers: row.correct_answers,
        total_questions: row.total_questions,
        percentage: row.percentage,
        score: row.points,
        passed: row.passed === 1,
        date: row.created_at,
        created_at: row.created_at,
      }));
    },
  };
}

export type QuizService = ReturnType<typeof createQuizService>;
