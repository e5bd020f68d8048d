import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../adapters/clock.js';
import type { BorrowRequestRow, ShareRow } from '../../db/schema.js';
import { DomainEventBus, type RequestChange } from '../../lib/domain-events.js';
import { FakeBorrowRequests } from '../../testing/fake-borrow-requests.js';
import { FakeShares } from '../../testing/fake-shares.js';
import {
  adderAccess,
  personalAccess,
  fakeItem,
  householdInventory,
  memoryStorage,
  silentLog,
  type FakePerson,
} from '../../testing/unit-fakes.js';
import type { ItemWithSource } from '../inventory/index.js';
import { SharingService } from '../sharing/index.js';
import { BorrowRequestsService } from './borrow-requests.service.js';

const owner: FakePerson = { id: 'owner-1', name: 'Olga', email: 'olga@example.com' };
const asker: FakePerson = { id: 'asker-1', name: null, email: 'ari@example.com' };
const DAY = 86_400_000;

/**
 * Borrow requests over fakes: requests and shares live in one fake database, so a failed
 * transaction rolls both back, as PostgreSQL would.
 */
function setup() {
  const people = new Map([owner, asker].map((person) => [person.id, person]));
  const items: ItemWithSource[] = [
    fakeItem({ id: 'public-1', userId: owner.id, itemName: 'Ladder', isPublic: true }),
    fakeItem({ id: 'private-1', userId: owner.id, itemName: 'Diary' }),
    fakeItem({ id: 'kept-1', userId: owner.id, isPublic: true, isShareable: false }),
  ];
  const requestRows: BorrowRequestRow[] = [];
  const shares = new FakeShares(people, { requests: requestRows });
  const shareOf = (id: string) => {
    const share = shares.rows.find((row) => row.id === id);
    return share
      ? { status: share.status, token: share.shareToken, expiresAt: share.expiresAt }
      : null;
  };
  const requests = new FakeBorrowRequests(requestRows, people, shareOf);
  const clock = new ManualClock(new Date('2026-03-10T12:00:00Z'));
  const storage = memoryStorage();
  const events = new DomainEventBus();
  const changes: RequestChange[] = [];
  events.on('requestsChanged', async (change) => void changes.push(change));
  const common = { storage, clock, log: silentLog, publicUrl: 'https://circle.test' };
  const sharing = new SharingService({
    ...common,
    shares,
    access: adderAccess(items),
    files: { findOwned: async () => undefined, insert: async () => undefined },
    inventory: {
      ...householdInventory(items),
      transferTo: async () => undefined,
    },
  });
  const service = new BorrowRequestsService({
    ...common,
    requests,
    publicItems: {
      findWithOwner: async (id) => {
        const item = items.find((candidate) => candidate.id === id);
        return item
          ? {
              id: item.id,
              name: item.itemName,
              ownerId: item.userId,
              isPublic: item.isPublic,
              isShareable: item.isShareable,
              householdId: item.householdId,
              ownerEmail: people.get(item.userId)!.email,
            }
          : undefined;
      },
    },
    sharing,
    access: personalAccess(),
    events,
  });
  return { service, sharing, requestRows, shares, clock, changes };
}

