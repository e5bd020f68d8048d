/**
 * Lines of text rebuilt from pieces placed on a page (a PDF's text layer, or words read by OCR),
 * so that the text reads like a typed document: pieces on one baseline form a line, in reading
 * order, and a wide gap becomes several spaces, which keeps a table's columns apart (the text
 * extractor splits aligned columns at two or more spaces).
 */

export interface PlacedText {
  text: string;
  /** Left edge, in page units growing rightwards. */
  x: number;
  /** Baseline, in page units growing downwards. */
  y: number;
  width: number;
  /** Font size (or line height), in page units. */
  size: number;
}

/** Pieces closer than this (in font sizes) are parts of one word. */
const JOINED_GAP = 0.15;
/** Gaps up to this (in font sizes) are a space between words; wider ones separate columns. */
const WORD_GAP = 1;
/** Spaces a column gap takes at the least, so it never reads as a space between words. */
const MIN_COLUMN_SPACES = 3;
/** Baselines closer than this (in font sizes) are one line. */
const SAME_LINE = 0.4;
/** A vertical gap wider than this (in font sizes) is a paragraph break: a blank line. */
const PARAGRAPH_GAP = 2;

/** The page's text as lines, top to bottom, with trailing spaces removed. */
export function layoutText(pieces: PlacedText[]): string {
  const placed = pieces.filter((p) => p.text.trim() && p.size > 0 && Number.isFinite(p.x + p.y));
  if (placed.length === 0) return '';
  const rows = groupRows(placed);
  const left = Math.min(...placed.map((p) => p.x));
  const column = characterWidth(placed);
  const lines: string[] = [];
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    if (previous && row.y - previous.y > PARAGRAPH_GAP * Math.max(row.size, previous.size)) {
      lines.push('');
    }
    lines.push(rowText(row.pieces, left, column));
  });
  return lines.join('\n');
}

interface Row {
  y: number;
  size: number;
  pieces: PlacedText[];
}

/** Pieces sharing a baseline (within a fraction of their size), rows ordered top to bottom. */
function groupRows(pieces: PlacedText[]): Row[] {
  const rows: Row[] = [];
  for (const piece of [...pieces].sort((a, b) => a.y - b.y || a.x - b.x)) {
    const row = rows.at(-1);
    if (row && piece.y - row.y <= SAME_LINE * Math.min(row.size, piece.size)) {
      row.pieces.push(piece);
      row.size = Math.max(row.size, piece.size);
    } else {
      rows.push({ y: piece.y, size: piece.size, pieces: [piece] });
    }
  }
  for (const row of rows) row.pieces.sort((a, b) => a.x - b.x);
  return rows;
}

/** The page's typical character width: columns are placed on a grid of it. */
function characterWidth(pieces: PlacedText[]): number {
  const widths = pieces
    .filter((p) => p.width > 0)
    .map((p) => p.width / [...p.text].length)
    .sort((a, b) => a - b);
  const median = widths[Math.floor(widths.length / 2)];
  return median && median > 0 ? median : Math.max(...pieces.map((p) => p.size)) / 2;
}

/**
 * One line: pieces of a word joined, words a space apart, and each piece after a wide gap placed
 * at its column on the page's character grid (at least a few spaces on), as a typed table would.
 */
function rowText(pieces: PlacedText[], left: number, column: number): string {
  let line = '';
  let end: number | null = null;
  for (const piece of pieces) {
    const text = piece.text.replace(/\s+/g, ' ');
    if (end === null) {
      line = ' '.repeat(Math.max(0, Math.round((piece.x - left) / column))) + text.trimStart();
    } else {
      const gap = piece.x - end;
      if (gap > WORD_GAP * piece.size) {
        const target = Math.round((piece.x - left) / column);
        const spaces = Math.max(MIN_COLUMN_SPACES, target - line.trimEnd().length);
        line = line.trimEnd() + ' '.repeat(spaces) + text.trimStart();
      } else if (gap > JOINED_GAP * piece.size && !/\s$/.test(line) && !/^\s/.test(text)) {
        line += ` ${text}`;
      } else {
        line += text;
      }
    }
    end = Math.max(end ?? -Infinity, piece.x + piece.width);
  }
  return line.trimEnd();
}
