import { and, asc, between, eq, isNotNull } from 'drizzle-orm';
import type { Db, RepositoryDeps } from '../../db/database.js';
import { inventoryItems } from '../../db/schema.js';

export interface EndingWarranty {
  itemId: string;
  userId: string;
  itemName: string;
  /** YYYY-MM-DD */
  warrantyUntil: string;
}

const columns = {
  itemId: inventoryItems.id,
  userId: inventoryItems.userId,
  itemName: inventoryItems.itemName,
  warrantyUntil: inventoryItems.warrantyUntil,
};

/** Items whose warranty ends within a span of days (YYYY-MM-DD, both ends included). */
export class ItemWarrantiesRepository {
  private readonly db: Db;

  constructor(deps: RepositoryDeps) {
    this.db = deps.db;
  }

  /** Every owner's, for the periodic notice. */
  async endingBetween(from: string, to: string): Promise<EndingWarranty[]> {
    const rows = await this.db
      .select(columns)
      .from(inventoryItems)
      .where(
        and(
          isNotNull(inventoryItems.warrantyUntil),
          between(inventoryItems.warrantyUntil, from, to),
        ),
      )
      .orderBy(asc(inventoryItems.warrantyUntil));
    return rows as EndingWarranty[];
  }

  /** One owner's, soonest first. */
  async endingFor(userId: string, from: string, to: string): Promise<EndingWarranty[]> {
    const rows = await this.db
      .select(columns)
      .from(inventoryItems)
      .where(
        and(eq(inventoryItems.userId, userId), between(inventoryItems.warrantyUntil, from, to)),
      )
      .orderBy(asc(inventoryItems.warrantyUntil), asc(inventoryItems.itemName))
      .limit(100);
    return rows as EndingWarranty[];
  }
}
