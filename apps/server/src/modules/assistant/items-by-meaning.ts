import type { Database } from '../../db/database.js';
import { resolveItems } from './answering/item-resolver.js';
import { InventoryFacts } from './inventory-facts.js';
import { FILLER } from './understanding/lexicon.js';
import { WordNetThesaurus, type Thesaurus } from './understanding/thesaurus.js';

let shared: WordNetThesaurus | undefined;

/** One WordNet reader per process: its index files are read once, whoever asks first. */
export function sharedThesaurus(): WordNetThesaurus {
  shared ??= new WordNetThesaurus();
  return shared;
}

/** The words of a search that may name items: "the television" → television. */
function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !FILLER.has(word));
}

/**
 * A place or activity used as a kind of tool ("garden" → garden tool: lawn mower, hedge
 * trimmer), when WordNet knows the compound and the word alone names no item.
 */
function toolPhrase(words: string[], thesaurus: Thesaurus): string[] | null {
  if (words.length !== 1) return null;
  const compound = `${words[0]} tool`;
  return thesaurus.isCompound(compound) ? [compound] : null;
}

/**
 * The user's items a search names by meaning, as the assistant finds them: their own words,
 * then WordNet synonyms and kinds ("television" → TV, "cable" → HDMI cable), then close relatives.
 */
export async function itemIdsByMeaning(
  deps: { database: Database; thesaurus?: Thesaurus },
  userId: string,
  text: string,
  householdId?: string,
): Promise<string[]> {
  const words = searchWords(text);
  if (words.length === 0) return [];
  const thesaurus = deps.thesaurus ?? sharedThesaurus();
  const resolve = async (phrase: string[]) =>
    (
      await resolveItems(phrase, {
        facts: new InventoryFacts(deps.database, userId, householdId),
        thesaurus,
        userId,
      })
    ).items.map((item) => item.id);
  const found = await resolve(words);
  if (found.length > 0) return found;
  const tools = toolPhrase(words, thesaurus);
  return tools ? resolve(tools) : [];
}

/** How far below the best match a search's meaning match may be and still be listed. */
const SEARCH_MEANING_MARGIN = 0.1;

/**
 * The matches about as close as the best one, best first: a search for an "espresso maker"
 * lists the coffee machine, not everything faintly related to it.
 */
export function closestInMeaning<T extends { score: number }>(matches: T[]): T[] {
  const best = Math.max(...matches.map((match) => match.score));
  return matches
    .filter((match) => match.score >= best - SEARCH_MEANING_MARGIN)
    .sort((a, b) => b.score - a.score);
}
