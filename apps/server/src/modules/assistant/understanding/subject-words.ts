import { kindNamed } from './kinds.js';
import { NUMBER_WORDS } from '../../../domain/words/number-words.js';
import {
  DISCOURSE,
  FILLER,
  GREETINGS,
  OPERATION_WORDS,
  ORDINALS,
  PURPOSE_KINDS,
  WORN_ON,
} from './lexicon.js';
import type { TokenSpan } from './slots.js';

/** The verb's base form: "listening" → listen, "sitting" → sit. */
function purposeVerb(token: string): string | undefined {
  if (PURPOSE_KINDS[token]) return token;
  if (!token.endsWith('ing')) return undefined;
  const stem = token.slice(0, -3);
  return [stem, stem.slice(0, -1), `${stem}e`].find((form) => PURPOSE_KINDS[form]);
}

/** "On my wrist", "around the neck": the kind worn on that part of the body, and where it ends. */
function wornOn(tokens: string[], start: number): { kind: string; end: number } | undefined {
  if (!['on', 'around', 'round', 'over', 'in'].includes(tokens[start] ?? '')) return undefined;
  let at = start + 1;
  if (/^(?:my|the|your|our|his|her|their|a)$/.test(tokens[at] ?? '')) at += 1;
  const word = tokens[at] ?? '';
  const kind = WORN_ON[word] ?? WORN_ON[word.replace(/s$/, '')];
  return kind ? { kind, end: at + 1 } : undefined;
}

/**
 * "Stuff to sit on", "things we cook with", "for listening to music on": the kind of thing used
 * that way ("seat", "audio system"). What the thing is used on ("music") is the use, not an item:
 * it gives way to "to".
 */
export function byPurpose(tokens: string[]): string[] {
  const out = [...tokens];
  tokens.forEach((token, index) => {
    const verb = purposeVerb(token);
    if (!verb) return;
    const next = tokens[index + 1];
    const before = tokens[index - 1] ?? '';
    const tail = ['on', 'in', 'with', 'at', 'into', 'from', 'to'];
    const used = next === undefined || tail.includes(next) || next === 'around';
    // "For cleaning the floors": a thing for doing something to something; what it is done to
    // only says what the thing is for.
    const done =
      before === 'for' && token.endsWith('ing') && /^(?:the|my|our|a|an|your)$/.test(next ?? '');
    if (done) {
      out[index] = PURPOSE_KINDS[verb]!;
      for (let k = index + 1; k < Math.min(tokens.length, index + 4); k += 1) {
        if (tail.includes(tokens[k]!)) break;
        out[k] = 'to';
      }
      return;
    }
    // "Got to play video games on": the verb only says what the thing named after it is for.
    if (!used && before === 'to') {
      const end = tokens.findIndex(
        (word, k) => k > index + 1 && k <= index + 4 && tail.includes(word),
      );
      if (end > 0 && end === tokens.length - 1) out[index] = 'to';
      return;
    }
    if (!used || !['to', 'can', 'could', 'you', 'i', 'we', 'for'].includes(before)) return;
    out[index] = PURPOSE_KINDS[verb]!;
    // "What I wear on my wrist": what is worn there, not every piece of clothing.
    const part = verb === 'wear' ? wornOn(tokens, index + 1) : undefined;
    if (part) {
      out[index] = part.kind;
      for (let k = index + 1; k < part.end; k += 1) out[k] = 'to';
      return;
    }
    if (next !== 'to' && next !== 'at') return;
    // Up to three words of what it is used on, ended by "on", "with" or the question's end.
    for (let length = 1; length <= 3; length += 1) {
      const end = index + 2 + length;
      if (end > tokens.length) break;
      if (end === tokens.length || tail.includes(tokens[end]!)) {
        for (let k = index + 2; k < end; k += 1) out[k] = 'to';
        break;
      }
    }
  });
  return out;
}

/**
 * The word after an auxiliary and its subject is a verb, never an item: "when does it run out",
 * "we are packing the bedroom", "what did you write".
 */
