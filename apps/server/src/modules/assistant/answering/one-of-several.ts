import type { FactItem } from '../inventory-facts.js';
import type { ParsedQuery } from '../understanding/query.js';
import { singular } from '../../../domain/words/singular.js';
import { foldAccents } from '../understanding/other-languages.js';
import { kindWordsOf } from './item-words.js';

/** Words that ask about several things at once, whatever noun follows. */
const SEVERAL =
  /\b(?:all|every|each|both|any|those|these|them|they|their|are|were|together|total|altogether|combined|how many|list|the lot|lot of (?:it|them)|between them)\b/i;

const headOf = (name: string) => singular(kindWordsOf(name).at(-1) ?? '');

/**
 * "Where is the clock" when three things are clocks: one thing is asked for by what it is, and
 * several are that, so which one is asked back rather than guessed or all answered at once.
 * Only a lone word said in the singular, every match being one of it, and nothing else to tell
 * them apart (no room, brand or category said with it).
 */
export function asksForOneOfSeveral(
  query: ParsedQuery,
  question: string,
  items: FactItem[],
): boolean {
  const [word] = query.phrase;
  if (query.phrase.length !== 1 || !word || word.includes(' ')) return false;
  if (singular(word) !== word || items.length < 2) return false;
  const { categories, locations, brands, conditions } = query.filters;
  if (categories.length || locations.length || brands.length || conditions.length) return false;
  // A count asks about several, in whatever language it was asked ("cuantas teles tenemos").
  if (SEVERAL.test(question) || query.operation === 'count') return false;
  // Whose it is ("Sam's bike") or that it is lent ("when's the saw due back") tells which.
  // Advice ("need 5000 for a new mower, what can I sell") weighs them all; it asks for none.
  if (query.advice) return false;
  if (query.field === 'due' || query.field === 'holder' || query.operation === 'loans')
    return false;
  const said = foldAccents(question.toLowerCase()).replace(/[’]/g, "'");
  // "What's the refri" is no one's: a question word's "'s" is "is".
  const whose = String.raw`(?:(?<!\b(?:what|where|how|who|that|it|there|here|which))'s?|\b(?:his|her|their))`;
  if (new RegExp(String.raw`${whose} (?:[a-z-]+ )?${word}\b`).test(said)) return false;
  // "The refri" for two Refrigerators: the owner's short word for what each of them is.
  return items.every((item) => {
    const head = headOf(item.item_name);
    return head === word || (word.length >= 4 && head.startsWith(word));
  });
}

/** Nouns after a maker's name that make it a set of things, not one ("the Bosch tools"). */
const SET_OF_THINGS =
  /^(?:stuff|things?|items?|gear|products?|collection|appliances?|tools?|equipment|kit|pieces?|ones|range)\b/;

/**
 * "What's the KitchenAid worth", "cuanto vale la kitchenaid": one thing said by its maker alone,
 * after "the", when the owner has several by that maker: which one is asked back rather than
 * their sum given as its worth.
 */
export function asksForOneByMaker(query: ParsedQuery, question: string): boolean {
  const { categories, locations, brands, conditions } = query.filters;
  const [brand] = brands;
  if (query.phrase.length || brands.length !== 1 || !brand) return false;
  if (categories.length || locations.length || conditions.length) return false;
  if (SEVERAL.test(question) || query.operation === 'count' || query.advice) return false;
  if (query.operation !== 'total' && query.field !== 'value') return false;
  const said = foldAccents(question.toLowerCase()).replace(/[’]/g, "'");
  const maker = foldAccents(brand.toLowerCase())
    .replace(/[^\p{L}\p{N} ]+/gu, ' ')
    .trim();
  const escaped = maker.split(/\s+/).join('[^\\p{L}\\p{N}]*');
  const after = new RegExp(
    String.raw`\b(?:the|la|el|le|il|der|die|das|my|our|mi)\s+${escaped}\b\s*(.*)$`,
    'u',
  ).exec(said);
  return after !== null && !SET_OF_THINGS.test(after[1] ?? '');
}
