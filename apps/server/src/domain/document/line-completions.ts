/**
 * Lines that complete the entry read just above them: the till's count and prices under a name
 * annotated with its pre-tax price, or a unit price and count whose product is the entry's price.
 */
import { scanNumbers, type NumberToken } from './amounts.js';
import { MEASURED_ONLY } from './line-parts.js';
import type { NumberStyle } from './numbers.js';
import { agrees, type Reading } from './quantity.js';
import type { Candidate } from './types.js';
import { words } from '../words/fold.js';

/**
 * "PTFE TAPE @0.94" then "ST00353 3 1.00 3.00": a name line annotated with a price before tax,
 * and right below it the till's count, unit price and line total, which are the entry's.
 */
export function completesAnnotated(last: Candidate | null, reading: Reading): boolean {
  if (!last || !last.unitMarked || last.quantity !== 1 || last.total !== null) return false;
  if (reading.unit === null || reading.total === null || reading.used.length < 3) return false;
  if (!agrees(reading.unit * reading.quantity, reading.total)) return false;
  last.quantity = reading.quantity;
  last.unit = reading.unit;
  last.total = reading.total;
  last.ambiguous = false;
  last.line = `${last.line}\n${reading.used.map((t) => t.raw).join(' ')}`;
  return true;
}

/**
 * "6,00% 1,05 2" under "MAGRO NATURAL 2,10": a unit price and a count whose product is the
 * entry's line price give it its quantity. A till's weight line right under it (`weighed`, its
 * reading) describes it and is taken too.
 */
export function explainsLast(
  last: Candidate | null,
  raw: string,
  style: NumberStyle,
  weighed: Reading | null = null,
): boolean {
  const price = last
    ? (last.total ?? (last.unit === null ? null : last.unit * last.quantity))
    : null;
  if (last && weighed && describesLast(last, weighed)) return true;
  if (!last || price === null || last.quantity !== 1) return false;
  const tokens = scanNumbers(raw, style).filter((t) => !t.percent);
  for (const unit of tokens) {
    if (!unit.decimals || agrees(unit.value, price)) continue;
    const count = tokens.find(
      (t) =>
        t !== unit &&
        !t.decimals &&
        t.value >= 2 &&
        t.value <= 999 &&
        agrees(t.value * unit.value, price),
    );
    if (count) {
      last.quantity = count.value;
      last.unit = unit.value;
      last.total = price;
      last.ambiguous = false;
      return true;
    }
  }
  return false;
}

/**
 * "GASOLINA 95" / "1.579 EUR/L" / "9.68 L": the litres a pump prints under the entry priced per
 * litre make its price (litres × price per litre). True when the line was read so.
 */
export function completesMeasured(
  priced: { candidate: Candidate; price: number } | null,
  last: Candidate | null,
  tokens: NumberToken[],
  raw: string,
): boolean {
  if (!priced || priced.candidate !== last || !MEASURED_ONLY.test(raw)) return false;
  const measure = tokens.find((t) => t.measure);
  if (!measure) return false;
  last.unit = Math.round(measure.value * priced.price * 100) / 100;
  last.unitMarked = false;
  return true;
}

/**
 * "0,742 KG  1,69 €/KG" right under "BANAANI  1,25": a weight and a price per kilo whose product
 * is the entry's price describe it; no entry waits for them below.
 */
export function describesLast(last: Candidate | null, reading: Reading): boolean {
  const price = last ? (last.total ?? last.unit) : null;
  return (
    price !== null &&
    reading.unit !== null &&
    reading.used.length >= 2 &&
    agrees(price, reading.unit)
  );
}

/**
 * "BANANAS" / "2.31 lb @ 0.59 /lb" / "WT  BANANAS  1.36": right under an entry, a line that
 * repeats its name after a till's short mark prices that entry and names nothing new.
 */
export function pricesLastByName(
  last: Candidate | null,
  rightAbove: boolean,
  name: string,
  reading: Reading,
): boolean {
  const price = reading.total ?? reading.unit;
  if (!last || !rightAbove || price === null || reading.quantity !== 1) return false;
  const own = words(name);
  const above = words(last.text);
  if (own.length !== above.length + 1 || !/^\p{L}{1,3}$/u.test(own[0]!)) return false;
  if (own.slice(1).join(' ') !== above.join(' ')) return false;
  last.quantity = 1;
  last.unit = price;
  last.total = null;
  last.ambiguous = false;
  return true;
}

/**
 * The price line under an entry that printed only its count ("Qty: 2", "Quantidade: 3"): a unit
 * price or the line's price, which the printed total decides later; "R$ 747,00 (3 x R$ 249,00)"
 * says the same count again with its unit price, and settles it.
 */
export function pricesAwaited(awaiting: Candidate | null, reading: Reading): boolean {
  if (!awaiting || reading.unit === null) return false;
  const sameCount = reading.quantity > 1 && reading.quantity === awaiting.quantity;
  if (reading.quantity !== 1 && !sameCount) return false;
  awaiting.unit = reading.unit;
  if (sameCount) awaiting.total = reading.total;
  // "R$ 389,00 cada", "$12.00 each": the line says it is one unit's price.
  awaiting.ambiguous =
    !sameCount && awaiting.quantity > 1 && !reading.used.some((t) => t.unitPrice);
  return true;
}
