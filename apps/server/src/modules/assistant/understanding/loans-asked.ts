import { hasFilters, type LoanDue, type ParsedQuery } from './query.js';

/** "Which one should I have given back", "when do we return the ladder": the owner borrowed it. */
const OWNER_GIVES_BACK =
  /\b(?:i|we) (?:should|could|must|need to|have to|had to|ought to|got to|gotta)(?: have)? (?:give|given|return|returned|bring|brought|take|taken)\b(?: \w+){0,3} back\b|\b(?:do|should|could|must) (?:i|we) (?:give|return|bring|take) (?:\w+ ){0,3}back\b|\b(?:i|we) (?:should|must|need to|have to|ought to|got to|gotta) return\b(?: \w+){0,3} (?:to (?:people|others|other people|the owners?|their owners?|friends|neighbou?rs|them|everyone|family)|before)\b|\b(?:i|we) (?:should|must|need to|have to|ought to|got to|gotta|owe) (?:return|give back|hand back|bring back|take back|give|hand|bring|take)\b(?: \w+){0,3} (?:back )?to\s*[?.!]*$/;

/** "What school stuff of mine is listed": what the owner has, not what someone holds. */
const LISTED_AS_OURS =
  /\b(?:of mine|of ours) (?:is|are) (?:listed|here|on (?:the|this|my) (?:list|app|inventory))\b/;

/** "What do other people have that belongs to us": things of the owner's that others hold. */
const OTHERS_HOLD_OURS =
  /\b(?:other people|others|people|someone|somebody|anyone|anybody|friends|neighbou?rs|relatives|family|they) (?:still )?(?:have|has|got|are holding|hold|are keeping|keep)\b.*\b(?:belongs?|belonging) to (?:me|us)\b/;

