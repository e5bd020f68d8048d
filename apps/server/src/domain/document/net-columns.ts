/**
 * An invoice row that prints its net price, then the VAT rate, the VAT and the gross amount:
 * "Monitor Dell S2725DS  szt. 1  910,57  910,57  23%  209,43  1 120,00". The thing's price is the
 * net one, so the row is read up to its VAT rate, when the amounts after the rate are that rate
 * of the net amount or the net plus it. A rate with fewer than two amounts before it
 * ("Sofa 500.00 -10% 450.00") is a discount, not a tax column.
 */
import { isMoney, scanNumbers } from './amounts.js';
import type { NumberStyle } from './numbers.js';

export function withoutTaxColumns(line: string, style: NumberStyle): string {
  const tokens = scanNumbers(line, style);
  const rate = tokens.findIndex((t) => t.percent && !t.negative);
  if (rate < 0) return line;
  const before = tokens.slice(0, rate).filter((t) => isMoney(t, style) && t.decimals);
  const after = tokens.slice(rate + 1).filter((t) => isMoney(t, style) && t.decimals);
  if (before.length < 2 || after.length === 0) return line;
  // The VAT column holds the rate of the net amount (or the gross one its net plus that).
  const net = before.at(-1)!.value;
  const vat = (net * tokens[rate]!.value) / 100;
  const taxed = after.some(
    (t) => Math.abs(t.value - vat) <= 0.02 + vat * 0.01 || Math.abs(t.value - net - vat) <= 0.05,
  );
  return taxed ? line.slice(0, tokens[rate]!.start).trimEnd() : line;
}
