/**
 * Under a "Notes" heading a schedule or a list numbers its conditions: "1. Coins are covered at
 * their bullion value of $1,900 an ounce", "2. 每件最高賠償額為 $8,000". They are terms about the
 * things above, never things: their amounts are limits and rates, not values.
 */
import { isMoney, scanNumbers } from './amounts.js';
import type { NumberStyle } from './numbers.js';
import type { TextLine } from './types.js';

/** A heading alone on its line that opens notes, in the languages documents are written in. */
const NOTES_HEADING =
  /^\s*(?:notes?|remarks|conditions|important|hinweise?|anmerkungen|bemerkungen|remarques|notas?|observaciones|observa[cç][õo]es|note|avvertenze|opmerkingen|opmerking|catatan|merknader|anm[äa]rkningar|uwagi|poznámky|napomene|附[註注]|備[註注]|备注|[註注]|[註注]意事項|注意事项|注記|備考|注意事項|비고|참고|유의사항|ملاحظات)\s*[:：]?\s*$/iu;
/** A numbered note: "1.", "2)", "(3)", "①". */
const NUMBERED = /^\s*(?:\d{1,2}[.)、]|\(\d{1,2}\)|[\u2460-\u2473])\s*\S/u;

export function withoutNumberedNotes(lines: TextLine[], style: NumberStyle): TextLine[] {
  const out: TextLine[] = [];
  let priced = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines.slice(i + 1).find((l) => l.text.trim());
    // Notes follow the things they speak of: a heading above any priced line opens no notes.
    if (priced && NOTES_HEADING.test(line.text) && next && NUMBERED.test(next.text)) {
      let j = i + 1;
      while (j < lines.length && !lines[j]!.text.trim()) j++;
      // The numbered notes and the lines they wrap onto, up to the next blank line.
      while (j < lines.length && lines[j]!.text.trim()) j++;
      i = j - 1;
      continue;
    }
    if (scanNumbers(line.text, style).some((t) => isMoney(t, style))) priced = true;
    out.push(line);
  }
  return out;
}
