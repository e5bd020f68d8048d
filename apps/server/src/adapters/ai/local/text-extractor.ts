/**
 * Rule-based extraction of inventory items from text: receipts (item + price lines), inventory
 * lists (headings as locations, "2x" quantities, condition words, prices) and prose ("my Dyson
 * vacuum, about $599"). Used for text uploads, OCR output and the uploader's description.
 *
 * Plain, well-tested patterns rather than an NLP model: they are predictable, fast (<1 ms per
 * document) and good at the structured documents people upload.
 */
import { CATEGORIES, LOCATION_PRESETS, type Category, type Condition } from '@circle/contract';
import { findBrand } from './brands.js';
import { categorize } from './category-rules.js';

export type SourceKind = 'receipt' | 'list' | 'prose';

export interface ExtractedItem {
  /** Cleaned line text without price, quantity marker or condition words. */
  name: string;
  brand: string | null;
  category: Category;
  perishable: boolean;
  condition: Condition | null;
  /** Value of one unit. */
  value: number | null;
  quantity: number;
  location: string | null;
  /** Other facts from the line (colour, year, notes). */
  details: string[];
  tags: string[];
  source: SourceKind;
  /** 0..1 */
  confidence: number;
  /** The line it came from. */
  line: string;
}

export interface TextLine {
  text: string;
  /** OCR confidence 0..100; omitted for typed text. */
  confidence?: number;
}

export interface Extraction {
  kind: SourceKind | 'none';
  items: ExtractedItem[];
  /** A receipt's printed total, when found. */
  total: number | null;
  /** A receipt's store name (first header line), when found. */
  store: string | null;
  /** Locations (headings) in order of appearance. */
  locations: string[];
}

export interface ExtractOptions {
  /** The text comes from OCR: accept bare "12.49" prices and weigh confidence by line confidence. */
  ocr?: boolean;
  /** Location for items before the first heading. */
  defaultLocation?: string | null;
}

// ---------------------------------------------------------------------------------------------
// Prices

export interface PriceMatch {
  value: number;
  start: number;
  end: number;
  /** "each", "ea", "/unit" follows, or "@" precedes: a unit price. */
  each: boolean;
}

const NUM = String.raw`(?:\d{1,3}(?:[,.]\d{3})+|\d+)(?:[.,]\d{1,2})?`;
const PRICE_PATTERNS: RegExp[] = [
  new RegExp(String.raw`(?:US|CA|AU|NZ)?\$\s?(${NUM})(?:\s?([kK])(?![\p{L}]))?`, 'gu'),
  new RegExp(String.raw`[€£]\s?(${NUM})(?:\s?([kK])(?![\p{L}]))?`, 'gu'),
  new RegExp(
    String.raw`(?<![\p{L}\p{N}.,])(${NUM})(?:\s?([kK]))?\s?(?:usd|us dollars|dollars?|bucks|eur|euros?|gbp|€|£)(?![\p{L}])`,
    'giu',
  ),
  new RegExp(String.raw`(?<![\p{L}])(?:usd|eur|gbp)\s?(${NUM})(?:\s?([kK])(?![\p{L}]))?`, 'giu'),
];
/** A bare amount with cents at the end of a receipt line ("Anker cable 12.49", "12.49 T"). */
const BARE_TRAILING =
  /(?<![\d.,$€£\p{L}])(\d{1,3}(?:,\d{3})+\.\d{2}|\d+\.\d{2})(?:\s+[A-Z]{1,2})?\s*$/u;
const EACH_AFTER =
  /^\s*(?:each|ea\.?|apiece|a piece|per (?:unit|item|piece|pc)|\/\s*(?:ea|each|unit|pc|pcs))(?![\p{L}])/iu;

export function parseAmount(raw: string): number | null {
  const s = raw.replace(/\s/g, '');
  let value: number;
  const decimal = /^(.*?)[.,](\d{1,2})$/.exec(s);
  if (decimal && !/[.,]\d{3}$/.test(s)) {
    value = Number(decimal[1]!.replace(/[.,]/g, '') + '.' + decimal[2]);
  } else {
    value = Number(s.replace(/[.,]/g, ''));
  }
  return Number.isFinite(value) ? value : null;
}

