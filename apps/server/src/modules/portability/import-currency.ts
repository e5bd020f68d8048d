import { currencyOfMarker } from '../../domain/document/currency.js';
import { amountIn, type AmountIn } from '../../lib/exchange-rates.js';

const DOLLAR_CURRENCIES = new Set(['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN']);
const KRONE_CURRENCIES = new Set(['SEK', 'NOK', 'DKK']);

/**
 * The currency a column header names: "Price (€)", "Cost USD", "Wert in CHF", "Preis in Euro",
 * "Kaufpreis [EUR]". Null when it names none (a lone "e" or "E" is a word, not the euro).
 */
export function headerCurrency(header: string): string | null {
  const words = header.match(/[\p{Sc}]|[\p{L}$]+\.?/gu) ?? [];
  for (const word of words) {
    if (/^e$/i.test(word)) continue;
    const code = currencyOfMarker(word);
    if (code) return code;
  }
  return null;
}

/**
 * The ISO code of a marker in a deployment: a bare `$` is the deployment's own dollar where it
 * uses one (else US dollars), a bare `kr` its own krone (else Swedish kronor).
 */
export function resolveMarker(code: string, base: string): string {
  if (code === '$') return DOLLAR_CURRENCIES.has(base) ? base : 'USD';
  if (code === 'kr') return KRONE_CURRENCIES.has(base) ? base : 'SEK';
  return code;
}

/**
 * An amount of a row in the deployment's currency, and as written when that was another one.
 * The cell's own marker wins over the column's; with neither, the amount is already in `base`.
 */
export function importedAmount(
  amount: number,
  cellCurrency: string | null,
  columnCurrency: string | null,
  base: string,
): AmountIn {
  const marked = cellCurrency ?? columnCurrency;
  return amountIn(amount, marked ? resolveMarker(marked, base) : base, base);
}
