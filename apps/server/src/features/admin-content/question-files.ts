import type { ImportRowError } from '@certamen/shared';
import Papa from 'papaparse';

/**
 * Reading and writing question files (docs/product.md, Administration): CSV (the spec's columns plus
 * optional id, certification, language and explanation), Aiken and GIFT multiple choice. Pure: no I/O.
 */

/** One question in one language as a file gives it; validation happens in the service. */
export interface FileRow {
  /** The spreadsheet row (header = 1) or the line a question starts on. */
  row: number;
  /** Rows sharing a group are one question's translations (the CSV `id` column). */
  group: string | null;
  certification: string | null;
  topic: string | null;
  language: string | null;
  question: string;
  answers: string[];
  /** "1"-"4" as written in the file. */
  correct: string;
  explanation: string | null;
}

export interface ParsedFile {
  rows: FileRow[];
  errors: ImportRowError[];
}

export class FileEncodingError extends Error {}

/**
 * The file's text: UTF-8 (with or without BOM), UTF-16 with a BOM, or else Windows-1252, which is what a
 * spreadsheet on Windows writes as "CSV". Bytes that are not text in any of them are refused.
 */
export function decodeFile(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    text = decodeWindows1252(bytes);
  }
  // eslint-disable-next-line no-control-regex -- a NUL or other C0 control means a binary file, not text
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(text)) throw new FileEncodingError('binary');
  return text;
}

/** Windows-1252's 0x80-0x9F (Node's decoder reads that label as Latin-1); 0 marks the five unassigned bytes. */
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0,
  0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
];

function decodeWindows1252(bytes: Uint8Array): string {
  const units = new Uint16Array(bytes.length);
  bytes.forEach((byte, index) => {
    const unit = byte < 0x80 || byte > 0x9f ? byte : CP1252_HIGH[byte - 0x80]!;
    // An unassigned byte: the file is in some other encoding (or not text at all).
    if (unit === 0 && byte !== 0) throw new FileEncodingError('not UTF-8 or Windows-1252');
    units[index] = unit;
  });
  return new TextDecoder('utf-16le').decode(units);
}

/** What a spreadsheet would run as a formula (OWASP CSV injection): =, +, -, @, tab, carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as exported: text a spreadsheet would read as a formula gets a leading single quote; so does
 * text already starting with a quote, so `importCell` can undo exactly what was added.
 */
export function exportCell(text: string): string {
  return FORMULA_START.test(text) || text.startsWith("'") ? `'${text}` : text;
}

/** The inverse of `exportCell`: a quote is removed only where the export could have added it. */
export function importCell(cell: string): string {
  return cell.startsWith("'") && (FORMULA_START.test(cell.slice(1)) || cell[1] === "'") ? cell.slice(1) : cell;
}

export const CSV_COLUMNS = ['id', 'certification', 'topic', 'language', 'question', 'answer_1', 'answer_2', 'answer_3', 'answer_4', 'correct_answer', 'explanation'] as const;
const REQUIRED_COLUMNS = ['question', 'answer_1', 'answer_2', 'answer_3', 'answer_4', 'correct_answer'] as const;

export interface ExportRow {
  id: number;
  certification: string;
  topic: string;
  language: string;
  question: string;
  answers: string[];
  correctIndex: number;
  explanation: string | null;
}

/** The bank as CSV: one row per question and language, with a BOM so spreadsheets read it as UTF-8. */
export function writeCsv(rows: ExportRow[]): string {
  const data = rows.map((row) => [
    String(row.id), row.certification, row.topic, row.language, row.question, ...row.answers, String(row.correctIndex + 1), row.explanation ?? '',
  ].map((cell, index) => (index === 0 || index === 9 ? cell : exportCell(cell))));
  return `\uFEFF${Papa.unparse({ fields: [...CSV_COLUMNS], data }, { newline: '\r\n', quotes: true })}\r\n`;
}

/** Records parsed between two yields: a large file's parse would otherwise hold the server for tens of milliseconds. */
const PARSE_CHUNK = 250;

/**
 * Papaparse's records of a CSV text, and which of them have broken quotes, parsed `chunk` records at a
 * time with a yield to the event loop between (Papaparse pauses at a record's end and resumes there).
 */
