/**
 * A maker's name read from its shape and place in an item's name when no known brand is named:
 * a word in another script than the rest of the name ("Пылесос Vortex VX-20"), the capitalised
 * word before a model code ("Heladera Frion FX-310"), the capitalised word after the product noun
 * ("Lavadora Zenta 8 kg"), or the word several items of one document start with (a shop's own
 * label: "KORA LEITE 1L", "KORA PAO 500G"). Product nouns, colours, sizes, codes and the
 * language's own words never count.
 */
import { categorize } from '../category-rules.js';
import { fold } from '../words/fold.js';
import { COLOURS } from './conditions.js';
import { printedSpelling } from './printed-spelling.js';
import { shelfBrand } from './shelf-brands.js';
import type { ExtractedItem } from './types.js';

/** Words printed capitalised in names that describe the thing, never its maker. */
const NOT_MAKERS = new Set(
  `led lcd oled qled usb hdmi tv uhd hd fhd 4k 8k wifi wi-fi bluetooth bt smart pro max mini plus ultra
  lite air eco classic original premium deluxe extra super mega new set kit pack combo duo trio
  bio organic fresh frozen natural vegan light zero diet family mix assorted
  xl xxl xs s m l ac dc gps nfc ssd hdd ram cpu gpu pc dvd cd a4 a5 a3 b5 led-tv ip44 ip65
  type typ tipo art ref nr no sku ean code model modelo modell modèle modello
  the and with for of de del della di du des la le les el los las das der die und mit für von
  et avec pour con per para com e y en van voor met og med och til till ja ve ile na za do ze z i
  size taille talla größe gr tam
  steel stainless inox wood wooden oak pine beech walnut leather cotton linen wool silk glass metal
  plastic bamboo teak marble ceramic porcelain velvet
  holz eiche buche kiefer leder baumwolle glas metall stahl edelstahl samt
  bois chêne pin cuir coton verre métal acier
  madera roble pino cuero algodón vidrio acero
  legno rovere pelle cotone vetro acciaio
  hout eik leer katoen glas
  madeira couro algodão vidro aço
  king queen single double twin grande small medium large big little long short round square
  left right top bottom front back inner outer upper lower
  men women kids baby junior senior ladies herren damen kinder homme femme enfant
  slim regular fit skinny straight relaxed loose nussbaum expert master usb-c type-c`.split(/\s+/),
);

