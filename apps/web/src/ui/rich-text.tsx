import { Fragment } from 'react';

/**
 * Question text as data (content/README.md, "Code in questions"): prose, ```fenced``` code blocks
 * and `inline code`. Code keeps its indentation, is never wrapped, and scrolls sideways on a narrow
 * screen; nothing is rendered as HTML, so a question can never inject markup.
 */
export function RichText({ text, className, focusable = true }: { text: string; className?: string; focusable?: boolean }) {
  const parts = splitFences(text);
  if (parts.length === 1 && parts[0]!.kind === 'prose') return <span className={className}>{inline(parts[0]!.text)}</span>;
  return (
    <span className={className}>
      {parts.map((part, index) =>
        part.kind === 'code' ? (
          // <code> displayed as a block (not <pre>): valid inside a heading or a button, where questions and answers live.
          // Focusable so a keyboard user can scroll a long line, except inside a button (an answer), which is focusable itself.
          <code key={index} className="code-block" tabIndex={focusable ? 0 : undefined}>
            {part.text}
          </code>
        ) : (
          <Fragment key={index}>{inline(part.text)}</Fragment>
        ),
      )}
    </span>
  );
}

type Part = { kind: 'prose'; text: string } | { kind: 'code'; lang: string; text: string };

export function splitFences(text: string): Part[] {
  const parts: Part[] = [];
  const fence = /```([a-z0-9+#-]*)\n([\s\S]*?)\n```/gi;
  let last = 0;
  for (const match of text.matchAll(fence)) {
    const before = text.slice(last, match.index).replace(/\n$/, '');
    if (before) parts.push({ kind: 'prose', text: before });
    parts.push({ kind: 'code', lang: match[1] ?? '', text: match[2] ?? '' });
    last = (match.index ?? 0) + match[0].length;
  }
  const rest = text.slice(last).replace(/^\n/, '');
  if (rest || parts.length === 0) parts.push({ kind: 'prose', text: rest });
  return parts;
}

/** `code` spans inside prose. */
function inline(text: string) {
  return text.split(/(`[^`\n]+`)/g).map((piece, index) =>
    piece.length > 2 && piece.startsWith('`') && piece.endsWith('`') ? (
      <code key={index} className="code-inline">
        {piece.slice(1, -1)}
      </code>
    ) : (
      <Fragment key={index}>{piece}</Fragment>
    ),
  );
}
