/**
 * Names people recognise: an entry's words without leading fillers ("my", "I bought"), number
 * words turned into a quantity, trailing fillers ("about", "each"), article numbers, condition
 * codes, price residue and quotes.
 */
import { findBrand } from '../brands.js';
import { QUANTITY_WORDS } from '../words/number-words.js';

/** A count in front of a name, longest first so "a pair of" wins over shorter words. */
const LEADING_COUNT = new RegExp(
  `^(${Object.keys(QUANTITY_WORDS)
    .sort((a, b) => b.length - a.length)
    .join('|')})\\s+`,
  'i',
);
const UNIT_AFTER_NUMBER =
  /^(?:gb|tb|mb|in|inch|inches|ft|feet|foot|cm|mm|m|qt|quart|oz|lb|lbs|kg|g|l|ml|v|volt|w|watt|mp|k|x|pack|pk|ct|year|years|yr|yrs|month|months|hp|mph|speed|gal|gallon|cup|cups|piece|pc|pcs|seater|seat|door|drawer|burner|slice|quart|liter|litre|mah|hz|core|port|tier|person|player)\b/i;

export interface QuantityResult {
  quantity: number;
  text: string;
}

/** A count under its label, in the product's languages ("Qty: 2", "Menge 3", "Kuantiti: 2"). */
const QUANTITY_LABEL =
  /(?<![\p{L}])(?:qty|quantity|menge|anzahl|quantit[eé]|qt[eé]|cantidad|quantidade|qtd|quantit[aà]|aantal|kuantiti|kuantitas|antal|s[ốo] l[ưu][ợo]ng|ilo[sś][cć]|po[cč]et|m[æa]ngde|数量|الكمية|العدد)\s*[:.#=：]?\s*(\d{1,4})\b/iu;

/** A receipt's entry whose count is written under its label; its other numbers are the till's. */
export function labelledQuantity(text: string): QuantityResult | null {
  const m = QUANTITY_LABEL.exec(text);
  const n = m ? Number(m[1]) : 0;
  if (!m || n < 1 || n > 999) return null;
  return { quantity: n, text: (text.slice(0, m.index) + text.slice(m.index + m[0].length)).trim() };
}

export function extractQuantity(text: string): QuantityResult {
  const patterns: RegExp[] = [
    /\(\s*(?:[x×]\s*(\d{1,3})|(\d{1,3})\s*[x×])\s*\)/i,
    /(?:^|\s)(\d{1,3})\s*[x×](?=\s|$)/i,
    /(?:^|\s)[x×]\s*(\d{1,3})(?=\s|$|[,;)])/i,
    QUANTITY_LABEL,
    // "12 pieces" of a set describes the set, not a quantity
    ...(/\bset\b/i.test(text) ? [] : [/\b(\d{1,3})\s*(?:pcs|pieces|units)\b/i]),
    /(?:^|\s)(\d{1,3})\s*@\s*$/,
  ];
  for (const re of patterns) {
    const m = re.exec(text);
    if (!m) continue;
    // "Stativ Manfrotto 190X": a model's figure and letter inside a name, no count.
    if (m.index > 0 && /^\s\d{3}X$/.test(m[0])) continue;
    const n = Number(m[1] ?? m[2]);
    if (n >= 1 && n <= 999)
      return {
        quantity: n,
        text: (text.slice(0, m.index) + ' ' + text.slice(m.index + m[0].length)).trim(),
      };
  }
  const lead = /^(\d{1,2})\s+(?=\p{L})/u.exec(text);
  if (lead && !UNIT_AFTER_NUMBER.test(text.slice(lead[0].length))) {
    const n = Number(lead[1]);
    if (n >= 1 && n <= 50) return { quantity: n, text: text.slice(lead[0].length) };
  }
  return { quantity: 1, text };
}

const LEADING_FILLER =
  /^(?:(?:and|also|plus|then|but|so|or|as well as|along with|including|with|oh|finally|lastly|next|another one|another)\b[\s,]*)+/i;
const SUBJECT_VERB =
  /^(?:i|we|i've|we've|i'd|we'd|i\s+have|we\s+have|you)\s+(?:also\s+|still\s+|just\s+|recently\s+|finally\s+)?(?:have|has|had|own|owned|got|get|bought|purchased|paid(?:\s+for)?|picked\s+up|keep|use|spent|inherited|received|found|am\s+selling|sell|would\s+like\s+to\s+(?:list|add)|want\s+to\s+(?:list|add)|added|listed)\b\s*/i;
/** "I'm moving out so I have a …": the clause before the offer says why, not what. */
const CLAUSE_BEFORE_OFFER =
  /^.*?\b(?:so|and|but|because|since)\s+(?=(?:i|we)\s+(?:also\s+|still\s+)?(?:have|got|am\s+selling|are\s+selling|sell)\s)/i;
