/**
 * What a person says beside the question: greetings and news in sentences of their own ("mum and
 * dad have asked me to help sort their things"), asides in brackets, reasons ("as the new flat
 * has no study", "trying to work out what fits") and what others think ("he wants it lol"). The
 * question is read without them; a sentence the question points back to ("We're doing the garage
 * this weekend. What's in there?") stays.
 */
import { DISCOURSE } from './lexicon.js';
import { MINUS_NOT_A_FIGURE } from './minus-figure.js';
import { tokenize } from './tokens.js';

/** A sentence that asks or tells the assistant to do something. */
const ASKS =
  /\?|\b(?:what|whats|what's|wat|wats|wot|how|hw|which|where|wheres|where's|who|whos|who's|when|list|show|tell|give|count|compare|is there|are there|any|anything|do we|do i|does|can you|could you|would you|should|need to know|want to know|like to know)\b|^(?:(?:ok|okay|so|and|but|then|now)\s+)*(?:is|are|was|were|has|have) (?:the|my|our|a|an|it|that|this|everything)\b/i;
/**
 * Before a sentence that ends with a question mark, another sentence asks too only if it opens as
 * a request ("tell me …", "list …"): "she said I should know my numbers" is news, not a question.
 */
const OPENS_ASKING =
  /^(?:(?:so|ok|okay|and|but|now|then|please|pls|kindly|just|also|right|well)[\s,]+)*(?:what|whats|what's|how|which|where|wheres|where's|who|whos|who's|when|list|show|tell|give|count|compare|is|are|do|does|did|can|could|would|will|have|has)\b/i;
/** "Before all that", "that said": talk that turns to the question, pointing back at nothing. */
const TURNS_TO_QUESTION =
  /^(?:(?:but|and|so|anyway)\s+)?(?:before|after|besides|apart from|with|beyond|other than) (?:all )?(?:that|this)\b[,\s]*|^(?:that|this) (?:said|aside)\b[,\s]*/i;
/** "That's what our Daniel calls the telly.": a "what" that tells, not asks. */
const TELLS_WHAT = /^(?:that|this|which|it)(?:'s| is| was) (?:what|how|where|when|why)\b[^?]*$/i;
/** "I think it was back in the summer.": thinking aloud after the question, not asking. */
const THINKS_ALOUD =
  /^(?:but |and |though )?(?:(?:i|we) (?:think|thought|believe|reckon|know|guess|remember|suppose|expect|recall|am sure|'m sure|m sure)|(?:just |only )?(?:thinking|wondering|curious|asking)(?: because| after| since| as)?|(?:i|we) (?:want|wanted|'d like|would like) to (?:see|compare|check) how (?:it|that|this|they|those|the (?:total|figure|amount|sum))\b)\b/i;
/** "Walter doesn't know what I paid for it": news of someone after the question, not asking. */
const TELLS_OF_SOMEONE =
  /^(?:but |and |though )?(?:[a-z]+ ){1,2}(?:doesn't|does not|don't|do not|didn't|did not|won't|will not|can't|cannot|never) (?:know|remember|need to know|want to know|care|notice|mind|realise|realize)\b/i;
/**
 * News said before the question and joined to it with a comma ("I'm hopeless with these gadgets,
 * but could you …", "sorry, typing on my phone, how much …", "ok so Kasia's been on at me about
 * it, which …"): a sentence of its own.
 */
const NEWS_THEN_QUESTION =
  /^((?:(?:ok|okay|so|sorry|man|honestly|well|oh|lol|hey|right|look|mate)[\s,]+)*(?:(?:i|we)(?:'m|'re|'ve|'d| am| are| have| was| were| had| got)|im|ive|the kids (?:are|were|have)|my \w+(?:'s| is| are| was| has| have| keeps)|[a-z]+'s been|[a-z]+ (?:reckons|says|thinks|keeps)|(?:just |still )?(?:typing|writing|sitting|driving|waiting|lying|stuck|standing))\b[^,.;!?]*?),\s+(?=(?:(?:and|but|so|anyway|now|then|just)\s+)?(?:what|whats|what's|wat|wats|wot|how|hw|which|where|wheres|where's|who|whos|who's|when|is|are|do|does|did|can|could|would|will|list|show|tell|give)\b)/i;
/** "…, settle it for us", "…, could of been me or Kasia tbh": talk closing the question. */
const CLOSING_TALK =
  /,\s*(?:(?:it )?(?:could|might|may|must) (?:of|have|'ve) been\b[^,.;!?]*|settle (?:it|this|the argument)(?: for (?:us|me|them))?|(?:please )?help (?:us|me) out)\s*[.!?]*\s*$/i;
/**
 * "…, so Walter can take them this weekend": what someone will do with the answer; "…, based on
 * what's in the app": where the answer comes from, which it always does.
 */
const SO_SOMEONE_CAN =
  /,?\s*\bso (?:that )?(?!(?:i|we|you|it)\b)[a-z]+ (?:can|could|will|would|may|might)\b[^.;!?]*|,?\s*\b(?:based on|going by|according to|judging by|from) what(?:'s| is| we've| we have| i've| i have| was)? (?:in|on|listed|entered|put|added|saved|recorded)\b[^.;!?]*/gi;
/**
 * "…, so I can know if to insure it", "…, I will snap them today": after a comma, what the owner
 * will do with the answer; its words (a date, "insure") ask nothing of the things.
 */
const OWNER_WILL =
  /,\s*(?:(?:and |then )?(?:i|we)(?:'ll| will| shall| am going to| are going to| plan to)|so (?:that )?(?:i|we) (?:can|could|will|would|may|might) (?:know|decide|see|check|work out|figure out|tell|judge|plan))\b[^.;!?]*/gi;
/** "Today I want to know …": when the owner asks, not a date of the things. */
const ASKING_TODAY =
  /^(?:today|now|tonight|this (?:morning|evening|afternoon)),? (?=(?:if [^,]{1,60}, )?(?:i|we) (?:want|wanted|would like|'d like|need|needed) to (?:know|ask|find out|check|see)\b)/i;
/**
 * "What did we put in first when we started", "… at the start": when the owner began the inventory,
 * said of "first".
 */
const WHEN_WE_STARTED =
  /,?\s*\b(?:when|after) (?:we|i) (?:first )?(?:started|began|begun|signed up|joined|set (?:it|this|the app) up)\b(?: (?:with|using) (?:the |this )?app)?/gi;
/** "… in the master bedroom. Could you help?": a polite close after the question itself. */
const POLITE_CLOSE =
  /(?<=[.!?])\s+(?:(?:so|and) )?(?:could|can|would|will) you (?:please )?help(?: me| us)?(?: (?:out|with (?:that|this|it)|please))?\s*[?.!]*\s*$/i;
const AT_THE_START = /,?\s*\b(?:at|in) the (?:very )?(?:start|beginning)\b(?= *[?.!]?$)/gi;
/** "…, mia wants to start a band": someone named after a comma, and what they want. */
const NAMED_WANTS =
  /,\s*(?:and |but )?(?!(?:it|he|she|they|that|this|there|which|what|who|everyone|everybody|someone|somebody)\b)[a-z]+ (?:wants?|wanted|reckons?|thinks?|says?|said|needs?|keeps|asked|asks)\b[^,.;!?]*/gi;

/** A sentence that opens with a reason explains a question said beside it. */
const REASON_OPENS =
  /^(?:just |am |im |i'm )?(?:trying|try|tryna|as|because|cause|cos|coz|since|so that|in case)\b/i;
/** A sum the owner needs ("need like $10k."): the amount a question about selling is for. */
const NEEDS_AMOUNT =
  /\b(?:need|needs|needed|raise|want|wanna|get|make|find|short|cover|save)\b.*(?:\$\s?\d|\b\d[\d,.]*\s?(?:k|grand|thousand|dollars|bucks)\b)/i;
/** "… so I have it ready": what the question is for, whose "it" is the answer, not a thing. */
const PURPOSE_TAIL =
  /\bso (?:that )?(?:i|we|you|he|she|they|it|[a-z]+ (?:can|could|will|would|may|might|has|have))\b.*$/i;
/** "If it's not too much trouble", "if you don't mind": politeness, pointing back at nothing. */
const POLITE_IDIOM =
  /\bif (?:it(?:'s| is) not too much (?:trouble|bother)|it(?:'s| is) (?:ok|okay|alright|all right|no trouble)|you (?:don't|do not) mind|you can|you could)\b/gi;
/** Words pointing back to what an earlier sentence named. */
const REFERS_BACK =
  /\b(?:there|it|its|it's|them|those|(?<!\b(?:things?|stuff|items?|ones?|anything|everything|something|gear|bits|pieces?) )that(?!(?:'s|s| is| are| was| were| has| have| had| costs?| cost| needs?| uses?| runs?| takes?| goes| go| plugs?| holds?| fits?| works?| came| comes?)\b)|these|this|they|their|he|she|him|her)\b/i;
/** "Which kites are on here and what are they worth": "they" in a later clause is the kites. */
const firstClause = (sentence: string) =>
  sentence.replace(/^\s*and\s+/i, '').split(/\s+and\s+/i)[0]!;
/** "Chairs and all", "counting all six dining chairs": a part counted in the set, not the set. */
const INCLUDED_PART =
  /(?:^|[\s,;])(?:(?:(?<!\bnot\s)(?:including|counting|incl)|(?<!\b(?:not|come|comes|came|go|goes|went)\s)with) (?:all |the |my |our |every )?(?:\w+ ){0,2}\w+(?: (?:and|&) (?:the |my |our )?(?:\w+ )?\w+)*|\w+ and all\b)(?=\s*(?:[?.!]|$))/gi;
const SUBORDINATE =
  /(?:^|[\s,;])(?:as|because|cause|coz|cos|since|so that|trying to|try to|tryna|in case|now that|while|whilst|(?:before|after|once|until|till) (?:i|we)(?= \w+ (?:them|it|him|her|you|up|off|out|back|round|over)\b| (?:move|moving|relocate|relocating|leave|leaving|travel|travelling|emigrate|emigrating|shift|shifting)\b))\s(?:(?!\s[-–—]\s)[^,.;!?])*/gi;
/** "Before I telephone them, …": a clause of what the owner will do, opening the question. */
const OPENING_CLAUSE = /^(?:before|after|once|until|till|when) (?:i|we) [^,?]{1,60},\s*/i;
/** News of what the owner is doing ("I am doing some cleaning") and "for my records". */
const NEWS_CLAUSE =
  /(?:^|[\s,;])(?:(?:i am|i'm|im|we are|we're|i was|we were) \w+ing\b|for (?:my|our|the) (?:records?|reference|files?)\b|on (?:a |the )?(?:second[ -]?hand|used|resale) (?:website|site|app|market|marketplace|shop)\b|on (?:ebay|vinted|craigslist|gumtree|depop|marketplace)\b)[^,.;!?]*/gi;
/** People around the owner: relatives by any name, friends, neighbours, someone from a firm. */
const PERSON = String.raw`(?:he|she|dad|mum|mom|father|mother|my (?:(?:brother|sister|son|daughter)(?: in law)?|dad|mum|mom|father|mother|parents|husband|wife|partner|missus|grandson|granddaughter|grandkids|grandchildren|kids|children|boy|girl|neighbou?r|friend|mate|accountant|boss|client|agent|broker|lawyer|landlord|roommate|flatmate|housemate|colleague|coworker)(?: [a-z]+(?= (?:has|is|was|says|said|reckons|thinks|wants|told|keeps)))?|the (?:insurer|adjuster|landlord|(?:man|woman|lady|chap|bloke|fella|guy|people|person) from the \w+|\w+ (?:man|woman|lady|chap|bloke|fella|guy|people|person)))`;
/** After "she wants to know", "he asks where": the owner's question itself, never an aside. */
const ASKING = String.raw`(?! (?:what|where|which|who|whose|how|when|if|whether)\b)`;
const OTHERS_SAY = new RegExp(
  String.raw`\b(?:and |but )?${PERSON}(?: who| that)?(?: just| already| finally| also| only| still| again| actually)?(?:'s| is| was| has| had| wants?(?! to know\b)| asks?${ASKING}| reckons?| thinks?| says?| said| needs?(?! to know\b)| asked${ASKING}| been| being| would| will| likes?| loves?| told| tells| keeps| calls?| called| rings?| rang| phoned| texts?| texted| messaged| e ?mailed| replied| wrote| got back| comes?| came| visits?)\b[^,.;!?]*`,
  'gi',
);

/** "Dani here typing for abuela", "writing this for Oma": whom the owner writes for asks. */
const WRITTEN_FOR =
  /(?<=\b(?:typing|writing|texting|messaging)(?: this)? (?:for|on behalf of) )(?!(?:a|an|the|my|our|your|his|her|their|some|it|this|that|me|us|them|him)\b)[A-Za-z]+\b/g;

/** "Jess wants to know …", "Tom's asking …": someone named asks through the owner. */
const NAMED_ASKS =
  /(?<=^(?:(?:ok|okay|so|well|and|but|right|hey)[\s,]+)*)[a-z]+(?= (?:says|said|reckons|thinks|told me|wants to know|asks|asked|is asking)\b)(?<!\b(?:it|he|she|they|who|which|that|this|what|everyone|everybody|someone|somebody|nobody|one))|\b[A-Z][a-z]+(?=(?:['’]s| is| was)? (?:wants to know|wants|would like to know|asks|asked|asking|reckons|thinks|says|said|needs to know|wondering|rang|rings|phoned|called|calls|came|visited|mentioned|told)\b)/g;

/**
 * "What amount do I need?", "Which ones have I not done?": a question of a few bare words, naming
 * nothing, leans on the sentence before it ("I'm insuring the lounge separately.").
 */
const BARE_WORDS = new Set(
  (
    'what whats which how much many who when where is are was were do does did have has had i we ' +
    'you it its they them those these that this there the a an of for to in on at me my our ' +
    'amount figure sum total number value worth cost need needs needed done do doing ones one ' +
    'thing things stuff not yet still left get got give put should would could will can must be ' +
    'so and then ok okay now about roughly exactly then'
  ).split(' '),
);
const isBareQuestion = (sentence: string): boolean => {
  const words = sentence
    .toLowerCase()
    .replace(/[^a-z'\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(/'(?:s|ve|m|re|ll|d)$|n't$/, ''));
  return (
    words.length > 0 &&
    words.length <= 7 &&
    words.every((word) => BARE_WORDS.has(word) || DISCOURSE.has(word))
  );
};

/** "Amy and I", "me and Tom": someone named beside the owner is a person, never a thing. */
const WITH_SOMEONE = /\b[A-Z][a-z]+(?= and (?:I|me)\b)|(?<=\b(?:[Mm]e|I) and )[A-Z][a-z]+\b/g;

/** "Not counting the mower", "except the ring", "apart from the sofa": left out of the set. */
const LEFT_OUT = new RegExp(
  `,?\\s*\\b(?:not counting|not including|except(?: for)?|excluding|apart from|other than|but not|leaving out|${MINUS_NOT_A_FIGURE}|bar|as opposed to|rather than)\\s+((?:the |my |our |any )?[a-z][\\w' -]*?(?:, (?:and |or )?[a-z][\\w'-]*(?: [\\w'-]+){0,2})*)\\s*(?=[?.!]*$)`,
  'i',
);

export interface Asides {
  /** The question without the sentences and brackets said beside it. */
  text: string;
  /** Words of reasons and others' views inside the question: never searched as item names. */
  words: Set<string>;
  /** People named as asking through the owner ("Jess wants to know"): names, never typos. */
  askers: Set<string>;
  /** Words of what the question leaves out of its set ("except the drill"). */
  excluded: string[];
}

/** A short heading before a colon that names a list or a request ("Valuables list:"). */
const HEADING =
  /^\s*((?:[\p{L}'-]+ ){0,3}(?:list|lists|inventory|request|question|summary|update|insurance|valuables)(?: [\p{L}'-]+){0,2})\s*:\s+(?=\S)/iu;

/** A heading that sets two things against each other before a colon. */
const TWO_SIDES =
  /^\s*([^:?.!]{2,80}?\b(?:against|versus|vs\.?|compared (?:to|with))\s[^:?.!]{2,60}?)\s*:\s+(?=\S)/i;

export function separateAsides(question: string): Asides {
  const unbracketed =
    question
      // "(15k)", "(₱2,500)": an amount in brackets is the sum the question is about.
      .replace(/\(\s*([$€£¥₹₱₦]?\s?\d[\d,.]*\s?(?:k|m|thousand|grand)?)\s*\)/gi, ' $1 ')
      .replace(/\([^)]*\)/g, ' ')
      // "Is A worth more than B or the other way round": the question asks it once.
      .replace(/,?\s*\bor (?:the )?other way (?:a)?round\b|,?\s*\bor vice versa\b/gi, '')
      .replace(POLITE_CLOSE, '')
      .replace(/\s+([.!?,;])/g, '$1')
      .replace(/\s+/g, ' ')
      .trim() || question;
  const sentences = unbracketed
    // "Valuables list: all things worth 1.500 € or more": a heading names what the rest asks for.
    .replace(HEADING, '$1, ')
    // "Opa's clocks against his cameras: which is worth more?": the heading is what is compared.
    .replace(TWO_SIDES, '$1, ')
    // "The bill is high this month 😩 how many …": a picture ends a sentence.
    .replace(/\s*\p{Extended_Pictographic}[\p{Extended_Pictographic}\u{FE0F}\u{200D}\s]*/gu, '. ')
    .replace(NEWS_THEN_QUESTION, '$1. ')
    .replace(CLOSING_TALK, '')
    // "The hoover got stuck again anyway how many …": "anyway" turns from news to the question.
    .replace(/\s*[,;:]?\s+\b(?:anyway|anyhow|by the way|btw)\b[,;:]?\s+/gi, '. ')
    // "Long night, need something easy: how much is …": a colon can end the news as well.
    // "From C. Krishniah Chetty", "Dr. Rao": an initial's or a title's dot ends no sentence.
    .split(/(?<=[.!?:])(?<!\b[A-Z]\.)(?<!\b(?:Dr|Mr|Mrs|Ms|St|Jr|Sr|Co)\.)\s+/)
    .map((s) => s.trim().replace(ASKING_TODAY, ''))
    .filter(Boolean);
  // "Trying to work out what fits": a reason in a sentence of its own, even with a "what" in it.
  // News before the first sentence with a question mark asks nothing unless it opens as a
  // request; what follows the question ("anything $800+") still adds to it.
  const firstQuestion = sentences.findIndex((s) => s.endsWith('?'));
  const asking = sentences.map(
    (s, k) =>
      ASKS.test(s) &&
      !REASON_OPENS.test(s) &&
      !TELLS_WHAT.test(s) &&
      !(
        k > firstQuestion &&
        firstQuestion >= 0 &&
        (THINKS_ALOUD.test(s) || TELLS_OF_SOMEONE.test(s)) &&
        !s.endsWith('?')
      ) &&
      (k >= firstQuestion || OPENS_ASKING.test(s)),
  );
  let kept = sentences;
  if (asking.some(Boolean) && !asking.every(Boolean)) {
    kept = sentences.filter(
      (_, k) =>
        asking[k] ||
        NEEDS_AMOUNT.test(sentences[k]!) ||
        (k + 1 < sentences.length && asking[k + 1] && isBareQuestion(sentences[k + 1]!)) ||
        // The sentence right before a question that points back to it.
        (k + 1 < sentences.length &&
          asking[k + 1] &&
          REFERS_BACK.test(
            firstClause(
              sentences[k + 1]!.replace(OPENING_CLAUSE, '')
                .replace(PURPOSE_TAIL, '')
                .replace(TURNS_TO_QUESTION, '')
                .replace(POLITE_IDIOM, ''),
            ),
          )),
    );
  }
  const said = kept.join(' ');
  // "What did we add at the start": what came first; beside "first" it only repeats it.
  const text = said
    .replace(SO_SOMEONE_CAN, '')
    .replace(OWNER_WILL, '')
    .replace(WHEN_WE_STARTED, '')
    .replace(AT_THE_START, /\bfirst\b/i.test(said) ? '' : ' first');
  const words = new Set<string>();
  for (const clause of [
    ...text.matchAll(SUBORDINATE),
    ...text.matchAll(OTHERS_SAY),
    ...text.matchAll(NEWS_CLAUSE),
    ...text.matchAll(INCLUDED_PART),
    ...text.matchAll(NAMED_WANTS),
  ]) {
    for (const word of tokenize(clause[0])) words.add(word);
  }
  const askers = new Set(
    [
      ...text.matchAll(NAMED_ASKS),
      ...text.matchAll(WITH_SOMEONE),
      ...text.matchAll(WRITTEN_FOR),
    ].map(([name]) => name.toLowerCase()),
  );
  for (const name of askers) words.add(name);
  const left = LEFT_OUT.exec(text);
  const excluded = left ? tokenize(left[1]!) : [];
  return {
    text: left ? text.slice(0, left.index) + text.slice(left.index + left[0].length) : text,
    words,
    askers,
    excluded,
  };
}
