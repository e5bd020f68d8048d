/**
 * Turns one read entry into an inventory item: the name people recognise, its condition, details
 * (colour, year, model), brand and category. A brand found in the line is kept in `brand` and
 * never replaces the name.
 */
import type { Category, Condition } from '@circle/contract';
import { findBrand } from '../brands.js';
import { categorize } from '../category-rules.js';
import {
  COLOURS,
  CONDITION_INLINE,
  CONDITION_STRONG,
  FILLER_SEGMENT,
  YEAR,
  columnCondition,
  conditionOf,
  separateCondition,
  segmentCondition,
  wearCondition,
} from './conditions.js';
import { hasDimension } from './amounts.js';
import { KNOWN_LOCATIONS, locationIn } from './locations.js';
import { splitIdentifiers, takeIdentifiers } from './identifiers.js';
import {
  BRACKETED_RATE_AFTER,
  cleanName,
  extractQuantity,
  labelledQuantity,
  stripCodes,
} from './names.js';
import { nonItemKind } from './non-items.js';
import { splitTranslation } from './translated-names.js';
import type { Candidate, ExtractedItem } from './types.js';

const RECEIPT_SEGMENT_SPLIT = /\s*(?:(?<!\d),|,(?!\d)|[;|]|[()[\]])\s*/;

/** A name with its note after a colon, or a condition phrase ending the part. */
const NOTED_NAME =
  /^(.+?)(?::\s+|\s+)((?:heavily|very|slightly|badly|a bit|quite)?\s*(?:stained|scratched|worn|damaged|broken|cracked)|(?:tr[eè]s\s+)?bon [eé]tat|buen estado|bom estado|guter zustand|[eé]tat correct|:\s+.+)$/iu;

/**
 * Words, a short note in brackets, then more of the name ("LG 139 cm (55 inches) 4K OLED TV"),
 * perhaps closed by another short note ("(Black)").
 */
const BRACKETED_INSIDE =
  /^(.*\p{L}{2}.*?)\s*\(([^()]{0,19}\p{L}[^()]{0,19})\)\s*((?:\p{L}{2}|\d+\p{L})[^()]*?)\s*(?:\(([^()]{1,20})\))?$/u;

/** One word, then a make and model of two or more words in brackets, and nothing after. */
const KIND_THEN_THING = /^\p{L}[\p{L}-]*\s*\(\p{Lu}[^()]*\s[^()]*\)$/u;

/**
 * A shop's tag in square brackets before the name ("[로켓배송] …", "[Prime] …", "[SALE] …"):
 * how it ships or sells, never the thing itself.
 */
const LEADING_TAG = /^\s*\[[^[\]]{1,24}\]\s*(?=[\p{L}\d][^\]]*\p{L}{2})/u;

/** A comma between digits is a decimal mark ("1,7 L"), never a break between parts. */
const SEGMENT_SPLIT = /\s*(?:(?<!\d),|,(?!\d)|[;|]|\s[-–—]+(?=\s|$)|^[-–—]+\s|[()[\]])\s*/;

/** Words that show a sentence rather than a list entry. */
export const PROSE_MARKERS =
  /(?<![\p{L}])(?:i|we|my|our|i've|we've|have|has|own|bought|purchased|paid|got|which|that|worth|about|around|approximately|ik|wij|mijn|onze|gekocht|ich|wir|mein|meine|unser|unsere|gekauft|je|nous|mon|ma|mes|notre|achet[ée]|yo|mi|mis|nuestro|compr[ée]|eu|meu|minha|comprei|io|mio|mia|comprato|saya|kami|aku|beli|dibeli)(?![\p{L}])/iu;

const notName = (s: string): boolean => nonItemKind(s) !== null;