const PURPOSE_NOUNS = new Set([...Object.values(PURPOSE_KINDS), ...Object.values(WORN_ON)]);
/** Verbs of having and recording, which after "I" or "we" are never the thing asked about. */
const KEEPING =
  /^(?:record|recorded|log|logged|keep|kept|store|stored|save|saved|list|listed|enter|entered|put|add|added|upload|uploaded|own|owned|bought|buy|got)$/;
/** Verbs that with "out" mean to find out. */
const OUT_VERBS =
  /^(?:work|works|working|worked|figure|figuring|figured|suss|sussing|find|finding)$/;

/** The people of a household, said as who has or uses things. */
const HOUSEHOLD =
  /^(?:kids|children|boys|girls|son|sons|daughter|daughters|wife|husband|partner|family|grandkids|grandchildren|teenagers|teens|mum|mom|dad|parents|flatmates?|roommates?|housemates?)$/;
/** Verbs of giving back ("bring it back", "hand them back"), never a thing of the owner's. */
const RETURNING =
  /^(?:bring|brings|bringing|brought|give|gives|giving|given|gave|hand|hands|handing|handed|send|sending|sent|take|taking|took|pass|passing)$/;
/** "When the grandchildren come round", "pop over", "come back": visiting, never a thing. */
const VISITING = /^(?:come|comes|coming|came|pop|pops|popping|popped|drop|drops|dropping)$/;

export function markVerbs(span: TokenSpan) {
  const auxiliaries = /^(do|does|did|will|would|can|could|should|am|are|is|was|were)$/;
  // "Have I recorded", "has she logged": asked with "have", the next word is a verb; told with
  // it ("what I have hanging", "we have chairs"), the next word may be the thing.
  const asking = /^(do|does|did|will|would|can|could|should|am|are|is|was|were|have|has|had)$/;
  const subjects = /^(i|we|you|they|it|he|she)$/;
  span.tokens.forEach((token, index) => {
    // "Trying to work out who has …", "figure out": to find out, never the owner's "work" things.
    if (OUT_VERBS.test(token) && span.tokens[index + 1] === 'out' && span.free(index))
      span.use(index, index + 2);
    const [a, b] = [span.tokens[index - 2] ?? '', span.tokens[index - 1] ?? ''];
    const after = (asking.test(a) && subjects.test(b)) || (subjects.test(a) && auxiliaries.test(b));
    // "Did we inherit": a verb that names a kind of thing ("inherited") is kept to find them.
    const kind = PURPOSE_NOUNS.has(token) || kindNamed(token) !== undefined;
    const [next, second] = [span.tokens[index + 1] ?? '', span.tokens[index + 2] ?? ''];
    const back =
      next === 'back' ||
      (/^(?:it|them|those|that|this|these|him|her)$/.test(next) && second === 'back');
    if (RETURNING.test(token) && back && span.free(index)) span.use(index);
    // "What have the kids got", "what does my husband use": the people who have, never a thing.
    else if (
      HOUSEHOLD.test(token) &&
      /^(?:the|my|our)$/.test(span.tokens[index - 1] ?? '') &&
      /^(?:got|get|have|has|use|uses|play|plays|need|needs|want|wants|own|owns|share|like|likes)$/.test(
        next,
      ) &&
      span.free(index)
    )
      span.use(index);
    // "What would that bring in": to earn, never a thing.
    else if (/^(?:bring|brings|bringing|brought)$/.test(token) && next === 'in' && span.free(index))
      span.use(index, index + 2);
    // "Where do I have the Mac listed": a participle of keeping after the thing kept.
    else if (
      /^(?:listed|filed|logged|recorded|catalogued|registered)$/.test(token) &&
      span.tokens.slice(0, index).some((word) => /^(?:have|had|got|keep|kept)$/.test(word)) &&
      span.free(index)
    )
      span.use(index);
    else if (
      VISITING.test(token) &&
      /^(?:round|over|around|by|back)$/.test(next) &&
      span.free(index)
    )
      span.use(index, index + 2);
    else if (after && !kind && span.free(index) && index > 1) span.use(index);
    // "How many pieces I record", "what we keep in the shed": a verb of keeping after "I".
    else if (/^(?:i|we)$/.test(b) && KEEPING.test(token) && span.free(index)) span.use(index);
  });
}

