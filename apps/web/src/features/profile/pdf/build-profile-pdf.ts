import { jsPDF } from 'jspdf';

/** What the PDF shows, already formatted in the user's language (dates, percentages, labels). */
export interface ProfilePdfData {
  username: string;
  email: string;
  /** Role and Premium, as shown on the page. */
  subtitle: string;
  tiles: { label: string; value: string }[];
  badges: string[];
  history: { date: string; quiz: string; mode: string; score: number }[];
  /** Oldest first, scores 0-100. */
  trend: { label: string; score: number }[];
  generatedOn: string;
}

export interface ProfilePdfLabels {
  title: string;
  badgesEarned: string;
  noBadges: string;
  history: string;
  noHistory: string;
  trend: string;
  date: string;
  quiz: string;
  mode: string;
  score: string;
}

/** docs/product.md, Progress and leaderboard: profilo_{product}.pdf. */
export const PROFILE_PDF_FILE_NAME = 'profilo_certamen.pdf';

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const COLOURS = {
  primary: [30, 58, 138],
  ink: [15, 23, 42],
  muted: [71, 85, 105],
  line: [226, 232, 240],
  soft: [241, 245, 249],
  accent: [245, 158, 11],
  good: [21, 128, 61],
  fair: [161, 98, 7],
  poor: [185, 28, 28],
} as const satisfies Record<string, readonly [number, number, number]>;
type Colour = keyof typeof COLOURS;

const REPLACEMENTS: Record<string, string> = {
  '\u2014': '-', '\u2013': '-', '\u2012': '-', '\u2010': '-', '\u2011': '-',
  '\u2018': "'", '\u2019': "'", '\u201A': "'", '\u201C': '"', '\u201D': '"', '\u201E': '"',
  '\u2026': '...', '\u2022': '-', '\u00A0': ' ', '\u202F': ' ', '\u2009': ' ', '\u2007': ' ', '\u2212': '-',
};

/**
 * The standard PDF fonts cover Latin-1 only (à è é ì ò ù ç ñ are fine): dashes, curly quotes and narrow
 * spaces become their plain forms, other letters lose their accents, and what remains outside becomes '?'.
 */
export function toLatin1(text: string): string {
  return Array.from(text.normalize('NFC'), (char) => {
    if (char.charCodeAt(0) <= 0xff) return char;
    if (REPLACEMENTS[char]) return REPLACEMENTS[char];
    const plain = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    return plain.length > 0 && Array.from(plain).every((part) => part.charCodeAt(0) <= 0xff) ? plain : '?';
  }).join('');
}

function tone(score: number): Colour {
  return score >= 80 ? 'good' : score >= 60 ? 'fair' : 'poor';
}

