import { closestWord } from './fuzzy.js';
import { FILLER, GREETINGS, KEYWORDS, OUT_OF_SCOPE } from './lexicon.js';

const CONTRACTIONS: [RegExp, string][] = [
  [/\bwhat's\b/g, 'what is'],
  [/\bwhere's\b/g, 'where is'],
  [/\bwho's\b/g, 'who is'],
  [/\bhow's\b/g, 'how is'],
  [/\bthat's\b/g, 'that is'],
  [/\bit's\b/g, 'it is'],
  [/\bi've\b/g, 'i have'],
  [/\bi'm\b/g, 'i am'],
  [/\b(do|does|did|is|are|was|have|has|had)n't\b/g, '$1 not'],
  [/\bwon't\b/g, 'will not'],
  [/\bcan't\b/g, 'can not'],
  [/'s\b/g, ''],
];

/** Shorthand people type, which no edit distance would recover. */
const SHORTHAND: Record<string, string> = {
  hw: 'how',
  wat: 'what',
  wht: 'what',
  wut: 'what',
  whats: 'what is',
  wats: 'what is',
  wuts: 'what is',
  wheres: 'where is',
  whos: 'who is',
  u: 'you',
  ur: 'your',
  r: 'are',
  pls: 'please',
  plz: 'please',
  tv: 'tv',
  tvs: 'tv',
  thru: 'through',
  w: 'with',
  '&': 'and',
};

/** Amounts become `$N` tokens: "$1,200", "1.5k", "2k dollars", "300 bucks". */
function normaliseMoney(text: string): string {
  return text
    .replace(
      /\$\s*(\d[\d,]*(?:\.\d+)?)\s*(k|thousand)\b/g,
      (_, n: string) => `$${parseFloat(n.replace(/,/g, '')) * 1000}`,
    )
    .replace(
      /\b(\d[\d,]*(?:\.\d+)?)\s*(k|thousand)\b/g,
      (_, n: string) => `$${parseFloat(n.replace(/,/g, '')) * 1000}`,
    )
    .replace(/\$\s*(\d[\d,]*(?:\.\d+)?)/g, (_, n: string) => `$${parseFloat(n.replace(/,/g, ''))}`)
    .replace(
      /\b(\d[\d,]*(?:\.\d+)?)\s*(dollars?|bucks|usd|eur|euros?)\b/g,
      (_, n: string) => `$${parseFloat(n.replace(/,/g, ''))}`,
    );
}

/** Lower case, contractions expanded, amounts marked, split into words. */
export function tokenize(question: string): string[] {
  let text = question.toLowerCase().replace(/[’‘`]/g, "'").replace(/[“”]/g, '"');
  for (const [pattern, replacement] of CONTRACTIONS) text = text.replace(pattern, replacement);
  text = normaliseMoney(text);
  return text
    .replace(/[^a-z0-9$.'&\s-]/g, ' ')
    .replace(/(\D)\.|\.(\D|$)/g, '$1 $2')
    .split(/[\s-]+/)
    .map((token) => token.replace(/^'+|'+$/g, ''))
    .filter(Boolean)
    .flatMap((token) => (SHORTHAND[token] ?? token).split(' '));
}

export function singular(word: string): string {
  if (word.length <= 3 || word.endsWith('ss') || word.endsWith('us')) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|zes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

export interface WordKnowledge {
  isWord(word: string): boolean;
  /** The dictionary word closest to a misspelt one. */
  closest?(word: string): string | undefined;
}

/**
 * Words that are neither English words nor known to the parser or the user's inventory are
 * replaced by the closest known word ("laptp" → laptop, "wher" → where, "ovn" → oven).
 */
export function correctTypos(
  tokens: string[],
  userWords: Set<string>,
  knowledge: WordKnowledge | undefined,
): { tokens: string[]; corrections: Record<string, string> } {
  const corrections: Record<string, string> = {};
  const keywordSet = new Set(KEYWORDS);
  const candidates = [...keywordSet, ...userWords];
  const corrected = tokens.map((token) => {
    if (!/^[a-z]{3,}$/.test(token)) return token;
    if (FILLER.has(token) || keywordSet.has(token) || userWords.has(token)) return token;
    if (userWords.has(singular(token)) || keywordSet.has(singular(token))) return token;
    if (OUT_OF_SCOPE.has(token) || GREETINGS.has(token)) return token;
    if (knowledge?.isWord(token)) return token;
    const best = closestWord(token, candidates) ?? knowledge?.closest?.(token);
    if (!best) return token;
    corrections[token] = best;
    return best;
  });
  return { tokens: corrected, corrections };
}