export function buildItem(candidate: Candidate): ExtractedItem | null {
  const prose = candidate.source === 'prose';
  const inline = takeIdentifiers(candidate.text);
  let text = stripCodes(inline.text).replace(LEADING_TAG, '');
  let condition: Condition | null = candidate.condition;
  const noted = splitIdentifiers(candidate.details);
  const details = noted.details;
  const translated = splitTranslation(text);
  if (translated) {
    text = translated.name;
    details.push(translated.translation);
  }
  const tags: string[] = [];
  let quantity = candidate.quantity;

  const stated = CONDITION_INLINE.exec(text);
  const separate = stated ? null : separateCondition(text);
  if (separate) {
    condition ??= separate.condition;
    text = separate.text;
  } else if (stated) {
    condition ??= conditionOf(stated[1] ?? stated[2]!);
    text = text.slice(0, stated.index) + ' ' + text.slice(stated.index + stated[0].length);
  } else {
    const strong = CONDITION_STRONG.exec(text);
    if (strong) {
      condition ??= conditionOf(strong[1]!);
      text = text.slice(0, strong.index) + ' ' + text.slice(strong.index + strong[0].length);
    }
  }

  condition ??= candidate.source === 'receipt' ? null : noteAfterPrice(candidate);

  let name: string;
  if (candidate.exactName) {
    name = text
      .replace(/\s+/g, ' ')
      // A reference taken out of "36mm, ref. 126000, steel" leaves its commas behind.
      .replace(/\s*,(?:\s*,)+/g, ',')
      .replace(/^[\s,;:.\-–—*•]+|[\s,;:\-–—*•]+$/g, '')
      .replace(BRACKETED_RATE_AFTER, '')
      .trim();
  } else {
    if (quantity === 1 && candidate.source !== 'receipt' && !hasDimension(text)) {
      const q = extractQuantity(text.trim());
      quantity = q.quantity;
      text = q.text;
    } else if (candidate.source === 'receipt') {
      const q = labelledQuantity(text);
      if (q && (quantity === 1 || quantity === q.quantity)) [quantity, text] = [q.quantity, q.text];
    }
    const receipt = candidate.source === 'receipt';
    const picked = pickSegment(text, prose, receipt, details, tags, (c) => (condition ??= c));
    if (!picked) return null;
    name = picked.name;
    if (picked.quantity && quantity === 1) quantity = picked.quantity;
  }
  // Two letters in a row, the vowel signs of Bengali or Hindi between them ("ড্রেসিং").
  if (name.length < 2 || !/\p{L}\p{M}*\p{L}/u.test(name) || notName(name)) return null;
  if (name.length > 80) name = name.slice(0, 80).replace(/\s+\S*$/, '');

  let brand = candidate.brand;
  let brandMatch = brand ? null : findBrand(name);
  if (!brand && !brandMatch) brandMatch = findBrand(candidate.text);
  const keyword = categorize(name);
  if (brandMatch?.ambiguous && keyword && keyword.category !== brandMatch.category)
    brandMatch = null;
  brand ??= brandMatch?.name ?? null;

  // A priceless prose mention counts only when it names a brand or a known kind of thing.
  const value = candidate.unit;
  if (candidate.source === 'prose' && value === null && !brand && !keyword) return null;

  const category: Category = keyword?.category ?? brandMatch?.category ?? 'household items';
  const base =
    candidate.source === 'prose'
      ? value !== null
        ? 0.75
        : 0.6
      : value !== null
        ? 0.9
        : candidate.source === 'list'
          ? 0.8
          : 0.7;
  const ocrFactor =
    candidate.confidence === undefined ? 1 : Math.min(1, Math.max(0.4, candidate.confidence / 100));
  const hedge = candidate.approximate ? 0.9 : 1;
  const confidence =
    Math.round(Math.min(0.98, (base + (brand ? 0.05 : 0)) * ocrFactor * hedge) * 1000) / 1000;

  return {
    name,
    brand,
    category,
    perishable: keyword?.perishable ?? false,
    condition,
    value: value === null ? null : Math.round(value * 100) / 100,
    quantity: Math.max(1, Math.min(9999, Math.round(quantity))),
    location: candidate.location ?? (prose ? locationIn(candidate.text) : null),
    details,
    serial: noted.serial ?? inline.serial,
    model: noted.model ?? inline.model,
    purchaseDate: candidate.purchaseDate ?? null,
    warrantyUntil: candidate.warrantyUntil ?? null,
    tags,
    source: candidate.source,
    confidence,
    line: candidate.line,
  };
}

/**
 * A seller's list notes each thing's state in brackets after its price: "Lamp: 45 € (good
 * condition)", "Stool 25 € each (light wear)". The note is outside the name the reader kept.
 */
function noteAfterPrice(candidate: Candidate): Condition | null {
  const line = candidate.line;
  const bracketed = /\(([^()]{2,60})\)\s*[.,;]?\s*$/u.exec(line);
  // "– 4 pcs – needs fixing (one wobbles)": the note after the count has a remark of its own.
  const bare = bracketed ? line.slice(0, bracketed.index) : line;
  const dashed = /\s[-–—]\s+([^-–—()]{2,60}?)\s*[.]?\s*$/u.exec(bare);
  // "– 900 kr, good condition": the note after the price and a comma.
  const comma = /[,;]\s*([^,;()\d]{2,40}?)\s*[.!]?\s*$/u.exec(bare);
  return (
    (bracketed && noteCondition(candidate, bracketed)) ||
    (dashed && noteCondition(candidate, dashed)) ||
    (comma && noteCondition(candidate, comma)) ||
    null
  );
}

function noteCondition(candidate: Candidate, note: RegExpExecArray): Condition | null {
  if (candidate.text.includes(note[1]!)) return null;
  // Only a note that follows the price: "45 € (…)", "$65.000 – …", "25 € pièce (…)".
  const before = candidate.line.slice(0, note.index);
  if (!/\d\s*(?:\p{Sc}|[A-Z]{3}|zł|kr)?\s*(?:\p{L}{1,8}\.?)?\s*$/u.test(before)) return null;
  for (const part of note[1]!.split(/\s*[,;]\s*/)) {
    const found = columnCondition(part);
    if (found) return found;
  }
  return null;
}