/** Builds the A4 profile report: header, the four tiles, badges, score trend and history. Pure: no DOM, no I/O. */
export function buildProfilePdf(data: ProfilePdfData, labels: ProfilePdfLabels): jsPDF {
  const doc = new jsPDF({ unit: 'pt', format: 'a4', orientation: 'portrait' });
  const fill = (colour: Colour) => doc.setFillColor(COLOURS[colour][0], COLOURS[colour][1], COLOURS[colour][2]);
  const draw = (colour: Colour) => doc.setDrawColor(COLOURS[colour][0], COLOURS[colour][1], COLOURS[colour][2]);
  const ink = (colour: Colour) => doc.setTextColor(COLOURS[colour][0], COLOURS[colour][1], COLOURS[colour][2]);
  const font = (size: number, style: 'normal' | 'bold' = 'normal') => {
    doc.setFont('helvetica', style);
    doc.setFontSize(size);
  };
  const write = (text: string, x: number, y: number, options?: { align?: 'left' | 'center' | 'right'; maxWidth?: number }) => doc.text(toLatin1(text), x, y, options);
  /** The text on one line of the given width (in the current font), cut with '...' when longer. */
  const fit = (text: string, width: number) => {
    let plain = toLatin1(text);
    if (doc.getTextWidth(plain) <= width) return plain;
    while (plain.length > 1 && doc.getTextWidth(`${plain}...`) > width) plain = plain.slice(0, -1);
    return `${plain.trimEnd()}...`;
  };

  let y = 0;
  const ensureRoom = (height: number) => {
    if (y + height <= PAGE.height - PAGE.margin) return;
    doc.addPage('a4', 'portrait');
    y = PAGE.margin;
  };
  const heading = (text: string) => {
    ensureRoom(40);
    y += 22;
    font(14, 'bold');
    ink('primary');
    write(text, PAGE.margin, y);
    draw('accent');
    doc.setLineWidth(2);
    doc.line(PAGE.margin, y + 5, PAGE.margin + 40, y + 5);
    y += 18;
  };

  // Header band: product, username, e-mail.
  fill('primary');
  doc.rect(0, 0, PAGE.width, 110, 'F');
  ink('soft');
  font(10, 'bold');
  write(labels.title.toUpperCase(), PAGE.margin, 34);
  doc.setTextColor(255, 255, 255);
  font(22, 'bold');
  write(fit(data.username, CONTENT_WIDTH), PAGE.margin, 62);
  font(11);
  write(fit(data.email, CONTENT_WIDTH), PAGE.margin, 80);
  ink('soft');
  font(10);
  write(fit(data.subtitle, CONTENT_WIDTH), PAGE.margin, 96);
  y = 130;

  // The four tiles.
  const gap = 10;
  const tileWidth = (CONTENT_WIDTH - gap * (data.tiles.length - 1)) / Math.max(1, data.tiles.length);
  data.tiles.forEach((tile, index) => {
    const x = PAGE.margin + index * (tileWidth + gap);
    fill('soft');
    draw('line');
    doc.setLineWidth(1);
    doc.roundedRect(x, y, tileWidth, 58, 6, 6, 'FD');
    font(8.5, 'bold');
    ink('muted');
    write(fit(tile.label, tileWidth - 16), x + 8, y + 18);
    font(16, 'bold');
    ink('ink');
    write(fit(tile.value, tileWidth - 16), x + 8, y + 42);
  });
  y += 58;

  // Badges earned.
  heading(labels.badgesEarned);
  font(10.5);
  ink('ink');
  if (data.badges.length === 0) {
    ink('muted');
    write(labels.noBadges, PAGE.margin, y);
    y += 14;
  } else {
    const columnWidth = CONTENT_WIDTH / 2;
    data.badges.forEach((badge, index) => {
      const column = index % 2;
      if (column === 0 && index > 0) y += 16;
      if (column === 0) ensureRoom(16);
      const x = PAGE.margin + column * columnWidth;
      fill('accent');
      doc.circle(x + 4, y - 3.5, 3, 'F');
      write(fit(badge, columnWidth - 20), x + 14, y);
    });
    y += 14;
  }

  // Score trend, drawn with lines on a 0-100 axis.
  heading(labels.trend);
  const chart = { x: PAGE.margin + 30, width: CONTENT_WIDTH - 40, height: 150 };
  ensureRoom(chart.height + 30);
  const top = y + 4;
  const yOf = (score: number) => top + chart.height - (Math.min(100, Math.max(0, score)) / 100) * chart.height;
  font(8);
  ink('muted');
  doc.setLineWidth(0.5);
  for (let tick = 0; tick <= 100; tick += 20) {
    draw('line');
    doc.line(chart.x, yOf(tick), chart.x + chart.width, yOf(tick));
    write(String(tick), chart.x - 6, yOf(tick) + 3, { align: 'right' });
  }
  if (data.trend.length > 0) {
    const step = data.trend.length > 1 ? chart.width / (data.trend.length - 1) : 0;
    const xOf = (index: number) => (data.trend.length > 1 ? chart.x + index * step : chart.x + chart.width / 2);
    draw('primary');
    doc.setLineWidth(2);
    for (let index = 1; index < data.trend.length; index += 1) {
      doc.line(xOf(index - 1), yOf(data.trend[index - 1].score), xOf(index), yOf(data.trend[index].score));
    }
    data.trend.forEach((point, index) => {
      fill('accent');
      draw('primary');
      doc.setLineWidth(1);
      doc.circle(xOf(index), yOf(point.score), 4, 'FD');
      font(9, 'bold');
      ink('ink');
      write(`${point.score}%`, xOf(index), yOf(point.score) - 8, { align: 'center' });
      font(8);
      ink('muted');
      write(point.label, xOf(index), top + chart.height + 14, { align: 'center' });
    });
  } else {
    font(10);
    write(labels.noHistory, chart.x + chart.width / 2, top + chart.height / 2, { align: 'center' });
  }
  y = top + chart.height + 24;

  // History.
  heading(labels.history);
  if (data.history.length === 0) {
    font(10.5);
    ink('muted');
    write(labels.noHistory, PAGE.margin, y);
    y += 14;
  } else {
    const columns = [
      { label: labels.date, x: PAGE.margin + 6, width: 80 },
      { label: labels.quiz, x: PAGE.margin + 92, width: 270 },
      { label: labels.mode, x: PAGE.margin + 370, width: 80 },
      { label: labels.score, x: PAGE.margin + CONTENT_WIDTH - 6, width: 55 },
    ];
    const headerRow = () => {
      fill('primary');
      doc.rect(PAGE.margin, y - 12, CONTENT_WIDTH, 18, 'F');
      font(9, 'bold');
      doc.setTextColor(255, 255, 255);
      columns.forEach((column, index) => write(column.label, column.x, y, index === 3 ? { align: 'right' } : undefined));
      y += 18;
    };
    ensureRoom(40);
    headerRow();
    data.history.forEach((row, index) => {
      if (y + 18 > PAGE.height - PAGE.margin) {
        doc.addPage('a4', 'portrait');
        y = PAGE.margin + 12;
        headerRow();
      }
      if (index % 2 === 1) {
        fill('soft');
        doc.rect(PAGE.margin, y - 12, CONTENT_WIDTH, 18, 'F');
      }
      font(9.5);
      ink('ink');
      write(fit(row.date, columns[0].width), columns[0].x, y);
      write(fit(row.quiz, columns[1].width), columns[1].x, y);
      write(fit(row.mode, columns[2].width), columns[2].x, y);
      font(9.5, 'bold');
      ink(tone(row.score));
      write(`${row.score}%`, columns[3].x, y, { align: 'right' });
      y += 18;
    });
  }

  // Footer on every page: when it was made, and the page number.
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    font(8);
    ink('muted');
    write(data.generatedOn, PAGE.margin, PAGE.height - 20);
    write(`${page}/${pages}`, PAGE.width - PAGE.margin, PAGE.height - 20, { align: 'right' });
  }
  return doc;
}

/** The PDF's bytes, for tests and for anything that sends it on. */
export function buildProfilePdfBytes(data: ProfilePdfData, labels: ProfilePdfLabels): ArrayBuffer {
  return buildProfilePdf(data, labels).output('arraybuffer');
}
