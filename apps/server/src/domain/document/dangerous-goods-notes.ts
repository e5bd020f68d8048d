/**
 * Gas bottles, fuel, paint and batteries sold on an invoice carry their transport declaration
 * under the name: the UN number, the shipping name, the hazard class and the tunnel code
 * ("UN 1978 PROPANO, 2.1, (B/D)", "UN1263 PAINT, 3, III"). It describes the goods above; its
 * class ("2.1", "3") is never a price, and the line is no entry of its own.
 */
import type { TextLine } from './types.js';

const DECLARATION = /^\s*UN\s?\d{4}\b[\s,:-]+\p{L}{3,}.*,\s*\d(?:\.\d)?\s*(?:,|\(|$)/u;

export const isDangerousGoodsNote = (text: string): boolean => DECLARATION.test(text);

export const withoutDangerousGoodsNotes = (lines: TextLine[]): TextLine[] =>
  lines.filter((line) => !isDangerousGoodsNote(line.text));
