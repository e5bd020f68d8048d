/**
 * A fiscal till's entry opened by a line of its own, a barcode ("4820000000000") or the count
 * and unit price ("2.000 x 12.00 ="), whose name then wraps over two lines before its amount:
 * "1.000 x 25.00 =" / "Сапиенс. Кратка история на" / "човечеството     25.00 Г".
 */
import { isMoney, scanNumbers } from './amounts.js';
import { nonItemKind } from './non-items.js';
import type { NumberStyle } from './numbers.js';
import { agrees, type Reading } from './quantity.js';
import type { Pending } from './types.js';

/** A barcode alone on its line, above the entry it opens. */
export const BARCODE_LINE = /^\s*\d{8,14}\s*$/;

/** The amount a count line states for its entry: the count times the unit price. */
const stated = (count: Reading | null): number | null =>
  count?.unit == null ? null : (count.total ?? count.quantity * count.unit);

/**
 * Under a count line, the name line is not the whole name when the line after it carries the
 * count's amount beside words of its own that are no total's: the name wraps onto it.
 */
export function wrapsOntoPriced(
  count: Reading,
  next: string | undefined,
  style: NumberStyle,
): boolean {
  const amount = stated(count);
  if (amount === null || next === undefined || !/\p{L}{2}/u.test(next)) return false;
  const money = scanNumbers(next, style).filter((t) => isMoney(t, style));
  if (money.length === 0 || !agrees(money.at(-1)!.value, amount)) return false;
  // "Total Qty: 48  120.00" repeats the amount below the entry's name: it names nothing.
  return nonItemKind(next.slice(0, money[0]!.start).replace(/\d[\d.,]*/g, ' ')) === null;
}

/**
 * The priced line ends the name waiting above it at the same indent: the count line above the
 * name states this line's amount, or the name began right under a barcode.
 */
export function endsOpenedName(
  pending: Pending | null,
  opened: { count: Reading | null; barcodeLine: number },
  reading: Reading,
  indent: number,
): boolean {
  if (!pending || indent !== pending.indent || pending.parts > 2) return false;
  const amount = reading.total ?? reading.unit;
  const count = stated(opened.count);
  if (amount !== null && count !== null && agrees(amount, count)) return true;
  return pending.start !== undefined && pending.start === opened.barcodeLine + 1;
}

/**
 * The entry's line read with the count line above it ("4.000 x 32.50" over "… 130.00"): when
 * the count times its unit price is the line's amount, the count and unit price are the entry's.
 */
export function settledByCount(reading: Reading, count: Reading | null): Reading {
  const carried = stated(count);
  const amount = reading.total ?? reading.unit;
  if (carried === null || amount === null || !agrees(amount, carried)) return reading;
  return {
    ...reading,
    quantity: count!.quantity,
    unit: count!.unit,
    total: carried,
    ambiguous: false,
  };
}
