import { answerAdvice } from './answering/answer-advice.js';
import { answerDescribe, answerField, answerItemValue } from './answering/answer-items.js';
import { answerLoans, answerPersonLoans } from './answering/answer-loans.js';
import {
  answerAggregate,
  answerCategories,
  answerCompare,
  answerRank,
} from './answering/answer-sets.js';
import { clarify, greeting, help, imageNotRead, outOfScope } from './answering/answer-talk.js';
import { askWhichItem, asksAboutEverything, namesOneItem } from './answering/left-out.js';
import { askWhoseRoom, myRoomUnplaced } from './answering/whose-room.js';
import { askWhoseThings } from './answering/whose-things.js';
import { withRoomTaken } from './answering/room-taken.js';
import { askWhatIsMeant, hedged } from './answering/confidence.js';
import { pointsBack } from './understanding/references.js';
import { doubtsOf } from './understanding/doubts.js';
import { evidenceDoubts } from './answering/loose-sets.js';
import type { Reply, Turn } from './answering/turn.js';
import type { AssistantAnswer, AssistantContext, AssistantProvider } from './assistant-provider.js';
import type { InventoryFacts } from './inventory-facts.js';
import { resolveFollowUp } from './understanding/follow-up.js';
import { parseQuestion, type Vocabulary } from './understanding/question-parser.js';
import { hasFilters, type ParsedQuery } from './understanding/query.js';
import { sharedThesaurus } from './items-by-meaning.js';
import type { Thesaurus, WordNetThesaurus } from './understanding/thesaurus.js';
import { singular } from '../../domain/words/singular.js';
import { namesCollectiveKind } from './understanding/kinds.js';
import { foldAccents } from './understanding/other-languages.js';

const MAX_CACHED_USERS = 100;

/** Words that name a set of things though singular: "foodstuff", "silverware", "gear". */
const MASS_SET = /(?:stuffs?|ware|gear|equipment|supplies|provisions|groceries|stock|kit)$/;

/** Each user's categories, rooms, brands and words, kept while their items do not change. */
class VocabularyCache {
  private readonly entries = new Map<string, { version: string; vocabulary: Vocabulary }>();

  async get(userId: string, facts: InventoryFacts): Promise<Vocabulary> {
    const [household, people, borrowed] = await Promise.all([
      facts.members(),
      facts.loanPeople(),
      facts.borrowedWords(),
    ]);
    const members = household.map((member) => ({ ...member, isAsker: member.id === userId }));
    const lists = await this.lists(facts.scopeKey, facts);
    // Loans change without the owner's items changing: what is borrowed is read each time.
    // "Kärcher" asked as "karcher": a borrowed name's plain spelling is a word of it too.
    const words = borrowed.length
      ? [...lists.words, ...new Set(borrowed.flatMap((word) => [word, foldAccents(word)]))]
      : lists.words;
    return { ...lists, words, members, people };
  }

  private async lists(key: string, facts: InventoryFacts): Promise<Vocabulary> {
    const version = await facts.version();
    const known = this.entries.get(key);
    if (known?.version === version) return known.vocabulary;
    const [lists, words] = await Promise.all([facts.vocabulary(), facts.words()]);
    const vocabulary = { ...lists, words };
    if (this.entries.size >= MAX_CACHED_USERS)
      this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { version, vocabulary });
    return vocabulary;
  }
}

async function dispatch(turn: Turn): Promise<Reply> {
  const { query } = turn;
  // A name the owner capitalised that is no item is, first, someone a loan is with.
  if (query.people?.length && !['out_of_scope', 'compare', 'advice'].includes(query.operation)) {
    const withPeople = await answerPersonLoans(turn, query.people);
    if (withPeople) return withPeople;
  }
  // "What has alex kim borrowed off us": a name typed in lower case is still a person.
  if (query.operation === 'loans' && !query.people?.length) {
    const said = [...Object.keys(query.corrections), ...query.phrase];
    const withPeople = said.length ? await answerPersonLoans(turn, said) : undefined;
    if (withPeople) return withPeople;
  }
  // "My room" is asked about before its word is taken for an item's ("room" → a safe box).
  if (myRoomUnplaced(turn)) {
    const whose = await askWhoseRoom(turn);
    if (whose) return whose;
  }
  if (!['out_of_scope', 'greeting', 'help', 'image', 'loans'].includes(query.operation)) {
    const whoseThings = await askWhoseThings(turn);
    if (whoseThings) return whoseThings;
  }
  if (asksAboutEverything(turn) && query.unknown.length) {
    if (await namesOneItem(turn, query.unknown))
      return dispatch({ ...turn, query: { ...query, phrase: query.unknown, unknown: [] } });
    return askWhichItem(turn, query.unknown);
  }
  switch (query.operation) {
    case 'out_of_scope':
      return outOfScope();
    case 'greeting':
      return greeting();
    case 'help':
      return help();
    case 'image':
      return imageNotRead();
    case 'advice':
      return answerAdvice(turn);
    case 'loans':
      return answerLoans(turn);
    case 'compare':
      return answerCompare(turn);
    case 'categories':
      return answerCategories(turn);
    case 'field':
      return answerField(turn, query.field!);
    case 'rank':
      return answerRank(turn);
    case 'describe':
      return answerDescribe(turn);
    case 'total':
    case 'count':
    case 'average':
    case 'list': {
      // "How much is my laptop worth?" is about the item, not a set; "our video game consoles"
      // names a set, however many items it holds.
      // "The foodstuff", "camping gear": a mass noun of a set names one too.
      const namesKind =
        query.phrase.some(
          (word) => singular(word) !== word || namesCollectiveKind(word) || MASS_SET.test(word),
        ) && !turn.referred;
      if (
        (query.operation === 'total' || query.operation === 'count') &&
        !namesKind &&
        (turn.referred?.length || (query.phrase.length > 0 && !hasFilters(query.filters)))
      ) {
        const valued = await answerItemValue(turn);
        if (valued && query.operation === 'total') return valued;
        if (valued && turn.referred?.length) return answerField(turn, 'quantity');
      }
      return answerAggregate(turn);
    }
    default:
      if (query.phrase.length > 0) return answerDescribe(turn);
      if (hasFilters(query.filters))
        return answerAggregate({ ...turn, query: { ...query, operation: 'list' } });
      return clarify(query.phrase);
  }
}

