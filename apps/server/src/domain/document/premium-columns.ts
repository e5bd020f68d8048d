/**
 * A schedule of insured things whose columns go on past the value: "Amount of Insurance | Rate
 * per $100 | Annual Premium". Each row then closes on the rate and the premium, figures about the
 * cover, not the thing; cut from the rows, the row's last figure is its value again.
 */
import { scanNumbers } from './amounts.js';
import type { NumberStyle } from './numbers.js';
import type { TextLine } from './types.js';

/** The value column's heading: what the thing is insured for or worth. */
const VALUE_COLUMN =
  /(?<![\p{L}])(?:amount|sum insured|value|limit|versicherungssumme|wert|valeur|montant|valor|importe|valore|waarde)(?![\p{L}])/iu;
/** Columns about the cover after the value: its rate and its premium. */
const RATE_COLUMN = /(?<![\p{L}])(?:rate|taux|satz|tasa|tasso|taxa|tarief)(?![\p{L}])/iu;
const PREMIUM_COLUMN =
  /(?<![\p{L}])(?:premium|pr[äa]mie|jahrespr[äa]mie|prime|prima|premio|pr[êe]mio|premie)(?![\p{L}])/iu;
/** A header is looked for this far down, and may run over this many lines. */
const HEADER_WITHIN = 40;
const HEADER_LINES = 2;

export function withoutPremiumColumns(lines: TextLine[], style: NumberStyle): TextLine[] {
  const header = premiumHeader(lines);
  if (!header) return lines;
  const { at, cut } = header;
  return lines.map((line, k) => {
    if (k <= at) return line;
    const tokens = scanNumbers(line.text, style).filter((t) => !t.percent);
    if (tokens.length < cut + 1) return line;
    const kept = tokens[tokens.length - cut - 1]!;
    const dropped = line.text.slice(kept.end);
    // Only figures, spaces and currency marks follow the value.
    if (/\p{L}/u.test(dropped.replace(/(?<![\p{L}])(?:per|pro|par|por)(?![\p{L}])/giu, ''))) {
      return line;
    }
    return { ...line, text: line.text.slice(0, kept.end) };
  });
}

/** The header's last line and how many cover columns follow the value, or null. */
function premiumHeader(lines: TextLine[]): { at: number; cut: number } | null {
  for (let i = 0; i < Math.min(lines.length, HEADER_WITHIN); i++) {
    // A header is cells of words, no field and no amounts with cents ("per $100" is a rate's unit).
    const words = (t: string): boolean => !/\d[.,]\d{2}(?!\d)|:/.test(t);
    const block = lines
      .slice(i, i + HEADER_LINES)
      .map((l) => l.text)
      .filter((t, k) => k === 0 || words(t));
    if (!block.every(words) || block[0]!.trim().split(/\s{2,}/).length < 3) continue;
    const text = block.join(' ');
    if (!VALUE_COLUMN.test(text) || !PREMIUM_COLUMN.test(text)) continue;
    const value = text.search(VALUE_COLUMN);
    const premium = text.search(PREMIUM_COLUMN);
    if (premium < value) continue;
    const cut = 1 + (RATE_COLUMN.test(text) ? 1 : 0);
    const last = PREMIUM_COLUMN.test(block[1] ?? '') ? i + 1 : i;
    return { at: last, cut };
  }
  return null;
}
