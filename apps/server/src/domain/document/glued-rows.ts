/**
 * Two rows of a till's table that the OCR read onto one line: "WHOLEMEAL 2.78 2 0 2 5.56 O.C
 * JUMBO 2.97 6 0 0 6 17.82". Each row is a name followed by its run of figures ending in an
 * amount; where a second name starts after such a run, the line is cut in two.
 */
import type { TextLine } from './types.js';

/** A run of three or more figures ending in an amount with two decimals. */
const FIGURES = String.raw`(?:-?\d[\d.,]*\s+){2,}-?\d[\d,]*[.,]\d{2}`;
const GLUED = new RegExp(
  String.raw`^(\s*\p{L}[^\n]*?\s${FIGURES})\s+(\p{L}[\p{L}\d.'/&()+-]*(?:\s+\p{L}[\p{L}\d.'/&()+-]*)*\s+${FIGURES})\s*$`,
  'u',
);

export function splitGluedRows(lines: TextLine[]): TextLine[] {
  return lines.flatMap((line) => {
    const m = GLUED.exec(line.text);
    if (!m) return [line];
    return [
      { ...line, text: m[1]! },
      { ...line, text: m[2]! },
    ];
  });
}
