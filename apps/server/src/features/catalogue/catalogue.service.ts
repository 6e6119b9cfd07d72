import { DEFAULT_LANGUAGE, FREE_TOPICS_PER_CERTIFICATION, findCertificationById, type CategoryDto, type CertificationDto, type Language, type TopicDto } from '@certamen/shared';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../http/errors';
import * as repository from './catalogue.repository';

export function createCatalogueService({ db }: { db: Db }) {
  return {
    async getCategories(): Promise<CategoryDto[]> {
      const rows = await repository.listCategories(db);
      return rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        totalQuestions: row.total_questions,
        quizTaken: row.quiz_taken,
        certificationCount: Number(row.certification_count),
      }));
    },

    async getCertifications(categoryId?: number): Promise<CertificationDto[]> {
      if (categoryId !== undefined && !(await repository.findCategory(db, categoryId))) {
        throw new NotFoundError(`No category with id ${categoryId}`);
      }
      const rows = await repository.listCertifications(db, categoryId);
      return rows.map((row) => ({
        ...row,
        aliases: [...(findCertificationById(row.id)?.aliases ?? [])],
        topic_count: Number(row.topic_count ?? 0),
        question_count: Number(row.question_count ?? 0),
      }));
    },

    async getTopics(certificationId: number, lang: Language = DEFAULT_LANGUAGE): Promise<TopicDto[]> {
      if (!(await repository.findCertificationRow(db, certificationId))) {
        throw new NotFoundError(`No certification with id ${certificationId}`);
      }
      const rows = await repository.listTopics(db, certificationId, lang);
      return rows.map((row, index) => ({
        id: row.id,
        title: row.title,
        certification_id: row.certification_id,
        position: index + 1,
        free: index < FREE_TOPICS_PER_CERTIFICATION,
        question_count: Number(row.question_count ?? 0),
      }));
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
