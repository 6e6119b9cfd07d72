import fs from 'node:fs';
import path from 'node:path';
import { CERTIFICATIONS, contentFileSchema, contentProblems, findCertification, itemQualityProblems } from '@certamen/shared';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;
const files = fs.readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
const read = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));

/** Every certification of the catalogue has a bank. */
const REQUIRED = CERTIFICATIONS.map((c) => c.slug);

function qualityProblems(name: string): string[] {
  const file = contentFileSchema.parse(read(name));
  const certification = findCertification(file.certification);
  return certification ? itemQualityProblems(file, certification) : [`${file.certification} is not in the catalogue`];
}

describe('question bank', () => {
  it.each(REQUIRED)('has questions for %s', (slug) => {
    expect(files).toContain(`${slug}.json`);
  });

  it.each(files)('%s is well formed, complete in four languages and free of duplicates', (name) => {
    expect(contentProblems(name, read(name))).toEqual([]);
  });

  it.each(files)('%s is exam-deep and not guessable by its form', (name) => {
    expect(qualityProblems(name)).toEqual([]);
  });

  it('uses every question id once across the whole bank', () => {
    const ids = files.flatMap((name) => (read(name) as { questions: { id: string }[] }).questions.map((question) => question.id));
    expect(ids.length - new Set(ids).size).toBe(0);
  });
});
