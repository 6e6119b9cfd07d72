import type { Db } from '../../db/database';

export async function listCategories(db: Db) {
  return db
    .selectFrom('categories')
    .leftJoin('certifications', 'certifications.category_id', 'categories.id')
    .select((eb) => [
      'categories.id',
      'categories.slug',
      'categories.name',
      'categories.total_questions',
      'categories.quiz_taken',
      eb.fn.count<number>('certifications.id').as('certification_count'),
    ])
    .groupBy(['categories.id', 'categories.slug', 'categories.name', 'categories.total_questions', 'categories.quiz_taken', 'categories.sort_order'])
    .orderBy('categories.sort_order')
    .orderBy('categories.id')
    .execute();
}

export async function findCategory(db: Db, id: number) {
  return db.selectFrom('categories').select(['id', 'slug']).where('id', '=', id).executeTakeFirst();
}

/** Certifications with their category and how many topics and live questions they have. */
export async function listCertifications(db: Db, categoryId?: number) {
  let query = db
    .selectFrom('certifications')
    .innerJoin('categories', 'categories.id', 'certifications.category_id')
    .select((eb) => [
      'certifications.id',
      'certifications.slug',
      'certifications.name',
      'certifications.vendor',
      'certifications.category_id',
      'categories.slug as category_slug',
      'certifications.exam_minutes',
      'certifications.exam_questions',
      eb
        .selectFrom('topics')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('topics.certification_id', '=', 'certifications.id')
        .as('topic_count'),
      eb
        .selectFrom('questions')
        .innerJoin('topics', 'topics.id', 'questions.topic_id')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('topics.certification_id', '=', 'certifications.id')
        .where('questions.retired_at', 'is', null)
        .as('question_count'),
    ])
    .orderBy('certifications.id');
  if (categoryId !== undefined) query = query.where('certifications.category_id', '=', categoryId);
  return query.execute();
}

export async function findCertificationRow(db: Db, id: number) {
  return db.selectFrom('certifications').select(['id']).where('id', '=', id).executeTakeFirst();
}

/** A certification's topics in study order, titled in `lang` (falling back to the title as entered). */
export async function listTopics(db: Db, certificationId: number, lang: string) {
  return db
    .selectFrom('topics')
    .leftJoin('topic_translations', (join) => join.onRef('topic_translations.topic_id', '=', 'topics.id').on('topic_translations.lang', '=', lang))
    .select((eb) => [
      'topics.id',
      'topics.certification_id',
      eb.fn.coalesce('topic_translations.title', 'topics.title').as('title'),
      eb
        .selectFrom('questions')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('questions.topic_id', '=', 'topics.id')
        .where('questions.retired_at', 'is', null)
        .as('question_count'),
    ])
    .where('topics.certification_id', '=', certificationId)
    .orderBy('topics.sort_order')
    .orderBy('topics.id')
    .execute();
}