export function parseCsvRecords(text: string, chunk = PARSE_CHUNK): Promise<{ records: string[][]; broken: Set<number> }> {
  return new Promise((resolve, reject) => {
    const records: string[][] = [];
    const broken = new Set<number>();
    Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
      header: false,
      skipEmptyLines: 'greedy',
      step: (result, parser) => {
        if (result.errors.some((error) => error.type === 'Quotes')) broken.add(records.length);
        records.push(result.data);
        if (records.length % chunk === 0) {
          parser.pause();
          setImmediate(() => parser.resume());
        }
      },
      complete: () => resolve({ records, broken }),
      error: reject,
    });
  });
}

/** Rows of a CSV file; `needsTopic` is false when the request names a topic for rows without one. */
export async function readCsv(text: string, needsTopic: boolean): Promise<ParsedFile> {
  const parsed = await parseCsvRecords(text);
  const errors: ImportRowError[] = [];
  const [header, ...records] = parsed.records;
  if (!header) return { rows: [], errors: [{ row: 0, field: 'file', reason: 'empty' }] };
  const columns = header.map((name) => name.trim().toLowerCase().replace(/\s+/g, '_'));
  const missing = [...REQUIRED_COLUMNS, ...(needsTopic ? ['topic'] : [])].filter((name) => !columns.includes(name));
  if (missing.length) return { rows: [], errors: missing.map((field) => ({ row: 1, field, reason: 'required' as const })) };
  if (records.length === 0) return { rows: [], errors: [{ row: 0, field: 'file', reason: 'empty' }] };
  const at = (record: string[], name: string): string | null => {
    const index = columns.indexOf(name);
    return index < 0 || record[index] === undefined ? null : importCell(record[index]!);
  };
  const lastRequired = Math.max(...REQUIRED_COLUMNS.map((name) => columns.indexOf(name)));
  const rows: FileRow[] = [];
  records.forEach((record, index) => {
    // `records` lacks the header (record 0 of the parse); a spreadsheet numbers the header 1.
    const row = index + 2;
    // More cells than columns is an unquoted comma; fewer is tolerated while every required cell is there.
    if (parsed.broken.has(index + 1) || record.length > columns.length || record.length <= lastRequired) {
      errors.push({ row, field: 'row', reason: 'syntax' });
      return;
    }
    rows.push({
      row,
      group: blank(at(record, 'id')),
      certification: blank(at(record, 'certification')),
      topic: blank(at(record, 'topic')),
      language: blank(at(record, 'language')),
      question: at(record, 'question') ?? '',
      answers: [1, 2, 3, 4].map((n) => at(record, `answer_${n}`) ?? ''),
      correct: (at(record, 'correct_answer') ?? '').trim(),
      explanation: blank(at(record, 'explanation')),
    });
  });
  return { rows, errors };
}

const blank = (value: string | null) => (value === null || value.trim() === '' ? null : value);

/**
 * Moodle's Aiken format: the question on one or more lines, options `A.` or `A)` one per line, then
 * `ANSWER: X`. We take exactly four options (our questions have four answers).
 */
export function readAiken(text: string): ParsedFile {
  const rows: FileRow[] = [];
  const errors: ImportRowError[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  let start = 0;
  let stem: string[] = [];
  let options: { letter: string; text: string }[] = [];
  const reset = () => {
    stem = [];
    options = [];
  };
  lines.forEach((raw, index) => {
    const line = raw.trim();
    const number = index + 1;
    if (line === '') {
      // A blank line inside a question (between stem and options) is tolerated; one after its options is not.
      if (options.length > 0) {
        errors.push({ row: start, field: 'correct_answer', reason: 'syntax' });
        reset();
      }
      return;
    }
    const answer = /^ANSWER\s*:\s*(.*)$/i.exec(line);
    if (answer) {
      if (stem.length === 0) errors.push({ row: number, field: 'question', reason: 'required' });
      else if (options.length !== 4) errors.push({ row: start, field: 'answers', reason: 'answer_count' });
      else {
        const letter = answer[1]!.trim().toUpperCase();
        const correct = options.findIndex((option) => option.letter === letter);
        rows.push({ row: start, group: null, certification: null, topic: null, language: null, question: stem.join('\n'), answers: options.map((option) => option.text), correct: correct < 0 ? letter || '?' : String(correct + 1), explanation: null });
      }
      reset();
      return;
    }
    const option = /^([A-Z])\s*[.)]\s+(.*)$/.exec(line);
    if (option && stem.length > 0) {
      options.push({ letter: option[1]!, text: option[2]! });
      return;
    }
    if (options.length > 0) {
      // Text after the options but before ANSWER: the question never got its answer line.
      errors.push({ row: start, field: 'correct_answer', reason: 'syntax' });
      reset();
    }
    if (stem.length === 0) start = number;
    stem.push(line);
  });
  if (stem.length > 0) errors.push({ row: start, field: 'correct_answer', reason: 'syntax' });
  if (rows.length === 0 && errors.length === 0) errors.push({ row: 0, field: 'file', reason: 'empty' });
  return { rows, errors };
}

