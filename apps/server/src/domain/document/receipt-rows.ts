/**
 * Receipt rows that carry no item whatever their numbers say: column headers ("Item Qty U/P
 * Amount Tax", "Quant. Pr. Unit. IVA Desc. Total"), tax-summary rows ("SR 6% 16.98 1.02",
 * "B 23,00% 24,49 5,63 30,12", "s = 6% 34.62 2.08"), and the tax-class flag a till prints after
 * a line's amount ("3.70 S", "Eur13,99 B", "4.90 SR"), which is no part of the item's name.
 */
import { ARTICLE_NUMBER } from './line-parts.js';
import { scanNumbers, type NumberToken } from './amounts.js';
import { headerRole } from './columns.js';
import { currencyOfMarker } from './currency.js';
import { fold } from '../words/fold.js';
import { agrees } from './quantity.js';
import type { NumberStyle } from './numbers.js';

/** Tax classes tills print beside amounts and in their tax summaries. */
const TAX_CODES = new Set([
  ...['sr', 'zr', 'zrl', 'tx', 'nt', 'es', 'ex', 'exo', 'os', 'ds', 'gs', 'rs'],
  // Portugal's VAT classes: normal, intermediate, reduced, exempt.
  ...['nor', 'int', 'red', 'ise'],
]);

/** The names of VAT a till prints in its tax table: "PDV A 25,00% 19,82 4,95", "DPH 21% …". */
const VAT_NAMES = new Set(
  'vat pdv ddv dph dpv pvm pvn km dds ддс пдв ндс mwst ust btw moms mva alv afa iva tva kdv fpa'.split(
    ' ',
  ),
);

/** Column words a till or an invoice prints above its lines, beyond the table reader's roles. */
const COLUMN_WORDS = new Set([
  'item',
  'items',
  'items(s)',
  'artigo',
  'artigos',
  'artigo(s)',
  'article',
  'articles',
  'artikel',
  'desc',
  'descr',
  'description',
  'descricao',
  'descripcion',
  'designacao',
  'designation',
  'bezeichnung',
  'produk',
  'product',
  'produto',
  'nama',
  'barang',
  'qty',
  'qty.',
  'quant',
  'quant.',
  'qtd',
  'qtd.',
  'qte',
  'uom',
  'um',
  'un',
  'u/p',
  'u.p',
  'u.p.',
  'u.price',
  's/price',
  'unit',
  'unit.',
  'pr',
  'pr.',
  'price',
  'preco',
  'precio',
  'prix',
  'preis',
  'harga',
  'rate',
  'amount',
  'amt',
  'ant',
  'montant',
  'importe',
  'valor',
  'value',
  'total',
  'totaal',
  'jumlah',
  'disc',
  'disc%',
  'desc.',
  'discount',
  'tax',
  'gst',
  'gstc',
  'iva',
  'vat',
  'tva',
  'taxa',
  'code',
  'taxcode',
  'taxode',
  'exc.',
  'inc',
  'inc.',
  'excl',
  'incl',
  'sale',
  'iss',
  'exc',
  'd',
  '%',
  '(rm)',
  'rm',
  '(eur)',
  'eur',
  '€',
  '$',
  '(rp)',
  'rp',
  '#',
  'no',
  'no.',
  's/iva',
  'c/iva',
  'iva/ex.',
  'iva/ex',
  'base',
  'imp.',
  'imp',
  'b.',
  'qt.',
  'qt',
  'f.un.',
  'f.un',
  'pvp',
  'p.unit',
  'p.unit.',
  'preco',
  'descricao',
  'designacao',
  'ref',
  'ref.',
  'cod',
  'cod.',
]);

/** A line of column names, with no amount in it. */
export function isColumnHeader(label: string): boolean {
  const cells = label
    .trim()
    .split(/\s+/)
    .filter((w) => w && !/^[-=|:]+$/.test(w));
  if (cells.length < 2) return false;
  let known = 0;
  for (const cell of cells) {
    const word = fold(cell).replace(/[:]+$/, '');
    if (COLUMN_WORDS.has(word) || COLUMN_WORDS.has(word.replace(/[().]/g, ''))) known++;
    else if (headerRole(cell) !== null) known++;
  }
  return known >= 2 && known >= cells.length * 0.75;
}

