/**
 * How people around the world write money in a question: signs, currency words and codes, and
 * the large units they count in ("2 lakh", "1.5 crore", "1.2m", "20 thousand"). Figures are in
 * the inventory's own units, whatever the currency said.
 */

/** Signs written before or after a figure, "$" aside. */
export const CURRENCY_SIGNS = '£€¥₹₦₩₱₺₽₫₪₴₵₸₲₡';

/** Words and codes for money after a figure ("300 bucks", "500 rupees", "50,000 naira"). */
export const MONEY_WORDS = String.raw`(?:dollars?|bucks|usd|euros?|eur|pounds?|quid|gbp|rupees?|rs|inr|naira|ngn|rand|zar|yen|jpy|yuan|rmb|cny|pesos?|reais|francs?|chf|shillings?|ksh|kes|ringgit|myr|baht|thb|dirhams?|aed|riyals?|sar|liras?|zloty|pln|kronor|kronur|krona|kroner|krone|sek|nok|dkk|cedis?|birr|taka|rubles?|roubles?|dinars?|dong|rupiah|idr|php|piso|pkr|lkr|npr|egp|ugx|tzs)`;

/** Codes and letters written before a figure ("Rs 500", "AED 300", "N350,000", "KSh 2,000"). */
export const LETTERED_CURRENCIES = String.raw`(?:r|rs\.?|rm|rp|kr|chf|zl|nz\$|a\$|au\$|c\$|ca\$|us\$|s\$|hk\$|inr|n|p|ngn|ksh|kes|aed|sar|zar|php|idr|pkr|lkr|npr|bdt|thb|myr|egp|ghs|ugx|tzs|jpy|cny|rmb)`;

/** What each large unit multiplies; said after a figure or after a number in words. */
const UNIT_VALUES: Readonly<Record<string, number>> = {
  thousand: 1e3,
  thousands: 1e3,
  lakh: 1e5,
  lakhs: 1e5,
  lac: 1e5,
  lacs: 1e5,
  crore: 1e7,
  crores: 1e7,
  cr: 1e7,
  million: 1e6,
  millions: 1e6,
  mn: 1e6,
  mil: 1e6,
  billion: 1e9,
  billions: 1e9,
  bn: 1e9,
};

const FIGURE_WITH_UNIT = new RegExp(
  String.raw`(?<![\d.,])(\d[\d,]*(?:\.\d+)?)\s*(${Object.keys(UNIT_VALUES).join('|')})\b`,
  'g',
);
/** "1.2m naira", "$1.2m", "₦3m": "m" is a million only beside a sign or a money word. */
const FIGURE_WITH_M = new RegExp(
  String.raw`(?<=[$${CURRENCY_SIGNS}]\s?)(\d+(?:\.\d+)?)m\b|(?<![\d.,])(\d+(?:\.\d+)?)\s?m(?=\s+${MONEY_WORDS}\b)`,
  'g',
);
/** Plural and short forms of the units a number in words takes ("two lakhs" → "two lakh"). */
const SPOKEN_UNIT_FORMS: Readonly<Record<string, string>> = {
  lakhs: 'lakh',
  lac: 'lakh',
  lacs: 'lakh',
  crores: 'crore',
  millions: 'million',
  billions: 'billion',
};
const SPOKEN_UNIT = new RegExp(
  String.raw`(?<=\b(?:a|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred)\s+)(${Object.keys(SPOKEN_UNIT_FORMS).join('|')})\b`,
  'g',
);

const figure = (digits: string, unit: number) =>
  String(Math.round(parseFloat(digits.replace(/,/g, '')) * unit));

/**
 * "20 thousand" → 20000, "2 lakhs" → 200000, "1.5 crore" → 15000000, "$1.2m" → $1200000, and
 * "two lakhs" → "two lakh" for the reading of numbers in words. Figures with a unit are read
 * before numbers in words, so "20 thousand" is one amount, not 20 and 1000.
 */
export function figuresWithUnits(text: string): string {
  return text
    .replace(FIGURE_WITH_UNIT, (_, digits: string, unit: string) =>
      figure(digits, UNIT_VALUES[unit]!),
    )
    .replace(FIGURE_WITH_M, (_, signed: string | undefined, bare: string | undefined) =>
      figure(signed ?? bare!, 1e6),
    )
    .replace(SPOKEN_UNIT, (unit: string) => SPOKEN_UNIT_FORMS[unit]!);
}
