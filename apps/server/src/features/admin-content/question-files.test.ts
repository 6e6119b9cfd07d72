import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { decodeFile, exportCell, importCell, parseCsvRecords, readAiken, readCsv, readGift, writeCsv, type ExportRow } from './question-files';

const FORMULA_START = /^[=+\-@\t\r]/;
/** Text that looks like what spreadsheets trip on: formula starts, quotes, separators, line breaks, accents. */
const cellText = fc.oneof(
  fc.string({ unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', "'", '"', ',', ';', 'a', 'è', ' ', '1', '(', ')') }),
  fc.string(),
).filter((text) => text.trim() !== '');

describe('question files', () => {
  it('neutralises every cell a spreadsheet would run as a formula, and the import restores it exactly (property)', () => {
    fc.assert(
      fc.property(cellText, (text) => {
        const cell = exportCell(text);
        expect(FORMULA_START.test(cell)).toBe(false);
        expect(importCell(cell)).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  it('writes CSV whose cells never start a formula and reads back the same questions (property)', async () => {
    const row = fc.record({
      question: cellText,
      answers: fc.array(cellText, { minLength: 4, maxLength: 4 }),
      correctIndex: fc.integer({ min: 0, max: 3 }),
      explanation: fc.option(cellText, { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 5 }), async (rows) => {
        const exported: ExportRow[] = rows.map((item, index) => ({ id: index + 1, certification: 'ccna', topic: '=Topic', language: 'it', ...item }));
        const csv = writeCsv(exported);
        const cells = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' }).data.flat();
        expect(cells.some((cell) => FORMULA_START.test(cell))).toBe(false);
        const read = await readCsv(csv, true);
        expect(read.errors).toEqual([]);
        expect(read.rows.map((item) => ({ question: item.question, answers: item.answers, correctIndex: Number(item.correct) - 1, explanation: item.explanation, topic: item.topic })))
          .toEqual(exported.map((item) => ({ question: item.question, answers: item.answers, correctIndex: item.correctIndex, explanation: item.explanation?.trim() === '' ? null : item.explanation, topic: '=Topic' })));
      }),
      { numRuns: 300 },
    );
  });

  it('reads UTF-8 with or without BOM and Windows-1252 alike, and refuses bytes that are neither', () => {
    const text = 'question;perché è così? Ça va, año, naïve €';
    expect(decodeFile(new TextEncoder().encode(text))).toBe(text);
    expect(decodeFile(new TextEncoder().encode(`\uFEFF${text}`))).toBe(text);
    expect(decodeFile(Buffer.from(text, 'latin1').map((byte, index) => (text[index] === '€' ? 0x80 : byte)))).toBe(text);
    expect(() => decodeFile(Uint8Array.from([0x61, 0x81, 0x8d, 0x62]))).toThrow();
    expect(() => decodeFile(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toThrow();
  });

  it('numbers CSV rows as a spreadsheet does and flags broken ones', async () => {
    const csv = 'question,answer_1,answer_2,answer_3,answer_4,correct_answer,topic\nQ1,a,b,c,d,1,Porte\nQ2,a,b,c,d,2,Porte,extra\n';
    const read = await readCsv(csv, true);
    expect(read.rows.map((row) => row.row)).toEqual([2]);
    expect(read.errors).toEqual([{ row: 3, field: 'row', reason: 'syntax' }]);
    expect((await readCsv('question,answer_1\nQ,a\n', true)).errors.map((error) => error.field)).toEqual(['answer_2', 'answer_3', 'answer_4', 'correct_answer', 'topic']);
  });

  it('parses a CSV in pieces (yielding between them) to exactly the records of a parse in one go (property)', async () => {
    // Any text spreadsheets trip on, well-formed or not: stray and unclosed quotes, blank lines, CR/LF mixes.
    const csvText = fc.string({ unit: fc.constantFrom('"', ',', '\n', '\r\n', '\r', 'a', 'è', ' ', '""'), maxLength: 60 });
    await fc.assert(
      fc.asyncProperty(csvText, fc.integer({ min: 1, max: 4 }), async (text, chunk) => {
        const whole = Papa.parse<string[]>(text, { header: false, skipEmptyLines: 'greedy' });
        const pieces = await parseCsvRecords(text, chunk);
        expect(pieces.records).toEqual(whole.data);
        // Only records with broken quotes are flagged (the whole parse numbers its errors before dropping blank records).
        for (const index of pieces.broken) expect(index).toBeLessThan(pieces.records.length);
        if (pieces.broken.size > 0) expect(whole.errors.some((error) => error.type === 'Quotes')).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('reads Aiken questions and reports the ones without four options or an answer line', () => {
    const aiken = [
      'Which port does HTTPS use?',
      'A. 21',
      'B. 443',
      'C) 80',
      'D) 25',
      'ANSWER: B',
      '',
      'Only three options?',
      'A. one',
      'B. two',
      'C. three',
      'ANSWER: A',
      '',
      'No answer line',
      'A. 1',
      'B. 2',
      'C. 3',
      'D. 4',
    ].join('\n');
    const read = readAiken(aiken);
    expect(read.rows).toEqual([expect.objectContaining({ row: 1, question: 'Which port does HTTPS use?', answers: ['21', '443', '80', '25'], correct: '2' })]);
    expect(read.errors).toEqual([{ row: 8, field: 'answers', reason: 'answer_count' }, { row: 14, field: 'correct_answer', reason: 'syntax' }]);
  });

  it('reads GIFT multiple choice with categories, titles, escapes and feedback, and refuses other question types', () => {
    const gift = [
      '// a comment',
      '$CATEGORY: $course$/Network+/Porte',
      '',
      '::Q1:: Which port does DNS use? {',
      '  ~21 # no',
      '  =53',
      '  ~80',
      '  ~8\\=0',
      '}',
      '',
      'Is the sky blue? {TRUE}',
      '',
      'Two right answers? { =a =b ~c ~d }',
    ].join('\n');
    const read = readGift(gift);
    expect(read.rows).toEqual([expect.objectContaining({ row: 4, topic: 'Porte', question: 'Which port does DNS use?', answers: ['21', '53', '80', '8=0'], correct: '2' })]);
    expect(read.errors).toEqual([{ row: 11, field: 'answers', reason: 'syntax' }, { row: 13, field: 'correct_answer', reason: 'no_correct_answer' }]);
  });
});
