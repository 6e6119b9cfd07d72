import fs from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, contentFileSchema, findCertification, type ContentFile, type ContentQuestion } from '@certamen/shared';
import type { Db } from '../db/database';

export interface ContentSeedReport {
  files: number;
  inserted: number;
  updated: number;
  retired: number;
}

export async function readContentFiles(dir: string): Promise<ContentFile[]> {
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
  const files: ContentFile[] = [];
  for (const name of names) {
    const parsed = contentFileSchema.safeParse(JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')));
    if (!parsed.success) throw new Error(`content/${name} is not a valid question bank: ${parsed.error.message}`);
    files.push(parsed.data);
  }
  return files;
}

/**
 * Loads the question bank. Questions are matched by their stable id (`key`), so a corrected
 * question is updated in place and saved results keep pointing at it; a question removed from its
 * file is retired (no longer served) rather than deleted. Running it twice changes nothing.
 */
export async function seedContent(db: Db, dir: string, now: string): Promise<ContentSeedReport> {
  const report: ContentSeedReport = { files: 0, inserted: 0, updated: 0, retired: 0 };
  for (const file of await readContentFiles(dir)) {
    const certification = findCertification(file.certification);
    if (!certification || certification.slug !== file.certification) {
      throw new Error(`content file names "${file.certification}", which is not a canonical certification slug`);
    }
    await db.transaction().execute((trx) => seedFile(trx, certification.id, file, now, report));
    report.files += 1;
  }
  return report;
}

async function seedFile(db: Db, certificationId: number, file: ContentFile, now: string, report: ContentSeedReport) {
  await db
    .insertInto('topics')
    .values(file.topics.map((topic, index) => ({ certification_id: certificationId, key: topic.key, title: topic.title.it, sort_order: index, created_at: now })))
    .onConflict((oc) => oc.columns(['certification_id', 'key']).doUpdateSet((eb) => ({ title: eb.ref('excluded.title'), sort_order: eb.ref('excluded.sort_order') })))
    .execute();
  const topicRows = await db.selectFrom('topics').select(['id', 'key']).where('certification_id', '=', certificationId).execute();
  const topicId = new Map(topicRows.map((row) => [row.key, row.id]));
  await db
    .insertInto('topic_translations')
    .values(file.topics.flatMap((topic) => LANGUAGES.map((lang) => ({ topic_id: topicId.get(topic.key)!, lang, title: topic.title[lang] }))))
    .onConflict((oc) => oc.columns(['topic_id', 'lang']).doUpdateSet((eb) => ({ title: eb.ref('excluded.title') })))
    .execute();

  const existing = await db
    .selectFrom('questions')
    .innerJoin('topics', 'topics.id', 'questions.topic_id')
    .select(['questions.id', 'questions.key', 'questions.topic_id', 'questions.difficulty', 'questions.correct_index', 'questions.retired_at', 'questions.edited_at'])
    .where('topics.certification_id', '=', certificationId)
    .where('questions.key', 'is not', null)
    .execute();
  const translations = existing.length
    ? await db.selectFrom('question_translations').selectAll().where('question_id', 'in', existing.map((row) => row.id)).execute()
    : [];
  const translationOf = new Map(translations.map((row) => [`${row.question_id}:${row.lang}`, row]));
  const byKey = new Map(existing.map((row) => [row.key!, row]));

  const fresh: ContentQuestion[] = [];
  for (const question of file.questions) {
    const wanted = { topic_id: topicId.get(question.topic)!, difficulty: question.difficulty, correct_index: question.correct };
    const texts = translationRows(question);
    const row = byKey.get(question.id);
    if (!row) {
      fresh.push(question);
      continue;
    }
    // An admin's edit, retirement or restoration wins over the file (docs/decisions.md, Administration).
    if (row.edited_at !== null) continue;
    const sameRow = row.topic_id === wanted.topic_id && row.difficulty === wanted.difficulty && row.correct_index === wanted.correct_index && row.retired_at === null;
    const changedTexts = texts.filter((text) => {
      const current = translationOf.get(`${row.id}:${text.lang}`);
      return !current || current.question !== text.question || current.answers !== text.answers || current.explanation !== text.explanation;
    });
    if (sameRow && changedTexts.length === 0) continue;
    await db.updateTable('questions').set({ ...wanted, retired_at: null, updated_at: now }).where('id', '=', row.id).execute();
    for (const text of changedTexts) {
      await db
        .insertInto('question_translations')
        .values({ ...text, question_id: row.id })
        .onConflict((oc) => oc.columns(['question_id', 'lang']).doUpdateSet((eb) => ({
          question: eb.ref('excluded.question'),
          answers: eb.ref('excluded.answers'),
          explanation: eb.ref('excluded.explanation'),
        })))
        .execute();
    }
    report.updated += 1;
  }

  // New questions go in batches: one round trip per 100 questions instead of two per question.
  for (let start = 0; start < fresh.length; start += 100) {
    const batch = fresh.slice(start, start + 100);
    const inserted = await db
      .insertInto('questions')
      .values(batch.map((question) => ({
        topic_id: topicId.get(question.topic)!,
        key: question.id,
        difficulty: question.difficulty,
        correct_index: question.correct,
        created_at: now,
        updated_at: now,
      })))
      .returning(['id', 'key'])
      .execute();
    const idOf = new Map(inserted.map((row) => [row.key, row.id]));
    await db
      .insertInto('question_translations')
      .values(batch.flatMap((question) => translationRows(question).map((text) => ({ ...text, question_id: idOf.get(question.id)! }))))
      .execute();
    report.inserted += batch.length;
  }

  const inFile = new Set(file.questions.map((question) => question.id));
  const gone = existing.filter((row) => !inFile.has(row.key!) && row.retired_at === null && row.edited_at === null).map((row) => row.id);
  if (gone.length) {
    await db.updateTable('questions').set({ retired_at: now, updated_at: now }).where('id', 'in', gone).execute();
    report.retired += gone.length;
  }
}

function translationRows(question: ContentQuestion) {
  return LANGUAGES.map((lang) => ({
    lang,
    question: question[lang].question,
    answers: JSON.stringify(question[lang].answers),
    explanation: question[lang].explanation,
  }));
}
