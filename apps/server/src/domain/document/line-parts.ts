/** The parts of a document line the line reader recognises: labels, names, codes, units, mentions. */
import { findBrand } from '../brands.js';
import { categorize } from '../category-rules.js';
import type { NumberToken } from './amounts.js';
import { cleanName } from './names.js';
import { FILLER_SEGMENT, LABELLED_CONDITION } from './conditions.js';
import { splitProse } from './prose.js';
import { endsASentence } from './sentence-ends.js';

export const WEB_ADDRESS =
  /(?:https?:\/\/|www\.|\b[\w-]+\.(?:com|net|org|co\.uk|de|fr|es|it|pt|nl|se|no|dk|pl|my|id|com\.br|com\.au)\/)/i;

/**
 * An attribute line under an order's entry: size, colour, variant, flavour, specification or
 * condition ("Condition: New", "尺码：XL"), in the product's languages.
 */
export const ATTRIBUTE =
  /^(?:size|colou?r|variant|style|condition|ph[âa]n lo[ạa]i|m[àa]u s[ắa]c|k[íi]ch th[ưu][ớo]c|zustand|[ée]tat|condizione|condi[cç][aã]o|kondisi|gr[öo](?:ß|ss)e|farbe|ausf[üu]hrung|taille|couleur|pointure|talla|tama[ñn]o|tamanho|cor|taglia|colore|misura|maat|kleur|ukuran|warna|varian|variasi|variation|variante|variaci[oó]n|variazione|variatie|saiz|規格|规格|顏色|颜色|尺寸|款式|flavou?r|taste|spec|specs|specification|option|options|geschmack|sorte|go[uû]t|sabor|sapore|smaak|smak|rasa|capacity|kapazit[äa]t|capacit[ée]|capacidad|口味|味道|型号|型號|版本|套餐|容量|尺码|尺碼|カラー|サイズ|色|味|색상|사이즈|옵션|สี|ขนาด|ตัวเลือก|รสชาติ)\s*[:：]/iu;

