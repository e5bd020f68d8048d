import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/database.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import type { NotificationInput } from '../notifications/index.js';

/** An open loan an account deleting itself takes part in, with who is on the other side. */
interface OpenLoan {
  share_id: string;
  item_id: string | null;
  item_name: string;
  household_id: string | null;
  household_name: string | null;
  owner_id: string;
  recipient_id: string | null;
  /** A member of the item's household who stays, to keep the share with the household. */
  heir_id: string | null;
}

/** What the other side is told when the loan ends because an account went. */
export function loanClosedByDeletionText(
  who: string,
  itemName: string,
  side: 'lender' | 'borrower',
  householdName: string | null,
) {
  if (side === 'lender') {
    return {
      title: `${who} deleted their account`,
      body: `The loan of ${itemName} is closed; it is available again.`,
    };
  }
  return {
    title: `${who} deleted their account`,
    body: householdName
      ? `The loan of ${itemName} is closed; it stays with ${householdName}. Please hand it back to them.`
      : `The loan of ${itemName} is closed.`,
  };
}

export interface AccountLoansDeps {
  db: Db;
  notifications: { create(input: NotificationInput): Promise<unknown> };
  clock: { now(): Date };
  events?: DomainEventBus;
}

/**
 * Ends the open loans of an account that is being deleted, so nobody is left with a loan whose
 * other side is gone: items it borrowed are available again and their lenders are told; items
 * it lent from a household stay with the household (the share moves to a member who stays) and
 * their borrowers are told.
 */
export class AccountLoans {
  constructor(private readonly deps: AccountLoansDeps) {}

  async closeLoansOf(user: { id: string; fullName: string | null }): Promise<void> {
    const who = user.fullName?.trim() || 'A borrower';
    const now = this.deps.clock.now().toISOString();
    const loans = await rowsOf<OpenLoan>(
      this.deps.db,
      sql`
      SELECT s.id AS share_id, s.item_id, s.item_name, s.household_id, h.name AS household_name,
        s.owner_id, s.recipient_id,
        (SELECT m.user_id FROM household_members m
          WHERE m.household_id = s.household_id AND m.user_id <> ${user.id}
          ORDER BY (m.role = 'owner') DESC, m.joined_at, m.user_id LIMIT 1) AS heir_id
      FROM shares s LEFT JOIN households h ON h.id = s.household_id
      WHERE s.status = 'CLAIMED' AND s.sharing_type = 'BORROW'
        AND (s.recipient_id = ${user.id} OR s.owner_id = ${user.id})`,
    );
    for (const loan of loans) {
      const lent = loan.owner_id === user.id;
      const keeper = lent ? loan.heir_id : loan.owner_id;
      await this.deps.db.execute(sql`
        UPDATE shares SET status = 'COMPLETED', returned_at = ${now}::timestamptz,
          completed_at = ${now}::timestamptz, updated_at = ${now}::timestamptz,
          owner_id = ${keeper ?? loan.owner_id}::uuid,
          response_message = ${`Closed: ${who} deleted their account.`}
        WHERE id = ${loan.share_id} AND status = 'CLAIMED'`);
      const told = lent ? loan.recipient_id : loan.owner_id;
      if (told && told !== user.id) {
        const text = loanClosedByDeletionText(
          lent ? user.fullName?.trim() || 'A lender' : who,
          loan.item_name,
          lent ? 'borrower' : 'lender',
          loan.heir_id ? loan.household_name : null,
        );
        await this.deps.notifications.create({
          userId: told,
          kind: 'loan_closed',
          ...text,
          // A share nobody stays to keep goes with the account; the notice stays.
          shareId: keeper ? loan.share_id : null,
          itemId: lent ? null : loan.item_id,
        });
      }
      if (keeper) {
        await this.deps.events?.emit('itemsChanged', {
          ownerId: keeper,
          ...(loan.household_id ? { householdId: loan.household_id } : {}),
          itemIds: loan.item_id ? [loan.item_id] : [],
        });
      }
    }
  }
}