const THERE_IS =
  /^(?:there(?:'s|\s+is|\s+are)|it(?:'s|\s+is)|this\s+is|these\s+are|here(?:'s|\s+is|\s+are))\s+/i;
const PHOTO_OF =
  /^(?:(?:a|an|the|my|our)\s+)?(?:photo|picture|image|pic|shot|snapshot|scan|close-?up|selfie)s?\s+(?:of|with|showing)\s+/i;
const DETERMINER =
  /^(?:my|our|his|her|their|your|a|an|the|this|that|these|those|some|another|one of my|one of our|een|het|mijn|onze|ein|eine|einen|einem|mein|meine|meinen|unser|unsere|le|la|les|l'|un|une|des|mon|ma|mes|notre|el|los|las|una|unos|unas|mi|mis|nuestro|nuestra|o|os|as|um|uma|meu|minha|il|lo|gli|i|mio|mia|sebuah|seorang|satu)\s+/i;
const RELATIVE_POSSESSIVE =
  /^(?:(?:wife|husband|partner|son|daughter|kid|kids|children|mom|mum|mother|dad|father|grandma|grandmother|grandpa|grandfather|family|brother|sister|late\s+\w+)['’]s)\s+/i;
const CLAUSE_CUT =
  /\s+(?:which|that|who|worth|valued|about|around|approximately|approx\.?|roughly|costing|costs?|priced|bought|purchased|got|paid|for|from|since|last|i|we|it|is|was|were|are|has|had|will|would|can|could|should)\b|\s+(?:in|on|at|under|near|next\s+to)\s+(?:the|my|our|a|an|his|her|their)\b/i;
const TRAILING_FILLER =
  /(?:\s+(?:maybe|prob|probably|like|van|ter waarde van|ongeveer|für|fur|pour|por|para|de|von|im wert von|d'une valeur de|valued|worth|got it for|i got|paid|bought|about|around|approx\.?|approximately|roughly|worth|valued\s+at|priced\s+at|at|for|costing|cost|costs|which\s+cost|that\s+cost|it\s+cost|is|was|were|of|each|and|or|plus|with))+\s*$|\s*[~@:=]+\s*$/i;

/**
 * A till's VAT rate and price mark after the name ("%20 *", "%8", "%1 *"), as Turkish tills print,
 * or the rate in brackets ("(21,00)", "(10.5%)"), as Argentine fiscal tills print.
 */
export const BRACKETED_RATE_AFTER =
  /\s+\(\s*(?:%\s*\d{1,2}(?:[.,]\d{1,2})?|\d{1,2}(?:[.,]\d{1,2})?\s*%|\d{1,2}[.,]\d{2})\s*\)\s*$/;
const VAT_RATE_AFTER = new RegExp(
  String.raw`\s+%\d{1,2}(?:[.,]\d{1,2})?(?:\s*\*)?\s*$|\s+\*\s*$|${BRACKETED_RATE_AFTER.source}`,
);

export function cleanName(
  segment: string,
  prose: boolean,
  printed = false,
): { name: string; quantity: number | null } {
  let s = segment.replace(/\s+/g, ' ').replace(CLAUSE_BEFORE_OFFER, '').trim();
  let quantity: number | null = null;
  for (let pass = 0; pass < 3; pass++) {
    s = s
      .replace(LEADING_FILLER, '')
      .replace(THERE_IS, '')
      .replace(SUBJECT_VERB, '')
      .replace(PHOTO_OF, '');
    // "Le Creuset", "La Marzocco": a brand that starts with an article keeps it.
    // A till prints no "my" or "the" of its own: "Mia Bella Shampoo", "O Boticário" are names.
    if (!printed && findBrand(s)?.start !== 0) s = s.replace(DETERMINER, '');
    // "Mum's armchair" in a note names the owner; "Mother's Slices" on a till is the product.
    if (!printed) s = s.replace(RELATIVE_POSSESSIVE, '');
  }
  const word = LEADING_COUNT.exec(s);
  if (word) {
    quantity = QUANTITY_WORDS[word[1]!.toLowerCase()] ?? null;
    s = s.slice(word[0].length).replace(DETERMINER, '');
  }
  if (prose) {
    const cut = CLAUSE_CUT.exec(s);
    if (cut && cut.index > 0) s = s.slice(0, cut.index);
  }
  let prev;
  do {
    prev = s;
    s = s
      .replace(TRAILING_FILLER, '')
      .replace(VAT_RATE_AFTER, '')
      .replace(/[\s,;:.\-–—(/]+$/, '')
      .replace(/^[\s,;:.\-–—)/]+/, '');
  } while (s !== prev);
  s = s
    .replace(/\(\s*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (/^\p{Ll}/u.test(s) && !/^\p{Ll}\p{Lu}/u.test(s)) s = s.charAt(0).toUpperCase() + s.slice(1);
  return { name: s, quantity };
}

/** Codes and residue a printed line carries around the product's words. */
export function stripCodes(text: string): string {
  return text
    .replace(/["“„«]([^"“”„«»]+)["”»]/g, '$1')
    .replace(/^["'“”„«»\s]+|["'“”„«»\s]+$/g, '')
    .replace(/^\s*(?:[A-Z]\s+)?\d{5,}\s+/, '')
    .replace(
      /(?<![\p{L}])(?:product code|item code|article code|sku|art\.?-?nr\.?|artikelnummer|r[eé]f[eé]rence|ref\.?|ean|upc|c[oó]d(?:igo)?\.?)\s*[:#.]?\s*[A-Z]{0,3}\d{4,}[A-Z\d]*(?![\p{L}\d])/giu,
      ' ',
    )
    .replace(/(?<![\p{L}\d])(?:art\.\s*)?\d{3}\.\d{3}\.\d{2}(?![\d])/giu, ' ')
    .replace(/(?<![\p{L}\d])\d{3,}\/\d{3,}(?![\d])/gu, ' ')
    .replace(/\.{3,}/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
