/**
 * The text of a page read by OCR, laid out like a typed document: tesseract's lines stay lines,
 * and wide gaps between its words become several spaces, so a scanned table keeps its columns
 * (the same layout as a PDF's text layer gets).
 */
import { layoutText, type PlacedText } from '../../pdf/text-layout.js';
import type { OcrLine } from './ocr.js';

export function pageTextOf(lines: OcrLine[]): string {
  const words = lines.flatMap((line) => line.words.filter((w) => w.text.trim() && w.x1 > w.x0));
  if (words.length === 0) return lines.map((line) => line.text).join('\n');
  // Word boxes carry no height: a character is about half as wide as the text is high.
  const charWidths = words.map((w) => (w.x1 - w.x0) / [...w.text].length).sort((a, b) => a - b);
  const size = 2 * charWidths[Math.floor(charWidths.length / 2)]!;
  const pieces: PlacedText[] = lines.flatMap((line, index) =>
    line.words.map((word) => ({
      text: word.text,
      x: word.x0,
      // One row per line, as tesseract found them.
      y: index * size * 1.5,
      width: word.x1 - word.x0,
      size,
    })),
  );
  return layoutText(pieces);
}
