/**
 * The printed total decides a doubtful line: when a receipt's lines do not add up to any printed
 * total or subtotal, but leaving out exactly one of them makes them add up, that one is no item
 * (a tax line, a card slip's amount, a company's capital read as a line). Never more than one line
 * goes, and only when no other line would do as well: a coincidence must not drop a real item.
 */
import type { Candidate, PrintedTotal } from './types.js';

/** A till's total is the exact sum of its lines: a cent of rounding, no more. */
const exact = (a: number, b: number): boolean => Math.abs(a - b) <= 0.011;

const lineTotal = (c: Candidate): number => c.total ?? (c.unit === null ? 0 : c.unit * c.quantity);

export function withoutUnaccountedLine(
  candidates: Candidate[],
  totals: PrintedTotal[],
  charges: number,
): Candidate[] {
  const priced = candidates.filter((c) => c.unit !== null);
  if (totals.length === 0 || priced.length < 2) return candidates;
  const matches = (value: number): boolean =>
    totals.some(
      (t) =>
        t.value > 0 &&
        (exact(value, t.value) || (charges !== 0 && exact(value + charges, t.value))),
    );
  const sum = priced.reduce((n, c) => n + lineTotal(c), 0);
  if (matches(sum)) return candidates;
  const droppable = priced.filter((c) => lineTotal(c) > 0 && matches(sum - lineTotal(c)));
  const chosen = droppable.length === 1 ? droppable[0] : codeLineAmong(droppable);
  return chosen ? candidates.filter((c) => c !== chosen) : candidates;
}

/** An article number opening the line: "0668708 NOSIZE 9,99". */
const OPENS_WITH_CODE = /^\s*\d{6,}\s/;

/**
 * Several lines of the same amount could go: the one that opens with an article number (a code
 * line the reader took with a neighbour's price) goes, when it is the only such line.
 */
function codeLineAmong(droppable: Candidate[]): Candidate | undefined {
  if (droppable.length < 2) return undefined;
  const amount = lineTotal(droppable[0]!);
  if (!droppable.every((c) => exact(lineTotal(c), amount))) return undefined;
  const coded = droppable.filter((c) => OPENS_WITH_CODE.test(c.line));
  return coded.length === 1 ? coded[0] : undefined;
}