describe('BorrowRequestsService', () => {
  it('refuses requests on private, own and non-shareable items and out-of-range dates', async () => {
    const { service } = setup();
    await expect(service.create(asker.id, 'private-1', {})).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(service.create(owner.id, 'public-1', {})).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(service.create(asker.id, 'kept-1', {})).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(
      service.create(asker.id, 'public-1', { expected_return_date: '2026-12-31' }),
    ).rejects.toMatchObject({ statusCode: 422 });
  });

  it('records a request for a week, tells the owner, and refuses a second one', async () => {
    const { service, changes } = setup();
    const created = await service.create(asker.id, 'public-1', { message: ' may I? ' });
    expect(created).toMatchObject({ owner_notified: true, expires_at: '2026-03-17T12:00:00.000Z' });
    expect(changes).toEqual([
      expect.objectContaining({
        change: 'created',
        requesterName: 'A Circle member',
        ownerName: 'Olga',
        ownerEmail: owner.email,
        message: 'may I?',
      }),
    ]);
    await expect(service.create(asker.id, 'public-1', {})).rejects.toMatchObject({
      statusCode: 409,
    });
  });

  it('expires an unanswered request after seven days, and refuses to answer it then', async () => {
    const { service, clock } = setup();
    const { request_id } = await service.create(asker.id, 'public-1', {});
    expect((await service.summary(owner.id)).pending).toBe(1);
    clock.advance(7 * DAY);
    const received = await service.received(owner.id, undefined, 20, 0);
    expect(received.requests.map((request) => request.status)).toEqual(['EXPIRED']);
    await expect(service.manage(owner.id, request_id, 'APPROVE')).rejects.toMatchObject({
      statusCode: 400,
      message: 'This request has expired.',
    });
  });

  it('approves with a share meant for the requester, who claims it: both move together', async () => {
    const { service, shares, requestRows, changes } = setup();
    const { request_id } = await service.create(asker.id, 'public-1', {});
    const answer = await service.manage(owner.id, request_id, 'APPROVE', 'sure');
    expect(answer).toMatchObject({ status: 'APPROVED', share_created: true });
    expect(shares.rows[0]).toMatchObject({ recipientId: asker.id, status: 'PENDING' });
    expect(requestRows[0]).toMatchObject({ status: 'APPROVED', shareId: shares.rows[0]!.id });
    expect(changes.at(-1)).toMatchObject({
      change: 'approved',
      requesterEmail: asker.email,
      shareToken: shares.rows[0]!.shareToken,
    });
    const sent = await service.sent(asker.id, undefined, 20, 0);
    expect(sent.requests[0]).toMatchObject({ claimable: true, share_url: answer.share_url });
    await service.claim(asker.id, request_id);
    expect(shares.rows[0]?.status).toBe('CLAIMED');
    expect(requestRows[0]?.status).toBe('CLAIMED');
  });

  it('leaves the request pending when its share cannot be written', async () => {
    const { service, sharing, requestRows } = setup();
    await sharing.create(owner.id, 'public-1', { sharing_type: 'BORROW' });
    const { request_id } = await service.create(asker.id, 'public-1', {});
    await expect(service.manage(owner.id, request_id, 'APPROVE')).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(requestRows[0]).toMatchObject({ status: 'PENDING', shareId: null });
  });

  it('keeps the request approved when its share can no longer be claimed', async () => {
    const { service, sharing, shares, requestRows } = setup();
    const { request_id } = await service.create(asker.id, 'public-1', {});
    await service.manage(owner.id, request_id, 'APPROVE');
    await sharing.manage(owner.id, shares.rows[0]!.id, 'CANCEL');
    await expect(service.claim(asker.id, request_id)).rejects.toMatchObject({ statusCode: 404 });
    expect(requestRows[0]?.status).toBe('APPROVED');
  });

  it('denies without a share, and lets the requester cancel only a pending request', async () => {
    const { service, shares, requestRows, changes } = setup();
    const first = await service.create(asker.id, 'public-1', {});
    await service.manage(owner.id, first.request_id, 'DENY', 'not now');
    expect(shares.rows).toEqual([] satisfies ShareRow[]);
    expect(requestRows[0]).toMatchObject({ status: 'DENIED', responseMessage: 'not now' });
    await expect(service.cancel(asker.id, first.request_id)).rejects.toMatchObject({
      statusCode: 400,
    });
    const second = await service.create(asker.id, 'public-1', {});
    await service.cancel(asker.id, second.request_id);
    expect(requestRows[1]?.status).toBe('CANCELLED');
    expect(changes.map((change) => change.change)).toEqual([
      'created',
      'denied',
      'created',
      'cancelled',
    ]);
    await expect(service.cancel(owner.id, second.request_id)).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