/** A note in brackets with a figure or of two words, then the name: "(BOX 50S) NITRILE GLOVES". */
const PACK_NOTE_FIRST = /^\s*\(((?=[^()]*\d|[^()]*\s)[^()]{2,20})\)\s*(\p{L}{2}.*)$/su;

/**
 * A list entry starts with the item; in a sentence the item is the mention that names a brand or
 * a kind of thing ("Receipt for the office; also my Bose speaker, $250").
 */
function pickSegment(
  text: string,
  prose: boolean,
  receipt: boolean,
  details: string[],
  tags: string[],
  setCondition: (c: Condition) => void,
): { name: string; quantity: number | null } | null {
  // "Skis (Madshus Birkebeiner 195 cm)": one word for the kind, the thing itself in brackets.
  if (!receipt && KIND_THEN_THING.test(text.trim())) return cleanName(text.trim(), prose, receipt);
  // "FINLANDIA (WELL) MARTINI": a till's note in brackets inside the name; the name goes on.
  const inside = receipt ? BRACKETED_INSIDE.exec(text.trim()) : null;
  if (inside) {
    details.push(inside[2]!, ...(inside[4] ? [inside[4]] : []));
    text = `${inside[1]} ${inside[3]}`;
  }
  // "BIC (RISTAL PEN BLUE": a bracket never closed on a till is a misread letter or a cut-off
  // note, not the start of one; the name goes on across it.
  if (receipt) text = text.replace(/\((?![^()]*\))(?=\s*\p{L}{2})/gu, ' ');
  // "(PM) BATHROOM CLEANER": a product line's code in brackets opens the till's name; it is the
  // name's first word, as the till prints it again without brackets.
  if (receipt) text = text.replace(/^\s*\((\p{Lu}{2,4})\)\s*(?=\p{L}{2})/u, '$1 ');
  // "(BOX 50S) NITRILE GLOVES", "(M SIZE) RAIN PONCHO": a pack or size note opening the name
  // qualifies it; it goes after the name, where a till with room prints it.
  if (receipt) text = text.replace(PACK_NOTE_FIRST, '$2 ($1)');
  const candidates: string[] = [];
  // A till's "SILCA - CHAVE PONTOS" is one name; a list's "Sofa - 3 seats - grey" has parts.
  const split = receipt ? RECEIPT_SEGMENT_SPLIT : SEGMENT_SPLIT;
  for (const raw of text.split(split)) {
    // "(1) — con detalles": a bracket's split leaves the dash after it on the next part.
    const segment = raw.trim().replace(/^[-–—]+\s+|\s+[-–—]+$/gu, '');
    if (!segment || !/[\p{L}\p{N}]/u.test(segment)) continue;
    if (FILLER_SEGMENT.test(segment)) continue;
    // "(L)Ton Katsu", "Cola (M)": a size letter in brackets qualifies the name beside it.
    if (/^\p{L}$/u.test(segment)) {
      details.push(segment);
      continue;
    }
    const segCondition = segmentCondition(segment);
    if (segCondition) {
      setCondition(segCondition);
      continue;
    }
    const year = YEAR.exec(segment);
    if (year) {
      details.push(segment);
      tags.push(year[1]!);
      continue;
    }
    if (COLOURS.test(segment) && candidates.length > 0) {
      details.push(segment);
      tags.push(segment.toLowerCase());
      continue;
    }
    if (KNOWN_LOCATIONS.has(segment.toLowerCase()) && candidates.length > 0) continue;
    // A note after the name about wear ("some scratches on frame") is the item's condition.
    const wear = candidates.length > 0 ? wearCondition(segment) : null;
    if (wear) {
      setCondition(wear);
      details.push(segment);
      continue;
    }
    // "Rug: heavily stained", "Canapé très bon état": the note follows the name in one part.
    const noted = NOTED_NAME.exec(segment);
    const noteCondition = noted ? wearCondition(noted[2]!) : null;
    if (noted && noteCondition && /\p{L}{2,}/u.test(noted[1]!)) {
      setCondition(noteCondition);
      details.push(noted[2]!);
      candidates.push(noted[1]!);
      continue;
    }
    candidates.push(segment);
  }
  if (candidates.length === 0) return null;
  let pick = 0;
  if (prose && candidates.length > 1) {
    for (let k = candidates.length - 1; k >= 0; k--) {
      const c = candidates[k]!;
      if (!notName(c) && (findBrand(c) || categorize(c))) {
        pick = k;
        break;
      }
    }
  }
  const cleaned = cleanName(candidates[pick]!, prose, receipt);
  candidates.forEach((extra, k) => {
    if (k === pick) return;
    const detail = cleanName(extra, prose, receipt).name;
    if (detail && !notName(detail)) details.push(detail);
  });
  return cleaned;
}
