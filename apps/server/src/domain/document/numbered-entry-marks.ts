/**
 * A schedule or list that numbers its entries with a bare figure and a wide gap ("2    Gold
 * bracelet, 18K") and prints each entry's count on a labelled line below ("Qty 1  Value each
 * $900.00"). The opening figure is the entry's number, not its count: it is written "2." as
 * numbered lists are, so the labelled count decides.
 */
import type { TextLine } from './types.js';

const NUMBERED = /^(\s{0,3})(\d{1,3})(\s{3,})(?=\S)/u;

/** A count's label and its figure: "Qty 1", "Quantity: 2", "Menge 3", "Antal 4". */
const LABELLED_COUNT =
  /(?<![\p{L}])(?:qty|quantity|menge|anzahl|qt[ée]|quantit[ée]|quantit[àa]|cantidad|quantidade|aantal|antal|antall|m[äa]ngd|m[äa][äa]r[äa]|ilo[śs][ćc]|po[čc]et|mennyis[ée]g|cantitate|kuantiti|kuantitas|miktar|adet)\.?\s*[:：]?\s*\d/iu;

export function withNumberedEntriesMarked(lines: TextLine[]): TextLine[] {
  const numbered = lines
    .map((line, at) => ({ at, match: NUMBERED.exec(line.text) }))
    .filter((n): n is { at: number; match: RegExpExecArray } => n.match !== null);
  if (numbered.length < 2) return lines;
  // The figures count the entries from 1, one by one: no column of counts does that by chance.
  if (!numbered.every((n, k) => Number(n.match[2]) === k + 1)) return lines;
  const counted = numbered.every((n, k) => {
    const end = numbered[k + 1]?.at ?? Math.min(lines.length, n.at + 5);
    return lines.slice(n.at + 1, end).some((l) => LABELLED_COUNT.test(l.text));
  });
  if (!counted) return lines;
  const out = [...lines];
  for (const { at, match } of numbered) {
    const [whole, indent = '', figure = '', gap = ' '] = match;
    out[at] = {
      ...lines[at]!,
      text: `${indent}${figure}.${gap.slice(1)}${lines[at]!.text.slice(whole.length)}`,
    };
  }
  return out;
}
