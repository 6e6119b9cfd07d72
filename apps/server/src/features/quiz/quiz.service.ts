import crypto from 'node:crypto';
import {
  findBadge,
  ERROR_CODES,
  FREE_TOPICS_PER_CERTIFICATION,
  TOPIC_QUIZ,
  advanceStreakWithFreezes,
  pickReviewQuestions,
  REVIEW_SESSION_SIZE,
  startOfNextLocalDay,
  canSeeExplanations,
  findCategoryBySlug,
  findCertificationById,
  localDay,
  mixedExamSize,
  qualifyingBadges,
  limitPoints,
  quizPoints,
  scoreQuiz,
  weekKey,
  streakBonusFor,
  type AnswerResponse,
  type AttemptReview,
  type Attempt,
  type Language,
  type QuizMode,
  type QuizScore,
  type ResumedAttempt,
  type SaveExamResponse,
} from '@certamen/shared';
import { cardsInTopics, recordReviewAnswers } from '../../common/review-cards';
import { findUserById, isEntitled, toUserDto } from '../../common/users';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/tables';
import { HttpError, NotFoundError } from '../../http/errors';
import * as repository from './quiz.repository';
import { shuffled } from './shuffle';

/** The questions of an attempt in the order served, each with its answers in the order shown. */
type Layout = { q: number; a: number[] }[];
type AnswerPair = { questionId: number; answerId: number };

/** Answers sent a little after the clock hit zero (network, a slow phone) still count (docs/product.md, Quizzes). */
const EXAM_GRACE_SECONDS = 30;

const parseLayout = (attempt: Pick<repository.AttemptRow, 'layout'>) => JSON.parse(attempt.layout) as Layout;
/** A question's answers in the order this attempt shows them; an answer's id is its position in the bank. */
const shownAnswers = (item: Layout[number], row: repository.QuestionRow) => item.a.map((index) => ({ id: index, text: row.answers[index] }));

const forbidden = (message: string) => new HttpError(403, ERROR_CODES.forbidden, message);
const conflict = (message: string) => new HttpError(409, ERROR_CODES.conflict, message);
const invalid = (message: string) => new HttpError(400, ERROR_CODES.validation, message);

export interface QuizDeps {
  db: Db;
  config: Pick<Config, 'freeExplanationsUntil' | 'examDurationOverride' | 'dailyPointsCap'>;
  now?: () => Date;
}

