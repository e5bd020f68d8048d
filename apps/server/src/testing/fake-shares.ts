import type { Tx } from '../db/database.js';
import type { ShareRow } from '../db/schema.js';
import { fakeTransaction, type FakePerson } from './unit-fakes.js';
import type { ShareStore } from '../modules/sharing/index.js';
import { ACTIVE_SHARE_STATUSES, type ShareWithPeople } from '../modules/sharing/index.js';

/** The shares table in memory, with the same answers as SharingRepository (unit tests only). */
export class FakeShares implements ShareStore {
  readonly state: { shares: ShareRow[] } & Record<string, unknown[]>;

  constructor(
    private readonly people: Map<string, FakePerson>,
    /** Other fake tables that roll back with a failed transaction. */
    tables: Record<string, unknown[]> = {},
  ) {
    this.state = { shares: [], ...tables };
  }

  get rows() {
    return this.state.shares;
  }

  private withPeople(share: ShareRow): ShareWithPeople {
    const owner = this.people.get(share.ownerId)!;
    const recipient = share.recipientId ? (this.people.get(share.recipientId) ?? null) : null;
    return {
      share: { ...share },
      owner: { area: null, ...owner },
      recipient,
      image: null,
      item: null,
      householdName: null,
    };
  }

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return fakeTransaction(this.state, work);
  }

  async insert(values: Parameters<ShareStore['insert']>[0]): Promise<boolean> {
    const active = this.rows.some(
      (row) =>
        row.itemId === values.itemId &&
        (ACTIVE_SHARE_STATUSES as readonly string[]).includes(row.status),
    );
    if (active) return false;
    this.rows.push({
      recipientId: null,
      recipientEmail: null,
      notes: null,
      claimMessage: null,
      responseMessage: null,
      expectedReturnDate: null,
      claimedAt: null,
      returnedAt: null,
      completedAt: null,
      lastReminderAt: null,
      ...values,
    } as ShareRow);
    return true;
  }

  async findById(id: string) {
    const row = this.rows.find((share) => share.id === id);
    return row ? this.withPeople(row) : undefined;
  }

  async findByToken(token: string) {
    const row = this.rows.find((share) => share.shareToken === token);
    return row ? this.withPeople(row) : undefined;
  }

  async listFor(userId: string) {
    return this.rows
      .filter((share) => share.ownerId === userId || share.recipientId === userId)
      .map((share) => this.withPeople(share));
  }

  async transition(id: string, from: ShareRow['status'][], values: Partial<ShareRow>) {
    const row = this.rows.find((share) => share.id === id && from.includes(share.status));
    if (row) Object.assign(row, values);
    return Boolean(row);
  }

  async claim(id: string, userId: string, message: string | null, now: Date) {
    const row = this.rows.find(
      (share) =>
        share.id === id &&
        share.status === 'PENDING' &&
        share.expiresAt.getTime() > now.getTime() &&
        (share.recipientId === null || share.recipientId === userId),
    );
    if (row) {
      Object.assign(row, {
        status: 'CLAIMED',
        recipientId: userId,
        claimMessage: message,
        claimedAt: now,
        updatedAt: now,
      });
    }
    return Boolean(row);
  }

  async ofItems(itemIds: string[]) {
    return this.rows
      .filter((share) => share.itemId && itemIds.includes(share.itemId))
      .map((share) => this.withPeople(share));
  }

  async contacts() {
    return [];
  }
}
