import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seed } from '../src/seed/seed';
import { DIALECTS, FIXTURE_CONTENT_DIR, useTestApp } from './test-app';

async function counts(ctx: ReturnType<typeof useTestApp>) {
  const count = async (table: 'categories' | 'certifications' | 'topics' | 'topic_translations' | 'questions' | 'question_translations') =>
    Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return {
    categories: await count('categories'),
    certifications: await count('certifications'),
    topics: await count('topics'),
    topicTranslations: await count('topic_translations'),
    questions: await count('questions'),
    questionTranslations: await count('question_translations'),
  };
}

function copyFixtureTo(dir: string) {
  fs.cpSync(FIXTURE_CONTENT_DIR, dir, { recursive: true });
  return path.join(dir, 'network-plus.json');
}

describe.each(DIALECTS)('seed on %s', (dialect) => {
  const ctx = useTestApp(dialect, { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'first-pass1' });

  it('changes nothing when run a second time', async () => {
    const before = await counts(ctx);
    const stamps = await ctx.db.selectFrom('questions').select(['id', 'updated_at']).orderBy('id').execute();
    const report = await seed(ctx.db, ctx.config);
    expect(report.content).toMatchObject({ inserted: 0, updated: 0, retired: 0 });
    expect(await counts(ctx)).toEqual(before);
    expect(await ctx.db.selectFrom('questions').select(['id', 'updated_at']).orderBy('id').execute()).toEqual(stamps);
    expect(before).toMatchObject({ categories: 8, certifications: 33, topics: 4, topicTranslations: 16, questions: 5, questionTranslations: 20 });
  });

  it('creates the configured admin once, with the admin role, and keeps its password on restart', async () => {
    const admin = await ctx.db.selectFrom('users').selectAll().where('email', '=', 'boss@example.com').executeTakeFirstOrThrow();
    expect(admin.role).toBe('admin');
    expect(admin.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await seed(ctx.db, { ...ctx.config, admin: { email: 'boss@example.com', password: 'other-pass2' } });
    const again = await ctx.db.selectFrom('users').selectAll().where('email', '=', 'boss@example.com').execute();
    expect(again).toHaveLength(1);
    expect(again[0].password_hash).toBe(admin.password_hash);
  });

  it('updates a corrected question in place and retires one removed from the bank', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certamen-content-'));
    try {
      const file = copyFixtureTo(dir);
      const bank = JSON.parse(fs.readFileSync(file, 'utf8'));
      const original = await ctx.db.selectFrom('questions').select(['id', 'key']).where('key', '=', 'network-plus-001').executeTakeFirstOrThrow();
      bank.questions[0].correct = 3;
      bank.questions[0].en.question = 'Corrected wording?';
      bank.questions = bank.questions.filter((question: { id: string }) => question.id !== 'network-plus-005');
      fs.writeFileSync(file, JSON.stringify(bank));

      const report = await seed(ctx.db, { ...ctx.config, contentDir: dir });
      expect(report.content).toMatchObject({ inserted: 0, updated: 1, retired: 1 });
      const corrected = await ctx.db.selectFrom('questions').selectAll().where('key', '=', 'network-plus-001').executeTakeFirstOrThrow();
      expect(corrected.id).toBe(original.id);
      expect(corrected.correct_index).toBe(3);
      const english = await ctx.db.selectFrom('question_translations').selectAll().where('question_id', '=', original.id).where('lang', '=', 'en').executeTakeFirstOrThrow();
      expect(english.question).toBe('Corrected wording?');
      const topics = (await ctx.app.inject({ method: 'GET', url: '/api/get-topics/11' })).json();
      expect(topics[3].question_count).toBe(0);

      // Putting the question back brings it back, under the same id.
      const restored = await seed(ctx.db, ctx.config);
      expect(restored.content).toMatchObject({ inserted: 0, updated: 2, retired: 0 });
      expect((await ctx.app.inject({ method: 'GET', url: '/api/get-topics/11' })).json()[3].question_count).toBe(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a bank file that is not valid, naming it, and changes nothing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certamen-content-'));
    try {
      const file = copyFixtureTo(dir);
      const bank = JSON.parse(fs.readFileSync(file, 'utf8'));
      bank.questions[1].it.answers.pop();
      fs.writeFileSync(file, JSON.stringify(bank));
      const before = await counts(ctx);
      await expect(seed(ctx.db, { ...ctx.config, contentDir: dir })).rejects.toThrow(/network-plus\.json/);
      expect(await counts(ctx)).toEqual(before);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