/** All money amounts in a line, left to right. `bare` also accepts a trailing "12.49". */
export function findPrices(line: string, bare = false): PriceMatch[] {
  const found: PriceMatch[] = [];
  for (const pattern of PRICE_PATTERNS) {
    pattern.lastIndex = 0;
    for (const m of line.matchAll(pattern)) {
      let value = parseAmount(m[1]!);
      if (value === null) continue;
      if (m[2]) value *= 1000;
      found.push({ value, start: m.index, end: m.index + m[0].length, each: false });
    }
  }
  if (bare && found.length === 0) {
    const m = BARE_TRAILING.exec(line);
    if (m && !/%/.test(line.slice(m.index))) {
      const value = parseAmount(m[1]!);
      if (value !== null) found.push({ value, start: m.index, end: line.length, each: false });
    }
  }
  // Keep the earliest, then longest, of overlapping matches.
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: PriceMatch[] = [];
  for (const p of found) {
    const last = out.at(-1);
    if (last && p.start < last.end) continue;
    out.push(p);
  }
  for (const p of out) {
    const after = EACH_AFTER.exec(line.slice(p.end));
    if (after) {
      p.each = true;
      p.end += after[0].length;
    }
    if (/@\s*$/.test(line.slice(0, p.start))) p.each = true;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Lines that are never items

const SEPARATOR = /^[\s\-=_*~.·•#+|]{3,}$/;
const NOISE: RegExp[] = [
  // totals, taxes and adjustments
  /^(?:(?:sales|order|net|state|city|county|estimated|est\.?|grand|items?)\s+)?(?:sub\s*-?\s*total|total|tax|vat|gst|hst|pst|balance(?:\s+due)?|amount(?:\s+(?:due|paid|tendered))?|change(?:\s+due)?|tip|gratuity|discount|savings|you\s+saved|coupon|rounding|deposit|shipping|delivery\s+fee|service\s+(?:fee|charge))\b/i,
  /\b(?:sub\s*-?\s*total|grand\s+total|total\s+(?:due|amount|paid)|amount\s+due|balance\s+due|change\s+due)\b/i,
  /(?<![\p{L}])total(?![\p{L}])/iu,
  /\b(?:tax|vat|gst)\b[^a-z]*\d+(?:[.,]\d+)?\s*%/i,
  // payment
  /^(?:visa|master\s*card|mastercard|amex|american\s+express|discover|debit|credit|card|cash|check|cheque|paypal|apple\s+pay|google\s+pay|gift\s+card|payment|paid|tendered|auth(?:orization)?|approval|approved|contactless|chip|pin|acct|account)\b/i,
  /(?<![*x#•])(?:\*{2,}|x{3,}|#{2,}|•{2,})\s?[\w%\]]{0,2}\d{2,4}\b/i,
  /\bcard\s*(?:no|number|#|ending)/i,
  // dates, times, receipt metadata
  /^(?:date|time|dated|order\s+date)\b/i,
  /^\s*\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}(?:\s+\d{1,2}:\d{2}(?::\d{2})?\s*(?:am|pm)?)?\s*$/i,
  /^\s*\d{1,2}:\d{2}(?::\d{2})?\s*(?:am|pm)?\s*$/i,
  /^(?:receipt|invoice|order|transaction|trans|ref|reference|terminal|register|reg|cashier|server|table|guests?|store|customer|member|loyalty|rewards?|points|barcode|sku|upc|tel|phone|fax|e-?mail|auth|approval)\b\s*(?:#|no\b|no\.|number|id\b|code\b|:|\d)/i,
  /^(?:www\.|https?:|item\s+count|items?\s+sold|no\.?\s+of\s+items)/i,
  /\b(?:receipt|invoice|order|transaction)\s*(?:#|no\.?|number)/i,
  /\b(?:thank\s*you|thanks|come\s+again|have\s+a\s+(?:nice|great|good)\s+day|return\s+policy|returns?\s+within|refund|exchange\s+within|customer\s+copy|merchant\s+copy|signature|please\s+keep)\b/i,
  // street addresses
  /^\d+\s+[\w .'-]*\b(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|way|court|ct|suite|ste|highway|hwy|plaza|square|sq)\b\.?(?:,|$)/i,
];
const RECEIPT_MARKER =
  /\b(?:sub\s*-?\s*total|total|tax|vat|visa|mastercard|amex|debit|receipt|invoice|cashier|change\s+due|thank\s+you)\b/i;

export function isNoiseLine(line: string): boolean {
  return SEPARATOR.test(line) || NOISE.some((re) => re.test(line));
}

// ---------------------------------------------------------------------------------------------
// Locations and headings

const EXTRA_LOCATIONS = [
  'Dining Room',
  'Family Room',
  'Master Bedroom',
  'Primary Bedroom',
  'Guest Room',
  'Guest Bedroom',
  'Kids Room',
  "Kids' Room",
  'Nursery',
  'Hallway',
  'Hall',
  'Entryway',
  'Foyer',
  'Porch',
  'Patio',
  'Deck',
  'Backyard',
  'Yard',
  'Garden',
  'Shed',
  'Workshop',
  'Study',
  'Den',
  'Loft',
  'Utility Room',
  'Mudroom',
  'Playroom',
  'Library',
  'Cellar',
  'Wine Cellar',
  'Storage Unit',
  'Home Office',
  'Upstairs',
  'Downstairs',
  'Balcony',
  'Lounge',
  'Sunroom',
  'Gym',
  'Home Gym',
  'Car',
  'Bedroom 1',
  'Bedroom 2',
  'Bedroom 3',
];
const KNOWN_LOCATIONS = new Map<string, string>(
  [...LOCATION_PRESETS, ...EXTRA_LOCATIONS].map((l) => [l.toLowerCase(), l]),
);

function titleCase(s: string): string {
  return s
    .toLowerCase()
    .replace(/(^|[\s/-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
}

export function normaliseLocation(raw: string): string | null {
  const s = raw
    .replace(/^[#*_\s]+|[*_:\s-]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!s) return null;
  const known = KNOWN_LOCATIONS.get(s.toLowerCase());
  if (known) return known;
  return s === s.toLowerCase() || s === s.toUpperCase() ? titleCase(s) : s;
}

function locationIn(text: string): string | null {
  const m = /\b(?:in|on|at)\s+(?:the|my|our)\s+([a-z' ]{2,24}?)(?=[\s,.;:!?)]|$)/i.exec(text);
  if (!m) return null;
  const words = m[1]!.trim().split(/\s+/);
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    const known = KNOWN_LOCATIONS.get(words.slice(0, n).join(' ').toLowerCase());
    if (known) return known;
  }
  return null;
}

/** Single words too ambiguous to mean a place when they appear anywhere in a sentence. */
const AMBIGUOUS_PLACES = new Set([
  'car',
  'hall',
  'deck',
  'study',
  'den',
  'gym',
  'yard',
  'home',
  'library',
  'lounge',
  'storage',
  'loft',
  'upstairs',
  'downstairs',
]);

/** A place named in free text: "in the garage" first, then any unambiguous room name. */
export function findLocation(text: string): string | null {
  const phrase = locationIn(text);
  if (phrase) return phrase;
  let best: string | null = null;
  for (const [key, place] of KNOWN_LOCATIONS) {
    if (AMBIGUOUS_PLACES.has(key)) continue;
    const re = new RegExp(
      `(?<![\\p{L}])${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`,
      'iu',
    );
    if (re.test(text) && (!best || key.length > best.length)) best = place;
  }
  return best;
}

const BULLET = /^\s*(?:[-*•·‣▪◦+>]|\d{1,3}[.)]|\[[ xX]?\]|[-*]\s*\[[ xX]?\])\s+/;
const MD_HEADING = /^\s*#{1,6}\s+(.+?)\s*#*\s*$/;
const COLON_HEADING = /^\s*([^:$€£\d][^:$€£]{1,40}):\s*$/;
const BOLD_HEADING = /^\s*(?:\*\*|__)(.+?)(?:\*\*|__)\s*:?\s*$/;
const PLAIN_HEADING = /^[\p{L}][\p{L}'’&/ -]{1,40}$/u;

function headingOf(line: string, nextIsListLine: boolean): string | null {
  const md = MD_HEADING.exec(line) ?? BOLD_HEADING.exec(line) ?? COLON_HEADING.exec(line);
  if (md) return normaliseLocation(md[1]!);
  const text = line.trim();
  if (!PLAIN_HEADING.test(text) || text.split(/\s+/).length > 4) return null;
  if (KNOWN_LOCATIONS.has(text.toLowerCase()) || nextIsListLine) return normaliseLocation(text);
  return null;
}

// ---------------------------------------------------------------------------------------------
// Quantities, conditions, details

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  'a pair of': 2,
  'pair of': 2,
  'a couple of': 2,
  'couple of': 2,
  'a dozen': 12,
  dozen: 12,
};
const UNIT_AFTER_NUMBER =
  /^(?:gb|tb|mb|in|inch|inches|ft|feet|foot|cm|mm|m|qt|quart|oz|lb|lbs|kg|g|l|ml|v|volt|w|watt|mp|k|x|pack|pk|ct|year|years|yr|yrs|month|months|hp|mph|speed|gal|gallon|cup|cups|piece|pc|pcs|seater|seat|door|drawer|burner|slice|quart|liter|litre|mah|hz|core|port|tier|person|player)\b/i;

interface QuantityResult {
  quantity: number;
  text: string;
}

function extractQuantity(text: string): QuantityResult {
  const patterns: RegExp[] = [
    /\(\s*(?:[x×]\s*(\d{1,3})|(\d{1,3})\s*[x×])\s*\)/i,
    /(?:^|\s)(\d{1,3})\s*[x×](?=\s|$)/i,
    /(?:^|\s)[x×]\s*(\d{1,3})(?=\s|$|[,;)])/i,
    /\b(?:qty|quantity)\s*[:.#=]?\s*(\d{1,4})\b/i,
    // "12 pieces" of a set describes the set, not a quantity
    ...(/\bset\b/i.test(text) ? [] : [/\b(\d{1,3})\s*(?:pcs|pieces|units)\b/i]),
    /(?:^|\s)(\d{1,3})\s*@\s*$/,
  ];
  for (const re of patterns) {
    const m = re.exec(text);
    if (!m) continue;
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

const CONDITION_WORDS: Array<[RegExp, Condition]> = [
  [
    /^(?:brand[\s-]new|new in box|new with tags|nwt|nib|sealed|unopened|never used|unused|new)$/i,
    'new',
  ],
  [
    /^(?:like[\s-]new|as new|mint|near[\s-]mint|excellent|pristine|flawless|perfect)$/i,
    'excellent',
  ],
  [/^(?:very good|good|great)$/i, 'good'],
  [/^(?:fair|worn|well[\s-]used|heavily used|acceptable|ok|okay|used)$/i, 'fair'],
  [/^(?:poor|broken|damaged|cracked|for parts|needs repair|not working|faulty|bad)$/i, 'poor'],
];
const CONDITION_PHRASE = String.raw`brand[\s-]new|new in box|new with tags|never used|unused|like[\s-]new|as new|near[\s-]mint|mint|excellent|pristine|flawless|perfect|very good|good|great|fair|worn|well[\s-]used|heavily used|acceptable|poor|broken|damaged|for parts|needs repair|not working|faulty|bad|new|used`;
/** "excellent condition", "in good shape", "condition: fair" anywhere in a line. */
const CONDITION_INLINE = new RegExp(
  String.raw`(?:\bin\s+)?\b(${CONDITION_PHRASE})\s+(?:condition|cond\.?|shape|state)\b|\bcondition\s*[:=-]?\s*(${CONDITION_PHRASE})\b`,
  'i',
);
/** Phrases that mean a condition wherever they appear. */
const CONDITION_STRONG =
  /\b(brand[\s-]new|like[\s-]new|never used|new in box|for parts|not working)\b/i;

function conditionOf(phrase: string): Condition | null {
  const p = phrase.trim().replace(/\s+/g, ' ');
  for (const [re, condition] of CONDITION_WORDS) if (re.test(p)) return condition;
  return null;
}

function segmentCondition(segment: string): Condition | null {
  const m =
    /^(?:in\s+)?(?:condition\s*[:=-]?\s*)?(.+?)(?:\s+(?:condition|cond\.?|shape|state))?$/i.exec(
      segment.trim(),
    );
  return m ? conditionOf(m[1]!) : null;
}

const COLOURS =
  /^(?:matte\s+|glossy\s+|dark\s+|light\s+)?(?:red|blue|green|black|white|grey|gray|silver|gold|rose gold|space gr[ae]y|pink|purple|yellow|orange|brown|beige|navy|teal|cream|ivory|charcoal|graphite|midnight|starlight|tan|walnut|oak|chrome|stainless(?: steel)?|copper|bronze|turquoise|burgundy|olive)$/i;
const YEAR =
  /^(?:(?:bought|purchased|from|since|made|model year|year|in)\s+(?:in\s+)?)?((?:19|20)\d{2})$/i;
const FILLER_SEGMENT =
  /^(?:each|ea|apiece|about|around|approx\.?|approximately|roughly|worth|valued at|value|price|cost|costs|paid|est\.?|estimated|estimate|~|@|and|or|plus|total|new price|retail|msrp|rrp)$/i;

const LEADING_FILLER =
  /^(?:(?:and|also|plus|then|but|so|or|as well as|along with|including|with|oh|finally|lastly|next|another one|another)\b[\s,]*)+/i;
const SUBJECT_VERB =
  /^(?:i|we|i've|we've|i'd|we'd|i\s+have|we\s+have|you)\s+(?:also\s+|still\s+|just\s+|recently\s+|finally\s+)?(?:have|has|had|own|owned|got|get|bought|purchased|paid(?:\s+for)?|picked\s+up|keep|use|spent|inherited|received|found|am\s+selling|sell|would\s+like\s+to\s+(?:list|add)|want\s+to\s+(?:list|add)|added|listed)\b\s*/i;
const THERE_IS =
  /^(?:there(?:'s|\s+is|\s+are)|it(?:'s|\s+is)|this\s+is|these\s+are|here(?:'s|\s+is|\s+are))\s+/i;
const PHOTO_OF =
  /^(?:(?:a|an|the|my|our)\s+)?(?:photo|picture|image|pic|shot|snapshot|scan|close-?up|selfie)s?\s+(?:of|with|showing)\s+/i;
const DETERMINER =
  /^(?:my|our|his|her|their|your|a|an|the|this|that|these|those|some|another|one of my|one of our)\s+/i;
const RELATIVE_POSSESSIVE =
  /^(?:(?:wife|husband|partner|son|daughter|kid|kids|children|mom|mum|mother|dad|father|grandma|grandmother|grandpa|grandfather|family|brother|sister|late\s+\w+)['’]s)\s+/i;
const CLAUSE_CUT =
  /\s+(?:which|that|who|worth|valued|about|around|approximately|approx\.?|roughly|costing|costs?|priced|bought|purchased|got|paid|for|from|since|last|i|we|it|is|was|were|are|has|had|will|would|can|could|should)\b|\s+(?:in|on|at|under|near|next\s+to)\s+(?:the|my|our|a|an|his|her|their)\b/i;
const TRAILING_FILLER =
  /(?:\s+(?:about|around|approx\.?|approximately|roughly|worth|valued\s+at|priced\s+at|at|for|costing|cost|costs|which\s+cost|that\s+cost|it\s+cost|is|was|were|of|each|and|or|plus|with))+\s*$|\s*[~@:=]+\s*$/i;

function cleanName(segment: string, prose: boolean): { name: string; quantity: number | null } {
  let s = segment.replace(/\s+/g, ' ').trim();
  let quantity: number | null = null;
  for (let pass = 0; pass < 3; pass++) {
    s = s
      .replace(LEADING_FILLER, '')
      .replace(THERE_IS, '')
      .replace(SUBJECT_VERB, '')
      .replace(PHOTO_OF, '');
    s = s.replace(DETERMINER, '').replace(RELATIVE_POSSESSIVE, '');
  }
  const word =
    /^(a pair of|pair of|a couple of|couple of|a dozen|dozen|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+/i.exec(
      s,
    );
  if (word) {
    quantity = NUMBER_WORDS[word[1]!.toLowerCase()] ?? null;
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

const SEGMENT_SPLIT = /\s*(?:[,;|]|\s[-–—]+(?=\s|$)|^[-–—]+\s|[()[\]])\s*/;

interface Chunk {
  text: string;
  price: PriceMatch | null;
  line: string;
  source: SourceKind;
  location: string | null;
  lineConfidence: number | undefined;
}

/** Words that show a sentence rather than a list entry. */
const PROSE_MARKERS =
  /\b(?:i|we|my|our|i've|we've|have|has|own|bought|purchased|paid|got|which|that|worth|about|around|approximately)\b/i;

function buildItem(chunk: Chunk, receiptMode: boolean): ExtractedItem | null {
  const prose = chunk.source === 'prose' || PROSE_MARKERS.test(chunk.text);
  let text = chunk.text;
  let condition: Condition | null = null;
  const details: string[] = [];
  const tags: string[] = [];

  const inline = CONDITION_INLINE.exec(text);
  if (inline) {
    condition = conditionOf(inline[1] ?? inline[2]!);
    text = text.slice(0, inline.index) + ' ' + text.slice(inline.index + inline[0].length);
  } else {
    const strong = CONDITION_STRONG.exec(text);
    if (strong) {
      condition = conditionOf(strong[1]!);
      text = text.slice(0, strong.index) + ' ' + text.slice(strong.index + strong[0].length);
    }
  }

  const q = extractQuantity(text.trim());
  let quantity = q.quantity;
  text = q.text;

  const location = chunk.location ?? locationIn(chunk.text);
  const candidates: string[] = [];
  for (const raw of text.split(SEGMENT_SPLIT)) {
    const segment = raw.trim();
    if (!segment || !/[\p{L}\p{N}]/u.test(segment)) continue;
    if (FILLER_SEGMENT.test(segment)) continue;
    const segCondition = segmentCondition(segment);
    if (segCondition) {
      condition ??= segCondition;
      continue;
    }
    const year = YEAR.exec(segment);
    if (year) {
      details.push(segment);
      tags.push(year[1]!);
      continue;
    }
    if (COLOURS.test(segment)) {
      details.push(segment);
      tags.push(segment.toLowerCase());
      continue;
    }
    if (KNOWN_LOCATIONS.has(segment.toLowerCase()) && candidates.length > 0) continue;
    const segQuantity = extractQuantity(segment);
    if (segQuantity.quantity > 1 && !/[\p{L}]/u.test(segQuantity.text)) {
      quantity = segQuantity.quantity;
      continue;
    }
    candidates.push(segment);
  }
  if (candidates.length === 0) return null;

  // A list entry starts with the item; in a sentence the item is the mention nearest the price
  // that names a brand or a kind of thing ("Receipt for the office; also my Bose speaker, $250").
  let pick = 0;
  if (prose && candidates.length > 1) {
    for (let k = candidates.length - 1; k >= 0; k--) {
      const c = candidates[k]!;
      if (!isNoiseLine(c) && (findBrand(c) || categorize(c))) {
        pick = k;
        break;
      }
    }
  }
  const cleaned = cleanName(candidates[pick]!, prose);
  let name = cleaned.name;
  if (cleaned.quantity && quantity === 1) quantity = cleaned.quantity;
  candidates.forEach((extra, k) => {
    if (k === pick) return;
    const detail = cleanName(extra, prose).name;
    if (detail && !isNoiseLine(detail)) details.push(detail);
  });
  if (name.length < 2 || !/\p{L}{2,}/u.test(name) || isNoiseLine(name)) return null;
  if (name.length > 80) name = name.slice(0, 80).replace(/\s+\S*$/, '');

  let brandMatch = findBrand(name);
  let brandInName = brandMatch !== null;
  if (!brandMatch) brandMatch = findBrand(chunk.text);
  const keyword = categorize(name);
  if (brandMatch?.ambiguous && keyword && keyword.category !== brandMatch.category) {
    brandMatch = null;
    brandInName = false;
  }
  const brand = brandMatch?.name ?? null;
  if (brandMatch && !brandInName) name = `${brand} ${name}`;

  // A priceless prose mention counts only when it names a brand or a known kind of thing.
  if (chunk.source === 'prose' && !chunk.price && !brandMatch && !keyword) return null;

  const category: Category = keyword?.category ?? brandMatch?.category ?? 'household items';
  const perishable = keyword?.perishable ?? false;

  let value: number | null = null;
  if (chunk.price) {
    value = chunk.price.value;
    if (quantity > 1 && !chunk.price.each && receiptMode) value = value / quantity;
    value = Math.round(value * 100) / 100;
  }

  const base =
    chunk.source === 'prose'
      ? chunk.price
        ? 0.75
        : 0.6
      : chunk.price
        ? 0.9
        : chunk.source === 'list'
          ? 0.8
          : 0.7;
  const ocrFactor =
    chunk.lineConfidence === undefined ? 1 : Math.min(1, Math.max(0.4, chunk.lineConfidence / 100));
  const confidence =
    Math.round(Math.min(0.98, (base + (brand ? 0.05 : 0)) * ocrFactor) * 1000) / 1000;

  return {
    name,
    brand,
    category,
    perishable,
    condition,
    value,
    quantity,
    location,
    details,
    tags,
    source: chunk.source,
    confidence,
    line: chunk.line,
  };
}

// ---------------------------------------------------------------------------------------------
// Documents

function normaliseText(line: string): string {
  return line
    .replace(/[\u201C\u201D\u201E\u2033\u02BA]/g, '"')
    .replace(/[\u2018\u2019\u2032]/g, "'")
    .replace(/[\s\u00A0\u2000-\u200B]+/g, ' ')
    .trim();
}

/** Very long lines (pasted paragraphs) are cut into sentences of bounded length. */
function boundedLines(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (const line of lines) {
    if (line.text.length <= MAX_LINE_LENGTH) {
      out.push(line);
      continue;
    }
    for (const sentence of line.text.split(/(?<=[.!?;])\s+/)) {
      for (let k = 0; k < sentence.length; k += MAX_LINE_LENGTH) {
        out.push({ text: sentence.slice(k, k + MAX_LINE_LENGTH), confidence: line.confidence });
      }
    }
  }
  return out.slice(0, MAX_LINES);
}

/** Longer documents are cut: an inventory upload of more lines than this is not a receipt. */
const MAX_LINES = 5000;
const MAX_LINE_LENGTH = 600;
const MAX_ITEMS = 1000;

export function extractItems(input: string | TextLine[], options: ExtractOptions = {}): Extraction {
  const rawLines: TextLine[] = (
    typeof input === 'string' ? input.split(/\r?\n/).map((text) => ({ text })) : input
  ).slice(0, MAX_LINES);
  const lines: TextLine[] = boundedLines(rawLines).map((l) => ({
    text: normaliseText(l.text),
    confidence: l.confidence,
  }));
  const nonEmpty = lines.filter((l) => l.text.trim());
  const priced = nonEmpty.filter((l) => findPrices(l.text, true).length > 0).length;
  const markers = nonEmpty.filter((l) => RECEIPT_MARKER.test(l.text)).length;
  const bullets = nonEmpty.filter((l) => BULLET.test(l.text)).length;
  const receiptMode = markers >= 2 || (markers >= 1 && priced >= 2 && bullets === 0);
  const bare = receiptMode || Boolean(options.ocr);

  const items: ExtractedItem[] = [];
  const locations: string[] = [];
  let location: string | null = options.defaultLocation ?? null;
  let underHeading = false;
  let total: number | null = null;
  let store: string | null = null;
  let sawItem = false;

  for (let i = 0; i < lines.length; i++) {
    const { text: raw, confidence } = lines[i]!;
    const line = raw.trim();
    if (!line || SEPARATOR.test(line)) continue;

    if (isNoiseLine(line)) {
      if (/(?<![\p{L}])total(?![\p{L}])/iu.test(line) && !/sub\s*-?\s*total/i.test(line)) {
        const p = findPrices(line, true).at(-1);
        if (p) total = p.value;
      }
      continue;
    }

    if (!receiptMode) {
      let j = i + 1;
      while (j < lines.length && !lines[j]!.text.trim()) j++;
      const next = lines[j];
      const nextIsListLine =
        next !== undefined && (BULLET.test(next.text) || findPrices(next.text).length > 0);
      const heading = headingOf(line, nextIsListLine);
      if (heading) {
        // "Electronics:" groups by kind, not by place: it ends the previous location.
        const isPlace = KNOWN_LOCATIONS.has(heading.toLowerCase()) || !isCategoryHeading(heading);
        location = isPlace ? heading : (options.defaultLocation ?? null);
        underHeading = true;
        if (isPlace && !locations.includes(heading)) locations.push(heading);
        continue;
      }
    }

    const bulleted = BULLET.test(line);
    let body = line.replace(BULLET, '').replace(/\*\*|__/g, '');
    let lineLocation = location;
    const inlineHeading = /^([\p{L}][\p{L}' ]{1,24}):\s+(?=\S)/u.exec(body);
    if (inlineHeading && KNOWN_LOCATIONS.has(inlineHeading[1]!.trim().toLowerCase())) {
      lineLocation = normaliseLocation(inlineHeading[1]!);
      body = body.slice(inlineHeading[0].length);
    }

    const prices = findPrices(body, bare);
    const sentence =
      /[.!?]$/.test(body) || body.split(/\s+/).length > 10 || PROSE_MARKERS.test(body);
    let source: SourceKind;
    if (receiptMode) source = 'receipt';
    else if (bulleted) source = sentence && PROSE_MARKERS.test(body) ? 'prose' : 'list';
    else if (underHeading) source = sentence ? 'prose' : 'list';
    else source = prices.length > 0 && !sentence ? 'list' : 'prose';

    if (prices.length === 0) {
      if (receiptMode) {
        if (!sawItem && !store && /\p{L}{3,}/u.test(line)) store = line;
        continue;
      }
      const chunks = source === 'prose' ? splitProse(body) : [body];
      for (const text of chunks) {
        const item = buildItem(
          { text, price: null, line, source, location: lineLocation, lineConfidence: confidence },
          receiptMode,
        );
        if (item) items.push(item);
      }
      continue;
    }

    let previousEnd = 0;
    let lastItem: ExtractedItem | null = null;
    for (const price of prices) {
      let text = body.slice(previousEnd, price.start);
      previousEnd = price.end;
      if (!/\p{L}{2,}/u.test(text)) {
        // "$450 - IKEA sofa": name after the price; or a line total after a unit price.
        if (lastItem) continue;
        const rest = body.slice(price.end);
        const nextPrice = prices.find((p) => p.start >= price.end);
        text = nextPrice ? rest.slice(0, nextPrice.start - price.end) : rest;
        if (!/\p{L}{2,}/u.test(text)) continue;
        previousEnd = nextPrice ? nextPrice.start : body.length;
      }
      const item = buildItem(
        { text, price, line, source, location: lineLocation, lineConfidence: confidence },
        receiptMode,
      );
      if (item) {
        items.push(item);
        lastItem = item;
        sawItem = true;
      }
    }
    const rest = body.slice(previousEnd).trim();
    if (rest && /\p{L}{2,}/u.test(rest)) {
      const restCondition = segmentCondition(rest.replace(/^[\s,;:.)\-–—(]+|[\s,;:.)(]+$/g, ''));
      if (restCondition && lastItem && !lastItem.condition) {
        lastItem.condition = restCondition;
      } else if (!receiptMode) {
        for (const text of splitProse(rest)) {
          const item = buildItem(
            {
              text,
              price: null,
              line,
              source: 'prose',
              location: lineLocation,
              lineConfidence: confidence,
            },
            receiptMode,
          );
          if (item) items.push(item);
        }
      }
    }
  }

  items.splice(MAX_ITEMS);
  const kind: Extraction['kind'] =
    items.length === 0
      ? 'none'
      : receiptMode
        ? 'receipt'
        : items.some((i) => i.source === 'list')
          ? 'list'
          : 'prose';
  return { kind, items, total, store: store ? titleCase(store) : null, locations };
}

const CATEGORY_HEADINGS = new Set(
  [
    ...CATEGORIES,
    'appliances',
    'kitchen appliances',
    'misc',
    'miscellaneous',
    'other',
    'sports',
    'toys',
    'jewellery',
    'valuables',
    'instruments',
    'musical instruments',
    'notes',
    'items',
    'inventory',
  ].map((c) => c.toLowerCase()),
);

function isCategoryHeading(heading: string): boolean {
  const h = heading.toLowerCase();
  return (
    CATEGORY_HEADINGS.has(h) ||
    CATEGORY_HEADINGS.has(h.replace(/s$/, '')) ||
    categorize(heading) !== null
  );
}

/** Splits a sentence into item mentions at commas, semicolons and "and". */
function splitProse(input: string): string[] {
  let text = input;
  // Keep brand names such as "Black and Decker" or "Crate and Barrel" whole.
  const brand = findBrand(text);
  if (brand) {
    const span = text.slice(brand.start, brand.end);
    if (/\sand\s/i.test(span))
      text = text.slice(0, brand.start) + span.replace(/\sand\s/gi, ' & ') + text.slice(brand.end);
  }
  return text
    .split(/\s*(?:[;,]|\.\s+|\.$|\s+and\s+|\s+as well as\s+|\s+plus\s+)\s*/i)
    .map((s) => s.trim())
    .filter((s) => /\p{L}{2,}/u.test(s));
}
