/**
 * An order page that prints each entry's name on a line of its own and its fields on the line
 * below, the article number first ("Item no. 125-8842-6   Qty: 1   Price: $199.99", "Art.-Nr.
 * 4711-22   Menge: 1   Preis: 99,99 €", "Art. 3320871  3 x 12.50"). The article number names
 * nothing: the fields line is read without it, so its count and price go to the name above.
 */
import type { TextLine } from './types.js';

/** The label of an article, item or product number, in the product's languages. */
const ARTICLE_LABEL = String.raw`(?:item|article|art(?:ikel)?|product|part|prod)\.?\s*(?:-\s*)?(?:no\.?|nr\.?|n[º°o]\.?|number|nummer|#|code|id)|art\.(?=\s*\d)|artikelnummer|sku|ean|upc|gtin|n[º°o]\.?\s*d['’]\s*article|r[ée]f(?:[ée]rence)?\.?|c[óo]d(?:igo)?\.?(?:\s*(?:de\s+)?(?:art(?:[ií]culo)?|prod(?:ucto)?)\.?)?|cod\.?\s*art\.?|varenr\.?|artnr\.?|tuotenro\.?|numer\s+artyku[lł]u|kod\s+produktu`;

/** "Nº d'article 125-8842-6   Qté : 1 …": the label, its code, then at least two more spaces. */
const ARTICLE_FIELD = new RegExp(
  String.raw`^\s*(?:${ARTICLE_LABEL})\s*[:#]?\s*[A-Z0-9][\w./-]*\d[\w./-]*(?:\s{2,}|\s*[|·•]\s*)(?=\S)`,
  'iu',
);

/** A count or a price among the fields: a label of one, "2 x", or a figure with cents. */
const ENTRY_FIELDS =
  /(?:^|[\s|·•])(?:qty|quantity|menge|anzahl|st(?:ü|ue)ck|qt[ée]|quantit[ée]|cantidad|cant\.|quantit[àa]|aantal|antal|ilo[śs][ćc]|price|preis|prix|precio|prezzo|prijs|pris|cena|unit|each|je)\b|\d\s*[x×]\s|\d[.,]\d{2}(?![.,]?\d)/iu;

export function withoutArticleNumbers(lines: TextLine[]): TextLine[] {
  return lines.map((line, k) => {
    const field = ARTICLE_FIELD.exec(line.text);
    if (!field) return line;
    const rest = line.text.slice(field[0].length);
    const above = lines[k - 1]?.text ?? '';
    // Its fields carry a count or a price and the line above names the entry; an order's or a
    // customer's reference ("Ref. ORD-5567   Date: 12.03.2024") is no article's fields line.
    if (!ENTRY_FIELDS.test(rest) || !/\p{L}{2,}/u.test(above)) return line;
    return { ...line, text: rest };
  });
}
