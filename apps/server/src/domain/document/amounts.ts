/**
 * Numbers in one line with what surrounds them: a currency marker, a minus sign, a percent sign,
 * a measure unit ("128GB", "5 kg"), quantity markers ("2 x", "x2", "@", "à", "each"), informal
 * hedges ("~150?", "300ish", "for like 400 bucks") and multipliers ("2k", "800rb", "2,5 juta").
 */
import { CAUCASIAN_MEASURE } from './caucasian-measures.js';
import { HANGUL_MEASURE } from './hangul-measures.js';
import { THAI_MEASURE } from './script-measures.js';
import { hasThousandths } from './three-decimals.js';
import { figuresForLookAlikes } from './ocr-amount-letters.js';
import { PREFIX_MARKER, RAND_AMOUNT, SUFFIX_MARKER, currencyOfMarker } from './currency.js';
import { parseNumber, type NumberStyle } from './numbers.js';

export interface NumberToken {
  value: number;
  start: number;
  end: number;
  raw: string;
  /** ISO code, "$"/"kr" before resolution, or null when no marker is written. */
  currency: string | null;
  decimals: boolean;
  grouped: boolean;
  negative: boolean;
  percent: boolean;
  /** Followed by a unit of measure or pack count ("128GB", "5KG", "12 ROLLS"): part of a name. */
  measure: boolean;
  /** "2 x", "2x", "2 Stk", "1UN X": a count of what follows. */
  countBefore: boolean;
  /** "x2", "qty 2", "Qty: 2". */
  countAfter: boolean;
  /** "@ 6.98", "à 18,50", "60 each", "25 euro per stuk", "20 € cad.". */
  unitPrice: boolean;
  /** "~150?", "300ish", "about 200", "for like 400". */
  approximate: boolean;
  /** A written multiplier ("2k", "9 mil", "800rb", "2,5 juta"). */
  scaled: boolean;
  /** After "worth", "valued at", "paid", "for", "van", "für"…: an amount even without a symbol. */
  valueWord: boolean;
  /** A price per litre or kilogram ("1.579 EUR/L", "12,99 €/kg", "89,90 kr/kg"). */
  perMeasure?: boolean;
  /** A till's zero price on a line it gives away ("1 Mineral Water 0"). */
  free?: boolean;
}

/** A price's per-measure unit after it: "EUR/L", "€/kg", "kr/kg", "Eur/Litros", "/lt". */
const PER_MEASURE =
  /^\s?(?:[A-Za-z]{2,3}\.?|[€$£])?\s?\/\s?(?:l|lt|ltr|lts|litros?|liters?|litres?|kg|kgs|kilo|gal|100\s?g|100\s?ml)(?![\p{L}])/iu;

