import { NUMBER_WORDS, speltOutAmounts } from '../../../domain/words/number-words.js';
import { singular } from '../../../domain/words/singular.js';
import {
  CURRENCY_SIGNS,
  figuresWithUnits,
  LETTERED_CURRENCIES,
  MONEY_WORDS,
} from './currencies.js';
import { closestWord } from './fuzzy.js';
import { foldAccents, inEnglish } from './other-languages.js';
import { inEverydayWords } from './formal-words.js';
import {
  DISCOURSE,
  FILLER,
  FUNCTION_WORDS,
  GREETINGS,
  IRREGULAR_PAST,
  KEYWORDS,
  OUT_OF_SCOPE,
} from './lexicon.js';

const CONTRACTIONS: [RegExp, string][] = [
  // "20 thou": thousand, clipped.
  [/(\d)\s*thou\b/g, '$1 thousand'],
  [/\bwhat's\b/g, 'what is'],
  [/\bwhere's\b/g, 'where is'],
  [/\bwho's\b/g, 'who is'],
  [/\bhow's\b/g, 'how is'],
  [/\bthat's\b/g, 'that is'],
  [/\bit's\b/g, 'it is'],
  [/\bi've\b/g, 'i have'],
  [/\bi'm\b/g, 'i am'],
  [/\b(we|you|they)'re\b/g, '$1 are'],
  [/\b(i|we|you|they)'ll\b/g, '$1 will'],
  [/\b(we|you|they)'ve\b/g, '$1 have'],
  [/\b(do|does|did|is|are|was|have|has|had)n't\b/g, '$1 not'],
  // "Me mate", "me clobber": British "me" for "my" before a person or a thing of one's own.
  [
    /\bme (?=(?:mate|mates|mum|mam|dad|brother|sister|wife|husband|missus|kids|son|daughter|boss|nan|gran|partner|clobber|stuff|things|gear|house|flat|car|van|tools|telly)\b)/g,
    'my ',
  ],
  [/\bwon't\b/g, 'will not'],
  [/\bcan't\b/g, 'can not'],
  [/'s\b/g, ''],
  // What a set "comes to" or "adds up to" is its total.
  [
    /\b(?:comes?|came|add(?:s|ed)? up|tots? up|totals?) to\b(?! (?:me|us|him|her|them|you|collect|pick|fetch|get|see|visit|stay|borrow)\b)/g,
    'total',
  ],
  [/\b(?:all told|in all|put together)\b/g, 'total'],
  // Selling in slang: "what could I flog", "offload", "get shot of for cash".
  [/\b(?:flog|offload|hawk)\b/g, 'sell'],
  [/\b(?:flogged|offloaded)\b/g, 'sold'],
  [/\b(?:flogging|offloading)\b/g, 'selling'],
  // "If the basement flooded, how much would I be out": what a loss of that set would cost.
  [
    /\bhow much (?:would|will|could|might) (?:i|we) (?:be out|lose|be down|be missing)\b/g,
    'how much is worth',
  ],
  // "Inherited from family", "handed down from my nan": whom it came from only says it was.
  [
    /\b(inherit(?:ed)?|handed down|heirlooms?) from (?:the |my |our |his |her |their )?[a-z]+(?:'s)?\b/g,
    '$1',
  ],
  // "The most ex": expensive cut short.
  [/\b(most|more|less|least) ex\b/g, '$1 expensive'],
  // A garage sale is a sale, not the garage.
  [/\b(?:garage|yard|car boot|boot|tag|estate) sales?\b/g, 'yard sale'],
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
  thats: 'that is',
  ive: 'i have',
  im: 'i am',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  isnt: 'is not',
  arent: 'are not',
  havent: 'have not',
  cant: 'can not',
  theres: 'there is',
  u: 'you',
  ppl: 'people',
  ur: 'your',
  r: 'are',
  pls: 'please',
  plz: 'please',
  tv: 'tv',
  tvs: 'tv',
  thru: 'through',
  w: 'with',
  '&': 'and',
  // Spelt as said: "wot", "wots", "wen", "shoulda", "em", "ta".
  wot: 'what',
  wots: 'what is',
  wotz: 'what is',
  whot: 'what',
  wen: 'when',
  wher: 'where',
  wer: 'where',
  wich: 'which',
  howmany: 'how many',
  howmuch: 'how much',
  shoulda: 'should have',
  coulda: 'could have',
  woulda: 'would have',
  gotta: 'have to',
  em: 'them',
  rite: 'write',
  foto: 'photo',
  fotos: 'photos',
  wether: 'weather',
  tomorow: 'tomorrow',
  tommorow: 'tomorrow',
  ta: 'thanks',
  // Vague words for a device: the machine of the kind said beside them ("that coffee contraption").
  contraption: 'machine',
  contraptions: 'machines',
  gizmo: 'gadget',
  chum: 'friend',
  chums: 'friends',
  doohickey: 'gadget',
  mo: 'moment',
  // Clipped names of things, which a spelling check would turn into other words.
  genny: 'generator',
  gennie: 'generator',
  gennies: 'generators',
  brolly: 'umbrella',
  brollies: 'umbrellas',
  lappy: 'laptop',
  // Nigerian Pidgin and texting: "I wan know", "wetin", "abeg", "d things".
  wan: 'want',
  avg: 'average',
  totals: 'total',
  wetin: 'what',
  abeg: 'please',
  d: 'the',
};

const GRAND_COUNT: Record<string, number> = { a: 1, ...NUMBER_WORDS };

const SIGN_BEFORE = new RegExp(String.raw`[${CURRENCY_SIGNS}]\s*(?=\d)`, 'g');
const SIGN_AFTER = new RegExp(
  String.raw`(?<![\d.,$])(\d[\d,]*(?:\.\d+)?)\s*[$${CURRENCY_SIGNS}]`,
  'g',
);
const SIGN_REPEATED = new RegExp(
  String.raw`(\$\d[\d,]*(?:\.\d+)?)\s*[$${CURRENCY_SIGNS}](?![\d$])`,
  'g',
);

const SIGNED_AMOUNT_WORD = new RegExp(String.raw`(\$\d+(?:\.\d+)?)\s*${MONEY_WORDS}\b`, 'g');
const BARE_AMOUNT_WORD = new RegExp(
  String.raw`(?<!\$)\b(\d[\d,]*(?:\.\d+)?)\s*${MONEY_WORDS}\b`,
  'g',
);

/**
 * Amounts become `$N` tokens: "$1,200", "£300", "1.5k", "2k dollars", "300 bucks", "500 quid",
 * "a grand". Figures are in the inventory's own units, whatever the sign. Unlike a document
 * (domain/document/numbers.ts), a question has no decimal mark to infer: its comma groups thousands.
 */
function normaliseMoney(text: string): string {
  return (
    text
      .replace(SIGN_BEFORE, '$')
      // "800£", "50 €": the sign after the figure, as it is written in much of Europe.
      .replace(SIGN_AFTER, '$$$1')
      .replace(
        /\b(a|one|two|three|five|ten|\d+(?:\.\d+)?)\s+grand\b/g,
        (_, n: string) => `$${(GRAND_COUNT[n] ?? parseFloat(n)) * 1000}`,
      )
      .replace(
        /\$\s*(\d[\d,]*(?:\.\d+)?)\s*(k|thousand)\b/g,
        (_, n: string) => `$${parseFloat(n.replace(/,/g, '')) * 1000}`,
      )
      .replace(
        /\b(\d[\d,]*(?:\.\d+)?)\s*(k|thousand)\b/g,
        (_, n: string) => `$${parseFloat(n.replace(/,/g, '')) * 1000}`,
      )
      // "Over 1.5m": a figure a comparison made an amount, in millions.
      .replace(/\$(\d+(?:\.\d+)?)m\b/g, (_, n: string) => `$${Math.round(parseFloat(n) * 1e6)}`)
      .replace(
        /\$\s*(\d[\d,]*(?:\.\d+)?)/g,
        (_, n: string) => `$${parseFloat(n.replace(/,/g, ''))}`,
      )
      // "1 000 $" after a cue was marked "$1000 $": the sign is said once.
      .replace(SIGN_REPEATED, '$1')
      .replace(SIGNED_AMOUNT_WORD, '$1')
      .replace(BARE_AMOUNT_WORD, (_, n: string) => `$${parseFloat(n.replace(/,/g, ''))}`)
  );
}

/**
 * A bare number is an amount when a comparison or a money verb stands before it ("worth more
 * than 500", "between 500 and 1000", "raise 2000") or an amount phrase follows it ("1000 or more",
 * "100 each"); a count, a year or a time never is ("top 2", "last 3 weeks", "6:45").
 */
const AMOUNT_BEFORE =
  /\b(over|above|under|below|than|pass|passing|least|most|exceeding|beyond|between|raise|cutoff is|cut off is|threshold is|threshold of|get|make|earn|find|up to|worth|valued at|priced at|costing|(?:raise|find|need|get|make|worth|costing|cost) (?:about|around|roughly|approximately|some))\s+(\d[\d,]*(?:\.\d+)?)(?![\d:]|\.\d|\s*(?:x|years?|yrs?|weeks?|days?|months?|hours?|minutes?|am|pm|of|items?|things?|pieces?|bed|st|nd|rd|th)\b)/g;
/** "About 1500", "around 2k": a rough figure of three digits or more is an amount. */
const ROUGH_AMOUNT =
  /\b(about|around|roughly|approximately) (\d{3,}(?:,\d{3})*|\d+(?:\.\d+)?k)\b(?!\d|[:.]\d|\s*(?:x|years?|yrs?|weeks?|days?|months?|hours?|minutes?|am|pm|of|items?|things?|pieces?)\b)/g;
const AMOUNT_AFTER =
  /(?<![$\d.,:])\b(\d[\d,]*(?:\.\d+)?)(?=\s+(?:or (?:more|less|over|under|above|below|up|lower|cheaper)|and (?:up|over|above|below|under|less|lower|down)|each|a piece|per piece|apiece)\b)/g;
const AMOUNT_PAIR = /(\$\d[\d,]*(?:\.\d+)?) (and|to) (\d[\d,]*(?:\.\d+)?)\b(?![\d:])/g;

/** "Need 3000 for the deposit", "pay 1,200": a figure of three digits or more that is needed. */
const NEEDED_AMOUNT =
  /\b(need|needs|needed|pay|paying|save|saving|short)\s+(\d{3,}|\d{1,3}(?:,\d{3})+)(?![\d:]|\.\d|\s*(?:x|years?|yrs?|weeks?|days?|months?|hours?|minutes?|am|pm|of|items?|things?|pieces?)\b)/g;

export function markBareAmounts(text: string): string {
  return text
    .replace(AMOUNT_BEFORE, (_, cue: string, n: string) => `${cue} $${n}`)
    .replace(NEEDED_AMOUNT, (_, cue: string, n: string) => `${cue} $${n}`)
    .replace(AMOUNT_AFTER, (_, n: string) => `$${n}`)
    .replace(ROUGH_AMOUNT, (_, cue: string, n: string) => `${cue} $${n}`)
    .replace(
      AMOUNT_PAIR,
      (_, first: string, joiner: string, n: string) => `${first} ${joiner} $${n}`,
    );
}

/**
 * "1.500", "12.000", "1.250.000": dots grouping thousands, as much of Europe writes them. A dot
 * followed by exactly three digits (and no other digit) is never a decimal mark in a question about
 * what things are worth: no one asks about $1.500; "1.5k" and "$12.50" keep their decimals.
 */
export function groupedThousands(text: string): string {
  return text
    .replace(
      /(?<![\d.,])(\d{1,3}(?:\.\d{3})+),(\d{1,2})(?![\d.,]*\d)/g,
      (_, n: string, cents) => `${n.replace(/\./g, '')}.${cents}`,
    )
    .replace(/(?<![\d.,])\d{1,3}(?:\.\d{3})+(?![\d.,]*\d|k\b)/g, (n) => n.replace(/\./g, ''));
}

const CUE = String.raw`(?:over|under|above|below|more than|less than|at least|at most|up to|than|between|and)`;
const SMALL_NUMBER = String.raw`(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)`;
const SMALL_AMOUNT = new RegExp(
  String.raw`\b(${SMALL_NUMBER})(?=\s+${MONEY_WORDS}\b)|(?<=\b${CUE}\s+)(${SMALL_NUMBER})\b(?!\s+(?:of\b|grand\b|k\b|hundred|thousand|million|items?|things?|pieces?|years?|months?|weeks?|days?|hours?|minutes?))`,
  'g',
);

/** "Forty two", "twenty-one": a small number said in words, as a figure. */
const spelledNumber = (run: string) =>
  run.split(/[\s-]+/).reduce((sum, word) => sum + (NUMBER_WORDS[word] ?? 0), 0);

/**
 * "Under fifty pounds", "over twenty quid": a small amount said in words, which only a money word
 * after it or a comparison before it makes an amount ("top five" stays a count).
 */
export function speltSmallAmounts(text: string): string {
  return text.replace(SMALL_AMOUNT, (run) => String(spelledNumber(run)));
}

const SPELT_PERIOD = new RegExp(
  String.raw`\b(${SMALL_NUMBER}) (days?|weeks?|months?|years?)\b`,
  'g',
);

/** "In the last thirty days": a period counted in words, as figures. */
export function speltPeriods(text: string): string {
  return text.replace(
    SPELT_PERIOD,
    (_, run: string, unit: string) => `${spelledNumber(run)} ${unit}`,
  );
}

/**
 * "1 000 $", "$ 2 500", "over 5 000": thousands grouped by spaces, as French and much of Europe
 * write them, when a money sign or word, or a comparison, shows the figure is an amount.
 */
export function spaceGroupedThousands(text: string): string {
  const join = (n: string) => n.replace(/[\s\u00a0\u202f]/g, '');
  return text
    .replace(
      new RegExp(
        String.raw`(?<![\d.,])(?<!\b(?:top|first|last|best|worst)\s+)(\d{1,3}(?:[ \u00a0\u202f]\d{3})+)(?=\s*(?:[$${CURRENCY_SIGNS}]|${MONEY_WORDS}\b))`,
        'g',
      ),
      join,
    )
    .replace(
      new RegExp(
        String.raw`([$${CURRENCY_SIGNS}]\s*)(\d{1,3}(?:[ \u00a0\u202f]\d{3})+)(?![\d.,])`,
        'g',
      ),
      (_, sign: string, n: string) => sign + join(n),
    )
    .replace(
      new RegExp(String.raw`(\b${CUE}\s+)(\d{1,3}(?:[ \u00a0\u202f]\d{3})+)(?![\d.,])`, 'g'),
      (_, cue: string, n: string) => cue + join(n),
    );
}

/**
 * "Over R10,000", "need R5000", "under kr 300", "between Rs 500 and Rs 900": a currency written
 * with letters before an amount, after a word that asks about money. Without such a word the
 * letters may be a model's ("the R1200", "the RM3"), so they are left alone.
 */
const LETTERED_AMOUNT = new RegExp(
  String.raw`(?<=\b(?:over|under|above|below|than|between|and|to|worth|need|needs|raise|get|make|about|around|roughly|least|most|for|costs?|spend|spent|paid|budget|cutoff|limit|threshold|is)\s+)${LETTERED_CURRENCIES}\s?(?=\d{1,3}(?:[, \u00a0]\d{3})+(?!\d)|\d{3,}(?![\d.,]*[a-z])|\d+(?:\.\d+)?(?:k|m)\b|\d+(?:\.\d+)?\s?(?:lakhs?|lacs?|crores?|million|thousand)\b)`,
  'g',
);

/**
 * Lower case, contractions expanded, amounts marked, split into words. Words of another language
 * become English, except `ownWords`, the words of the owner's rooms and makers.
 */
export function tokenize(question: string, ownWords?: ReadonlySet<string>): string[] {
  let text = foldAccents(question.toLowerCase()).replace(/[’‘`]/g, "'").replace(/[“”]/g, '"');
  for (const [pattern, replacement] of CONTRACTIONS) text = text.replace(pattern, replacement);
  text = speltPeriods(inEverydayWords(text));
  // "Every thing", "any thing": one word split in two.
  text = text.replace(/\b(every|any|no) (thing|one|body|where)\b/g, '$1$2');
  text = text.replace(LETTERED_AMOUNT, '$');
  text = speltSmallAmounts(spaceGroupedThousands(speltOutAmounts(figuresWithUnits(text))));
  // "2000 plus", "2k+": that amount or more.
  text = text.replace(/(\d[\d,]*(?:\.\d+)?\s*(?:k|thousand)?)\s*(?:\+|plus\b)/g, '$1 or more');
  text = joinListedNames(normaliseMoney(markBareAmounts(groupedThousands(text))));
  return (
    text
      .replace(/[^a-z0-9$.'&\s-]/g, ' ')
      // "B&Q", "M&S": the "&" joins two words of a name, each matched on its own.
      .replace(/&/g, ' & ')
      .replace(/(\D)\.|\.(\D|$)/g, '$1 $2')
      .split(/[\s-]+/)
      .map((token) => token.replace(/^'+|'+$/g, ''))
      .filter(Boolean)
      .flatMap((token) =>
        (SHORTHAND[token] ?? (ownWords?.has(token) ? token : inEnglish(token))).split(' '),
      )
  );
}

/** Up to three words of a name in a list. */
const LISTED = String.raw`[a-z][a-z'-]*(?: [a-z][a-z'-]*){0,2}`;
const COMMA_LIST = new RegExp(String.raw`${LISTED}(?:, ${LISTED}){2,}(?=$|[.?!])`, 'g');
/** "The drill, the sander and the jigsaw": commas, then "and" before the last name. */
const ENUMERATION = new RegExp(
  String.raw`${LISTED}(?:, ${LISTED})+,? (?:and|&) ${LISTED}(?=$|[.?!])`,
  'g',
);

/**
 * "Coats + jackets", "laptop, camera, desk chair": names listed with a plus or commas are joined
 * with "and", so each names its own items. A comma list counts only when it ends the sentence
 * with three short names or more, or with "and" before its last; commas between clauses stay.
 */
export function joinListedNames(text: string): string {
  return (
    text
      .replace(/([a-z])\s*\+\s*(?=[a-z])/g, '$1 and ')
      .replace(COMMA_LIST, (list) => list.replace(/, (?:and )?/g, ' and '))
      // "All his things, car seat and pram included": what the set takes in, not a list of sets.
      .replace(ENUMERATION, (list) =>
        /\b(?:included|including|excluded|too|also|all|etc)$/.test(list)
          ? list
          : list.replace(/,(?: and)? /g, ' and '),
      )
  );
}

export interface WordKnowledge {
  isWord(word: string): boolean;
  /** The dictionary word closest to a misspelt one. */
  closest?(word: string): string | undefined;
}

/** A word the owner shortened ("tele", "mac") or lengthened ("applecare") from one of theirs. */
export function sharesPrefix(token: string, userWords: Iterable<string>): boolean {
  if (token.length < 3) return false;
  const stem = nicknameStem(token);
  for (const word of userWords) {
    if (word.length < 3) continue;
    if (word.startsWith(token) || (word.length >= 4 && token.startsWith(word))) return true;
    if (stem && word.length > stem.length && word.startsWith(stem)) return true;
  }
  return false;
}

/**
 * "Thermi" for the Thermomix, "Rolli" for the Rolleiflex: a pet name is a name's first letters
 * with "i", "y" or "ie" added. The letters before that ending, when four or more.
 */
export function nicknameStem(word: string): string | undefined {
  const match = /^([a-z]{4,}?)(?:ie|i|y)$/.exec(word);
  return match?.[1];
}

/** The stems an English ending may hide: "logged" → log, "tidied" → tidy, "making" → make. */
export function stemsOf(token: string): string[] {
  const stems: string[] = [];
  for (const [ending, instead] of [
    [/ied$/, 'y'],
    [/ies$/, 'y'],
    [/([^aeiou])\1ed$/, '$1'],
    [/([^aeiou])\1ing$/, '$1'],
    [/ed$/, ''],
    [/ed$/, 'e'],
    [/ing$/, ''],
    [/ing$/, 'e'],
  ] as const) {
    if (ending.test(token)) stems.push(token.replace(ending, instead));
  }
  return stems.filter((stem) => stem.length >= 3);
}

/**
 * Words that are neither English words nor known to the parser or the user's inventory are
 * replaced by the closest known word ("laptp" → laptop, "wher" → where, "ovn" → oven). The owner's
 * own vocabulary comes first: names they capitalised ("Alex") and words one of theirs starts with
 * or that start with one of theirs are kept as typed, for the item resolver to match.
 */
export function correctTypos(
  tokens: string[],
  userWords: Set<string>,
  knowledge: WordKnowledge | undefined,
  keep: Set<string> = new Set(),
): { tokens: string[]; corrections: Record<string, string> } {
  const corrections: Record<string, string> = {};
  const keywordSet = new Set(KEYWORDS);
  const candidates = [
    ...keywordSet,
    ...userWords,
    ...[...FILLER].filter((word) => word.length > 3),
  ];
  const corrected = tokens.map((token) => {
    if (!/^[a-z]{3,}$/.test(token)) return token;
    if (FILLER.has(token) || DISCOURSE.has(token) || keywordSet.has(token) || userWords.has(token))
      return token;
    if (userWords.has(singular(token)) || keywordSet.has(singular(token))) return token;
    if (OUT_OF_SCOPE.has(token) || GREETINGS.has(token) || keep.has(token)) return token;
    // Pronouns, prepositions and past forms are plain English no dictionary of things lists.
    if (IRREGULAR_PAST.has(token) || FUNCTION_WORDS.has(token)) return token;
    if (knowledge?.isWord(token)) return token;
    const own = closestWord(token, candidates);
    // The owner's own word first ("dinning" → dining); else an ending on a dictionary word is
    // that word ("logged", "tidied"), never a typo of one of the parser's.
    const stemmed = knowledge && stemsOf(token).some((stem) => knowledge.isWord(stem));
    if (stemmed && !(own && userWords.has(own))) return token;
    if (own && (userWords.has(own) || !sharesPrefix(token, userWords))) {
      corrections[token] = own;
      return own;
    }
    if (sharesPrefix(token, userWords)) return token;
    const best = knowledge?.closest?.(token);
    if (!best) return token;
    corrections[token] = best;
    return best;
  });
  return { tokens: corrected, corrections };
}

/**
 * "Livingroom", "bedrom", "kitchenstuff": two of the owner's words typed as one are split back,
 * when the word is no word of its own and both halves are the owner's or the parser's words.
 */
export function splitJoinedWords(
  tokens: string[],
  known: Set<string>,
  isWord: (word: string) => boolean,
): string[] {
  return tokens.flatMap((token) => {
    if (token.length < 7 || !/^[a-z]+$/.test(token) || known.has(token) || isWord(token))
      return [token];
    for (let cut = 3; cut <= token.length - 3; cut += 1) {
      const [left, right] = [token.slice(0, cut), token.slice(cut)];
      if (known.has(left) && known.has(right)) return [left, right];
    }
    return [token];
  });
}