/** The phrase's words split where "and", "or" or "&" join them ("coats and jackets"). */
export function joinedGroups(
  span: TokenSpan,
  phrase: string[],
  alsoTaken: Set<string> = new Set(),
): string[][] {
  const wanted = new Set(phrase);
  const groups: string[][] = [[]];
  span.tokens.forEach((token, index) => {
    const current = groups.at(-1)!;
    if (['and', 'or', '&', 'plus'].includes(token) && current.length > 0) groups.push([]);
    else if (
      (span.free(index) || alsoTaken.has(token)) &&
      (wanted.has(token) || alsoTaken.has(token)) &&
      !current.includes(token)
    )
      current.push(token);
  });
  return groups.filter((group) => group.length > 0);
}

/** "Ok so basically what's in the garage": the question starts after its opening talk. */
export function withoutOpeningTalk(tokens: string[]): string[] {
  const start = tokens.findIndex((token) => !DISCOURSE.has(token) && !GREETINGS.has(token));
  return start < 0 ? tokens : tokens.slice(start);
}

/** Words the owner capitalised inside the question: names of people, brands or models. */
export function capitalisedNames(question: string): Set<string> {
  const names = new Set<string>();
  // "Sam's": the name without its possessive.
  const words = question
    .split(/[^A-Za-z'’]+/)
    .map((word) => word.replace(/['’]s$/, ''))
    .filter(Boolean);
  words.forEach((word, index) => {
    if (index === 0 || word === 'I' || !/^[A-Z][a-z]+$/.test(word)) return;
    names.add(word.toLowerCase());
  });
  return names;
}

/** Words that never name the items asked about. */
const NON_SUBJECT = new Set([
  // The product itself and how things are set up are never the items asked about.
  'setup',
  // How an entry came to be: "recorded in the Office", "the notes I have written".
  'recorded',
  'entered',
  'logged',
  'catalogued',
  'cataloged',
  'registered',
  'written',
  'noted',
  // Who holds a loan is the loan's own detail: "with the borrower and the due date".
  'borrower',
  'borrowers',
  // "Everything a person can sit on": whoever uses a thing is no thing.
  'person',
  'people',
  // "Counted once": how two sets are added up.
  'counted',
  'once',
  'lender',
  'lenders',
  // "Where does it live": where it is kept.
  'live',
  'lives',
  'pic',
  'pics',
  'photographed',
  'snaps',
  'need',
  'needs',
  ...FILLER,
  ...OPERATION_WORDS,
  ...Object.keys(ORDINALS),
  ...Object.keys(NUMBER_WORDS),
  'condition',
  'shape',
  'does',
  'come',
  'came',
  'include',
  'included',
  'anything',
  'details',
  'detail',
  'dollars',
  'out',
  'up',
  'sold',
  'gone',
  'go',
  'going',
  'went',
  'put',
  'did',
  'will',
  'should',
  'could',
  'would',
  'must',
  'shall',
  'might',
  'gotta',
  'not',
  'no',
  'yes',
  'ok',
  'okay',
  'else',
  'other',
  'another',
  'again',
  'each',
  'per',
  'apiece',
  'own',
  'house',
  'home',
  'right',
  'now',
  'today',
  'yesterday',
  'said',
  'say',
  'ask',
  'asked',
  'answer',
  'okay',
  'number',
  'whole',
  'entire',
  'kinds',
  'types',
  'category',
  'categories',
  'value',
  'values',
  'room',
  'rooms',
  'spend',
  'spent',
  'split',
  'across',
  'break',
  'down',
  'breakdown',
  'by',
  'per',
]);

/** The words left after every slot is taken: what names the items. */
/**
 * Words of the question no slot took. A number is no name ("2", "$40") unless the owner's item
 * names hold it as a model number ("my 4070 pc", "the 5200").
 */
export function leftoverWords(span: TokenSpan, ownWords = new Set<string>()): string[] {
  return span.tokens.filter(
    (token, index) =>
      span.free(index) &&
      !NON_SUBJECT.has(token) &&
      (!/^\$?\d/.test(token) || (/^\d{3,}[a-z]*$/.test(token) && ownWords.has(token))) &&
      token.length > 1,
  );
}

/** Contractions written with 's that say "is" or "us", never whose a thing is. */
const NOT_OWNERS = new Set([
  'it',
  'that',
  'what',
  'where',
  'who',
  'how',
  'there',
  'here',
  'let',
  'he',
  'she',
]);

/** What follows "mum's" when it means "mum is" or "mum has": a verb, never her thing. */
export const IS_DOING =
  /^(?:doing|going|having|getting|asking|wondering|saying|trying|looking|moving|selling|coming|thinking|planning|sorting|clearing|packing|making|got|been|not|just|always|never|gone|said|asked|back|off|out|away|here|there)\b/;

/**
 * Names said as someone's before another word: "sam" of "when is sam's drill due". After "the"
 * or "my" the word is a thing's ("the mac's charger") or a relation's ("my son's"), not a name.
 */
export function possessors(question: string): Set<string> {
  const text = question.toLowerCase().replace(/[’‘`]/g, "'");
  const owners = [
    ...text.matchAll(/(?<!\b(?:the|my|our|your|his|her|their) )\b([a-z]+)'s (?=[a-z])/g),
  ]
    // "Mum's doing a clear out": "mum is", not mum's things.
    .filter((match) => !IS_DOING.test(text.slice(match.index + match[0].length)))
    .map((match) => match[1]!);
  // "What gear does Walter have": whoever is asked to have the things is their owner.
  const holders = [...text.matchAll(HOLDER_ASKED)].map((match) => match[1]!);
  return new Set([...owners, ...holders].filter((word) => !NOT_OWNERS.has(word)));
}

/** "Does Walter have", "did nikau use": a name asked to have or use things, never a pronoun. */
const HOLDER_ASKED =
  /\b(?:does|did|do) (?!(?:it|he|she|they|we|i|you|this|that|these|those|one|anyone|anybody|someone|somebody|everyone|everybody|nobody|each|which|what|who|the|my|our|your|his|her|their|a|an|any|all)\b)([a-z]+) (?:still )?(?:have|own|use|keep|need)\b(?! (?:from|of) (?:us|me|mine|ours)\b)/g;

/** Small words that go on inside what money is for ("for the van in the shop"). */
const WITHIN_PURPOSE = new Set([
  'a',
  'an',
  'the',
  'my',
  'our',
  'some',
  'in',
  'on',
  'of',
  'for',
  'to',
]);

/**
 * What money is wanted for: the words after "$500 for (a)" ("a new lens", "puhunan in the third
 * trike") or after "to pay (for)" ("my dance competition fee"), up to the next word that asks.
 */
export function fundedThings(tokens: string[]): Set<string> {
  const funded = new Set<string>();
  const takeFrom = (start: number) => {
    let taken = 0;
    for (const word of tokens.slice(start, start + 8)) {
      if (WITHIN_PURPOSE.has(word)) continue;
      if (FILLER.has(word) || DISCOURSE.has(word) || /^\$\d/.test(word) || taken === 4) break;
      funded.add(word);
      taken += 1;
    }
  };
  tokens.forEach((token, index) => {
    if (/^\$\d/.test(token) && tokens[index + 1] === 'for') takeFrom(index + 2);
    if (token === 'to' && /^(?:pay|cover|fund)$/.test(tokens[index + 1] ?? '')) takeFrom(index + 2);
  });
  return funded;
}

/** "Seats for a client dinner", "the studio insurance rider": whom or what the things are for. */
export function purposeWords(tokens: string[]): Set<string> {
  return new Set(
    tokens.filter(
      (_, index) =>
        /^for (?:a|an|the|my|our)$/.test(tokens.slice(index - 2, index).join(' ')) ||
        /^(?:insurance|insurer|rider|policy)$/.test(tokens[index + 1] ?? ''),
    ),
  );
}
