/**
 * A line of several labelled figures: a till's running totals or a loyalty summary printed side
 * by side ("MTD SALES : 84.20  POINTS EARNED : 12.50", "Saldo: 3,20 Bonus: 0,75"). Each label's
 * colon opens a figure of its own, so no name owns the line's amount. One labelled figure
 * ("Cable, length: 2.50 m") or a count field ("Qty: 2  Price: 30.00") stays to the item rules.
 */
const LABELLED_FIGURE = /(?:\p{L}|\d\s|\)\s?)\s*:\s*-?\d+[.,]\d{2}(?![\d.,]*\d)/gu;

export function isFigureFields(label: string): boolean {
  return (label.match(LABELLED_FIGURE) ?? []).length >= 2;
}
