import type { BorrowRequestRow } from '../db/schema.js';
import type { ListedRequest, BorrowRequestsDeps } from '../modules/community/index.js';
import type { Tx } from '../db/database.js';
import { fakeTransaction, type FakePerson } from './unit-fakes.js';

type RequestStore = BorrowRequestsDeps['requests'];

/**
 * The borrow_requests table in memory, with the same answers as BorrowRequestsRepository (unit
 * tests only). `rows` may be shared with other fakes so one fake transaction rolls all back.
 */
export class FakeBorrowRequests implements RequestStore {
  constructor(
    readonly rows: BorrowRequestRow[],
    private readonly people: Map<string, FakePerson>,
    private readonly shareOf: (id: string) => ListedRequest['share'] = () => null,
  ) {}

  private person(id: string) {
    const { name, email } = this.people.get(id)!;
    return { id, name, email };
  }

  private withPeople(request: BorrowRequestRow) {
    return {
      request: { ...request },
      owner: this.person(request.ownerId),
      requester: this.person(request.requesterId),
      shareToken: request.shareId ? (this.shareOf(request.shareId)?.token ?? null) : null,
    };
  }

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return fakeTransaction({ requests: this.rows }, work);
  }

  /** Nobody lends besides the item's adder in these tests (the service falls back to them). */
  async lendersOf(_householdId: string) {
    return [];
  }

  async householdOf(id: string) {
    const row = this.rows.find((request) => request.id === id);
    return row
      ? { householdId: row.householdId, ownerId: row.ownerId, requesterId: row.requesterId }
      : undefined;
  }

  async findWithPeople(id: string) {
    const row = this.rows.find((request) => request.id === id);
    return row ? this.withPeople(row) : undefined;
  }

  async expireOverdueOf(userId: string, now: Date) {
    for (const row of this.rows) {
      if (
        (row.ownerId === userId || row.requesterId === userId) &&
        row.status === 'PENDING' &&
        row.expiresAt.getTime() <= now.getTime()
      ) {
        Object.assign(row, { status: 'EXPIRED', updatedAt: now });
      }
    }
  }

  async insert(values: Parameters<RequestStore['insert']>[0]) {
    const pending = this.rows.some(
      (row) =>
        row.itemId === values.itemId &&
        row.requesterId === values.requesterId &&
        row.status === 'PENDING',
    );
    if (pending) return false;
    this.rows.push({
      itemId: null,
      message: null,
      responseMessage: null,
      expectedReturnDate: null,
      shareId: null,
      respondedAt: null,
      ...values,
    } as BorrowRequestRow);
    return true;
  }

  async listFor(
    role: 'ownerId' | 'requesterId',
    userId: string,
    statuses: BorrowRequestRow['status'][],
    limit: number,
    offset: number,
  ) {
    const matching = this.rows
      .filter((row) => row[role] === userId && statuses.includes(row.status))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return {
      rows: matching.slice(offset, offset + limit).map((row) => ({
        ...this.withPeople(row),
        share: row.shareId ? this.shareOf(row.shareId) : null,
        image: null,
        item: null,
      })),
      total: matching.length,
    };
  }

  async summary(ownerId: string, soon: Date) {
    const mine = this.rows.filter((row) => row.ownerId === ownerId);
    return {
      pending: mine.filter((row) => row.status === 'PENDING').length,
      total: mine.filter((row) => row.status !== 'CANCELLED' && row.status !== 'CLAIMED').length,
      expiringSoon: mine.filter(
        (row) => row.status === 'PENDING' && row.expiresAt.getTime() <= soon.getTime(),
      ).length,
    };
  }

  async findFor(role: 'ownerId' | 'requesterId', userId: string, id: string) {
    const row = this.rows.find((request) => request.id === id && request[role] === userId);
    return row ? { ...row } : undefined;
  }

  async answer(id: string, answer: Parameters<RequestStore['answer']>[1]) {
    const row = this.rows.find((request) => request.id === id && request.status === 'PENDING');
    if (row) {
      Object.assign(row, {
        status: answer.status,
        responseMessage: answer.responseMessage,
        respondedAt: answer.now,
        updatedAt: answer.now,
        shareId: answer.shareId,
      });
    }
    return Boolean(row);
  }

  async setStatus(
    id: string,
    status: 'CLAIMED' | 'CANCELLED',
    now: Date,
    options: { from?: BorrowRequestRow['status'] } = {},
  ) {
    const row = this.rows.find(
      (request) => request.id === id && (!options.from || request.status === options.from),
    );
    if (row) Object.assign(row, { status, updatedAt: now });
    return Boolean(row);
  }
}
