/**
 * A till that rings the same thing twice prints the same line twice ("1 Iced Latte 4.25" and
 * again right below it): one entry of two, not two entries. Only one-line entries printed one
 * under the other merge; the same line further down, after other things or after choices made
 * for it ("no ice"), stays an entry of its own.
 */
import type { Candidate } from './types.js';

function sameLine(a: Candidate, b: Candidate): boolean {
  return (
    a.lineNo !== undefined &&
    b.lineNo === a.lineNo + 1 &&
    a.line.trim() !== '' &&
    !a.line.includes('\n') &&
    a.line.trim() === b.line.trim() &&
    a.text === b.text &&
    a.unit === b.unit &&
    a.total === b.total &&
    !a.ambiguous &&
    !b.ambiguous &&
    a.details.length === 0
  );
}

export function withRepeatsCounted(candidates: Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (const c of candidates) {
    const last = out.at(-1);
    if (last && sameLine(last, c)) {
      out[out.length - 1] = {
        ...last,
        quantity: last.quantity + c.quantity,
        total: last.total !== null && c.total !== null ? last.total + c.total : null,
        details: [...last.details, ...c.details],
        lineNo: c.lineNo,
      };
      continue;
    }
    out.push(c);
  }
  return out;
}