/**
 * The offline assistant. A question is parsed into a typed query (understanding/), resolved
 * against the previous turn, and answered by one small handler per operation (answering/)
 * whose every figure comes from the database.
 */
export class LocalAssistant implements AssistantProvider {
  readonly kind = 'local' as const;
  private readonly vocabularies = new VocabularyCache();
  private thesaurus: WordNetThesaurus | undefined;

  constructor(private readonly useThesaurus = true) {}

  private words(): Thesaurus | undefined {
    if (!this.useThesaurus) return undefined;
    this.thesaurus ??= sharedThesaurus();
    return this.thesaurus;
  }

  /** Parses a question with the user's vocabulary (exported for tests and the OpenAI path). */
  async understand(context: AssistantContext): Promise<ParsedQuery> {
    const vocabulary = await this.vocabularies.get(context.userId, context.facts);
    return parseQuestion(context.question, vocabulary, {
      today: context.today,
      knowledge: this.words(),
    });
  }

  async answer(context: AssistantContext): Promise<AssistantAnswer> {
    const parsed = await this.understand(context);
    const resolved = resolveFollowUp(parsed, context.previous);
    const { referredIds } = resolved;
    // Only filters ("electronics over $500") ask for the list of what they select.
    const query: ParsedQuery =
      resolved.query.operation === 'unknown' &&
      resolved.query.phrase.length === 0 &&
      hasFilters(resolved.query.filters)
        ? { ...resolved.query, operation: 'list' }
        : resolved.query;
    const referred = referredIds?.length ? await context.facts.byIds(referredIds) : undefined;
    const turn = { context, query, thesaurus: this.words(), referred };
    // "How much is it?", "what about the other one" with nothing before point at nothing: ask,
    // never total everything.
    // Nor do "of them", "it" after an answer that asked back instead of naming anything.
    // "Which one is the cheapest" after "whose room do you mean?": of a set not named yet.
    // "Ok what about over $500" after it: a bound alone, on a set still not named.
    const { categories, locations, brands, conditions } = parsed.filters;
    const boundOnUnnamed =
      parsed.continuation === true &&
      context.previous?.unresolved === true &&
      parsed.phrase.length === 0 &&
      (parsed.filters.valueMin !== undefined || parsed.filters.valueMax !== undefined) &&
      categories.length + locations.length + brands.length + conditions.length === 0;
    const pointsAtNothing =
      (pointsBack(context.question, query, parsed) ||
        (parsed.ofPrevious === true && context.previous?.unresolved === true)) &&
      !referred?.length &&
      (!context.previous || context.previous.unresolved === true);
    const reply =
      (pointsAtNothing && asksAboutEverything(turn)) || (boundOnUnnamed && !referred?.length)
        ? askWhatIsMeant(context.previous?.unresolved === true)
        : await this.hedgedAnswer(turn);
    const focus = reply.focus ?? reply.items.slice(0, 1);
    return {
      response: reply.response,
      items: reply.items,
      suggestions: this.suggestions(reply.intent),
      intent: reply.intent,
      strategy: reply.strategy,
      totalMatches: reply.totalMatches,
      categories: [...new Set(reply.items.map((item) => item.category))],
      turn: {
        query,
        itemIds: reply.items.map((item) => item.id),
        focusIds: focus.map((item) => item.id),
        earlierFocusIds: context.previous?.focusIds,
        earlierQuery: context.previous?.query,
        ...(reply.unresolved ? { unresolved: true } : {}),
      },
    };
  }

  /** The answer, asking back about its reading when the question or the set found is doubtful. */
  private async hedgedAnswer(turn: Turn): Promise<Reply> {
    const reply = await withRoomTaken(turn, await dispatch(turn));
    const { question } = turn.context;
    const doubts = doubtsOf(question, turn.query, (word) => this.words()?.isWord(word) ?? true);
    return hedged(reply, [...doubts, ...(await evidenceDoubts(turn, reply))]);
  }

  /** Follow-ups that fit what was just asked. */
  suggestions(intent: string): string[] {
    const pool: Record<string, string[]> = {
      most_valuable: ['And the second one?', 'Where is it?', 'What should I insure?'],
      field_location: [
        'How much is it worth?',
        'What condition is it in?',
        'What else is in that room?',
      ],
      total: [
        'What is my most valuable item?',
        'How many items do I have?',
        'What should I insure?',
      ],
      lent: ['Is anything overdue?', 'What am I borrowing?', 'What is my inventory worth?'],
    };
    return (
      pool[intent] ??
      pool[intent.startsWith('field') ? 'field_location' : 'total'] ?? [
        'What is my most valuable item?',
        'What have I lent out?',
        'What did I add recently?',
      ]
    );
  }
}
