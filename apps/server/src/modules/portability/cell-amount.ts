import { currencyOfMarker, PREFIX_MARKER, SUFFIX_MARKER } from '../../domain/document/currency.js';
import { inferNumberStyle, parseNumber } from '../../domain/document/numbers.js';

/** An amount as a cell wrote it, with the currency the cell itself names (if any). */
export interface CellAmount {
  amount: number;
  /** ISO code, or `$` / `kr` when the cell says only that; null when it names none. */
  currency: string | null;
}

const PREFIX = new RegExp(String.raw`^(${PREFIX_MARKER})\s*`, 'iu');
const SUFFIX = new RegExp(String.raw`\s*(${SUFFIX_MARKER})$`, 'iu');
/** "1.5E+03", "2e3", "1,5E3" (a decimal comma, as European spreadsheets write it). */
const SCIENTIFIC = /^(\d+(?:[.,]\d+)?)e([+-]?\d{1,3})$/i;

/**
 * The amount a value cell holds: "1.299,50 €", "$1,299.50", "CHF 1'250.00", "1.5E+03".
 * `fallbackCurrency` decides the decimal mark of currencies without a minor unit ("19.500" Rp).
 * Null when the cell is no amount, or a negative one.
 */
export function readAmount(text: string, fallbackCurrency: string): CellAmount | null {
  let rest = text.trim();
  let marker: string | null = null;
  const prefix = PREFIX.exec(rest);
  if (prefix) {
    marker = prefix[1]!;
    rest = rest.slice(prefix[0].length);
  } else {
    const suffix = SUFFIX.exec(rest);
    // "1e3" is scientific notation, not an amount in euros written with an E.
    if (suffix && !(suffix[1] === 'E' || suffix[1] === 'e')) {
      marker = suffix[1]!;
      rest = rest.slice(0, suffix.index);
    }
  }
  const currency = marker ? currencyOfMarker(marker) : null;
  const compact = rest.replace(/[\s\u00A0\u202F]/g, '');
  const scientific = SCIENTIFIC.exec(compact);
  if (scientific) {
    const amount = Number(`${scientific[1]!.replace(',', '.')}e${scientific[2]}`);
    return Number.isFinite(amount) ? { amount, currency } : null;
  }
  const digits = rest.replace(/[^\d.,'’\s-]/g, '').trim();
  if (digits.startsWith('-') || !/\d/.test(digits)) return null;
  const amount = parseNumber(digits, inferNumberStyle(digits, currency ?? fallbackCurrency));
  return amount === null ? null : { amount, currency };
}
