import { money } from '../assistant-provider.js';
import { dueBack, lateness } from './loan-dates.js';
import { placeName } from './place-name.js';
import type { LoanItem } from '../inventory-facts.js';
import type { LoanDue } from '../understanding/query.js';
import { plural, valueOf } from './describe.js';
import { resolve, type Reply, type Turn } from './turn.js';

/** Loans with a person one of the words names, by first or last name ("Alex" → Alex Kim). */
export function withPerson<T extends { person: string }>(loans: T[], names: string[]): T[] {
  const wanted = new Set(names.map((name) => name.toLowerCase()));
  return loans.filter((loan) =>
    loan.person
      .toLowerCase()
      .split(/[^a-z']+/)
      .some((part) => wanted.has(part)),
  );
}

const valueOfLoans = (loans: LoanItem[]) =>
  loans.reduce((sum, loan) => sum + (valueOf(loan) ?? 0), 0);

const worth = (loans: LoanItem[]) =>
  valueOfLoans(loans) > 0 ? `, worth ${money(valueOfLoans(loans))} together` : '';

/**
 * Open loans weighed by their return dates: the one due back first or last (with the rest after
 * it), or only those not yet due. Loans without a date come last.
 */
export function byDue<T extends Pick<LoanItem, 'expected_return_date' | 'overdue'>>(
  loans: T[],
  order: LoanDue | undefined,
): T[] {
  if (!order) return loans;
  if (order === 'pending') return loans.filter((loan) => !loan.overdue);
  const dated = [...loans].sort((a, b) =>
    (a.expected_return_date ?? '9999').localeCompare(b.expected_return_date ?? '9999'),
  );
  return order === 'first' ? dated : [...dated.filter((l) => l.expected_return_date)].reverse();
}

const DUE_LEADS: Record<LoanDue, string> = {
  first: 'Due back first',
  last: 'Due back last',
  pending: 'Not due back yet',
};

/** "Due back last: Ladder with Alex Kim, due back 2026-12-09. Before it: …". */
function dueAnswer(loans: LoanItem[], order: LoanDue, borrowed: boolean, today: string): Reply {
  const line = (loan: LoanItem) =>
    `${loan.item_name} ${borrowed ? 'from' : 'with'} ${loan.person}${dueBack(loan, today)}`;
  const [head, ...rest] = loans;
  const response = !head
    ? `${DUE_LEADS[order]}: nothing${order === 'pending' ? ': every open loan is past its date' : ''}.`
    : order === 'pending'
      ? `${DUE_LEADS[order]}: ${plural(loans.length, 'item')}: ${loans.map(line).join('; ')}.`
      : `${DUE_LEADS[order]}: ${line(head)}.${rest.length ? ` ${order === 'first' ? 'After it' : 'Before it'}: ${rest.map(line).join('; ')}.` : ''}`;
  const shown = order === 'pending' ? loans : loans.slice(0, 1);
  return {
    response,
    items: shown,
    intent: borrowed ? 'borrowed' : 'lent',
    strategy: 'aggregate',
    totalMatches: shown.length,
    focus: shown,
  };
}

/** What is out on loan is worth stating: "what is the stuff I lent out worth". */
const together = (loans: LoanItem[]) =>
  valueOfLoans(loans) > 0
    ? ` ${loans.length === 1 ? 'It is' : 'Together they are'} worth ${money(valueOfLoans(loans))}.`
    : '';

/**
 * "What does Alex have of mine", "what do I owe Sam": every open loan with the people named,
 * whichever way it goes. Undefined when the names match no one a loan is with.
 */
export async function answerPersonLoans(turn: Turn, names: string[]): Promise<Reply | undefined> {
  const { context } = turn;
  const lent = withPerson(await context.facts.loans('lent', context.today), names);
  const borrowed = withPerson(await context.facts.loans('borrowed', context.today), names);
  if (lent.length + borrowed.length === 0) return undefined;
  const order = turn.query.loanDue;
  if (order) {
    const side = turn.query.loans === 'borrowed' || lent.length === 0;
    return dueAnswer(byDue(side ? borrowed : lent, order), order, side, context.today);
  }
  const parts = [
    ...(lent.length
      ? [
          `you have lent ${plural(lent.length, 'item')} to ${lent[0]!.person}${worth(lent)}: ${lent.map((loan) => `${loan.item_name}${dueBack(loan, context.today)}`).join('; ')}`,
        ]
      : []),
    ...(borrowed.length
      ? [
          `you are borrowing ${plural(borrowed.length, 'item')} from ${borrowed[0]!.person}: ${borrowed.map((loan) => `${loan.item_name}${dueBack(loan, context.today)}`).join('; ')}`,
        ]
      : []),
  ];
  const text = parts.join('. And ');
  const all = [...lent, ...borrowed];
  return {
    response: `${text.charAt(0).toUpperCase()}${text.slice(1)}.`,
    items: all,
    intent: lent.length ? 'lent' : 'borrowed',
    strategy: 'aggregate',
    totalMatches: all.length,
    focus: all,
  };
}

/**
 * "Is the lawnmower lent out", "has the drill come back": where the named items are, lent or not.
 * Undefined when the words name no item (they were talk around a question about all loans).
 */
async function answerItemLoans(turn: Turn): Promise<Reply | undefined> {
  const { context, query } = turn;
  // "Is my Brompton lent to anyone": a brand said as the thing's name.
  const resolution = query.phrase.length
    ? await resolve(turn, query.phrase)
    : { items: await context.facts.items(query.filters, 'value_desc', 6), ambiguous: false };
  if (resolution.items.length === 0 || resolution.ambiguous || resolution.items.length > 5) {
    return undefined;
  }
  const loans = await context.facts.loansOf(
    resolution.items.map((item) => item.id),
    context.today,
  );
  const lines = resolution.items.map((item) => {
    const loan = loans.get(item.id);
    if (!loan) {
      return `${item.item_name} is not lent out${item.location ? `: it is in ${placeName(item.location)}` : ''}.`;
    }
    return loan.kind === 'lent'
      ? `${item.item_name} is lent out to ${loan.person}${dueBack(loan, context.today)}.`
      : `You are borrowing ${item.item_name} from ${loan.person}${dueBack(loan, context.today)}.`;
  });
  return {
    response: lines.join(' '),
    items: resolution.items,
    intent: loans.size > 0 ? 'lent' : 'field_loan',
    strategy: 'retrieval',
    totalMatches: resolution.items.length,
    focus: resolution.items,
  };
}

/** What is lent out, borrowed or overdue, with the other person and the dates. */
export async function answerLoans(turn: Turn): Promise<Reply> {
  const { context, query } = turn;
  const kind = query.loans ?? 'lent';
  const brandOnly =
    query.filters.brands.length > 0 &&
    !query.filters.categories.length &&
    !query.filters.locations.length;
  if ((query.phrase.length > 0 || brandOnly) && kind !== 'overdue' && !turn.referred?.length) {
    const aboutItems = await answerItemLoans(turn);
    if (aboutItems) return aboutItems;
  }
  const lent = kind === 'borrowed' ? [] : await context.facts.loans('lent', context.today);
  const borrowed = kind === 'lent' ? [] : await context.facts.loans('borrowed', context.today);
  if (kind === 'overdue') {
    const late = [...lent, ...borrowed].filter((loan) => loan.overdue);
    const lentIds = new Set(lent.map((loan) => loan.id));
    return {
      response:
        late.length === 0
          ? `Overdue loans: none. Nothing you lent or borrowed is past its return date (${plural(lent.length + borrowed.length, 'loan')} open).`
          : `Overdue loans: ${plural(late.length, 'item')}: ${late
              .map((loan) =>
                lentIds.has(loan.id)
                  ? `${loan.item_name} with ${loan.person}, due ${loan.expected_return_date}${lateness(loan, context.today)}`
                  : `${loan.item_name} borrowed from ${loan.person}, due ${loan.expected_return_date}${lateness(loan, context.today)}`,
              )
              .join('; ')}.`,
      items: late,
      intent: 'overdue',
      strategy: 'aggregate',
      totalMatches: late.length,
      focus: late,
    };
  }
  // "Which of those two is due back later": the loans pointed at, when there are any.
  const pointed = new Set(turn.referred?.map((item) => item.id));
  const open = kind === 'borrowed' ? borrowed : lent;
  const loans =
    query.loanDue && open.some((loan) => pointed.has(loan.id))
      ? open.filter((loan) => pointed.has(loan.id))
      : open;
  if (query.loanDue)
    return dueAnswer(
      byDue(loans, query.loanDue),
      query.loanDue,
      kind === 'borrowed',
      context.today,
    );
  const none =
    kind === 'borrowed'
      ? 'Items you are borrowing: none right now.'
      : 'Items you have lent out: none right now.';
  const lines = loans.map((loan) =>
    kind === 'borrowed'
      ? `${loan.item_name} from ${loan.person}${dueBack(loan, context.today)}`
      : `${loan.item_name} with ${loan.person}${dueBack(loan, context.today)}`,
  );
  const lead =
    kind === 'borrowed'
      ? `You are borrowing ${plural(loans.length, 'item')}`
      : `You have lent out ${plural(loans.length, 'item')}`;
  return {
    response:
      loans.length === 0
        ? none
        : `${lead}: ${lines.join('; ')}.${kind === 'lent' ? together(loans) : ''}`,
    items: loans,
    intent: kind,
    strategy: 'aggregate',
    totalMatches: loans.length,
    focus: loans,
  };
}
