import type { FactItem } from '../inventory-facts.js';
import { nicknameStem } from '../understanding/tokens.js';
import { wordsOf } from './item-words.js';

/**
 * The owner's short names: "the Tele", "the mac", "my Gibson" name the items whose name or brand
 * has a word starting with every one of the words (at least three letters); two of their words
 * written as one ("lawnmower") name them too.
 */
export function byPrefix(items: FactItem[], words: string[]): FactItem[] {
  const usable = words.filter((word) => word.length >= 3);
  if (usable.length === 0) return [];
  return items.filter((item) => {
    const own = [...wordsOf(`${item.item_name} ${item.brand ?? ''}`)];
    const joined = own.slice(1).map((part, index) => `${own[index]}${part}`);
    const details = `${item.notes ?? ''} ${item.description ?? ''}`.toLowerCase();
    const short = (word: string) => {
      const stem = nicknameStem(word);
      return (
        joined.includes(word) ||
        own.some(
          (part) =>
            part.startsWith(word) ||
            (stem !== undefined && part.length > stem.length && part.startsWith(stem)),
        )
      );
    };
    // Every word is a short name of the item or is said in its notes ("the mac's applecare").
    return usable.some(short) && usable.every((word) => short(word) || details.includes(word));
  });
}

/** The parts of a name as initials are taken: "PlayStation 5" → play, station, 5. */
export const nameParts = (name: string, camelCase = true): string[] =>
  name
    .split(/[^A-Za-z0-9]+/)
    .flatMap((word) =>
      camelCase ? (word.match(/[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+/g) ?? []) : [word],
    )
    .filter(Boolean)
    .map((part) => part.toLowerCase());

/**
 * Items whose name's initials, with its numbers, spell the short name: "ps5" is a PlayStation 5,
 * "mbp" a MacBook Pro. Runs of two parts or more, so a single letter never stands for a word.
 */
export function byInitials(items: FactItem[], short: string): FactItem[] {
  return items.filter((item) => {
    const parts = nameParts(`${item.brand ?? ''} ${item.item_name}`);
    const initials = parts.map((part) => (/^\d+$/.test(part) ? part : part[0]!));
    for (let start = 0; start < initials.length; start += 1) {
      let spelt = '';
      for (let end = start; end < initials.length && spelt.length < short.length; end += 1) {
        spelt += initials[end];
        if (spelt === short && end > start) return true;
      }
    }
    return false;
  });
}