/**
 * A tax-summary row: only tax-class codes, signs and numbers, opened by its class or rate, with
 * a rate or three amounts ("SR 6.00 16.98 1.02", "23% 10,00 43,50 53,50"). After the amounts a
 * class flags an item's line ("1 * 36.80 36.80 SR") instead.
 */
export function isTaxSummaryLine(text: string, style: NumberStyle): boolean {
  const tokens = scanNumbers(text, style);
  if (tokens.length === 0) return false;
  let label = text;
  for (const t of [...tokens].reverse()) label = label.slice(0, t.start) + ' ' + label.slice(t.end);
  const percent = tokens.some((t) => t.percent);
  const words = (label.match(/\p{L}+/gu) ?? []).filter((w) => !currencyOfMarker(w));
  // "PDV A 25,00% 19,82 4,95": a row of the VAT table named by the tax, with its rate and base.
  const vatRow = percent && tokens.length >= 3;
  const code = (w: string): boolean =>
    w.length <= 2 || TAX_CODES.has(w.toLowerCase()) || (vatRow && VAT_NAMES.has(w.toLowerCase()));
  if (words.some((w) => !code(w) || /^(?:x|qty|pc|pk|un)$/i.test(w))) return false;
  if (/[@x×*]\s*$/i.test(label.trim()) && !percent) return false;
  const opening = /^\s*(\p{L}+)/u.exec(text)?.[1];
  const opensWithClass =
    opening !== undefined &&
    !currencyOfMarker(opening) &&
    // Without a rate, only a known class opens the row ("TP-24 5 1.32" is an article code).
    (percent || opening.length === 1 || TAX_CODES.has(opening.toLowerCase()));
  const opensWithRate = tokens[0]!.percent && text.slice(0, tokens[0]!.start).trim() === '';
  if (!opensWithClass && !opensWithRate) return false;
  // "6,00% 1,05 2": a rate beside a unit price and a count is an item's detail line.
  if (percent && tokens.some((t) => !t.percent && !t.decimals)) return false;
  return percent ? tokens.length >= 2 : words.length > 0 && tokens.length >= 3;
}

const MEASURE_FLAG = /^(?:l|g|m|kg|ml|cl|cm|mm|gb|tb|mb|oz|lb|in|ft|w|v|hz|pc|pk)$/i;

/**
 * The line with a tax-class flag after its last amount blanked out ("RM3.79 s", "15,99 B",
 * "4.90 SR", "13.00 *S", a Cyrillic till's "130.00 АД"), so the flag is read as neither name nor label. Positions are kept.
 */
/**
 * "Lampada LED G9 2 23% 35,00": a till's VAT class, one figure, printed before the rate in its
 * tax column. It names nothing and counts nothing.
 */
const CLASS_BEFORE_RATE =
  /(?<=\S\s+)\d(?=\s+\d{1,2}(?:[.,]\d{1,2})?\s?%\s+\D{0,6}\d+[.,]\d{2}(?!\d))/u;

/** "35,00 >Stock", "2,60 >7/12": a till's note after the row's amount, where it ships from. */
const NOTE_AFTER_AMOUNT = /(?<=\d[.,]\d{2})\s+>\s?[\p{L}\d/.-]{1,12}\s*$/u;

function withoutClassBeforeRate(input: string): string {
  const line = input.replace(NOTE_AFTER_AMOUNT, (n) => ' '.repeat(n.length));
  const m = CLASS_BEFORE_RATE.exec(line);
  if (!m || !/\p{L}{2}/u.test(line.slice(0, m.index))) return line;
  return `${line.slice(0, m.index)} ${line.slice(m.index + 1)}`;
}

