import { singular } from '../../../domain/words/singular.js';

/**
 * "Lawn mowers": a compound that WordNet counts as the same thing as its last word alone (a lawn
 * mower is a mower) names every item of that last word, a "Walk-Behind Mower" too. A compound
 * of its own ("coffee table", "wedding ring") is no other name for its head and is kept whole.
 * The words with the compound said as its head, or undefined when there is none.
 */
export function compoundAsHead(
  words: string[],
  synonyms: ((noun: string) => string[]) | undefined,
): string[] | undefined {
  if (!synonyms) return undefined;
  const split = words.flatMap((word) => word.split(' '));
  if (split.length < 2) return undefined;
  const head = singular(split.at(-1)!);
  const compound = `${split.at(-2)} ${head}`;
  if (!synonyms(compound).includes(head)) return undefined;
  return [...split.slice(0, -2), split.at(-1)!];
}
