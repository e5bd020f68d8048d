import type { LoanItem } from '../inventory-facts.js';
import { plural } from './describe.js';
import type { Reply, Turn } from './turn.js';

const due = (loan: LoanItem) =>
  loan.expected_return_date
    ? `, due back ${loan.expected_return_date}${loan.overdue ? ' (overdue)' : ''}`
    : '';

/** What is lent out, borrowed or overdue, with the other person and the dates. */
export async function answerLoans(turn: Turn): Promise<Reply> {
  const { context, query } = turn;
  const kind = query.loans ?? 'lent';
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
                  ? `${loan.item_name} with ${loan.person}, due ${loan.expected_return_date}`
                  : `${loan.item_name} borrowed from ${loan.person}, due ${loan.expected_return_date}`,
              )
              .join('; ')}.`,
      items: late,
      intent: 'overdue',
      strategy: 'aggregate',
      totalMatches: late.length,
      focus: late,
    };
  }
  const loans = kind === 'borrowed' ? borrowed : lent;
  const none =
    kind === 'borrowed'
      ? 'Items you are borrowing: none right now.'
      : 'Items you have lent out: none right now.';
  const lines = loans.map((loan) =>
    kind === 'borrowed'
      ? `${loan.item_name} from ${loan.person}${due(loan)}`
      : `${loan.item_name} with ${loan.person}${due(loan)}`,
  );
  const lead =
    kind === 'borrowed'
      ? `You are borrowing ${plural(loans.length, 'item')}`
      : `You have lent out ${plural(loans.length, 'item')}`;
  return {
    response: loans.length === 0 ? none : `${lead}: ${lines.join('; ')}.`,
    items: loans,
    intent: kind,
    strategy: 'aggregate',
    totalMatches: loans.length,
    focus: loans,
  };
}
