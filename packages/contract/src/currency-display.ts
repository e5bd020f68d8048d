/**
 * How amounts of one currency are written ("$1,199.00", "-$5.00", "¥41,800"), as a few strings
 * a page can carry. The server works it out with Intl once; the web app writes its first
 * screens' amounts from it without Intl, whose first use on a phone costs a long pause (loading
 * the locale data) before anything shows.
 */
export interface CurrencyDisplay {
  /** ISO 4217 code, e.g. "USD". */
  code: string;
  /** The narrow symbol: "$", "€", "RM". */
  symbol: string;
  /** An amount's text with `#` where the digits go: "$#", "#\u00a0kr". */
  positive: string;
  /** The same for a negative amount: "-$#". */
  negative: string;
  /** Digits after the decimal point: 2 for USD, 0 for JPY. */
  digits: number;
}

const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);

/** The display of a currency in en-US with its narrow symbol; undefined for an unknown code. */
export function currencyDisplayOf(code: string): CurrencyDisplay | undefined {
  if (!/^[A-Z]{3}$/.test(code)) return undefined;
  let formatter: Intl.NumberFormat;
  try {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    });
  } catch {
    return undefined;
  }
  const pattern = (value: number) =>
    formatter
      .formatToParts(value)
      .map((part) => (NUMBER_PARTS.has(part.type) ? '#' : part.value))
      .join('')
      .replace(/#+/, '#');
  const parts = formatter.formatToParts(1);
  return {
    code,
    symbol: parts.find((part) => part.type === 'currency')?.value ?? code,
    positive: pattern(1234.5),
    negative: pattern(-1234.5),
    digits: formatter.resolvedOptions().maximumFractionDigits ?? 2,
  };
}

/** An amount written as the display says, with en-US digit grouping: "$1,199.00". */
export function formatWithDisplay(value: number, display: CurrencyDisplay): string {
  const amount = Number.isFinite(value) ? value : 0;
  // Rounded half away from zero, as Intl does (toFixed alone rounds the binary value: 1.005).
  const scale = 10 ** display.digits;
  const rounded = Math.round(Math.abs(amount) * scale + 1e-9) / scale;
  const [whole = '0', fraction] = rounded.toFixed(display.digits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const digits = fraction ? `${grouped}.${fraction}` : grouped;
  return (amount < 0 && rounded > 0 ? display.negative : display.positive).replace('#', digits);
}
