import type { AdminFeedbackItem, FeedbackType } from '@certamen/shared';

/** docs/product.md, Administration, feedback review: "recent" is the last 7 days. */
export const RECENT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export type FeedbackFilter = 'all' | FeedbackType;

/** Active items split into recent (last 7 days) and older, after the type filter; newest first as the API sends them. */
export function splitActive(items: AdminFeedbackItem[], filter: FeedbackFilter, now: Date) {
  const cutoff = now.getTime() - RECENT_DAYS * DAY_MS;
  const shown = items.filter((item) => filter === 'all' || item.type === filter);
  return {
    recent: shown.filter((item) => Date.parse(item.created_at) >= cutoff),
    older: shown.filter((item) => Date.parse(item.created_at) < cutoff),
  };
}

export const matchesFilter = (filter: FeedbackFilter) => (item: AdminFeedbackItem) => filter === 'all' || item.type === filter;