/** "1,43,276.00": India's lakh grouping, two digits a group above the thousands. */
const LAKH = String.raw`\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d{1,2})?`;
/** ".62", "$.99": a US till writes an amount under a dollar without its leading zero. */
const CENTS_ONLY = String.raw`\.\d{2}(?![\d.,])`;
const NUMBER = String.raw`${CENTS_ONLY}|${LAKH}|\d{1,3}(?:(?:[.,'’]|[ \u00A0\u202F](?=\d{3}(?![\d])))\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,3})?`;
/** Units after a figure; "8+256GB" is a phone's memory and storage; "1 両", "5 克" weigh gold. */
const MEASURE =
  /^\s?(?:\+\s?\d{1,4}\s?(?:gb|tb)|gb|tb|mb|mah|kg|g|gr|mg|lb|lbs|oz|ml|cl|dl|l|lt|ltr|liter|litre|liters|mm|cm|m|km|in|inch|inches|ft|"|w|kw|v|hz|mp|qt|gal|pc|pcs|pz|ct|pk|pack|rolls?|tabs?|sheets?|pieces?|pi[eè]ces|pe[cç]as|piezas|tlg|teilig|delig|lugares|seater|pintu|gen|th|st|nd|rd|ª|º|°|hp|ton|btu|yrs?|years?|months?|mos?|jahre?|ans?|anos?|años|meses|mois|mesi|maanden|monate?|m[åa]neder|m[åa]nader|bulan|weeks?|wochen|semaines|semanas|settimane|weken|days|tage|jours|dias|días|giorni|dagen|x(?=\d)|d\b|er\b|tog|go|to|km|bit|k\b(?!\s*[$€£])|(?:قيراط|جرام|كجم|جم|مم|سم|لتر|مل|واط|جيجا)(?![\u0621-\u064A])|両|兩|两|克拉|公克|克|錢|钱|安士|盎司|カラット|匁)(?![a-zà-öø-ÿ])/i;
/**
 * A Cyrillic measure after a figure ("870г", "0.5л", "8шт"), in lower case: a till's tax class
 * after a price is an upper-case letter ("25.00 Г").
 */
const CYRILLIC_MEASURE = /^\s?(?:кг|гр|г|мг|мл|л|см|мм|м|шт|КГ|ГР|МЛ|ШТ)\.?(?![А-Яа-яІЇЄҐіїєґ])/;
/** A standard's version before its figure ("USB 3.2", "Bluetooth 5.3", "HDMI 2.1"): part of a name. */
const STANDARD_BEFORE =
  /(?<![\p{L}])(?:usb(?:-[ac])?|hdmi|bluetooth|wi-?fi|pcie|pci-e|displayport|thunderbolt|sata|ddr|version|ver\.)\s?$/iu;
/**
 * "98.75 V", "17.99 G" closing a till's line: the tax flag after a price (a Canadian till's G for
 * GST), not 98.75 volts or 17.99 grams.
 */
const VAT_FLAG = /^\d[\d.,]*[.,]\d{2}\s*[VG]\s*$/;
const COUNT_WORDS =
  /^\s?(?:\*(?=\s?\d)|x|×|stk\.?|stck\.?|st\.|stuks?|st[üu]ck|un\b|und\.?|uds\.?|unid\.?|unidades?|unidad(?:es)?|units?(?=\s*$)|buah|pz\.?|pzas?\.?|pezzi|kpl|db|szt\.?|τεμ\.?|kom\.?|vnt\.?|шт\.?|개|台|点|個|pcs?\s?x)(?![\p{L}])/iu;
/** "12.00 NOS x 0.70", "2.000 PCS @ 3.50": a till's count written with decimals, its unit and a sign. */
const COUNT_TIMES =
  /^\s?(?:nos|pcs?|units?|ea|btl|pkt|ctn|box|pairs?|sets?|un|und|uds|stk|st|qty)\.?\s?[x×@*]\s?(?=\d)/iu;
/**
 * "6 st à 9,95", "2 st a 49:-": the Scandinavian count of pieces before a unit price; "3 st" in a
 * column of its own ("Stol ek   3 st   bra skick   1 200 kr"), never glued like "1st".
 */
const PIECES_AT = /^\s?st\.?\s?(?:à|a|@|x|×)\s?(?=\d)|^\sst(?=\s{2,}|\s*$)/iu;
const EACH_AFTER =
  /^\s?(?:each|ea\.?|apiece|per (?:unit|item|piece|pc|stuk|st[üu]ck|stk|styck|styk)|pr\.? ?(?:stk|st|styk|stykke)\.?|\/\s?(?:ea|each|unit|pc|pcs|st[üu]ck|stk|kpl|szt|ks|db|τεμ|kom|kos|vnt|шт)|cad\.?|ch\.|chacune?|l['’]unit[eé]|cada(?: una| uno)?|pi[eè]ce|par unit[eé]|je|pro st[üu]ck|per stuk|seunit|each one|kila (?:moja|kimoja)|প্রতিটি|за (?:штуку|шт)|pr\.? stk)(?![\p{L}])/iu;
const UNIT_BEFORE = /(?:@|(?<![\p{L}])(?:à|je|per|each|cad[ae])|\bat)\s*$/iu;
/** "a 19,95 €" is a unit price only when what follows is clearly an amount. */
/** "de 42 à 90 po", "von 10 à 20": a range's upper bound after "à", never a unit price. */
const RANGE_FROM = /(?<![\p{L}])(?:de|des|from|von|da|dal|van|od)\s+\d+(?:[.,]\d+)?\s*à\s*$/iu;
const WEAK_UNIT_BEFORE = /(?<![\p{L}])a\s*$/iu;
const VALUE_BEFORE =
  /(?:worth|valued at|value[ds]?|wert|im wert von|vaut|valeur|vale|valor|waarde|ter waarde van|nilai|harga|paid|bought for|cost|costs|kostet|kaufpreis|pagu?ei|betaald|dibeli|van|for|f[üu]r|pour|por|per|seharga)\s*:?\s*$/iu;
const APPROX_BEFORE =
  /(?:~|±|≈|\bca\.?|\bcirca|\babout|\baround|\bapprox\.?|\broughly|\bmaybe|\bprob(?:ably)?|\bfor like|\blike|\bunos|\bunas|\benviron|\bzo['’]n|\bongeveer|\bvielleicht|\blocker|\buns|\bkira(?:-kira|2)?|\bsekitar|\bcerca de|\bmeno di|\bquasi)\s*$/iu;
const SCALE_AFTER =
  /^\s?(?:(k)(?![\p{L}])|(mil)(?![\p{L}])|(rb|ribu|rebu)(?![\p{L}])|(jt|juta)(?![\p{L}])|(lakh)(?![\p{L}]))/iu;

/** Jewellery a gold's fineness is written on: "pendant, 18K", "14K white gold". */
const JEWELLERY =
  /(?<![\p{L}])(?:gold|platinum|pendant|ring|necklace|bracelet|earrings?|chain|diamonds?|gelbgold|wei(?:ß|ss)gold|rotgold|anh[äa]nger|kette|collier|bague|anillo|anel|oro|ouro|goud)(?![\p{L}])/iu;

/** "18K", "14K" on a piece of jewellery: its gold's karat, not 18 000. */
function isKarat(raw: string, after: string, line: string, currency: string | null): boolean {
  return (
    !currency &&
    /^K(?![\p{L}\d])/u.test(after) &&
    ['9', '10', '14', '18', '22', '24'].includes(raw) &&
    JEWELLERY.test(line)
  );
}

const NUMBER_UNSPACED = String.raw`${CENTS_ONLY}|${LAKH}|\d{1,3}(?:[.,'’]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,3})?`;
/** A marker written against the next number ("55 Eur0,07") is that number's, not this one's. */
const tokenPattern = (number: string): RegExp =>
  new RegExp(
    String.raw`(?<![\p{L}\d.,/#-])(-)?(?:(${PREFIX_MARKER})\s?)?(-)?(${number})(?![\d])(?:\s?(${SUFFIX_MARKER})(?![\p{L}\d]))?`,
    'gu',
  );
const TOKEN = tokenPattern(NUMBER);
const TOKEN_UNSPACED = tokenPattern(NUMBER_UNSPACED);
/** Article numbers, dates, times, phone numbers, codes: masked before numbers are read. */
const CODES = new RegExp(
  String.raw`\b\d{3}\.\d{3}\.\d{2}\b|\b\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}\b|\b\d{1,2}:\d{2}(?::\d{2})?\b|\b\d+(?:[/-]\d+)+\b|(?<![\d.,]|@\s?)\d{5,}(?![\d.,])|(?<![A-Z])(?!(?:RM|RP|EUR|USD|MYR|IDR|INR|RS|GBP|CHF|SGD|AED|HKD|NZD|PLN|SEK|NOK|DKK)\d|${RAND_AMOUNT})[A-Z]+\d+[A-Z\d-]*|\b\d+[A-Z]+\d+[A-Z\d]*\b`,
  'g',
);
/** Grouped digits without decimals in a long run ("514.613.623", "289 380 171"): phone and tax ids. */
const ID_NUMBER = /(?<![\d.,]|(?:Rp|RP|IDR|Rs|INR)\.?\s?)\d{3}(?:[. ]\d{3}){2,}(?![\d.,]\d)/g;
/** A Chilean RUT ("77.261.280-K", "17.456.***-K"): a tax id, its check digit after the dash. */
const RUT = /(?<![\d.,])\d{1,2}\.(?:\d{3}|\*{3})\.(?:\d{3}|\*{3})-[\dkK](?![\p{L}\d])/gu;
/** "Eur13,99", "RM40.60", "Rp.45.000": a currency marker written against the amount. */
const GLUED_MARKER = /(?<![\p{L}])(?:eur|rm|rp\.?|usd|myr|idr|inr|rs\.?)(?=\d)/giu;
const GLUED_CANONICAL: Record<string, string> = {
  eur: 'EUR',
  rm: 'RM',
  rp: 'Rp',
  'rp.': 'Rp.',
  usd: 'USD',
  myr: 'MYR',
  idr: 'IDR',
  inr: 'INR',
  rs: 'Rs',
  'rs.': 'Rs.',
};

/**
 * Sizes such as "8 X 4", "180x200", "2x3m": never a count and a price. After a currency sign
 * ("¥390 x 3") the first figure is a price and the second its count; before a thousands group
 * and a currency ("2 x 2 990 Ft", "3 x 1 250 Kč") the second figure opens a price.
 */
const DIMENSION =
  /(?<![\d.,]|\p{Sc}\s?)\d{1,4}(?:[.,]\d)?\s?[x×X]\s?\d{1,4}(?:[.,]\d)?(?:\s?[x×X]\s?\d{1,4}(?:[.,]\d)?)?(?![\d.,]|\s?(?:\p{Sc}|kr|rm\b|rp\b|(?:Ft|Kč|zł|lei|HUF|CZK|PLN|RON|EUR|USD)(?![\p{L}]))|\s\d{3}[.,]\d{2}(?!\d)|\s\d{3}(?:,\d{2})?\s?(?:\p{Sc}|Ft|Kč|zł|kr|HUF|CZK|PLN|NOK|SEK|EUR)(?![\p{L}]))/giu;

/**
 * "ROUND 27 * 25 28.90": a size written with a star, then the row's amounts. A star between whole
 * figures is also a count and a price ("3 * 12 36.00"), so only a star size that amounts with
 * cents follow, and whose product they do not print, is masked.
 */
const STAR_SIZE = /(?<![\d.,*])\d{1,4}\s?\*\s?\d{1,4}(?![\d.,*])(?=\s+-?\d{1,6}[.,]\d{2}(?!\d))/g;

/** The text names a size ("8 X 4", "180x200"): its numbers are not a count. */
export function hasDimension(text: string): boolean {
  DIMENSION.lastIndex = 0;
  const found = DIMENSION.test(text);
  DIMENSION.lastIndex = 0;
  return found;
}

/**
 * A phone or fax number after its label ("TEL.289 380 171", "Tel: 03-3271 9872", "Ph: 080-4112
 * 7788", "Mob. 0475 12 34 56"); a short label that is also a word counts with its stop or colon.
 */
const PHONE =
  /(?<![\p{L}])(?:(?:tel|telf|tlf|tfn|fax|phone|telefone?|telefono|tel[eé]fono|t[eé]l[eé]phone|telp|mobile|whatsapp)\.?\s*:?|(?:ph|mob|cell|gsm|puh)(?:\.\s*:?|\s*:))\s*\+?[\d][\d .()/-]{5,}\d/giu;
/** A time of day by the clock's words ("10am", "6 p.m.", "14 Uhr", "9h30"): never an amount. */
const CLOCK_TIME =
  /(?<![\d.,])\d{1,2}(?:[.:]\d{2})?\s?(?:[ap]\.?m\.?|uhr)(?![\p{L}])|(?<![\d.,])\d{1,2}h(?:\d{2})?(?![\p{L}\d])/giu;
/** A date after its weekday ("Mo. 17.02.", "Sat, 8.3", "mer. 5/3"): never an amount. */
const WEEKDAY_DATE =
  /(?<![\p{L}])(?:mo|di|mi|do|fr|sa|so|mon|tue|wed|thu|fri|sat|sun|lu|ma|me|je|ve|lun|mar|mer|jeu|ven|sam|dim|mi[eé]|jue|vie|s[aá]b|dom|seg|ter|qua|qui|sex|gio|zo|wo|vr|za)\.?,?\s+\d{1,2}[./]\d{1,2}\.?(?![\d,])/giu;
const isDayAndMonth = (text: string): boolean => {
  const [day, month] = (text.match(/\d+/g) ?? []).map(Number);
  return day! >= 1 && day! <= 31 && month! >= 1 && month! <= 12;
};
/**
 * A masked card number ("****5566", "XXXXXXXXXXXX1122", "6019 00** **** 4455"): never an amount.
 * One bounded run, so a line of stars is read in linear time.
 */
const MASKED_CARD = /(?<![*xX#•])[*xX#•]{4}[*xX#•\s-]{0,24}\d{2,4}\b/g;
/** A dotted article code ("299.1370"): more digits after the dot than any amount has. */
const DOTTED_CODE = /(?<![\d.,])\d{2,4}\.\d{4,}(?![\d.,])/g;
/** Three or more dotted groups ("410.77.338192"): a policy or reference number, unless grouped or a date. */
const DOTTED_RUN = /(?<![\d.,])\d{1,6}(?:\.\d+){2,}(?![.,]?\d)/g;
const maskDottedRun = (m: string): string => {
  const groups = m.split('.');
  const grouped = groups.slice(1).every((g) => g.length === 3);
  const date = groups.length === 3 && /^\d{1,2}\.\d{1,2}\.(?:\d{2}|\d{4})$/.test(m);
  return grouped || date ? m : ' '.repeat(m.length);
};

/** "$500-$999", "€250–€1.000": a price band a plan or a tier covers, never a price itself. */
const PRICE_BAND =
  /(?<![\p{L}\d.,])\p{Sc}\s?\d[\d.,']*(?:\s?[-–]\s?\p{Sc}\s?|[-–])\d[\d.,']*(?![\d])/gu;

/** "25000" closing a line in whole units: a price in a currency without a minor unit. */
const WHOLE_PRICE = /(?<![\d.,])\d{3,5}00(?=\s*$)/;

export function maskCodes(line: string, wholeUnits = false): string {
  const price = wholeUnits ? WHOLE_PRICE.exec(line) : null;
  if (price) {
    const at = price.index;
    return maskCodes(line.slice(0, at)) + price[0] + line.slice(at + price[0].length);
  }
  return line
    .replace(PHONE, (m) => ' '.repeat(m.length))
    .replace(MASKED_CARD, (m) => ' '.repeat(m.length))
    .replace(WEEKDAY_DATE, (m) => (isDayAndMonth(m) ? ' '.repeat(m.length) : m))
    .replace(CLOCK_TIME, (m) => ' '.repeat(m.length))
    .replace(DOTTED_CODE, (m) => ' '.repeat(m.length))
    .replace(DOTTED_RUN, maskDottedRun)
    .replace(GLUED_MARKER, (m) => GLUED_CANONICAL[m.toLowerCase()] ?? m)
    .replace(ID_NUMBER, (m) => ' '.repeat(m.length))
    .replace(RUT, (m) => ' '.repeat(m.length))
    .replace(DIMENSION, (m, at: number, text: string) =>
      countTimesPrice(m, text.slice(at + m.length)) ? m : ' '.repeat(m.length),
    )
    .replace(STAR_SIZE, (m, at: number, text: string) =>
      countTimesPrice(m.replace('*', 'x'), text.slice(at + m.length)) ? m : ' '.repeat(m.length),
    )
    .replace(PRICE_BAND, (m) => ' '.repeat(m.length))
    .replace(CODES, (m) => ' '.repeat(m.length))
    .replace(/(^|[\s(])[xX](?=\d)/g, '$1×');
}

/**
 * "3 x 489   1.467", "2 X 138   ¥276": a count times a whole unit price, then their product, as a
 * till whose currency has no minor unit prints it; no size is followed by its own product.
 */
function countTimesPrice(size: string, after: string): boolean {
  const factors = size.split(/[x×X]/).map((f) => f.trim());
  const next = /^\s+(?:\p{Sc}\s?)?(\d{1,3}(?:[.,\s]\d{3})*|\d+)(?![\d.,]\d)/u.exec(after);
  if (factors.length !== 2 || !next || factors.some((f) => !/^\d+$/.test(f))) return false;
  const [count, price] = factors.map(Number) as [number, number];
  if (count * price === Number(next[1]!.replace(/[.,\s]/g, ''))) return true;
  // "2 X 3 490  6 980": the second figure opens a price grouped by spaces; the row's amount after
  // it is the count times that price.
  const grouped = /^\s(\d{3})(?![\d.,])\s+(\d{1,3}(?:\s\d{3})+)(?![\d.,]\d)/u.exec(after);
  return (
    grouped !== null &&
    count * (price * 1000 + Number(grouped[1])) === Number(grouped[2]!.replace(/\s/g, ''))
  );
}

/** A figure with no currency or decimals written against three or more letters of a word. */
function gluedToWord(m: RegExpMatchArray, line: string): boolean {
  if (m[2] || m[5] || /[.,]/.test(m[4]!)) return false;
  const after = line.slice(m.index! + m[0].length);
  return (
    /^[A-Za-z]{3,}/.test(after) &&
    !MEASURE.test(after) &&
    !COUNT_WORDS.test(after) &&
    !SCALE_AFTER.test(after) &&
    !/^ish/i.test(after)
  );
}

/** Every number in the line, left to right, codes excluded. */
/**
 * An amount a photo read with a letter O for a zero ("89O.00", "600.O0", "7,79O.00"): its
 * figures with decimals, the O between or beside them, read as the zero it is.
 */
const O_IN_AMOUNT = /(?<![\p{L}\d])\d[\dO]{0,2}(?:[.,][\dO]{3})*[.,][\dO]{2}(?![\p{L}\d])/gu;
const zeroForO = (line: string): string =>
  figuresForLookAlikes(
    line.includes('O') ? line.replace(O_IN_AMOUNT, (m) => m.replace(/O/g, '0')) : line,
  );

export function scanNumbers(line: string, style: NumberStyle): NumberToken[] {
  const masked = maskCodes(zeroForO(line), style.zeroDecimal);
  const out: NumberToken[] = [];
  for (const m of masked.matchAll(TOKEN)) {
    const raw = m[4]!;
    // ".98" is cents only in a dot-decimal document: after a dollar sign, or closing the line
    // after a space as a till prints its price.
    const at = m.index! + m[0].indexOf(raw);
    const cents =
      /\$\s?$/.test(line.slice(0, at)) ||
      (/\s$/.test(line.slice(0, at)) && !line.slice(at + raw.length).trim());
    if (raw.startsWith('.') && (style.decimal !== '.' || !cents)) continue;
    // "8ANANEN", "7UP": a figure glued to a word is a letter read as a digit or part of a name.
    if (gluedToWord(m, masked)) continue;
    // "1 995,00", "2 500 kr" and "R4 999.00" are grouped; "2 399" in a dot-decimal document is
    // two numbers.
    const markedWithCents = !!m[2] && /[.,]\d{2}$/.test(raw);
    if (/\s/.test(raw) && style.decimal !== ',' && !m[5] && !markedWithCents) {
      const span = m.index + m[0].length;
      const part = ' '.repeat(m.index) + masked.slice(m.index, span);
      for (const n of part.matchAll(TOKEN_UNSPACED)) out.push(readToken(n, part, style));
      continue;
    }
    const token = readToken(m, masked, style);
    if (token) out.push(token);
  }
  return shiftCurrencyCodes(out.filter(Boolean), masked);
}

/**
 * "Dyson V15 1 AED 2,499.00", "Kabel 2 EUR 9,90": a code between a count and an amount opens the
 * amount; the count keeps no currency.
 */
function shiftCurrencyCodes(tokens: NumberToken[], masked: string): NumberToken[] {
  for (let k = 0; k + 1 < tokens.length; k++) {
    const count = tokens[k]!;
    const amount = tokens[k + 1]!;
    if (!count.currency || count.decimals || amount.currency || !amount.decimals) continue;
    // The code is written after the count, right before the amount.
    if (!masked.startsWith(count.raw, count.start)) continue;
    if (masked.slice(count.end, amount.start).trim() !== '') continue;
    amount.currency = count.currency;
    count.currency = null;
    count.end = count.start + count.raw.length;
    amount.start = count.end;
  }
  return tokens;
}

function readToken(m: RegExpMatchArray, masked: string, style: NumberStyle): NumberToken {
  {
    const raw = m[4]!;
    let value = parseNumber(raw, style) ?? 0;
    const start = m.index!;
    let end = start + m[0].length;
    const after = masked.slice(end);
    // The words just before the number (bounded, so anchored patterns stay linear).
    const before = masked.slice(Math.max(0, start - 28), start);
    const marker = m[2] ?? m[5] ?? null;
    let currency = marker ? currencyOfMarker(marker) : null;
    // A lone "E" after a number is a euro sign only with decimals ("12,40 E").
    if (m[5] && /^E$/.test(m[5]) && !/[.,]\d{2}$/.test(raw)) {
      currency = null;
      end = start + m[0].lastIndexOf('E');
    }
    // "4K", "8K" glued to a one-digit number with no currency is a screen's resolution, not 4000.
    const resolution = /^K(?![\p{L}\d])/u.test(after) && /^\d$/.test(raw) && !currency;
    // "(PowerCore 24K)": a figure closing a model's name in brackets names the model.
    const modelName = !currency && /^K\)/iu.test(after) && /\(\s*\p{L}[^()]*$/u.test(before);
    const scale =
      resolution || modelName || isKarat(raw, after, masked, currency)
        ? null
        : SCALE_AFTER.exec(after);
    let scaled = false;
    if (scale) {
      const factor = scale[1] ? 1000 : scale[2] ? 1000 : scale[3] ? 1000 : scale[4] ? 1e6 : 1e5;
      value *= factor;
      end += scale[0].length;
      scaled = true;
    }
    // "699:-", "2 st à 29:-": a Scandinavian price in whole crowns is written as an amount.
    const crowns = !scaled && /^:-(?!\d)/.test(masked.slice(end));
    if (crowns) end += 2;
    const tail = masked.slice(end);
    const hasDecimals =
      crowns ||
      (/[.,]\d{1,2}$/.test(raw) && !(style.zeroDecimal && /[.,]\d{3}/.test(raw))) ||
      (style.thousandths === true && hasThousandths(raw.replace(/\s/g, ''), style.decimal));
    // "Stativ Manfrotto 190X": a model's letter glued to its figure inside a name, no count.
    const model =
      !currency &&
      /^X(?![\p{L}\d])/u.test(tail) &&
      /^\d{3,}$/.test(raw) &&
      /\p{L}\s$/u.test(before);
    const token: NumberToken = {
      value,
      start,
      end,
      raw,
      currency,
      decimals: hasDecimals && !scaled,
      grouped: /\d[.,'’\s]\d{3}(?!\d)/.test(raw),
      // "Online Offer (8.99)": an accountant's brackets around a line's last amount make it a credit.
      negative:
        Boolean(m[1] ?? m[3]) ||
        /(?:^|\s)[-−]$/.test(before) ||
        ((hasDecimals || /\d[.,]\d{3}$/.test(raw)) &&
          /\(\s?$/.test(before) &&
          /^\s?\)\s*$/.test(tail)),
      // "%20 *159,90": a Turkish till writes the VAT rate's sign before its figure.
      percent: /^\s?%/.test(tail) || (/(?:^|\s)%$/.test(before) && !hasDecimals),
      measure:
        model ||
        (!currency &&
          !scaled &&
          (MEASURE.test(tail) ||
            CYRILLIC_MEASURE.test(tail) ||
            CAUCASIAN_MEASURE.test(tail) ||
            HANGUL_MEASURE.test(tail) ||
            THAI_MEASURE.test(tail)) &&
          !/^\s?x\s?\d/i.test(tail) &&
          !PIECES_AT.test(tail) &&
          !VAT_FLAG.test(`${raw}${tail}`)) ||
        (!currency && /^(?:19|20)\d{2}$/.test(raw)) ||
        (!currency && /^\d{1,2}[.,]\d$/.test(raw) && STANDARD_BEFORE.test(before)),
      countBefore: !currency && (COUNT_WORDS.test(tail) || PIECES_AT.test(tail)) && !model,
      countAfter:
        !currency &&
        !hasDecimals &&
        value < 1000 &&
        !unitAfterCount(before, value, style) &&
        (/(?:^|[\s(])[x×]\s?$/i.test(before) ||
          /\b(?:qty|quantity|quantit[eéà]|qt[eé]|cant\.?|cantidad|menge|anzahl|aantal|antal|quantidade|kuantiti|kuantitas|jumlah|s[ốo] l[ưu][ợo]ng|ilo[sś][cć]|po[cč]et|数量)\s*[:.#=：]?\s*$/iu.test(
            before,
          )),
      unitPrice:
        (UNIT_BEFORE.test(before.slice(-12)) && !RANGE_FROM.test(before.slice(-16))) ||
        EACH_AFTER.test(tail) ||
        (WEAK_UNIT_BEFORE.test(before) && (Boolean(currency) || hasDecimals)),
      valueWord: VALUE_BEFORE.test(before),
      approximate: APPROX_BEFORE.test(before.slice(-14)) || /^\s?(?:ish|\?|\s?or so)/i.test(tail),
      scaled,
    };
    if (/^\s?ish/i.test(tail)) token.end += tail.indexOf('ish') + 3;
    // "2.000 x 41.90": a fiscal till's count to three decimals before its sign and unit price.
    const fiscalCount = /^\d{1,3}[.,]000$/.test(raw) && /^\s?[x×]\s?\d+[.,]\d{2}(?!\d)/.test(tail);
    if (!currency && /^\d{1,3}[.,]0{1,3}$/.test(raw) && (COUNT_TIMES.test(tail) || fiscalCount)) {
      token.value = Math.trunc(Number(raw.replace(',', '.')));
      token.decimals = false;
      token.countBefore = true;
      token.measure = false;
    }
    const each = EACH_AFTER.exec(masked.slice(token.end));
    if (each) token.end += each[0].length;
    const per = PER_MEASURE.exec(masked.slice(token.end));
    if (per && !token.percent) {
      token.end += per[0].length;
      token.unitPrice = true;
      token.perMeasure = true;
      token.measure = false;
      // "1.579 EUR/L": fuel and deli prices per measure carry three decimals, never a thousands group.
      if (!style.zeroDecimal && /^\d{1,3}[.,]\d{3}$/.test(raw)) {
        token.value = Number(raw.replace(',', '.'));
        token.decimals = true;
        token.grouped = false;
      }
    }
    return token;
  }
}

/**
 * "2 x 199   398" on a till whose currency has no minor unit: the figure after a count and its
 * sign is the unit's price, not a second count.
 */
function unitAfterCount(before: string, value: number, style: NumberStyle): boolean {
  return style.zeroDecimal && value >= 100 && /(?<![\p{L}\d.,])\d{1,3}\s?[x×]\s?$/u.test(before);
}

/** A token that reads as money in this document rather than a count, size or code. */
export function isMoney(token: NumberToken, style: NumberStyle): boolean {
  if (token.percent || token.measure || token.countBefore || token.countAfter) return false;
  if (token.free) return true;
  if (token.currency || token.scaled || token.approximate || token.unitPrice) return true;
  if (token.valueWord && token.value >= 5) return true;
  if (token.decimals && !style.zeroDecimal) return true;
  if (token.grouped) return true;
  return style.zeroDecimal && token.value >= 100;
}
