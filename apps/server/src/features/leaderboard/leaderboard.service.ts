import { weekKey, type LeaderboardResponse } from '@certamen/shared';
import type { Db } from '../../db/database';
import * as repository from './leaderboard.repository';

export function createLeaderboardService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return {
    /** The top learners of all time or of this week; with a caller, their own standing too (even when hidden). */
    async leaderboard(period: 'all' | 'week', callerId: number | null): Promise<LeaderboardResponse> {
      const week = weekKey(now());
      const rows = period === 'week' ? await repository.topOfWeek(db, week) : await repository.topAllTime(db);
      const items = rows.map((row, index) => ({ rank: index + 1, id: row.id, username: row.username, total_points: row.points }));
      return { period, items, me: callerId === null ? null : await standing(period, callerId, week) };
    },
  };

  async function standing(period: 'all' | 'week', userId: number, week: string) {
    const user = await repository.findUser(db, userId);
    if (!user) return null;
    const points = period === 'week' ? await repository.weekPoints(db, userId, week) : user.total_points;
    const ahead = points > 0 ? (period === 'week' ? await repository.countAheadInWeek(db, userId, week, points) : await repository.countAheadAllTime(db, userId, points)) : null;
    return { rank: ahead === null ? null : ahead + 1, id: user.id, username: user.username, total_points: points, hidden: user.hidden_from_leaderboard === 1 };
  }
}

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
