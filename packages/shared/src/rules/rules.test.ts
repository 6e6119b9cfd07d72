import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../catalogue/languages';
import { BADGES, qualifyingBadges } from './badges';
import { canSeeExplanations } from './explanation-access';
import { isStrongEnoughPassword } from './password-policy';
import { limitPoints, scoreQuiz, weekKey } from './scoring';
import { advanceStreak, localDay, streakBonusFor } from './streak';

describe('points', () => {
  it('gives 1 per right answer in training', () => {
    expect(scoreQuiz('training', 7, 10)).toEqual({ correctAnswers: 7, totalQuestions: 10, percentage: 70, passed: false, points: 7 });
  });

  it('gives 2 per right answer in an exam, plus 20 for passing', () => {
    expect(scoreQuiz('exam', 8, 10)).toMatchObject({ percentage: 80, passed: true, points: 36 });
    expect(scoreQuiz('exam', 7, 10)).toMatchObject({ passed: false, points: 14 });
  });

  it('rounds the percentage down, so 79.x% never reads as a pass', () => {
    expect(scoreQuiz('exam', 71, 90)).toMatchObject({ percentage: 78, passed: false });
    expect(scoreQuiz('exam', 72, 90)).toMatchObject({ percentage: 80, passed: true });
    expect(scoreQuiz('exam', 0, 0)).toMatchObject({ percentage: 0, passed: false, points: 0 });
  });

  it('never shows a pass below 80% nor a fail at 80% or more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.nat(), (total, raw) => {
        const score = scoreQuiz('exam', raw % (total + 1), total);
        expect(score.passed).toBe(score.correctAnswers * 100 >= total * 80);
        expect(score.percentage).toBeGreaterThanOrEqual(0);
        expect(score.percentage).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('streak days', () => {
  it("counts days in the learner's time zone", () => {
    // 23:30 UTC on 21 November is already 22 November in Rome and still 21 November in New York.
    const lateEvening = new Date('2026-11-21T23:30:00Z');
    expect(localDay(lateEvening, 'Europe/Rome')).toBe('2026-11-22');
    expect(localDay(lateEvening, 'America/New_York')).toBe('2026-11-21');
    expect(localDay(lateEvening, 'Not/AZone')).toBe('2026-11-22');
  });

  it('adds a day after yesterday, keeps today, restarts after a gap', () => {
    const state = { current: 4, best: 6, lastDay: '2026-11-21' };
    expect(advanceStreak(state, '2026-11-21')).toEqual({ ...state, extended: false });
    expect(advanceStreak(state, '2026-11-22')).toEqual({ current: 5, best: 6, lastDay: '2026-11-22', extended: true });
    expect(advanceStreak(state, '2026-11-24')).toEqual({ current: 1, best: 6, lastDay: '2026-11-24', extended: true });
    expect(advanceStreak({ current: 6, best: 6, lastDay: '2026-11-21' }, '2026-11-22')).toMatchObject({ current: 7, best: 7 });
    expect(advanceStreak({ current: 0, best: 0, lastDay: null }, '2026-11-22')).toMatchObject({ current: 1, best: 1 });
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(advanceStreak({ current: 1, best: 1, lastDay: '2026-11-30' }, '2026-12-01').current).toBe(2);
    expect(advanceStreak({ current: 1, best: 1, lastDay: '2026-12-31' }, '2027-01-01').current).toBe(2);
    expect(advanceStreak({ current: 1, best: 1, lastDay: '2028-02-28' }, '2028-02-29').current).toBe(2);
    expect(advanceStreak({ current: 1, best: 1, lastDay: '2028-02-28' }, '2028-03-01').current).toBe(1);
  });

  it('gives 5 bonus points per streak day, at most 50', () => {
    expect([1, 2, 10, 11, 100].map(streakBonusFor)).toEqual([5, 10, 50, 50, 50]);
  });
});

describe('points limits', () => {
  it('pays the streak bonus first, then the quiz points, up to the daily cap', () => {
    expect(limitPoints({ quizPoints: 100, streakBonus: 10, earnedToday: 0, dailyCap: 1000 })).toEqual({ points: 100, streakBonus: 10 });
    expect(limitPoints({ quizPoints: 100, streakBonus: 10, earnedToday: 950, dailyCap: 1000 })).toEqual({ points: 40, streakBonus: 10 });
    expect(limitPoints({ quizPoints: 100, streakBonus: 10, earnedToday: 995, dailyCap: 1000 })).toEqual({ points: 0, streakBonus: 5 });
    expect(limitPoints({ quizPoints: 100, streakBonus: 10, earnedToday: 1200, dailyCap: 1000 })).toEqual({ points: 0, streakBonus: 0 });
  });

  it('keys weeks by their UTC Monday', () => {
    expect(weekKey(new Date('2026-11-25T10:00:00Z'))).toBe('2026-11-23');
    expect(weekKey(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
    expect(weekKey(new Date('2026-11-29T23:59:59Z'))).toBe('2026-11-23');
    expect(weekKey(new Date('2026-11-30T00:00:00Z'))).toBe('2026-11-30');
  });
});

describe('badges', () => {
  const base = { mode: 'training' as const, correctAnswers: 3, totalQuestions: 10, passed: false, currentStreak: 1, quizzesCompleted: 1, mixedExamCategory: null, allTopicsOfCertificationPractised: false };
  it('awards the first quiz, then streaks, passes, perfect scores and ten quizzes', () => {
    expect(qualifyingBadges(base)).toEqual(['first-quiz']);
    expect(qualifyingBadges({ ...base, currentStreak: 7 })).toEqual(['first-quiz', 'streak-3', 'streak-7']);
    expect(qualifyingBadges({ ...base, mode: 'exam', passed: true, correctAnswers: 10 })).toEqual(['first-quiz', 'exam-passed', 'perfect-score']);
    expect(qualifyingBadges({ ...base, quizzesCompleted: 10 })).toContain('ten-quizzes');
  });

  it('awards fifty quizzes, every topic of a certification, and a category master for a passed full mixed exam', () => {
    expect(qualifyingBadges({ ...base, quizzesCompleted: 50 })).toEqual(['first-quiz', 'ten-quizzes', 'fifty-quizzes']);
    expect(qualifyingBadges({ ...base, allTopicsOfCertificationPractised: true })).toContain('all-topics');
    expect(qualifyingBadges({ ...base, mode: 'exam', passed: true, correctAnswers: 9, mixedExamCategory: 'reti' })).toContain('master-reti');
    expect(qualifyingBadges({ ...base, mode: 'exam', passed: false, mixedExamCategory: 'reti' })).not.toContain('master-reti');
    expect(qualifyingBadges({ ...base, mode: 'training', passed: true, correctAnswers: 9, mixedExamCategory: 'reti' })).not.toContain('master-reti');
  });

  it('has at least twelve badges, each titled and described in every language, and every key reachable', () => {
    expect(BADGES.length).toBeGreaterThanOrEqual(12);
    for (const badge of BADGES) for (const lang of LANGUAGES) expect(badge.title[lang].length * badge.description[lang].length).toBeGreaterThan(0);
    expect(new Set(BADGES.map((badge) => badge.key)).size).toBe(BADGES.length);
  });

  it('does not count a perfect score on a quiz shorter than 10 questions, nor a training pass', () => {
    expect(qualifyingBadges({ ...base, correctAnswers: 4, totalQuestions: 4, passed: true })).toEqual(['first-quiz']);
  });
});

describe('explanations', () => {
  const learner = { role: 'user', is_premium: false };
  it('are free for everyone until the end of the configured day, then for premium users and admins', () => {
    expect(canSeeExplanations(learner, '2025-08-31', new Date('2025-08-31T23:59:59Z'))).toBe(true);
    expect(canSeeExplanations(learner, '2025-08-31', new Date('2025-09-01T00:00:00Z'))).toBe(false);
    expect(canSeeExplanations({ ...learner, is_premium: true }, '2025-08-31', new Date('2026-11-22T00:00:00Z'))).toBe(true);
    expect(canSeeExplanations({ role: 'admin', is_premium: false }, '2025-08-31', new Date('2026-11-22T00:00:00Z'))).toBe(true);
  });
});

describe('password policy', () => {
  it('wants 8 characters with a letter and a digit', () => {
    expect(['secret-pass1', 'àbcdefg7', 'Passw0rd'].map(isStrongEnoughPassword)).toEqual([true, true, true]);
    expect(['short1', 'onlyletters', '12345678', ''].map(isStrongEnoughPassword)).toEqual([false, false, false, false]);
  });
});
