import type { AdminFeedbackItem } from '@certamen/shared';
import { describe, expect, it } from 'vitest';
import { splitActive } from './feedback-sections';

const item = (id: number, type: AdminFeedbackItem['type'], created_at: string): AdminFeedbackItem => ({
  id, type, created_at, question_id: 1, question: 'Q', topic_id: 1, topic_title: 'T', certification_id: 1, certification_name: 'C', description: null, username: 'u', archived: 0,
});

describe('feedback sections', () => {
  it('puts the last 7 days in "recent" and the rest in "older", after the type filter', () => {
    const now = new Date('2026-11-25T12:00:00.000Z');
    const items = [item(1, 'report', '2026-11-25T08:00:00.000Z'), item(2, 'positive', '2026-11-18T12:00:00.000Z'), item(3, 'report', '2026-11-18T11:59:59.000Z')];
    expect(splitActive(items, 'all', now)).toEqual({ recent: [items[0], items[1]], older: [items[2]] });
    expect(splitActive(items, 'report', now)).toEqual({ recent: [items[0]], older: [items[2]] });
    expect(splitActive(items, 'negative', now)).toEqual({ recent: [], older: [] });
  });
});