/** "Not overdue yet", "aren't late", "isn't past due": loans whose return date is still ahead. */
const NOT_LATE =
  /\b(?:not|n't|never) (?:yet )?(?:overdue|late|past due|past (?:its|their|the) due date)\b/;

/**
 * "The lent ones included", "including what the neighbours borrowed": things out on loan are
 * counted in the set asked about, not the set itself.
 */
const LOANS_INCLUDED =
  /\b(?:including|included|counting|as well as|even)\b(?: \w+){0,5} (?:lent|loaned|borrowed|on loan)\b|\b(?:lent|loaned|borrowed) (?:\w+ )?(?:included|too|as well)\b/;

/**
 * "My friend wants to borrow the ring light, how much is it worth": someone's wish to borrow is
 * why the owner asks about the thing, not a question about loans.
 */
const WANTS_TO_BORROW =
  /\b(?:wants?|wanna|wanted|asked|asking|asks|would like|'d like|hoping|keen)\b(?: \w+){0,3} (?:to )?borrow\b/;
const ASKS_OF_THE_THING =
  /\b(?:worth|value|shape|condition|where is|where's|how old|what brand|state)\b/;

/**
 * A list of loans, not one item's lender or date: "what did I borrow and from whom", "list loans
 * and due dates".
 */
export const listsLoans = (text: string): boolean =>
  (/\b(what|which)\b/.test(text) &&
    /\b(what|which)\b(?: \w+){0,4} (borrow|borrowed|lent|lend|loaned)\b/.test(text)) ||
  /\b(?:list|show|all|every|open|current)\b(?: (?:my|our|the|of))* loans\b/.test(text);

/**
 * Loans asked about: what the owner borrowed ("what do I owe", "borrowed from"), lent out ("lent",
 * "of mine", "not back yet") or is overdue. Sets the query's operation and loan side.
 */
export function detectLoans(text: string, query: ParsedQuery): boolean {
  if (LOANS_INCLUDED.test(text)) return false;
  if (WANTS_TO_BORROW.test(text) && ASKS_OF_THE_THING.test(text)) return false;
  if (
    /\b(owe|owes|borrowed from(?! (?:me|us)\b)|from whom)\b/.test(text) ||
    // "What am I holding onto that belongs to other people": things that are not the owner's.
    /\bbelong(?:s|ing)? to (?:other people|others|someone else|somebody else|other folks|friends|neighbou?rs|other households)\b|\bof (?:someone|somebody|anyone|anybody) else\b|\bother people(?:s)? (?:stuff|things|items|gear)\b|\b(?:is|are|isn't|aren't) not (?:mine|ours)\b|\bnot (?:mine|ours)\b/.test(
      text,
    ) ||
    // "What do I have from Sam" is borrowed; "what do I have from IKEA" is the brand's things.
    (/\b(?:i|we) have from\b/.test(text) && query.filters.brands.length === 0) ||
    OWNER_GIVES_BACK.test(text)
  ) {
    query.operation = 'loans';
    query.loans = 'borrowed';
    return true;
  }
  // "Which lent things are not overdue yet": the loans still to come, not the late ones.
  const notLate = NOT_LATE.test(text);
  if (
    !notLate &&
    /\b(overdue|past due|late(?! (?:wife|husband|mother|father|mum|mam|dad|brother|sister|son|daughter|friend|partner|aunt|uncle|granny|grandmother|grandfather)\b)|not (been )?returned|not back|haven't come back)\b|\bnot (?:given|brought|handed|sent|returned) (?:\w+ ){0,3}back\b|\bback (?:on time|late)\b|\b(?:people|they|he|she|someone|somebody|anyone|friends?|neighbou?rs?) (?:should|must|need to|have to|ought to)(?: have)? (?:give|given|bring|brought|return|returned)\b(?: \w+){0,3} back\b.*\b(?:already|still|yet|late)\b|\bstill not (?:back|returned|given back|brought back)\b|\blate (?:returning|bringing|giving|handing)\b|\btime (?:has |had )?(?:run|ran) out\b|\bshould (?:have|'ve) (?:gone|been|come|got) back\b|\bshould (?:have|'ve) been (?:returned|given back|handed back)\b|\bpast (?:its|their|the) (?:return |due )?date\b/.test(
      text,
    )
  ) {
    query.operation = 'loans';
    query.loans = 'overdue';
    return true;
  }
  // "Something of mine he has" is lent; "a friend of mine was asking" only says who someone is,
  // and "what school stuff of mine is listed" what the owner has.
  if (
    OTHERS_HOLD_OURS.test(text) ||
    (!LISTED_AS_OURS.test(text) &&
      /(?<!\b(?:friends?|colleagues?|neighbou?rs?|cousins?|relatives?|relations?|pals?|mates?|buddy|buddies|acquaintances?|uncles?|aunts?|aunties?) )\b(of|from) (mine|ours)\b|\b(neighbou?rs?|friends?) (got|have|has)\b/.test(
        text,
      ))
  ) {
    query.operation = 'loans';
    query.loans = 'lent';
    return true;
  }
  if (
    /\bborrow(?:ed|ing|s)? (?:from|off|of) (?:me|us)\b|\b(lent|lend|lending|loaned|loan|loans|on loan|lent out|loaned out)\b|\b(come|came|been|got|brought|given) (it )?back\b(?! (?:from|home)\b)/.test(
      text,
    )
  ) {
    query.operation = 'loans';
    query.loans = 'lent';
    return true;
  }
  if (/\b(borrow|borrowed|borrowing)\b/.test(text)) {
    query.operation = 'loans';
    query.loans = 'borrowed';
    return true;
  }
  return false;
}

/**
 * "Of the things I've lent out, which one is due back last", "which aren't due back yet", "which
 * should he be bringing back first": the open loans weighed by their return dates.
 */
export function loanDueAsked(text: string): LoanDue | undefined {
  if (!/\bwhich\b/.test(text)) return;
  if (NOT_LATE.test(text)) return 'pending';
  if (!/\b(?:due|back|return|returned|returning)\b/.test(text)) return;
  if (
    /\bnot (?:\w+ )?(?:due|back)(?: back)? yet\b|\bnot yet (?:due|back)\b|\bstill (?:has|have) time\b/.test(
      text,
    )
  )
    return 'pending';
  // "Not counting anything already late, which is due back soonest": the loans still to come.
  if (
    /\b(?:not counting|not including|excluding|except|apart from|other than|leaving out|leaving aside|setting aside|ignoring)\b(?: \w+){0,4} (?:late|overdue)\b/.test(
      text,
    )
  )
    return 'pending';
  if (/\b(?:first|soonest|next|earliest|sooner|earlier)\b/.test(text)) return 'first';
  if (/\b(?:last|latest|furthest|longest|later)\b/.test(text)) return 'last';
  return undefined;
}

/** Open loans asked by their return dates: the side asked about, and the order. */
export function detectLoansByDue(text: string, query: ParsedQuery): boolean {
  const due = loanDueAsked(text);
  if (!due) return false;
  query.operation = 'loans';
  // "Which do I need to take back first": what the owner gives back is what they borrowed.
  query.loans =
    /\bborrow(?:ed|ing)?\b(?! (?:from|off|of) (?:me|us)\b)/.test(text) ||
    /\b(?:i|we) (?:\w+ ){0,3}(?:give|take|bring|return|hand)\b(?: \w+){0,3} back\b/.test(text)
      ? 'borrowed'
      : 'lent';
  query.loanDue = due;
  return true;
}

/** "Our things", "my stuff", "anything of ours": the owner's things as a whole, no one item. */
const THINGS_AS_A_WHOLE =
  /\b(?:my|our|the) (?:things|stuff|items|gear|belongings|possessions|bits)\b|\b(?:anything|something|things|stuff|items) of (?:mine|ours)\b/;

/** "Who has our things on loan at the moment": whoever holds any of them is every open loan. */
export function heldByOthers(raw: string, query: ParsedQuery): void {
  if (query.operation !== 'field' || query.field !== 'holder') return;
  if (query.phrase.length > 0 || query.reference || hasFilters(query.filters)) return;
  // "Who have we lent things to": whoever holds what was lent, however it is called.
  if (!THINGS_AS_A_WHOLE.test(raw) && !/\b(?:lent|lend|loaned)\b/.test(raw)) return;
  query.operation = 'loans';
  query.loans = 'lent';
  query.field = undefined;
}
