/**
 * Reference exchange rates that ship with the product, used to bring amounts read in another
 * currency into the deployment's currency (CURRENCY). They are a dated snapshot, not live rates:
 * the euro foreign exchange reference rates published by the European Central Bank for
 * 29 December 2023 (units of each currency per 1 EUR).
 */
export const REFERENCE_RATES_DATE = '2023-12-29';
export const REFERENCE_RATES_SOURCE = 'European Central Bank euro foreign exchange reference rates';

const PER_EURO: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 1.105,
  JPY: 156.33,
  GBP: 0.86905,
  CHF: 0.926,
  SEK: 11.096,
  NOK: 11.2405,
  DKK: 7.4529,
  AUD: 1.6263,
  CAD: 1.4642,
  NZD: 1.7504,
  BRL: 5.3618,
  INR: 91.9045,
  IDR: 17079.71,
  MYR: 5.0775,
  MXN: 18.7231,
  SGD: 1.4591,
  HKD: 8.6314,
  CNY: 7.8509,
  KRW: 1433.66,
  THB: 37.973,
  PHP: 61.213,
  ZAR: 20.3477,
  PLN: 4.3395,
  CZK: 24.724,
  HUF: 382.8,
  ILS: 3.9986,
  TRY: 32.6531,
};

export const SUPPORTED_CURRENCIES: readonly string[] = Object.keys(PER_EURO);

export function isSupportedCurrency(code: string): boolean {
  return Object.hasOwn(PER_EURO, code);
}

/** `amount` in `from` expressed in `to`, rounded to cents; null when either is unknown. */
export function convert(amount: number, from: string, to: string): number | null {
  if (from === to) return amount;
  const a = PER_EURO[from];
  const b = PER_EURO[to];
  if (a === undefined || b === undefined) return null;
  return Math.round((amount / a) * b * 100) / 100;
}

/** An amount in the deployment's currency, and as it was written when that was another one. */
export interface AmountIn {
  value: number | null;
  originalValue: number | null;
  originalCurrency: string | null;
}

/** `amount` in `from` brought into `to`; the written amount is kept when the currencies differ. */
export function amountIn(amount: number, from: string, to: string): AmountIn {
  if (from === to) return { value: amount, originalValue: null, originalCurrency: null };
  return { value: convert(amount, from, to), originalValue: amount, originalCurrency: from };
}
