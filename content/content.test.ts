import fs from 'node:fs';
import path from 'node:path';
import { contentProblems } from '@certamen/shared';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;
const files = fs.readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
const read = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));

describe('question bank', () => {
  it('has at least one certification file', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s is well formed, complete in four languages and free of duplicates', (name) => {
    expect(contentProblems(name, read(name))).toEqual([]);
  });

  it('uses every question id once across the whole bank', () => {
    const ids = files.flatMap((name) => (read(name) as { questions: { id: string }[] }).questions.map((question) => question.id));
    expect(ids.length - new Set(ids).size).toBe(0);
  });
});
