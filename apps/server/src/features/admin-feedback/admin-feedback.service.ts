import { DEFAULT_LANGUAGE, ERROR_CODES, type AdminFeedbackItem, type AdminFeedbackStats, type FeedbackType, type Language } from '@certamen/shared';
import type { Db } from '../../db/database';
import { HttpError, NotFoundError } from '../../http/errors';
import * as repository from './admin-feedback.repository';

const notFound = (id: number) => new NotFoundError(`No feedback with id ${id}`);

/** docs/product.md, Administration, feedback review: active items can be archived or deleted; archived ones are read-only. */
export function createAdminFeedbackService({ db }: { db: Db }) {
  return {
    async list(query: { type?: FeedbackType; archived?: boolean; questionId?: number; lang?: Language; limit: number; offset: number }): Promise<AdminFeedbackItem[]> {
      const rows = await repository.listFeedback(db, query, query.lang ?? DEFAULT_LANGUAGE, query);
      return rows.map((row) => ({ ...row, type: row.type as FeedbackType, archived: row.archived === 1 ? 1 : 0 }));
    },

    /** Positive, negative and report count active items (the spec's statistics); archived counts the rest. */
    async stats(): Promise<AdminFeedbackStats> {
      const stats: AdminFeedbackStats = { positive: 0, negative: 0, report: 0, archived: 0 };
      for (const row of await repository.countsByType(db)) {
        if (row.archived === 1) stats.archived += Number(row.count);
        else if (row.type === 'positive' || row.type === 'negative' || row.type === 'report') stats[row.type] += Number(row.count);
      }
      return stats;
    },

    /** Archiving twice is harmless: the item is archived either way. */
    async archive(id: number) {
      if (!(await repository.archiveFeedback(db, id)) && !(await repository.findFeedback(db, id))) throw notFound(id);
      return { id, archived: 1 as const };
    },

    async remove(id: number) {
      if (await repository.deleteActiveFeedback(db, id)) return;
      const row = await repository.findFeedback(db, id);
      if (!row) throw notFound(id);
      throw new HttpError(409, ERROR_CODES.conflict, 'Archived feedback is read-only: it cannot be deleted.');
    },
  };
}

export type AdminFeedbackService = ReturnType<typeof createAdminFeedbackService>;
