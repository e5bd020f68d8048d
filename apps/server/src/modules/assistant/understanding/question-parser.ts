import { extractAddedBy, memberWords } from './added-by.js';
import {
  MARGIN_ASKED,
  VERSUS_PREVIOUS,
  WEIGHS_TWO,
  WHICH_IS_MORE,
  alignSides,
} from './compare-sides.js';
import { lastReadings } from './last-readings.js';
import { withRoomsNamed } from './speaker-room.js';
import { frenchFollowUpInEnglish, readShorthand } from './askers-shorthand.js';
import { leaveOut } from './places-left-out.js';
import { frenchSellingInEnglish } from './french-selling.js';
import { otherLanguagesInEnglish, wordsOfNames } from './other-languages.js';
import { romanceInEnglish } from './romance-in-english.js';
import { NUMBER_WORDS } from '../../../domain/words/number-words.js';
import { DISCOURSE, FILLER, GREETINGS, ORDINALS } from './lexicon.js';
import { isOutOfScopeRequest, outOfScopeWords } from './out-of-scope.js';
import { asksSomethingElse } from './world-in-french.js';
import { frenchFirst } from './french-first.js';
import { emptyFilters, hasFilters, type ParsedQuery, type SetQuery } from './query.js';
import { detectReference, detectSetReference } from './references.js';
import { detectLoans, detectLoansByDue, listsLoans } from './loans-asked.js';
import {
  extractAddedSince,
  extractConditions,
  extractFlags,
  extractValueBounds,
  extractVocabulary,
  LISTED_FOR_BORROWING,
  TokenSpan,
  type Vocabulary,
} from './slots.js';
import {
  byPurpose,
  capitalisedNames,
  joinedGroups,
  leftoverWords,
  markVerbs,
  possessors,
  purposeWords,
  fundedThings,
  withoutOpeningTalk,
} from './subject-words.js';
import { correctTypos, splitJoinedWords, tokenize, type WordKnowledge } from './tokens.js';
import { placeLeftovers, type PlacementKnowledge } from './unplaced.js';
import { separateAsides } from './asides.js';
import { AVERAGE_ASKED, detectAdvice, withoutInsuranceWords } from './advice-asked.js';
import { spokenPunctuation } from './dictation.js';
import { joinSoundAlikes } from './sounds-like.js';
import { joinKindPhrases, kindNamed } from './kinds.js';
import { withoutExamples } from './examples.js';
import { leftOutSubjects } from './left-out.js';
import { readElliptical } from './elliptical.js';
import { readStatedCount } from './stated-count.js';
import { withSetSpelledOut } from './spelled-out-sets.js';
import { FIELD_PATTERNS, IN_THE_NOTES, POINTED_DETAIL } from './fields-asked.js';
import { namesWithTheirBrands } from './names-with-brands.js';
import { withFrenchTopicsInEnglish } from './french-topics.js';
import { withoutInterjection } from './interjection.js';
import { inEverydayWords } from './formal-words.js';
import { withoutOwnersSaid } from './owners-of-kinds.js';
import { asksNotesDetail, takeNotesDetail, withoutAccessories } from './notes-details.js';

export type { Vocabulary } from './slots.js';

const RANK_DESC =
  /\b(most|highest|priciest|biggest|top|largest|greatest)\b.*\b(valuable|expensive|value|valued|worth|priced|costly|price)\b|\b(priciest|dearest|costliest|most valuable|most expensive|highest value|worth the most|costs the most|best)\b/;
const RANK_ASC =
  /\b(least|lowest|cheapest|smallest)\b|\bworth the least\b|\bleast (valuable|expensive)\b|\bbottom (?:\d+|one|two|three|four|five|ten)\b/;
const NEWEST =
  /\b(newest|latest|most recent|most recently|last added|recently added|added last|(?:add|put in) last(?! (?:week|month|year|night|time|weekend|\w+day))\b|new additions|additions)\b|\blast (?:\w+ ){0,3}(?:i |we )?(?:added|put in|put on|entered|recorded|catalogued|bought)\b/;