/** GIFT's escapes: \~ \= \# \{ \} \: \\ and \n. */
function unescapeGift(text: string): string {
  return text.replace(/\\([~=#{}:\\n])/g, (_, char: string) => (char === 'n' ? '\n' : char)).trim();
}

/** Splits on a character that is not escaped with a backslash. */
function splitUnescaped(text: string, marks: string): { mark: string; text: string }[] {
  const parts: { mark: string; text: string }[] = [];
  let current = { mark: '', text: '' };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '\\' && i + 1 < text.length) {
      current.text += char + text[i + 1];
      i++;
    } else if (marks.includes(char)) {
      parts.push(current);
      current = { mark: char, text: '' };
    } else current.text += char;
  }
  parts.push(current);
  return parts;
}

/** Index of the first unescaped `char` at or after `from`, or -1. */
function findUnescaped(text: string, char: string, from = 0): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === char) return i;
  }
  return -1;
}

/**
 * Moodle's GIFT format, multiple-choice questions only: `::title:: text { =right ~wrong ~wrong ~wrong }`,
 * with `$CATEGORY:` lines naming the topic (its last path segment), comments `//`, feedback `#` dropped.
 */
export function readGift(text: string): ParsedFile {
  const rows: FileRow[] = [];
  const errors: ImportRowError[] = [];
  let topic: string | null = null;
  let block: string[] = [];
  let start = 0;
  const flush = () => {
    if (block.length === 0) return;
    const source = block.join('\n');
    block = [];
    const open = findUnescaped(source, '{');
    const close = open < 0 ? -1 : findUnescaped(source, '}', open);
    if (open < 0 || close < 0) {
      errors.push({ row: start, field: 'answers', reason: 'syntax' });
      return;
    }
    let stem = source.slice(0, open);
    const title = /^\s*::(.*?)::/s.exec(stem);
    if (title) stem = stem.slice(title[0].length);
    stem = stem.replace(/^\s*\[(html|moodle|plain|markdown)\]/i, '');
    const after = source.slice(close + 1).trim();
    const question = unescapeGift(after ? `${stem.trim()} _____ ${after}` : stem);
    const body = source.slice(open + 1, close);
    const parts = splitUnescaped(body, '=~').slice(1);
    // True/false, numeric, matching and essay questions are not multiple choice.
    if (parts.length === 0 || parts.some((part) => part.mark === '=' && /->/.test(part.text)) || /^\s*(T|F|TRUE|FALSE|#)/i.test(body)) {
      errors.push({ row: start, field: 'answers', reason: 'syntax' });
      return;
    }
    const answers = parts.map((part) => {
      const withoutFeedback = part.text.slice(0, findUnescaped(part.text, '#') < 0 ? undefined : findUnescaped(part.text, '#'));
      return { correct: part.mark === '=', weighted: /^\s*%-?\d/.test(withoutFeedback), text: unescapeGift(withoutFeedback.replace(/^\s*%-?[\d.]+%/, '')) };
    });
    if (answers.length !== 4) errors.push({ row: start, field: 'answers', reason: 'answer_count' });
    else if (answers.filter((answer) => answer.correct).length !== 1 || answers.some((answer) => answer.weighted)) errors.push({ row: start, field: 'correct_answer', reason: 'no_correct_answer' });
    else rows.push({ row: start, group: null, certification: null, topic, language: null, question, answers: answers.map((answer) => answer.text), correct: String(answers.findIndex((answer) => answer.correct) + 1), explanation: null });
  };
  text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed.startsWith('//')) return;
    const category = /^\$CATEGORY:\s*(.*)$/i.exec(trimmed);
    if (category) {
      flush();
      topic = category[1]!.split('/').map((part) => part.trim()).filter(Boolean).pop() ?? null;
      return;
    }
    if (trimmed === '') {
      flush();
      return;
    }
    if (block.length === 0) start = index + 1;
    block.push(line);
  });
  flush();
  if (rows.length === 0 && errors.length === 0) errors.push({ row: 0, field: 'file', reason: 'empty' });
  return { rows, errors };
}
