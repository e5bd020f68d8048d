import type { FactItem } from '../inventory-facts.js';
import { singular } from '../../../domain/words/singular.js';

const SET_WORDS = String.raw`(?:stuff|things|gear|kit|bits|items|equipment|supplies|collection)\b`;

/**
 * "The Waterford crystal", "our Denby stoneware": a maker named with a word its things are tagged
 * with, and that every thing found has only as what it is made of (a crystal vase, tagged
 * crystal), never as what it is. The pair names the maker's things of that material, all of
 * them; "the silver" alone may still be one thing.
 */
function makersMaterial(found: FactItem[], word: string, question: string): string | undefined {
  const maker = found[0]?.brand?.toLowerCase();
  if (!maker || !found.every((item) => item.brand?.toLowerCase() === maker)) return undefined;
  const escaped = `${maker} ${word}`.replace(/[^a-z0-9 ]/g, '\\$&');
  if (!new RegExp(String.raw`\b${escaped}\b`, 'i').test(question)) return undefined;
  const describes = found.every((item) => {
    const named = item.item_name
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .map(singular);
    return (
      named.slice(0, -1).includes(word) &&
      named.at(-1) !== word &&
      item.tags.some((tag) => singular(tag.toLowerCase()) === word)
    );
  });
  return describes ? maker : undefined;
}

/**
 * "Our winter stuff", "the dance things", "my cards": a word the owner tags things with names a
 * set, and everything tagged with it belongs to it as well as what is named with it (a snow
 * blower tagged "winter" is winter stuff), as is everything tagged with a kind of it (trainers
 * tagged "sneakers" are shoes). Only a set is widened, never one thing asked by name.
 */
export function withTagged(
  found: FactItem[],
  candidates: FactItem[],
  words: string[],
  question: string,
  isKindOf: (tag: string, word: string) => boolean = () => false,
): FactItem[] {
  if (words.length !== 1) return found;
  const word = singular(words[0]!.toLowerCase());
  if (word.length < 3) return found;
  const escaped = word.replace(/[^a-z0-9]/g, '\\$&');
  // "Bike stuff" takes in what is tagged "bike" (a helmet, a lock); "both bikes" only the bikes,
  // and things tagged with a kind of bike.
  // "Everything gold we own", "anything camping": a set named by what its things are or are for.
  const namesStuff =
    new RegExp(String.raw`\b${escaped}(?:s|es)? ${SET_WORDS}`, 'i').test(question) ||
    new RegExp(String.raw`\b(?:everything|anything|all things) ${escaped}\b`, 'i').test(question);
  const namesPlural = new RegExp(String.raw`\b${escaped}(?:s|es)\b`, 'i').test(question);
  const maker = makersMaterial(found, word, question);
  if (!namesStuff && !namesPlural && !maker) return found;
  const ids = new Set(found.map((item) => item.id));
  const tagged = candidates.filter(
    (item) =>
      !ids.has(item.id) &&
      item.tags.some((tag) => {
        const own = singular(tag.toLowerCase());
        if (maker) return own === word && item.brand?.toLowerCase() === maker;
        return (namesStuff && own === word) || (own !== word && isKindOf(own, word));
      }),
  );
  return tagged.length ? [...found, ...tagged] : found;
}