/** A price's own label ("Preis: 99,95 €", "Price: $25"): the line is the amount alone. */
export const PRICE_LABEL =
  /^\s*(?:price|item price|unit price|preis|st[üu]ckpreis|einzelpreis|prix|prix unitaire|precio|precio unitario|pre[cç]o|pre[cç]o unit[aá]rio|prezzo|prezzo unitario|prijs|stukprijs|harga|harga seunit|gi[áa]|đơn gi[áa]|cena|cena jednostkowa|pris|styckpris|stykpris|enhetspris|価格|単価|販売価格|السعر|سعر الوحدة)\s*:\s*(?=(?:[\p{Sc}]|[A-Z]{2,3}\.?)?\s?\d[\d.,' ]*(?:\s?(?:[\p{Sc}]|[A-Z]{2,3}|\p{Script=Arabic}\.\p{Script=Arabic}))?\s*$)/u;

export function withoutPriceLabel(text: string): string {
  const label = PRICE_LABEL.exec(text.replace(/^\s*\p{Lu}/u, (c) => c.toLowerCase()));
  if (label) return ' '.repeat(label[0].length) + text.slice(label[0].length);
  return text
    .replace(VALUE_LABEL_AFTER_TEXT, (m) => ' '.repeat(m.length))
    .replace(UNIT_PRICE_AMONG_FIELDS, (m) => ' '.repeat(m.length));
}

/** The label of a unit's price, printed among an order's fields ("Stückpreis", "Prix unitaire"). */
const UNIT_PRICE_WORDS = String.raw`unit price|price each|einzelpreis|st[üu]ckpreis|prix unitaire|precio unitario|pre[cç]o unit[aá]rio|valor unit[aá]rio|prezzo unitario|valore unitario|stukprijs|styckpris|stykpris|enhetspris|cena jednostkowa|harga satuan`;

/**
 * An order's fields cell holding only the unit's price ("Stückpreis € 12,50"): the entry's name
 * is on the line above, so the cell names nothing.
 */
export const UNIT_PRICE_FIELD = new RegExp(
  String.raw`^\s*(?:${UNIT_PRICE_WORDS})\s*:?\s*(?:[\p{Sc}]|[A-Z]{2,3}\.?)?\s?\d[\d.,']*\s?(?:[\p{Sc}]|[A-Z]{2,3})?\s*$`,
  'iu',
);

/**
 * An order's unit-price label among its fields, with more figures after its amount ("Art. 4471
 * Stückpreis € 12,50   3   € 37,50"): a label, never a name.
 */
const UNIT_PRICE_AMONG_FIELDS = new RegExp(
  String.raw`(?:(?<=\S\s{2,})|^\s*)(?:${UNIT_PRICE_WORDS})\s*:?(?=\s*(?:[\p{Sc}]|[A-Z]{2,3}\.?)?\s?\d[\d.,']*(?:\s?(?:[\p{Sc}]|[A-Z]{2,3}))?\s{2,}\S)`,
  'giu',
);

/**
 * A schedule's value label after the thing or its serial, before the amount: "… 48 stones
 * Appraisal #A-22917   Appraised value: $12,400.00", "SN 15112/00427   Schätzwert CHF 3'490.00";
 * an order's unit-price label after the article number ("Art. 4471   Stückpreis € 12,50   3"),
 * when more figures follow it.
 * It names no thing; the amount is the thing's value. At a line's start it is left to the blocks.
 */
const VALUE_LABEL_AFTER_TEXT =
  /(?<=\S\s{2,})(?:appraised|appraisal|insured|agreed|replacement|estimated|declared|market)\s+value\s*:?|(?<=\S\s{2,})(?:sum insured|sch[äa]tzwert|versicherungswert|neuwert|zeitwert|valeur (?:assur[ée]e|estim[ée]e|[àa] neuf)|valore (?:assicurato|stimato)|valor (?:segurado|estimado|de reposi[cç][aã]o|asegurado)|verzekerde waarde|taxatiewaarde)\s*:?(?=\s*(?:[\p{Sc}]|[A-Z]{2,3}\.?)?\s?\d)/giu;

/** A line holding only an article-number label ("Réf 81234567", "Art.-Nr. 4711"). */
export const CODE_LABEL =
  /^(?:r[eé]f\.?|art\.?(?:-?nr\.?)?|artikel(?:nummer)?|sku|ean|upc|cod\.?|c[oó]digo|codice|kode|item|no\.?|nr\.?|#)\s*[:.#]?$/i;

export const ARTICLE_NUMBER = /^(?:0\d+|\d{3,}|\d{2,4}\.\d{4,})(?:\s*-\s*|\s+)(?=\S*\p{L})/u;

export const UNIT_PRICE_COLUMN =
  /(?<![\p{L}])(?:pr\.?\s*unit\.?|p\.?\s*unit\.?|pre[cç]o unit\w*|precio unit\w*|prix unit\w*|prezzo unit\w*|unit price|u\/p|u\.p\.?|u\.price|s\/price|einzelpreis|e-preis|harga satuan|pvp unit\w*|f\.un\.?)(?![\p{L}])/iu;

/** A count's unit standing where a name would ("2 PKT 10.38 20.75"). */
export const UNIT_ONLY =
  /^(?:x|qty|quantity|stk|un|pkt|pcs?|ea|unit|units|btl|box|ctn|nos|pair|set|menge|anzahl|st[üu]ck|quantit[eé]|qt[eé]|cantidad|cant|quantidade|qtd|quantit[aà]|aantal|jumlah|kuantiti|kuantitas|s[ốo] l[ưu][ợo]ng|数量|الكمية|العدد|unidades?|unidad|st|antal|ilo[sś][cć]|po[cč]et|szt|ks|kpl|adet|ad|buc|db|uds|ud|pzas?|piezas?|kom|kos|vnt|tk|gab|tak[ıi]m|шт|бр|τεμ|kg|g|l|lt)\.?\s*[:*]?(?:\s*[x×])?$/iu;

/**
 * A name that is only a count's unit or a weighed good's weight, with the stray marks a photographed
 * till leaves around it: "AD", ",AD", "0.624 KG", "0,950 KG 'X", "1.2 kg @". Such a line prices
 * the line beside it and names nothing.
 */
export function onlyUnitOrWeight(name: string): boolean {
  const bare = name.replace(/['`;|¦~]+|(?<!\d),|,(?!\d)/g, ' ').trim();
  return UNIT_ONLY.test(bare) || WEIGHT_ONLY.test(bare);
}

const WEIGHT_ONLY = /^\d+(?:[.,]\d+)?\s?(?:kg|g|gr|lb|lbs|oz)\.?(?:\s*[x×@*])?$/iu;

export const MODIFIER =
  /^\s*(?:[+*>~-]|\(|with\b|no\b|extra\b|sans\b|ohne\b|sin\b|sem\b|senza\b|tanpa\b)/i;

/** The mention a sentence's amount belongs to: the last one naming a brand or a kind of thing. */
export function pricedMention(parts: string[]): string {
  for (let k = parts.length - 1; k >= 0; k--) {
    if (findBrand(parts[k]!) || categorize(parts[k]!)) return parts[k]!;
  }
  return parts.at(-1)!;
}

/** A long line written as a sentence rather than a list entry. */
/**
 * "Both parties agree the furniture is as listed.": a statement closing on its full stop;
 * "Remarks: scratch on the table top already there": a note behind its label.
 */
export function closesSentence(text: string): boolean {
  if (REMARK.test(text)) return true;
  // Bengali and Hindi close a sentence on the danda (।), after a letter or its vowel sign.
  return text.trim().split(/\s+/).length >= 6 && /\p{L}\p{M}*[.।]\s*$/u.test(text);
}

const REMARK =
  /^\s*(?:notes?|remarks?|comments?|bemerkung(?:en)?|anmerkung(?:en)?|hinweis(?:e)?|remarques?|observaciones|observações|notas?|osservazioni|opmerking(?:en)?|anmärkning(?:ar)?|merknad(?:er)?|bemærkning(?:er)?|uwagi|poznámk[ay]|catatan)\s*:\s*\S/iu;

export function isSentence(text: string): boolean {
  return text.trim().split(/\s+/).length >= 12 && endsASentence(text);
}

export const HEDGE_ONLY =
  /^(?:(?:prob(?:ably)?|maybe|now|like|about|around|approx\.?|roughly|worth|so|still|today|currently|ongeveer|etwa|environ|unos|cerca|kira)\s*)+$/i;

/** Item mentions of a sentence, without fillers ("about", "worth", "which I bought for"). */
export function mentions(text: string): string[] {
  return splitProse(text).filter((part) => {
    const name = cleanName(part, true).name;
    return !FILLER_SEGMENT.test(part.trim()) && /\p{L}{2,}/u.test(name) && !HEDGE_ONLY.test(name);
  });
}

/** The line without its numbers. */
export function labelOf(raw: string, tokens: NumberToken[]): string {
  let out = raw;
  for (const t of [...tokens].reverse()) out = out.slice(0, t.start) + ' ' + out.slice(t.end);
  return out.replace(/\s+/g, ' ');
}

/** The first stretch of words between the numbers read as quantity and amounts. */
export function nameOf(raw: string, used: NumberToken[], textStart: number): string {
  const spans = [...used].sort((a, b) => a.start - b.start);
  const gaps: string[] = [];
  let at = textStart;
  for (const t of spans) {
    if (t.start > at) gaps.push(raw.slice(at, t.start));
    at = Math.max(at, t.end);
  }
  gaps.push(raw.slice(at));
  const labels = gaps.map(cleanLabel);
  const named = labels.findIndex((g) => /\p{L}{2,}/u.test(g));
  if (named < 0) return '';
  // "Sofa  x1  | cond: good  | value $900": a labelled condition after the amounts stays with the name.
  const stated = labels
    .slice(named + 1)
    .map((g) => g.replace(/^[\s|;,]+|[\s|;,]+$/g, ''))
    .filter((g) => LABELLED_CONDITION.test(g));
  return [labels[named]!, ...stated].join(' | ');
}

export function cleanLabel(text: string): string {
  return (
    text
      .replace(/^\s*(?:[x×@]|stk\.?|un|st\.?|pcs?)\s+/i, '')
      .replace(/\s+(?:[x×@]|à|a|je|per|at|each|for|cad\.?|qty|quantity)\s*[:.]?\s*$/i, '')
      // "Kuantiti: 1   Harga: RM 89.90": the price's own label left before the amount.
      .replace(/\s+(?:price|preis|prix|precio|pre[cç]o|prezzo|prijs|harga|pris)\s*:\s*$/iu, '')
      .replace(/\s*[-–—:=~|]+\s*$/, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The head of a card terminal's slip: "Terminal Pagamento Automático", "TPA", "Merchant ID". */
export const CARD_TERMINAL =
  /(?<![\p{L}])(?:terminal(?: (?:pagamento|de pagamento|id|no))?|tpa|merchant (?:id|no)|mid|tid|processado por sibs|sibs)(?![\p{L}])/iu;

/** "9.68 L", "20,56 litros": the measured quantity a pump or a scale prints on a line of its own. */
export const MEASURED_ONLY =
  /^\s*\d{1,4}[.,]\d{1,3}\s?(?:l|lt|lts|ltr|litros?|litres?|liters?|kg)\.?\s*$/iu;

/** How the order is served, on a line of its own ("#TAKE AWAY#", "Dine in", "Bungkus"). */
export const SERVICE_MODE =
  /^[#*\s(-]*(?:take ?away|take ?out|dine ?in|eat ?in|bungkus|tapau|makan sini|para (?:levar|llevar)|[àa] emporter|sur place|zum mitnehmen|da asporto|afhalen)[#*\s)-]*$/iu;
