/**
 * A figure that belongs to a thing's name, not to its price: a version, a screen size or a
 * capacity printed as a bare decimal ("USB-Kabel 3.2 1 m", "Tablet 10.9'' 64GB", "Nevera 9.5
 * pies"). On a list, an order or a message (not a till), a decimal with no currency marker is
 * such a figure when it has a single decimal digit, or when it uses the mark the document does
 * not write its prices with.
 */
import type { NumberToken } from './amounts.js';
import type { NumberStyle } from './numbers.js';

export function isNameFigure(token: NumberToken, style: NumberStyle): boolean {
  if (!token.decimals || token.grouped || token.currency) return false;
  if (token.unitPrice || token.valueWord || token.approximate || token.scaled) return false;
  const mark = /[.,](\d+)$/.exec(token.raw);
  if (!mark) return false;
  const foreignMark = token.raw.includes('.') ? style.decimal === ',' : style.decimal === '.';
  return mark[1]!.length === 1 || foreignMark;
}
