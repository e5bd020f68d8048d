/**
 * Japanese, Chinese and Korean mail and tills print currency signs in their full-width forms
 * ("￥59,400", "＄12", "￦9,000"): read as the signs they are.
 */
const FULL_WIDTH_SIGNS: Record<string, string> = {
  '\uFFE5': '¥',
  '\uFFE6': '₩',
  '\uFFE1': '£',
  '\uFF04': '$',
};
const FULL_WIDTH_SIGN = /[\uFFE5\uFFE6\uFFE1\uFF04]/g;

export const withHalfWidthSigns = (text: string): string =>
  text.replace(FULL_WIDTH_SIGN, (c) => FULL_WIDTH_SIGNS[c]!);
