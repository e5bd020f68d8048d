/**
 * A till's return policy printed under the goods: "Goods sold are not returnable", "Items are
 * non-refundable", "Merchandise not exchangeable". A notice, not a thing sold; only a line of its
 * own counts, so a whole receipt read onto one line is not taken for one.
 */
const RETURN_POLICY =
  /(?<![\p{L}])(?:goods sold|(?:not|non)[- ](?:returnable|refundable|exchangeable))(?![\p{L}])/iu;

/** Longer than this, a line carries more than a notice. */
const NOTICE_LENGTH = 80;

export function isReturnPolicy(line: string): boolean {
  return line.length <= NOTICE_LENGTH && RETURN_POLICY.test(line);
}
