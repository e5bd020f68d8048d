/**
 * A schedule of insured valuables describes each thing in one cell: "Platinum ring, 1.52 ct,
 * F/VS1, appraised 06/2023" is one thing, its commas part of the description, not a list of
 * parts. Such a schedule is known by its value column's heading: what the thing is insured for.
 */
import { nonItemKind } from './non-items.js';
import type { Candidate, TextLine } from './types.js';

/** The heading of an insured-value column, in the languages schedules are written in. */
const INSURED_VALUE_COLUMN =
  /(?<![\p{L}])(?:sum insured|amount of insurance|insured (?:value|amount)|agreed value|versicherungssumme|versicherungswert|valeur assur[ée]e|capital assur[ée]|suma asegurada|valor asegurado|capitale assicurato|somma assicurata|verzekerde waarde|verzekerd bedrag|capital segurado|importo assicurato|forsikringssum|försäkringsbelopp|suma ubezpieczenia)(?![\p{L}])|保[額额]|保[險险]金[額额]|保険金額|보험가입금액/iu;
/** A header is looked for this far down the document. */
const HEADER_WITHIN = 40;

/** A heading line of columns: its cells stand apart, it prints no amount of its own. */
function isColumnHeading(text: string): boolean {
  return text.trim().split(/\s{2,}|\t|\|/).length >= 2 && !/\d[.,]\d{2,3}(?!\d)/.test(text);
}

/** The heading may stand over two lines, each column's words above each other. */
export function isInsuredSchedule(lines: TextLine[]): boolean {
  const head = lines.slice(0, HEADER_WITHIN).map((l) => l.text);
  return head.some((text, k) => {
    if (!isColumnHeading(text)) return false;
    if (INSURED_VALUE_COLUMN.test(text)) return true;
    const below = head[k + 1] ?? '';
    return isColumnHeading(below) && INSURED_VALUE_COLUMN.test(stacked(text, below));
  });
}

/** Two heading lines read column by column: a cell above, then the cell that starts below it. */
function stacked(upper: string, lower: string): string {
  const cells = (t: string) =>
    [...t.matchAll(/\S+(?: \S+)*/g)].map((m) => ({ at: m.index, text: m[0] }));
  const below = cells(lower);
  return cells(upper)
    .map((c) => {
      const under = below.find((b) => Math.abs(b.at - c.at) <= 2);
      return under ? `${c.text} ${under.text}` : c.text;
    })
    .join(' | ');
}

/** A schedule's priced rows keep their whole description as the thing's name. */
export function keepScheduleNames(candidates: Candidate[]): void {
  for (const c of candidates) {
    // A label the name reader would drop ("Total agreed value - …") is no description to keep.
    if (c.unit !== null && c.source !== 'prose' && !nonItemKind(c.text)) c.exactName = true;
  }
}