/** A model code: a letter first, digits in it ("FX-310", "Qe7i", "WH-1000XM5"); no size (W32, IP44). */
const CODE = /^(?=\S*\d)\p{L}[\p{L}\d\-/.+]{3,}$/u;
/** A size or an amount, not a code: "500g", "1,5L", "40x80", "24\"", "2m", "100W", "3-teilig". */
const MEASURE =
  /^(?:\d+(?:[.,/]\d+)?[x×]?\d*(?:[.,]\d+)?(?:[a-zA-Zµ"'″]{0,5}|[\p{L}]{0,6}\.?)|\d+-\p{L}+|[a-z]{1,3}\d+(?:[.,]\d+)?)$/u;

const letters = (word: string): string => word.replace(/[^\p{L}\p{M}]/gu, '');

function scriptOf(word: string): 'latin' | 'other' | null {
  const l = letters(word);
  if (!l) return null;
  return /^[\p{Script=Latin}\p{M}]+$/u.test(l) ? 'latin' : 'other';
}

/** A word misread with a digit for a letter ("TOMATEN RI5PEN", "VIN0", "l5OG"): no code. */
const MISREAD = /\p{L}{2,}[0158]\p{L}{2,}|^\p{L}{4,}[05]$|^[lI|][0-9]/u;

const isCode = (word: string): boolean => {
  const bare = word.replace(/\.$/, '');
  return CODE.test(bare) && !MEASURE.test(bare) && !/^IP\d{2}$/i.test(bare) && !MISREAD.test(bare);
};

/** A product noun or an everyday word of a name: never a maker. */
function commonWord(word: string): boolean {
  const folded = fold(word);
  if (folded.length < 2 || NOT_MAKERS.has(folded) || NOT_MAKERS.has(word.toLowerCase()))
    return true;
  if (COLOURS.test(word)) return true;
  return categorize(word) !== null;
}

/** A word written like a name: capitalised or in capitals, letters first, no sentence mark. */
function nameShaped(word: string): boolean {
  if (!/^\p{Lu}/u.test(word) || !/^[\p{L}\p{M}][\p{L}\p{M}\d'’&.-]*$/u.test(word)) return false;
  const l = letters(word);
  return l.length >= 2 && !/^\p{Lu}\p{Ll}?$/u.test(l) && !word.endsWith('.');
}

const maker = (word: string | undefined): word is string =>
  word !== undefined && nameShaped(word) && !commonWord(word);

const words = (name: string): string[] =>
  name
    .replace(/[(),;:«»"“”]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

const OWN_SCRIPT_MAKERS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Arabic}\p{Script=Hebrew}]/u;

/** A Latin-script maker inside a name written in another script: "Пылесос Vortex VX-20". */
function otherScriptMaker(tokens: string[]): string | null {
  if (!tokens.some((t) => scriptOf(t) === 'other')) return null;
  const at = tokens.findIndex((t) => scriptOf(t) === 'latin');
  const word = tokens[at];
  if (!maker(word) || isCode(word)) return null;
  // These scripts write makers in their own letters ("ソニー", "蒙牛"): a Latin word after them
  // names the product line.
  if (at > 0 && tokens.some((t) => OWN_SCRIPT_MAKERS.test(t))) return null;
  // Capitals alone are a range name or an abbreviation ("NORDBO", "VESA") unless they lead the name.
  const capitals = !/\p{Ll}/u.test(word);
  const leads = at === 0 && letters(word).length >= 4 && scriptOf(tokens[1] ?? '') === 'other';
  return !capitals || leads ? word : null;
}

/** The capitalised word before a model code: "Heladera Frion FX-310", "Vortex VX-20 vacuum". */
function makerBeforeCode(tokens: string[], capitals: boolean): string | null {
  const at = tokens.findIndex((t, k) => k > 0 && isCode(t));
  if (at < 0) return null;
  let start = at;
  while (start > 0 && nameShaped(tokens[start - 1]!) && !isCode(tokens[start - 1]!)) start--;
  // The run follows the name's start or a word in lower case, never a count or a size.
  if (start > 0 && !/^\p{Ll}+$/u.test(tokens[start - 1]!)) return null;
  const run = tokens.slice(start, at);
  // In capitals every word is name-shaped: only a lone word before the code is a maker.
  if (capitals) return maker(run[0]) && run.length === 1 ? run[0] : null;
  if (start > 0 || run.length === 1) return run.find((t) => maker(t)) ?? null;
  // Capitalised words opening the name: the maker follows a known product noun ("Sideboard
  // Arvo Lund X-200"); otherwise either word could be the maker.
  return categorize(run[0]!) ? (run.slice(1).find((t) => maker(t)) ?? null) : null;
}

/**
 * The capitalised word that closes a name after the product noun and its lower-case qualifiers,
 * or stands before its size: "Kettle electric Vonn", "Fridge Kelvo 300 l".
 */
function makerAfterNoun(tokens: string[]): string | null {
  // The noun written as a word ("Sofa", "sofa"), not a name ("boAt") or an abbreviation ("TV").
  const sentenceCase = /^\p{L}\p{Ll}+$/u.test(tokens[0] ?? '');
  const noun = tokens.length < 2 || !sentenceCase ? null : categorize(tokens[0]!);
  if (!noun) return null;
  // A name in title case capitalises every word ("Garlic Bread", "Jar Lid"): no capital marks a name.
  if (tokens.every((t) => !/^\p{L}/u.test(t) || /^\p{Lu}/u.test(t))) return null;
  for (const [k, t] of tokens.entries()) {
    if (k === 0 || /^\p{Ll}/u.test(t)) continue;
    if (!maker(t) || isCode(t)) return null;
    // The maker closes the name or stands before its size: "Fridge Kelvo", "Fridge Kelvo 300 l".
    const next = tokens[k + 1];
    if (next !== undefined && next !== '&' && !/^\d/.test(next)) return null;
    // "Melissa & Doug": a maker of two names joined by an ampersand.
    const partner = tokens[k + 2];
    return tokens[k + 1] === '&' && partner && nameShaped(partner) ? `${t} & ${partner}` : t;
  }
  return null;
}

/** What one name's shape says of its maker. */
export function makerByShape(name: string): string | null {
  const tokens = words(name);
  if (tokens.length < 2) return null;
  const found = otherScriptMaker(tokens);
  if (found) return found;
  if (tokens.some((t) => scriptOf(t) === 'other')) return null;
  const capitals = !/\p{Ll}/u.test(name);
  return makerBeforeCode(tokens, capitals) ?? (capitals ? null : makerAfterNoun(tokens));
}

/**
 * The first word several items of one document share, when what follows it differs: a label the
 * shop prints before each of its own products.
 */
export function sharedLabels(names: string[]): Set<string> {
  const firsts = new Map<string, Set<string>>();
  for (const name of names) {
    const [first, second] = words(name);
    // A label is printed in capitals; "Dining chairs", "Dining table" share a plain word.
    if (!first || !second || !maker(first) || /\p{Ll}/u.test(first) || first.endsWith(','))
      continue;
    const seconds = firsts.get(first) ?? new Set<string>();
    seconds.add(fold(second));
    firsts.set(first, seconds);
  }
  return new Set([...firsts].filter(([, seconds]) => seconds.size >= 2).map(([first]) => first));
}

/** Words of a shop's own product line that belong to its label: "KORA BIO", "KORA Basic". */
const LINE_WORD = /^(?:bio|basic|classic|finest|excellent|premium|select|choice|gold)$/i;

function labelOf(name: string, labels: Set<string>): string | null {
  const [first, second] = words(name);
  if (!first || !labels.has(first)) return null;
  return second && LINE_WORD.test(second) ? `${first} ${second}` : first;
}

/**
 * A maker written in two scripts opens the name, its Latin form in brackets: "海星（Haixing）
 * 电水壶". The name's own script is the maker's name; the Latin one only spells it out.
 */
export function twoScriptMaker(name: string): string | null {
  const twin = /^([^\s(（]+?)\s*[（(]\s*\p{Script=Latin}[\p{L}\d&'’. -]*[)）]/u.exec(name.trim());
  // Only where makers are written in the name's own characters; "Чайник (Haixing)" is a noun.
  return twin &&
    /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+$/u.test(twin[1]!)
    ? twin[1]!
    : null;
}

/** Gives each item without a brand the maker its name's shape or its document shows. */
export function withShapedBrands(items: ExtractedItem[]): void {
  const labels = sharedLabels(items.map((i) => i.name));
  for (const item of items) {
    item.brand = twoScriptMaker(item.name) ?? item.brand;
    // A known brand keeps the line's spelling: "COCA COLA", not "Coca-Cola".
    if (item.brand) item.brand = printedSpelling(item.name, item.brand);
    else
      item.brand = shelfBrand(item.name) ?? labelOf(item.name, labels) ?? makerByShape(item.name);
  }
}
