/**
 * A shop's own catalogue numbers printed with an entry ("Internet #204118877", "Store SKU #1002",
 * "Art. 4471203", "Web-ID #88123"): they name nothing. On a line of codes under an entry they are
 * dropped, the model number kept; opening a line of count and price ("Art. 4471203  3 x 9.95")
 * they are cut, so the count and price go to the entry above.
 */
import type { TextLine } from './types.js';

/** "Internet #204118877", "Store SKU #1002", "Web-ID #88123": a word or two, a hash, digits. */
const HASHED = String.raw`[\p{L}][\p{L}.-]*(?:\s[\p{L}][\p{L}.-]*)?\s?#\s?\d{3,}`;
/** "Art. 4471203", "Art 4471203": the article's short label before a long run of digits. */
const ARTICLE = String.raw`art\.?\s?\d{5,}`;
const FIELD = new RegExp(String.raw`^(?:${HASHED}|${ARTICLE})(?![\w])`, 'iu');
/** A model number's field, kept: "Model # 05GLHD2". */
const MODEL = /^model(?:\s*(?:no\.?|nr\.?|number))?\s*[#:]?\s*[A-Z0-9][\w./-]*\d/i;
/** Any "Label # code" field on a line of codes. */
const ANY_FIELD =
  /^[\p{L}][\p{L}.-]*(?:\s[\p{L}][\p{L}.-]*)?\s?[#:]\s?[A-Z0-9][\w./-]*\d[\w./-]*$/iu;
/** A count and a price: "3 x 9.95", "2 × 14,50". */
const COUNT_AND_PRICE = /^\d{1,3}\s*[x×]\s*\d/;

export function withoutCatalogueNumbers(lines: TextLine[]): TextLine[] {
  return lines.map((line) => {
    const indent = /^\s*/.exec(line.text)![0];
    const fields = line.text.trim().split(/\s{2,}/);
    const opening = FIELD.exec(fields[0] ?? '');
    // "Art. 4471203  3 x 9.95": the count and the price, without the number.
    if (opening && fields.length >= 2 && COUNT_AND_PRICE.test(fields[1]!)) {
      return { ...line, text: indent + fields.slice(1).join('  ') };
    }
    // "Model # 05GLHD2   Internet #100087613": a line of codes, the model kept.
    if (fields.length >= 2 && fields.every((f) => ANY_FIELD.test(f))) {
      const kept = fields.filter((f) => !FIELD.test(f) || MODEL.test(f));
      if (kept.length > 0 && kept.length < fields.length) {
        return { ...line, text: indent + kept.join('  ') };
      }
    }
    return line;
  });
}
