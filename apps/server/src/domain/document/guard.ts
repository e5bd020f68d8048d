/**
 * Bounds on what the extractor reads, so any upload finishes in milliseconds: binary-looking input
 * is refused, long documents and lines are cut, and lines are normalised.
 */
import type { TextLine } from './types.js';

/** Beyond these a text is not one receipt or list; the rest is left unread. */
export const MAX_CHARS = 500_000;
export const MAX_LINES = 3000;
/** Reading stops after this long, keeping what was read, so no upload holds the process. */
export const TIME_BUDGET_MS = 250;
export const MAX_LINE_LENGTH = 600;
export const MAX_ITEMS = 1000;

export class UnreadableDocumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableDocumentError';
  }
}

/** More than 1 in 10 control or replacement characters: not text. */
export function looksBinary(text: string): boolean {
  const sample = text.slice(0, 65_536);
  if (sample.length === 0) return false;
  let odd = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) || c === 0xfffd) odd++;
  }
  return odd / sample.length > 0.1;
}

export function normaliseText(line: string): string {
  return line
    .replace(/[\u201C\u201D\u201E\u2033\u02BA]/g, '"')
    .replace(/[\u2018\u2019\u2032]/g, "'")
    .replace(/[\u00A0\u2000-\u200B\u202F]/g, ' ')
    .trimEnd();
}

/** The document's lines, bounded: very long lines are cut into sentences of bounded length. */
export function boundedLines(input: string | TextLine[]): TextLine[] {
  let raw: TextLine[];
  if (typeof input === 'string') {
    if (looksBinary(input)) throw new UnreadableDocumentError('The file does not look like text');
    const text = input.length > MAX_CHARS ? input.slice(0, MAX_CHARS) : input;
    raw = text.split(/\r?\n|\r/, MAX_LINES * 2).map((t) => ({ text: t }));
  } else raw = input.slice(0, MAX_LINES * 2);
  const out: TextLine[] = [];
  for (const line of raw) {
    if (out.length >= MAX_LINES) break;
    const text = normaliseText(line.text);
    if (text.length <= MAX_LINE_LENGTH) {
      out.push({ ...line, text });
      continue;
    }
    for (const sentence of text.slice(0, MAX_LINE_LENGTH * 20).split(/(?<=[.!?;])\s+/)) {
      for (let k = 0; k < sentence.length && out.length < MAX_LINES; k += MAX_LINE_LENGTH) {
        out.push({ text: sentence.slice(k, k + MAX_LINE_LENGTH), confidence: line.confidence });
      }
    }
  }
  return out;
}

/** OCR words rebuilt into a line whose wide gaps become column breaks. */
export function lineFromWords(line: TextLine): string {
  const words = line.words;
  if (!words || words.length < 2) return line.text;
  const widths = words.map((w) => (w.x1 - w.x0) / Math.max(1, w.text.length));
  const charWidth = widths.sort((a, b) => a - b)[Math.floor(widths.length / 2)] || 1;
  let out = words[0]!.text;
  for (let k = 1; k < words.length; k++) {
    const gap = words[k]!.x0 - words[k - 1]!.x1;
    out += gap > charWidth * 2.2 ? '   ' : ' ';
    out += words[k]!.text;
  }
  return out;
}