const OLDEST =
  /\b(oldest|first added|earliest)\b|\b(?:been|had|owned|kept|in) (?:\w+ ){0,4}(?:the )?longest\b|\bfirst (?:\w+ ){0,3}(?:added|put in|put into|put on|went in|went into|went on|entered|recorded|catalogued)\b|\b(?:add|added|put in|enter|entered|recorded|logged) first\b/;

interface Parse {
  span: TokenSpan;
  query: ParsedQuery;
  /** The question without its value bounds: "worth at least $500" asks no ranking. */
  opText: string;
  /** Everything said, asides included ("… I think I wrote it in the notes"). */
  said?: string;
}

/** Dictated "top for things", "top to": the homophone of a count, not a preposition. */
const topHomophones = (text: string) =>
  text.replace(
    /\btop (for|to)\b(?! (?:me|us|you|him|her|them|the|my|our|a|an|this|that|it)\b)/,
    (_, word: string) => `top ${word === 'for' ? 'four' : 'two'}`,
  );

function ordinalAndLimit(span: TokenSpan, query: ParsedQuery) {
  span.tokens.forEach((token, index) => {
    const position = ORDINALS[token];
    if (position !== undefined && span.free(index)) {
      const next = span.tokens[index + 1];
      if (token === 'first' && next === 'added') return;
      query.rank = position;
      span.use(index);
    }
  });
  const top =
    /\b(?:top|best|first|bottom) (\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b|\b(\d+|two|three|four|five|six|seven|eight|nine|ten) (?:most|least|cheapest|priciest|dearest|costliest|newest|latest|highest|lowest|biggest|recent)\b/.exec(
      topHomophones(span.text()),
    );
  if (top) {
    const raw = top[1] ?? top[2]!;
    query.limit = Math.min(50, Number(raw) || NUMBER_WORDS[raw] || 5);
  }
}

/** "Which items …", also after a clause ("for the insurance, which items …"). */
const ASKS_WHICH_THINGS = /\b(?:what|which) (?:things|items|stuff|ones|pieces|entries)\b/;

/** Splits "is my furniture worth more than my jewelry" into its two sides. */
function detectCompare(
  parse: Parse,
  vocabulary: Vocabulary,
  today: string,
  place: (words: string[]) => string[] = (words) => words,
): boolean {
  const text = parse.span.text();
  const compares =
    /\b(compare|compared|comparing|versus|vs|v|against)\b|\b(more|fewer|less) (?:\w+ ){1,5}than\b|\b(more|less|fewer|bigger|higher|lower) than\b|\bmore .* or\b|\bor\b.*\b(more|less|fewer)\b|\bwhich is (worth )?more\b/.test(
      text,
    ) || WEIGHS_TWO.test(text);
  if (!compares || /\$\d/.test(text)) return false;
  const tokens = parse.span.tokens;
  const splitAt = tokens.findIndex(
    (token, index) =>
      index > 0 &&
      ['than', 'vs', 'v', 'versus', 'against', 'or', 'and', 'to', 'with'].includes(token) &&
      (token !== 'and' || /\bcompare/.test(text) || WEIGHS_TWO.test(text)) &&
      // "I want to know the value of A compared to B": "to" splits after the comparing word.
      (token !== 'to' || tokens.slice(0, index).some((word) => /^compar/.test(word))),
  );
  if (splitAt < 0) return false;
  const side = (words: string[]): SetQuery => {
    const span = new TokenSpan(words);
    const filters = emptyFilters();
    extractVocabulary(span, vocabulary, filters);
    extractConditions(span, filters);
    extractFlags(span, filters);
    extractAddedSince(span, filters, today);
    return { filters, phrase: place(leftoverWords(span)) };
  };
  const left = side(tokens.slice(0, splitAt));
  const right = side(tokens.slice(splitAt + 1));
  alignSides(left.filters, right.filters);
  const named = (set: SetQuery) => hasFilters(set.filters) || set.phrase.length > 0;
  if (!named(left) || !named(right)) return false;
  parse.query.operation = 'compare';
  parse.query.compare = {
    left,
    right,
    by:
      /\b(many|number|count|fewer)\b|\b(have|own|got) more\b|\b(are|is) there more\b|\bmore (things|items|stuff|pieces)\b/.test(
        text,
      ) && !/\b(worth|value|valuable|expensive)\b/.test(text)
        ? 'count'
        : 'value',
  };
  return true;
}

function detectOperation(parse: Parse, vocabulary: Vocabulary, today: string) {
  const { span, query } = parse;
  const text = parse.opText;
  const words = span.tokens;
  if (
    /\b(this|the|attached|my) (photo|picture|image|pic|screenshot)\b|\bin this (photo|picture|image)\b/.test(
      text,
    ) &&
    !/\b(without|missing|no|lack)\b/.test(text)
  ) {
    query.operation = 'image';
    return;
  }
  if (
    detectAdvice(
      text,
      query,
      FIELD_PATTERNS.some(([pattern]) => pattern.test(text)),
    )
  )
    return;
  if (
    /\bwhat can you (do|help)|\bhelp\b|\bwhat (can|should|do) i ask\b|\bhow does this work\b|\bwho are you\b/.test(
      text,
    ) &&
    // "… can you help me with that": a polite close to a question that names what it wants;
    // "please help me check the total": the question itself.
    !(hasFilters(query.filters) && /\bhelp (?:me )?(?:with )?(?:that|this|it)\b/.test(text)) &&
    // "Thanks for the help earlier": thanks, not a request for help.
    !/\b(?:thanks|thank you|cheers|grateful|appreciate) (?:\w+ ){0,2}(?:the |your |all the |all your |all of your )?help\b|\b(?:was|been) a (?:great |big |real |huge )?help\b/.test(
      text,
    ) &&
    !/\bhelp (?:me |us )?(?:to )?(?:check|find|see|know|count|list|look|work out|figure|calculate|add)\b/.test(
      text,
    )
  ) {
    query.operation = 'help';
    return;
  }
  const field =
    IN_THE_NOTES.test(parse.said ?? text) || asksNotesDetail(text)
      ? 'notes'
      : FIELD_PATTERNS.find(([pattern]) => pattern.test(text))?.[1];
  if (detectLoansByDue(text, query)) return;
  // "Has anybody not returned something of mine that was due": the overdue loans, no one item.
  if (
    (field === 'due' || field === 'holder') &&
    /\b(?:overdue|past due|already due|not (?:been )?returned|not back)\b/.test(text) &&
    detectLoans(text, query)
  )
    return;
  // "Is it in good nick?": the condition of the thing pointed at, not a set of good things.
  if (field === 'condition' && /\b(?:is|are) (?:it|they|that|this|those|these)\b/.test(text))
    query.filters.conditions = [];
  if ((field === 'holder' || field === 'due') && !listsLoans(text)) {
    query.operation = 'field';
    query.field = field;
    return;
  }
  // "What can neighbours borrow" asks for the items listed, not for a loan.
  if (detectLoans(text.replace(LISTED_FOR_BORROWING, ' '), query)) return;
  if (detectCompare(parse, vocabulary, today)) return;
  // "How many things are kept in the garage": the room is given, a figure is asked.
  const asksFigure =
    ((field === 'location' && query.filters.locations.length > 0) ||
      (field === 'condition' && query.filters.conditions.length > 0)) &&
    /\b(how many|how much|worth|total|value|cost|sum|add(?:ed)? up|altogether)\b/.test(text);
  if (field && !asksFigure) {
    query.operation = 'field';
    query.field = field;
    if (field === 'condition') span.take(/\bnick\b/);
    // "What colour is the sofa": the detail asked, found in the notes, is not the thing's name.
    if (field === 'notes') {
      span.take(/\bwhat (?:colou?r|material)\b/);
      takeNotesDetail(span);
    }
    return;
  }
  if (
    RANK_DESC.test(text) ||
    (/\bexpensive\b/.test(text) && /\b(top|\d+|second|third)\b/.test(text))
  ) {
    query.operation = 'rank';
    query.order = 'value_desc';
  } else if (RANK_ASC.test(text)) {
    query.operation = 'rank';
    query.order = 'value_asc';
  } else if (
    NEWEST.test(text) ||
    (query.filters.addedSince &&
      /^(what|which|show|list)\b/.test(text) &&
      !/\b(how many|how much|worth|value|total)\b/.test(text))
  ) {
    query.operation = query.filters.addedSince && !NEWEST.test(text) ? 'list' : 'rank';
    query.order = 'newest';
  } else if (OLDEST.test(text)) {
    query.operation = 'rank';
    query.order = 'oldest';
  } else if (AVERAGE_ASKED.test(text)) query.operation = 'average';
  else if (
    /\b(?:a|the|full) list of\b|\b(?:list|show me) (?:everything|all|every|the things|my)\b/.test(
      text,
    )
  )
    query.operation = 'list';
  else if (/\bhow many\b|\bnumber of\b|\bcount\b/.test(text)) query.operation = 'count';
  // "What things are worth 3k or more": which things is asked; the list gives their total too.
  else if (ASKS_WHICH_THINGS.test(text) && !/\b(?:how much|total|sum)\b/.test(text))
    query.operation = 'list';
  else if (
    /\bhow much\b|\bworth\b|\bvalue\b|\bvalued\b|\btotal\b|\bcost\b|\bsum\b|\bprice\b|\bnet worth\b|\badd (?:\w+ ){0,4}up\b/.test(
      text,
    )
  )
    query.operation = 'total';
  else if (/\bcategor(y|ies)\b|\bbreak ?down\b/.test(text)) query.operation = 'categories';
  else if (
    /^(what|which|list|show|give|display|tell)\b|\bdo (i|we) (have|own)\b|\b(have|has) (i|we|they|you) got\b/.test(
      text,
    )
  )
    query.operation = 'list';
  else if (words.every((word) => GREETINGS.has(word) || FILLER.has(word)))
    query.operation = 'greeting';
}

/**
 * Turns a question into a query: typos are corrected against the parser's words and the user's
 * vocabulary, then slots (categories, rooms, brands, values, conditions, flags, dates) are taken
 * out, the operation and field are found, and the words left name the items.
 */
export function parseQuestion(
  question: string,
  vocabulary: Vocabulary,
  options: { today: string; knowledge?: (WordKnowledge & PlacementKnowledge) | undefined },
): ParsedQuery {
  question = frenchFollowUpInEnglish(question);
  const userWords = new Set(vocabulary.words);
  // The owner's rooms and makers keep their words ("the Keller" is their room, not any cellar).
  const placeAndMakerWords = wordsOfNames([...vocabulary.locations, ...vocabulary.brands]);
  const glossed = romanceInEnglish(question, vocabulary, [...userWords, ...placeAndMakerWords]);
  const inEnglishWords = otherLanguagesInEnglish(glossed, placeAndMakerWords);
  question = withRoomsNamed(readShorthand(inEnglishWords, vocabulary), vocabulary.locations);
  const asides = separateAsides(
    withoutExamples(
      spokenPunctuation(
        withoutInterjection(
          withFrenchTopicsInEnglish(
            frenchSellingInEnglish(inEverydayWords(withSetSpelledOut(question))),
          ),
          new Set([...userWords, ...vocabulary.categories]),
          (word) => options.knowledge?.isNoun?.(word) ?? true,
        ),
      ),
    ),
  );
  const names = capitalisedNames(asides.text);
  // Members' names and those of people on loan are people, never typos of an item's words.
  for (const member of vocabulary.members ?? []) {
    for (const word of memberWords(member).flatMap((words) => words.split(' '))) names.add(word);
  }
  const asked = tokenize(asides.text, placeAndMakerWords);
  // "Ah" of "Uncle Ah Huat" typed in lower case is the particle "ah", not him.
  const said = new Set(asked.filter((word) => !DISCOURSE.has(word)));
  for (const person of vocabulary.people ?? []) {
    for (const word of person.toLowerCase().split(/[^a-z']+/))
      if (word.length > 1 && said.has(word) && !userWords.has(word)) names.add(word);
  }
  // Names written as they sound ("eye kea"): the owner's words and brands come first.
  const brandWords = (vocabulary.brands ?? []).flatMap((brand) => brand.toLowerCase().split(/\s+/));
  const roomWords = vocabulary.locations.flatMap((room) => room.toLowerCase().split(/\s+/));
  const typed = splitJoinedWords(
    joinSoundAlikes(asked, [...userWords, ...brandWords]),
    new Set([...userWords, ...brandWords, ...roomWords]),
    (word) => options.knowledge?.isWord(word) ?? true,
  );
  // Kind words ("roomba", "telly") and whose a thing is ("nikau's strat") are kept as typed.
  const owners = possessors(asides.text);
  const kept = new Set([
    ...names,
    ...asides.askers,
    ...owners,
    ...typed.filter((token) => kindNamed(token)),
  ]);
  const corrected = correctTypos(typed, userWords, frenchFirst(question, options.knowledge), kept);
  const { corrections } = corrected;
  const tokens = joinKindPhrases(byPurpose(corrected.tokens));
  const span = new TokenSpan(tokens);
  const query: ParsedQuery = {
    operation: 'unknown',
    filters: emptyFilters(),
    phrase: [],
    unknown: [],
    corrections,
  };
  const raw = span.text();
  if ([raw, typed.join(' ')].some(isOutOfScopeRequest) || asksSomethingElse(question))
    return { ...query, operation: 'out_of_scope' };
  const outOfScope = outOfScopeWords(tokens).length > 0;
  extractValueBounds(span, query.filters);
  const parse = {
    span,
    query,
    opText: withoutOpeningTalk(tokens.filter((_, index) => span.free(index))).join(' '),
    said: tokenize(question).join(' '),
  };
  // A comparison splits first, so each side keeps its own category, room or brand.
  const probe = {
    span: new TokenSpan(tokens),
    query: { ...query, filters: emptyFilters() },
    opText: raw,
  };
  const place = (words: string[]) =>
    placeLeftovers(words, {
      userWords,
      names,
      knowledge: options.knowledge,
      asks: true,
      beforeRoom: new Set(),
      aside: asides.words,
      owners,
    }).phrase;
  detectCompare(probe, vocabulary, options.today, place);
  if (probe.query.operation === 'compare')
    return withoutOwnersSaid({ ...probe.query, filters: query.filters }, owners, asides);
  extractVocabulary(span, vocabulary, query.filters, owners);
  extractConditions(span, query.filters);
  extractFlags(span, query.filters);
  extractAddedBy(span, query.filters, vocabulary.members ?? []);
  extractAddedSince(span, query.filters, options.today);
  ordinalAndLimit(span, query);
  detectOperation(parse, vocabulary, options.today);
  markVerbs(span);
  const leftovers = leftoverWords(span, userWords).filter((word) => !GREETINGS.has(word));
  const context = {
    purpose: purposeWords(tokens),
    owners,
    funded: fundedThings(tokens),
  };
  const placed = placeLeftovers(leftovers, {
    ...context,
    userWords,
    names,
    knowledge: options.knowledge,
    aside: asides.words,
    filtered: hasFilters(query.filters),
    asks: query.operation !== 'unknown' || hasFilters(query.filters),
    // A word before "room" names an unknown room ("the kids room") unless a room of the owner
    // was already named: then it only describes that one ("the little room I use as an office").
    beforeRoom: new Set(
      query.filters.locations.length
        ? []
        : tokens.filter((_, index) => /^rooms?$/.test(tokens[index + 1] ?? '')),
    ),
    adjacent: new Set(
      tokens
        .slice(1)
        .flatMap((token, index) =>
          span.free(index) && span.free(index + 1) ? [`${tokens[index]} ${token}`] : [],
        ),
    ),
  });
  query.phrase = query.field === 'notes' ? withoutAccessories(placed.phrase) : placed.phrase;
  query.phrase = withoutOwnersSaid(query, owners, asides).phrase;
  if (query.advice === 'insure') query.phrase = withoutInsuranceWords(query.phrase);
  // "Does it come with a lens, or is it just the body": what it came with is the detail asked.
  if (query.field === 'notes' && POINTED_DETAIL.test(raw)) query.phrase = [];
  if (placed.ignored.length) query.ignored = placed.ignored;
  const isNoun = options.knowledge?.isNoun?.bind(options.knowledge);
  if (isNoun)
    query.unknown = leftOutSubjects(asides.text, placed.ignored, {
      isNoun,
      isWord: options.knowledge?.isWord?.bind(options.knowledge),
      aside: asides.words,
      explained: new Set([...context.purpose, ...context.funded]),
      owners: context.owners,
    });
  leaveOut(query, asides.excluded, vocabulary.locations);
  const groups = joinedGroups(span, query.phrase);
  if (groups.length > 1) query.groups = groups;
  if (groups.length > 1 && tokens.includes('or') && !tokens.includes('and'))
    query.alternatives = true;
  namesWithTheirBrands(span, query, vocabulary);
  // "Sam's things due back first", "give Marco's rack back": whose things a loan names is a person.
  const asksLoan = query.operation === 'loans' || /^(?:due|holder)$/.test(query.field ?? '');
  // A word of an aside ("before we relocate to Abuja") names no one whose things are lent.
  const loanOwners = asksLoan
    ? (query.ignored ?? []).filter((word) => !asides.words.has(word))
    : [];
  const people = [...query.phrase, ...loanOwners].filter(
    (word) => names.has(word) && !userWords.has(word),
  );
  if (people.length) query.people = people;
  if (
    outOfScope &&
    // "Need 800 for the flights, what could I sell": selling things is what is asked.
    query.advice !== 'sell' &&
    !query.filters.categories.length &&
    !query.filters.locations.length &&
    !query.filters.brands.length &&
    // "What football stuff have we got": a topic word the owner's things are named with.
    !query.phrase.some((word) => userWords.has(word))
  ) {
    return { ...query, operation: 'out_of_scope', phrase: [] };
  }
  if (
    query.rank &&
    query.operation !== 'rank' &&
    query.operation !== 'field' &&
    /\b(expensive|valuable|pricey|priciest)\b/.test(raw)
  ) {
    query.operation = 'rank';
    query.order = 'value_desc';
  }
  detectReference(span, query);
  if (
    /^(?:(?:ok|okay|so|right|alright|cool|great|thanks|ta|k)\s+)*(and|what about|how about|also|and what about|and how about|same for|now)\b|\bthen\s*[?.!]*\s*$/.test(
      raw,
    )
  ) {
    query.continuation = true;
  }
  detectSetReference(raw, query);
  readElliptical(raw, query);
  readStatedCount(raw, query);
  lastReadings(raw, question, query);
  if (VERSUS_PREVIOUS.test(raw)) query.versusPrevious = true;
  else if (
    (WHICH_IS_MORE.test(raw) || MARGIN_ASKED.test(raw)) &&
    query.phrase.length === 0 &&
    !hasFilters(query.filters)
  )
    query.versusEarlier = true;
  return query;
}
