import { describe, expect, it } from 'vitest';
import { readinessEstimate, readinessLevel, topicMastery, topicsHoldingBack } from './readiness';
import { knownProbability, nextReviewCard, pickReviewQuestions, type ReviewCardState } from './spaced-review';

describe('readiness arithmetic', () => {
  it('counts unseen questions as not known', () => {
    expect(topicMastery([1, 1], 4)).toBe(0.5);
    expect(topicMastery([], 10)).toBe(0);
    expect(topicMastery([], 0)).toBe(0);
  });

  it('weights topics by their share of the exam and blends in recent exams', () => {
    const topics = [
      { weight: 0.75, mastery: 0.8 },
      { weight: 0.25, mastery: 0.4 },
    ];
    expect(readinessEstimate(topics)).toBeCloseTo(0.7);
    expect(readinessEstimate(topics, [1])).toBeCloseTo(0.7 * 0.7 + 0.3 * 1);
    expect(readinessEstimate([])).toBe(0);
  });

  it('names the level from the pass mark down', () => {
    expect([0.95, 0.8, 0.79, 0.6, 0.59, 0].map(readinessLevel)).toEqual(['ready', 'ready', 'almost', 'almost', 'not-yet', 'not-yet']);
  });

  it('says which topics hold the learner back, costliest first', () => {
    const topics = [
      { id: 1, weight: 0.5, mastery: 0.5 },
      { id: 2, weight: 0.1, mastery: 0.1 },
      { id: 3, weight: 0.3, mastery: 0.9 },
      { id: 4, weight: 0.1, mastery: 0.79 },
    ];
    expect(topicsHoldingBack(topics).map((topic) => topic.id)).toEqual([1, 2, 4]);
    expect(topicsHoldingBack(topics, 1).map((topic) => topic.id)).toEqual([1]);
  });
});

/** mulberry32: a small seeded generator, so the simulation gives the same numbers on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A learner with a true skill per topic: they know each question of topic t with probability skill[t].
 * A known question is answered right 95% of the time (slips), an unknown one 25% (a guess among four);
 * after missing an unknown question and reading the key they learn it with probability 0.25. Their true
 * expected exam score is the weighted mean, over every question, of the chance of answering it right.
 */
function simulate(skills: number[], seed: number) {
  const random = seeded(seed);
  const sizes = [30, 20, 20, 15, 15];
  const questions = sizes.flatMap((size, topic) => Array.from({ length: size }, () => ({ topic, known: random() < skills[topic]! })));
  const cards = new Map<number, ReviewCardState>();
  const start = new Date('2026-11-01T08:00:00Z');
  const at = (day: number, minute: number) => new Date(start.getTime() + day * 86_400_000 + minute * 60_000);
  let answered = 0;

  const answer = (id: number, when: Date) => {
    const question = questions[id]!;
    const correct = random() < (question.known ? 0.95 : 0.25);
    if (!correct && !question.known && random() < 0.25) question.known = true;
    cards.set(id, nextReviewCard(cards.get(id) ?? null, correct, when));
    answered += 1;
    return correct;
  };
  const idsOf = (topic: number) => questions.flatMap((question, id) => (question.topic === topic ? [id] : []));
  const draw = (ids: number[], count: number) => [...ids].sort(() => random() - 0.5).slice(0, count);
  const trainingQuiz = (topic: number, when: Date) => draw(idsOf(topic), 10).forEach((id, index) => answer(id, new Date(when.getTime() + index * 30_000)));
  const reviewSession = (when: Date) =>
    pickReviewQuestions([...cards].map(([question_id, card]) => ({ question_id, card })), when, when).forEach((id, index) => answer(id, new Date(when.getTime() + index * 30_000)));
  const examScores: number[] = [];
  const mockExam = (when: Date) => {
    const ids = draw(questions.map((_, id) => id), 50);
    examScores.push(ids.filter((id, index) => answer(id, new Date(when.getTime() + index * 60_000))).length / ids.length);
  };

  const truth = () =>
    sizes.reduce((sum, size, topic) => sum + (size / 100) * (questions.filter((q) => q.topic === topic).reduce((s, q) => s + (q.known ? 0.95 : 0.25), 0) / size), 0);
  const mastery = (now: Date) =>
    sizes.map((size, topic) => ({ topic, weight: size / 100, mastery: topicMastery(idsOf(topic).map((id) => knownProbability(cards.get(id) ?? null, now)), size) }));
  const estimate = (now: Date) => readinessEstimate(mastery(now), examScores.slice(-3));

  return { sizes, at, trainingQuiz, reviewSession, mockExam, truth, mastery, estimate, answered: () => answered, random };
}

describe('readiness simulation', () => {
  const learners = [
    { name: 'beginner', skills: [0.2, 0.3, 0.25, 0.1, 0.2] },
    { name: 'uneven', skills: [0.9, 0.5, 0.75, 0.15, 0.8] },
    { name: 'strong but one topic', skills: [0.6, 0.95, 0.95, 0.9, 0.95] },
    { name: 'middling', skills: [0.6, 0.6, 0.6, 0.6, 0.6] },
  ];

  for (const [index, learner] of learners.entries()) {
    it(`lands within 10 points of the true expected score (${learner.name}), and rises after practising the weakest topic`, () => {
      const sim = simulate(learner.skills, 1000 + index);
      // Two weeks: a topic quiz and a review session a day, a mock exam at the end of each week.
      for (let day = 0; day < 14; day += 1) {
        sim.trainingQuiz(Math.floor(sim.random() * 5), sim.at(day, 0));
        sim.reviewSession(sim.at(day, 600));
        if (day % 7 === 6) sim.mockExam(sim.at(day, 700));
      }
      expect(sim.answered()).toBeGreaterThanOrEqual(300);
      const now = sim.at(14, 0);
      const before = { truth: sim.truth(), estimate: sim.estimate(now), topics: sim.mastery(now) };
      expect(Math.abs(before.estimate - before.truth)).toBeLessThanOrEqual(0.1);

      // A session of four quizzes on the topic the estimate says is weakest, the same day.
      const weakest = [...before.topics].sort((a, b) => a.mastery - b.mastery)[0]!.topic;
      for (let round = 0; round < 4; round += 1) sim.trainingQuiz(weakest, sim.at(14, 60 + round * 30));
      const later = sim.at(14, 240);
      const after = { truth: sim.truth(), estimate: sim.estimate(later), topics: sim.mastery(later) };
      expect(after.topics[weakest]!.mastery).toBeGreaterThan(before.topics[weakest]!.mastery);
      // Practice never makes the learner worse; the estimate goes up with it, towards the truth.
      expect(after.truth).toBeGreaterThanOrEqual(before.truth);
      expect(after.estimate).toBeGreaterThan(before.estimate);
      expect(Math.abs(after.estimate - after.truth)).toBeLessThanOrEqual(0.1);
    });
  }
});
