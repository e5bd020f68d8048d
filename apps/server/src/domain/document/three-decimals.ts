/**
 * Currencies whose minor unit is a thousandth (the Tunisian, Jordanian, Kuwaiti, Bahraini, Omani,
 * Libyan and Iraqi dinars and rials): their tills print three decimals ("379,000", "1 549,000",
 * "89.990"), which elsewhere would group thousands.
 */
export const THREE_DECIMAL_CURRENCIES = new Set(['TND', 'JOD', 'KWD', 'BHD', 'OMR', 'LYD', 'IQD']);

/** The decimal mark such a document uses: the one that sits before three digits most often. */
export function threeDecimalMark(text: string): '.' | ',' {
  const comma = text.match(/\d,\d{3}(?![\d.,])/g)?.length ?? 0;
  const dot = text.match(/\d\.\d{3}(?![\d.,])/g)?.length ?? 0;
  return comma > dot ? ',' : '.';
}

/** "379,000" with the document's mark before three final digits: a thousandth's decimals. */
export function hasThousandths(raw: string, mark: '.' | ','): boolean {
  const at = raw.lastIndexOf(mark);
  return at >= 0 && /^\d{3}$/.test(raw.slice(at + 1)) && !raw.slice(0, at).includes(mark);
}
