// @vitest-environment node
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { buildProfilePdfBytes, toLatin1, type ProfilePdfData, type ProfilePdfLabels } from './build-profile-pdf';

const labels: ProfilePdfLabels = {
  title: 'Profilo Certamen',
  badgesEarned: 'Badge ottenuti',
  noBadges: 'Nessun badge ancora — fai un quiz per ottenerne uno!',
  history: 'Storico degli esami',
  noHistory: 'Nessun quiz ancora.',
  trend: 'Andamento dei punteggi',
  date: 'Data',
  quiz: 'Quiz',
  mode: 'Modalità',
  score: 'Punteggio',
};

const data: ProfilePdfData = {
  username: 'niccolò_ç',
  email: 'niccolo@example.com',
  subtitle: 'Utente · Premium',
  tiles: [
    { label: 'Slancio attuale', value: '1 giorno' },
    { label: 'Record personale', value: '3 giorni' },
    { label: 'Punteggio medio', value: '73%' },
    { label: 'Badge', value: '2/17' },
  ],
  badges: ['Primo passo', 'Maître : Sécurité'],
  history: [
    { date: '03/11/2026', quiz: 'CompTIA Security+ — Minacce e vulnerabilità', mode: 'Esame', score: 87 },
    { date: '02/11/2026', quiz: 'Cisco CCNA · Reti', mode: 'Allenamento', score: 64 },
    { date: '01/11/2026', quiz: 'Quiz misto', mode: 'Allenamento', score: 41 },
  ],
  trend: [
    { label: '01/11', score: 41 },
    { label: '02/11', score: 64 },
    { label: '03/11', score: 87 },
  ],
  generatedOn: 'Generato il 03/11/2026',
};

async function textOf(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes.slice(0)), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await pdf.destroy();
  return pages.join('\n');
}

describe('the profile PDF', () => {
  it('is one A4 page', async () => {
    const pdf = await PDFDocument.load(buildProfilePdfBytes(data, labels));
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect(width).toBeCloseTo(595.28, 1);
    expect(height).toBeCloseTo(841.89, 1);
  });

  it('holds the username, the tiles, the badges and every score, accents intact', async () => {
    const text = await textOf(buildProfilePdfBytes(data, labels));
    for (const expected of ['niccolò_ç', 'niccolo@example.com', 'Slancio attuale', '1 giorno', '73%', '2/17', 'Primo passo', 'Maître : Sécurité', 'Modalità', '87%', '64%', '41%', 'Allenamento']) {
      expect(text).toContain(expected);
    }
    // Outside Latin-1, the dash is replaced rather than garbled.
    expect(text).toContain('CompTIA Security+ - Minacce');
  });

  it('says so when there is nothing yet, and breaks a long history over pages', async () => {
    const empty = await textOf(buildProfilePdfBytes({ ...data, badges: [], history: [], trend: [] }, labels));
    expect(empty).toContain('Nessun badge ancora - fai un quiz');
    expect(empty).toContain('Nessun quiz ancora.');
    const long = { ...data, history: Array.from({ length: 60 }, (_, index) => ({ date: '01/11/2026', quiz: `Quiz ${index + 1}`, mode: 'Esame', score: index })) };
    const pdf = await PDFDocument.load(buildProfilePdfBytes(long, labels));
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    expect(await textOf(buildProfilePdfBytes(long, labels))).toContain('Quiz 60');
  });
});

describe('toLatin1', () => {
  it('keeps Latin-1 letters and replaces what the standard fonts cannot draw', () => {
    expect(toLatin1('àèéìòù çñ ÀÉ')).toBe('àèéìòù çñ ÀÉ');
    expect(toLatin1('a — b “c” ‘d’ e…')).toBe('a - b "c" \'d\' e...');
    expect(toLatin1('80\u202F%')).toBe('80 %');
    expect(toLatin1('Łódź ✓')).toBe('?ódz ?');
  });
});
