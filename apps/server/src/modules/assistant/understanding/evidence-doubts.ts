import { asAlternatives } from '../alternatives.js';

/**
 * Doubts seen only once a set was found, by setting its items beside the words that named it
 * (answering/loose-sets.ts finds them; understanding/doubts.ts weighs them):
 * - `loose`: a set named by a material, an activity, a describing word or someone's name found
 *   in the items' names ("everything silver", "the ski things", "Rex's stuff"), not by what the
 *   things are, their category, brand or a tag several of them share: some may be missing.
 * - `others`: each item found is the kind named, but other things of that kind go by other words
 *   ("rugs" found by name while a "kilim" and a "runner" are there too).
 * - `stated`: the owner said how many there are ("my 4 lamps") and another number was found.
 */
export type EvidenceDoubt =
  | { kind: 'loose'; words: string[] }
  | { kind: 'others'; words: string[] }
  | { kind: 'stated'; words: string[] };

export const EVIDENCE_WEIGHT: Record<EvidenceDoubt['kind'], number> = {
  // Often the set meant, but a figure from it should be offered as a reading, not a fact.
  loose: 0.35,
  others: 0.35,
  // The owner's own count contradicts the set: the figure is for something else.
  stated: 0.75,
};

/** The words in quotes as alternatives: "a", "a" or "b", "a", "b" or "c". */
export const quotedAlternatives = (words: string[]): string =>
  asAlternatives(words.map((word) => `"${word}"`));

/** The question put to the owner about a doubt on the evidence for a set. */
export function askAboutEvidence(doubt: EvidenceDoubt): string {
  switch (doubt.kind) {
    case 'loose':
      return `I counted the things whose name or tags say ${quotedAlternatives(doubt.words)}: is anything else part of it, or is one of these not?`;
    case 'others':
      return `I counted only what is named ${quotedAlternatives(doubt.words)}: should ${doubt.words.length > 1 ? 'those' : 'that'} include other things of the kind you have?`;
    case 'stated': {
      const [said, found] = doubt.words;
      return `You said ${said}, but I found ${found}: is one of them called something else in your inventory, or is one missing?`;
    }
  }
}