export function createQuizService({ db, config, now = () => new Date() }: QuizDeps) {
  const explanationsFor = (user: UserRow) => canSeeExplanations({ role: user.role, is_premium: user.is_premium === 1 }, config.freeExplanationsUntil, now());
  const examSeconds = (minutes: number) => config.examDurationOverride ?? minutes * 60;
  /** The topic ids a user may draw from: all for premium users and admins, else the first three of each certification. */
  const openTopics = (user: UserRow, topicsInOrder: number[]) => (isEntitled(user) ? topicsInOrder : topicsInOrder.slice(0, FREE_TOPICS_PER_CERTIFICATION));

  /** True once an exam's clock and its grace period have run out. */
  function isPastDeadline(attempt: repository.AttemptRow, at: Date) {
    return attempt.duration_seconds !== null && at.getTime() > deadline(attempt)! + EXAM_GRACE_SECONDS * 1000;
  }
  function deadline(attempt: Pick<repository.AttemptRow, 'started_at' | 'duration_seconds'>) {
    return attempt.duration_seconds === null ? null : new Date(attempt.started_at).getTime() + attempt.duration_seconds * 1000;
  }

  /** The answer rows to store for some of an attempt's questions, each marked right or wrong. */
  async function answerRows(dbOrTrx: Db, attempt: Pick<repository.AttemptRow, 'id' | 'started_at'>, answers: AnswerPair[], at: string) {
    // Marked against the key the learner's question had when the quiz started (an admin may edit it since).
    const keys = await repository.answerKeys(dbOrTrx, answers.map((answer) => answer.questionId), attempt.started_at);
    return answers.map((answer) => ({ attempt_id: attempt.id, question_id: answer.questionId, answer_index: answer.answerId, correct: keys.get(answer.questionId) === answer.answerId ? 1 : 0, answered_at: at }));
  }

  /** `inOrder`: serve the questions in the order given (a review session: the due ones first). */
  async function createAttempt(user: UserRow, target: { topic_id?: number; certification_id?: number; category_id?: number }, questionIds: number[], count: number, mode: QuizMode, lang: Language, durationSeconds: number | null, inOrder = false): Promise<Attempt> {
    if (questionIds.length === 0) throw new NotFoundError('There are no questions for this quiz yet.');
    const layout: Layout = (inOrder ? questionIds : shuffled(questionIds)).slice(0, count).map((q) => ({ q, a: shuffled([0, 1, 2, 3]) }));
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
    await repository.insertAttempt(db, attempt);
    return { attemptId: attempt.id, mode, durationSeconds: attempt.duration_seconds, questions: await present(layout, lang) };
  }

  /** The questions as the learner sees them: text in their language, answers in the attempt's order, no key. */
  async function present(layout: Layout, lang: string, asOf?: string) {
    const rows = await repository.questionsWithText(db, layout.map((item) => item.q), lang, asOf);
    return layout.map((item) => {
      const row = rows.get(item.q)!;
      return { id: row.id, question: row.question, answers: shownAnswers(item, row), topic_id: row.topic_id, topic_title: row.topic_title, certification_id: row.certification_id, certification_name: row.certification_name };
    });
  }

  async function ownAttempt(user: UserRow, attemptId: string) {
    const attempt = await repository.findAttempt(db, attemptId);
    // Someone else's attempt is as good as missing: ids are not a way to look at other people's quizzes.
    if (!attempt || attempt.user_id !== user.id) throw new NotFoundError('No such quiz attempt.');
    return attempt;
  }

  function feedbackFor(row: repository.QuestionRow, answerIndex: number, showExplanation: boolean) {
    return { correct: answerIndex === row.correct_index, correctAnswerId: row.correct_index, explanation: showExplanation ? row.explanation : null, explanationLocked: !showExplanation };
  }

  /**
   * Scores a claimed attempt and applies what it earns: points (each question once a day, the day
   * capped), streak, badges and the progress aggregates. Runs inside the submit's transaction, so a
   * result is never half-written.
   */
  async function recordResult(trx: Db, userId: number, attempt: repository.AttemptRow, questionCount: number, at: Date) {
    const answered = await repository.answeredTopics(trx, attempt.id);
    const right = answered.filter((answer) => answer.correct === 1).map((answer) => answer.question_id);
    const score = scoreQuiz(attempt.mode, right.length, questionCount);
    const current = (await findUserById(trx, userId))!;
    const today = localDay(at, current.time_zone);
    // A held freeze bridges one missed day (docs/product.md, Points, streaks and badges).
    const streak = advanceStreakWithFreezes({ current: current.current_streak, best: current.best_streak, lastDay: current.last_streak_day, freezes: current.streak_freezes }, today);

    const alreadyPaid = await repository.questionsAwardedOn(trx, userId, right, today);
    const newlyRight = right.filter((id) => !alreadyPaid.has(id));
    const earned = limitPoints({
      quizPoints: quizPoints(attempt.mode, newlyRight.length, score.passed),
      streakBonus: streak.extended ? streakBonusFor(streak.current) : 0,
      earnedToday: await repository.pointsEarnedOn(trx, userId, today),
      dailyCap: config.dailyPointsCap,
    });
    await repository.markQuestionsAwarded(trx, userId, newlyRight, today);
    await repository.addDatedPoints(trx, userId, earned.points + earned.streakBonus, today, weekKey(at));

    const perTopic = new Map<number, number>();
    for (const answer of answered) perTopic.set(answer.topic_id, (perTopic.get(answer.topic_id) ?? 0) + 1);
    await repository.addTopicProgress(trx, userId, perTopic);
    const quizType = attempt.topic_id === null ? 'mixed' : 'topic';
    if (attempt.certification_id !== null) await repository.addCertificationStats(trx, userId, attempt.certification_id, quizType, score.percentage);

    const badges = await newBadges(trx, userId, attempt, score, streak.current, current.quizzes_completed + 1);
    const stamp = at.toISOString();
    await repository.awardBadges(trx, userId, badges, stamp);
    await repository.insertResult(trx, {
      attempt_id: attempt.id,
      user_id: userId,
      certification_id: attempt.certification_id,
      topic_id: attempt.topic_id,
      category_id: attempt.category_id,
      mode: attempt.mode,
      is_exam: attempt.mode === 'exam' ? 1 : 0,
      correct_answers: score.correctAnswers,
      total_questions: score.totalQuestions,
      percentage: score.percentage,
      points: earned.points,
      streak_bonus: earned.streakBonus,
      awarded_badge: badges[0] ?? null,
      passed: score.passed ? 1 : 0,
      created_at: stamp,
    });
    await repository.applyProgress(
      trx,
      userId,
      { points: earned.points + earned.streakBonus, currentStreak: streak.current, bestStreak: streak.best, lastStreakDay: streak.lastDay, streakFreezes: streak.freezes, percentage: score.percentage, examPassed: attempt.mode === 'exam' && score.passed },
      stamp,
    );
    return answered;
  }

  /** The badges this quiz earns that the learner does not hold yet. */
  async function newBadges(trx: Db, userId: number, attempt: repository.AttemptRow, score: QuizScore, currentStreak: number, quizzesCompleted: number) {
    const certification = attempt.certification_id === null ? undefined : findCertificationById(attempt.certification_id);
    // A category master needs a mixed exam of one certification (its full length), not a topic quiz.
    const fullMixedExam = attempt.topic_id === null && certification !== undefined;
    const held = await repository.heldBadgeKeys(trx, userId);
    const allTopics = attempt.certification_id !== null && !held.has('all-topics') && (await repository.unpractisedTopicCount(trx, userId, attempt.certification_id)) === 0;
    return qualifyingBadges({
      ...score,
      mode: attempt.mode,
      currentStreak,
      quizzesCompleted,
      mixedExamCategory: fullMixedExam ? certification.category : null,
      allTopicsOfCertificationPractised: allTopics,
    }).filter((key) => !held.has(key));
  }

  /** Each question of a submitted attempt with the learner's answer, the right one and (where allowed) why. */
  async function reviewOf(user: UserRow, attempt: repository.AttemptRow) {
    const layout = parseLayout(attempt);
    const answers = new Map((await repository.attemptAnswers(db, attempt.id)).map((row) => [row.question_id, row.answer_index]));
    // The text as the learner saw it: an admin's later edit is kept out (docs/decisions.md, Administration).
    const rows = await repository.questionsWithText(db, layout.map((item) => item.q), attempt.lang, attempt.started_at);
    const showExplanation = explanationsFor(user);
    return layout.map((item) => {
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
    });
  }

  async function resultResponse(user: UserRow, attempt: repository.AttemptRow, result: repository.ResultRow): Promise<SaveExamResponse> {
    return {
      streakBonus: result.streak_bonus,
      awardedBadge: findBadge(result.awarded_badge)?.title.it ?? null,
      awardedBadgeKey: result.awarded_badge,
      badgeAssigned: result.awarded_badge !== null,
      updatedUser: toUserDto((await findUserById(db, user.id))!),
      correctAnswers: result.correct_answers,
      totalQuestions: result.total_questions,
      percentage: result.percentage,
      passed: result.passed === 1,
      points: result.points,
      review: await reviewOf(user, attempt),
    };
  }

  return {
    async startTopicQuiz(user: UserRow, topicId: number, lang: Language, mode: QuizMode): Promise<Attempt> {
      const topic = await repository.findTopic(db, topicId);
      if (!topic) throw new NotFoundError(`No topic with id ${topicId}`);
      if (!openTopics(user, await repository.topicIdsInOrder(db, topic.certification_id)).includes(topicId)) throw forbidden('This topic is for Premium users.');
      const questionIds = await repository.liveQuestionIds(db, [topicId]);
      return createAttempt(user, { topic_id: topicId, certification_id: topic.certification_id }, questionIds, TOPIC_QUIZ.questions, mode, lang, examSeconds(TOPIC_QUIZ.minutes));
    },

    /** id > 0: one certification; 0: all of them, or those of `categorySlug`. Non-premium users draw from open topics only. */
    async startMixedQuiz(user: UserRow, id: number, categorySlug: string | undefined, lang: Language, mode: QuizMode): Promise<Attempt> {
      let certificationIds: number[] | undefined;
      let categoryId: number | undefined;
      if (id > 0) {
        if (!findCertificationById(id) && !(await repository.certificationExists(db, id))) throw new NotFoundError(`No certification with id ${id}`);
        certificationIds = [id];
      } else if (categorySlug !== undefined) {
        const category = findCategoryBySlug(categorySlug) ?? (await repository.findCategoryBySlug(db, categorySlug));
        if (!category) throw new NotFoundError(`No category "${categorySlug}"`);
        categoryId = category.id;
        certificationIds = await repository.certificationIdsInCategory(db, category.id);
      }
      const groups = await repository.topicIdsByCertification(db, certificationIds);
      const topicIds = [...groups.values()].flatMap((inOrder) => openTopics(user, inOrder));
      const size = mixedExamSize(id > 0 ? findCertificationById(id) : undefined);
      const questionIds = await repository.liveQuestionIds(db, topicIds);
      return createAttempt(user, { certification_id: id > 0 ? id : undefined, category_id: categoryId }, questionIds, size.questions, mode, lang, examSeconds(size.minutes));
    },

    /**
     * A review session on one certification (docs/product.md, Spaced review and readiness): the learner's
     * questions due today first, then those most likely forgotten, then unseen ones; open topics only; always training.
     */
    async startReviewQuiz(user: UserRow, certificationId: number, lang: Language): Promise<Attempt> {
      if (!(await repository.certificationExists(db, certificationId))) throw new NotFoundError(`No certification with id ${certificationId}`);
      const topicIds = openTopics(user, await repository.topicIdsInOrder(db, certificationId));
      const cards = await cardsInTopics(db, user.id, topicIds);
      const at = now();
      const picked = pickReviewQuestions(cards, at, startOfNextLocalDay(at, user.time_zone));
      // Fewer cards than a session: unseen questions (recall 0, the least known of all) fill it.
      const seen = new Set(cards.map((entry) => entry.question_id));
      const unseen = shuffled((await repository.liveQuestionIds(db, topicIds)).filter((id) => !seen.has(id)));
      const questionIds = [...picked, ...unseen].slice(0, REVIEW_SESSION_SIZE);
      return createAttempt(user, { certification_id: certificationId }, questionIds, questionIds.length, 'training', lang, null, true);
    },

    /** A training round on the questions a submitted attempt got wrong or left unanswered. */
    async retryMissed(user: UserRow, attemptId: string, lang: Language): Promise<Attempt> {
      const attempt = await ownAttempt(user, attemptId);
      if (!attempt.submitted_at) throw conflict('Submit this quiz before retrying its missed questions.');
      const right = new Set((await repository.attemptAnswers(db, attempt.id)).filter((answer) => answer.correct === 1).map((answer) => answer.question_id));
      const missed = parseLayout(attempt).map((item) => item.q).filter((id) => !right.has(id));
      if (missed.length === 0) throw conflict('Nothing to retry: every answer was right.');
      const target = { topic_id: attempt.topic_id ?? undefined, certification_id: attempt.certification_id ?? undefined, category_id: attempt.category_id ?? undefined };
      return createAttempt(user, target, missed, missed.length, 'training', lang, null);
    },

    async answer(user: UserRow, attemptId: string, questionId: number, answerId: number): Promise<AnswerResponse> {
      const attempt = await ownAttempt(user, attemptId);
      if (attempt.submitted_at) throw conflict('This quiz has already been submitted.');
      if (!parseLayout(attempt).some((item) => item.q === questionId)) throw invalid('That question is not part of this quiz.');
      if (isPastDeadline(attempt, now())) throw conflict('Time is up for this exam.');
      const at = now();
      // Training moves the spaced-review card with the answer; an exam's cards move at submit, so nothing
      // (readiness included) hints at a right or wrong answer before then.
      const recorded = await db.transaction().execute(async (trx) => {
        const rows = await answerRows(trx, attempt, [{ questionId, answerId }], at.toISOString());
        const inserted = await repository.insertAnswers(trx, rows);
        if (inserted > 0 && attempt.mode === 'training') await recordReviewAnswers(trx, user.id, rows.map((row) => ({ questionId: row.question_id, correct: row.correct === 1 })), at);
        return inserted;
      });
      if (recorded === 0) throw conflict('This question has already been answered.');
      if (attempt.mode === 'exam') return { recorded: true };
      const row = (await repository.questionsWithText(db, [questionId], attempt.lang, attempt.started_at)).get(questionId)!;
      return feedbackFor(row, answerId, explanationsFor(user));
    },

    async resume(user: UserRow, attemptId: string): Promise<ResumedAttempt> {
      const attempt = await ownAttempt(user, attemptId);
      const answers = await repository.attemptAnswers(db, attempt.id);
      const rows = await repository.questionsWithText(db, answers.map((answer) => answer.question_id), attempt.lang, attempt.started_at);
      const showExplanation = explanationsFor(user);
      const end = deadline(attempt);
      return {
        attemptId: attempt.id,
        mode: attempt.mode,
        durationSeconds: attempt.duration_seconds,
        questions: await present(parseLayout(attempt), attempt.lang, attempt.started_at),
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
    async saveExam(user: UserRow, body: { attemptId: string; answers?: AnswerPair[] }): Promise<SaveExamResponse> {
      const attempt = await ownAttempt(user, body.attemptId);
      if (!attempt.submitted_at) {
        const at = now();
        const layout = parseLayout(attempt);
        const inQuiz = new Set(layout.map((item) => item.q));
        const pending = isPastDeadline(attempt, at) ? [] : (body.answers ?? []).filter((answer) => inQuiz.has(answer.questionId));
        await db.transaction().execute(async (trx) => {
          if (!(await repository.claimAttempt(trx, attempt.id, at.toISOString()))) return; // another submit got here first
          // Training answers moved their cards when given; the rest (an exam's, or sent only now) move here.
          const scheduled = attempt.mode === 'training' ? new Set((await repository.attemptAnswers(trx, attempt.id)).map((answer) => answer.question_id)) : new Set<number>();
          await repository.insertAnswers(trx, await answerRows(trx, attempt, pending, at.toISOString()));
          const answered = await recordResult(trx, user.id, attempt, layout.length, at);
          const toSchedule = answered.filter((answer) => !scheduled.has(answer.question_id));
          await recordReviewAnswers(trx, user.id, toSchedule.map((answer) => ({ questionId: answer.question_id, correct: answer.correct === 1 })), at);
        });
      }
      const result = await repository.findResultOfAttempt(db, attempt.id);
      if (!result) throw conflict('This quiz is being submitted; try again in a moment.');
      return resultResponse(user, attempt, result);
    },

    /** A finished attempt of one's own, question by question (the profile's exam history opens it). */
    async review(user: UserRow, attemptId: string): Promise<AttemptReview> {
      const attempt = await ownAttempt(user, attemptId);
      const result = await repository.findResultOfAttempt(db, attempt.id);
      if (!result) throw conflict('This quiz has not been submitted yet.');
      const names = await repository.attemptNames(db, attempt);
      return {
        attemptId: attempt.id,
        mode: attempt.mode,
        certification_name: names.certification_name,
        topic_title: names.topic_title,
        correctAnswers: result.correct_answers,
        totalQuestions: result.total_questions,
        percentage: result.percentage,
        passed: result.passed === 1,
        date: result.created_at,
        review: await reviewOf(user, attempt),
      };
    },

    async saveFeedback(user: UserRow, body: { questionId: number; topicId?: number | null; type: string; description?: string }) {
      const question = await repository.findQuestion(db, body.questionId);
      if (!question) throw new NotFoundError(`No question with id ${body.questionId}`);
      // The topic is the question's own; a client naming another (or a missing one) is refused, not stored.
      if (body.topicId != null && body.topicId !== question.topic_id) throw invalid('topicId is not the topic of this question.');
      const id = await repository.insertFeedback(db, { user_id: user.id, question_id: question.id, topic_id: question.topic_id, type: body.type, description: body.description || null, created_at: now().toISOString() });
      return { id };
    },

  };
}

export type QuizService = ReturnType<typeof createQuizService>;