export function withoutTaxFlag(input: string): string {
  // "DEWALT 20V DRILL <A>": a till's tax or return-policy class in angle brackets.
  const line = withoutClassBeforeRate(
    input.replace(/\s<[A-Z\d]{1,2}>(?=\s|$)/g, (m) => ' '.repeat(m.length)),
  );
  const m =
    /(\d[.,]\d{2})(\s+(?:\*?(?:[A-Za-z]{1,2}|[A-Z]{3}|\([A-Z]\)|[А-ЯІЄ]{1,2})\*?|[*#])|(?:SR|ZR|ZRL|TX|NT|[A-Z])\*?)\s*$/.exec(
      line,
    );
  if (!m) return line;
  const code = m[2]!.trim().replace(/^[*#]|\*$/g, '');
  if (code.length === 3 && !TAX_CODES.has(code.toLowerCase())) return line;
  if (currencyOfMarker(code)) return line;
  // "Cola 1.25 L" names a size; "Cola 1.25 L 2.50 S" has a flag after its price.
  const flag = code;
  if (MEASURE_FLAG.test(flag) && !/\d[.,]\d{2}\D+\d/.test(line.slice(0, m.index + 1))) return line;
  const at = m.index + m[1]!.length;
  return line.slice(0, at) + ' '.repeat(m[2]!.length);
}

/**
 * On a till's line the price comes last: a number followed by more of the name and by no later
 * number ("HDMI 2.1 CABLE 6FT", "USB-C 3.2 GEN 2 HUB 39.99") is a version, size or model, part of
 * the name, and never its price.
 */
export function withNameNumbers(tokens: NumberToken[], line: string): NumberToken[] {
  return tokens.map((token, k) => {
    if (token.currency || token.unitPrice || token.measure) return token;
    // A size after it ("10.9 64GB WIFI") is more of the name: the next plain number ends it.
    const next = tokens.slice(k + 1).find((t) => !t.measure);
    const after = line.slice(token.end, next?.start ?? line.length);
    // "IMPERIAL 16 un x 1.35 21.60": a count times the price after it stays a count.
    if (token.countBefore && /^\s*(?:\p{L}{1,4}\.?\s*)?[x×*]\s*$/iu.test(after)) return token;
    // "3 unidades", "2 Stück" on a line of their own: the count of the entry above.
    if (token.countBefore && k === 0 && !/\S/.test(line.slice(0, token.start))) {
      if (/^\s*\p{L}+\.?\s*$/u.test(after)) return token;
    }
    const laterNumber = next !== undefined;
    // "2,00 stk   149,00   298,00": an invoice's count column with its unit, prices after it.
    // A count without decimals ("Semmeln 6 Stk 1,74") names the pack and stays in the name.
    const decimalCount = /^\d{1,3}[.,]0{2,3}$/.test(token.raw);
    if (token.countBefore && decimalCount && laterNumber && /^\s*\p{L}{1,5}\.?\s*$/u.test(after))
      return token;
    // "8  stk  149,00  1.192,00": an invoice's count and unit columns, the count times the unit
    // price making the amount; "Semmeln 6 Stk 1,74" has no such pair and keeps its pack size.
    const later = tokens.slice(k + 1).filter((t) => !t.measure);
    if (
      Number.isInteger(token.value) &&
      later.length >= 2 &&
      /^\s*\p{L}{1,5}\.?\s*$/u.test(after) &&
      agrees(token.value * later.at(-2)!.value, later.at(-1)!.value)
    )
      return { ...token, countBefore: true };
    const namedAfter = after
      .split(/[^\p{L}]+/u)
      .some((w) => w.length >= 2 && !currencyOfMarker(w) && !/^(?:each|ea)$/i.test(w));
    // "BARRA DE SONIDO 2.1 300W": a figure without cents before a size is more of the name.
    const sizedAfter = tokens.slice(k + 1).some((t) => t.measure) && !/[.,]\d{2}$/.test(token.raw);
    if (!namedAfter && !sizedAfter) return token;
    // "35,00 >Stock": a till's last price may carry a note; a version or size has no cents.
    if (!laterNumber && /[.,]\d{2}$/.test(token.raw)) return token;
    if (laterNumber && !/\p{L}{2,}/u.test(line.slice(tokens.at(-1)!.end))) {
      // "HDMI 2.1 Cable 2 @ 24.99 49.98": later numbers still leave this one inside the name.
      if (!/\p{L}{2,}/u.test(line.slice(0, token.start))) return token;
    }
    return { ...token, measure: true };
  });
}

/** An article code and its numbers, no word ("TP-24 5 1.32 0.00", "WA16"). */
export function isCodeOnly(name: string): boolean {
  // "PAD5.5*8.5", "W/ENV4.5X9": a size glued to the word names the article's format, no code.
  const unsized = name.replace(DIMENSIONS, ' ');
  if (unsized !== name && /\p{L}{3,}/u.test(unsized)) return false;
  const words = name.split(/\s+/).filter((w) => !/\d/.test(w) && !currencyOfMarker(w));
  if (!/\d/.test(name) || words.some((w) => /\p{L}{2,}/u.test(w))) return false;
  // "HOOK-3015", "BRUSH/2": a word of three letters set apart from its number names the article;
  // a month in a date ("21-Dec-2014", "03/Fev/19") does not.
  // "GASOLINA95": five letters glued to a number still name the article; codes carry fewer.
  return !name
    .split(/[\s/.-]+/)
    .some(
      (w) =>
        (/^\p{L}{3,}$/u.test(w) && !currencyOfMarker(w) && !MONTH.test(w)) || /\p{L}{5,}/u.test(w),
    );
}

/** Two sizes crossed: "4.5*9.5", "30x40", "2,5 × 3". */
const DIMENSIONS = /\d+(?:[.,]\d+)?\s*[*x×]\s*\d+(?:[.,]\d+)?/giu;

const MONTH =
  /^(?:jan|feb|fev|f[eé]v|mar|m[aä]r|mrz|apr|abr|avr|may|mai|mei|mag|jun|jui|giu|jul|lug|aug|ago|ao[uû]|sep|sept|set|oct|okt|out|ott|nov|dec|d[eé]c|dez|dic|ene|gen|janv|f[eé]vr|juil|juin)\.?$/iu;

/**
 * A till line's name without what the till adds to it: the article number opening it ("0155
 * TWISTIES"), a VAT rate beside it ("23% SILCA", "NOSIZE Tpp 23%") with the tax class's letter
 * before the rate ("C 6% BROA DE MILHO") or in brackets ("(C) BANANA"), and a tax class after it
 * ("PANADOL 20'S ZRL").
 */
/** The unit a row is counted in, printed in its own column before the name. */
const COUNT_UNIT_COLUMNS =
  /^(?:\d{1,3}\s+){0,2}(?:stk|stck|psch|pausch|pauschal|std|lfm|stuks?)\.?\s+(?=\p{L})/iu;

export function receiptName(name: string): string {
  return (
    name
      // "ITEM # 9555501403092 RES CHOICE": the row's own label and its barcode, read with specks.
      .replace(/^item\s*#\s*[\d(]{6,}\s*/iu, '')
      // "006 7892131612633 SABAO EM PO": the row's number and its barcode.
      .replace(/^\d{1,3}\s+\d{8,14}\s+(?=\p{L})/u, '')
      .replace(ARTICLE_NUMBER, '')
      .replace(/^[A-Z]\s+(?=\d{1,2}(?:[.,]\d{1,2})?\s?%\s)/, '')
      // "(C) BANANA": the tax class's letter in brackets before the name.
      .replace(/^\([A-Z]\)\s+(?=\p{L})/u, '')
      // "005*TOFU 300G": a row number with the star that marks a tax-free good.
      .replace(/^\d{1,4}\*\s*(?=\p{L})/u, '')
      // "1 1 psch. Anfahrt", "Stk. Wandregal": an invoice's row number, count and unit columns.
      .replace(COUNT_UNIT_COLUMNS, '')
      .replace(/\s+(?:SR|ZR|ZRL|TX|NT|ES)$/, '')
      // "TOMAATTI  `", "KERRYGOLD BUTTER 250G  °": a speck the scan read as a character.
      .replace(/(?:\s+[`'´.,|~:°])+$/u, '')
      .replace(/(?:^|\s)\d{1,2}(?:[.,]\d{1,2})?\s?%(?=\s|$)/g, ' ')
      .trim()
  );
}
