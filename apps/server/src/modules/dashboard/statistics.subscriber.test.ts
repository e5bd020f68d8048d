import { describe, expect, it } from 'vitest';
import { DomainEventBus, type ShareChange } from '../../lib/domain-events.js';
import { requestChangeFixture, shareChangeFixture } from '../../testing/change-fixtures.js';
import { subscribeStatistics } from './statistics.subscriber.js';

function subscribed() {
  const bus = new DomainEventBus();
  const invalidated: string[] = [];
  subscribeStatistics(bus, { invalidate: (userId) => void invalidated.push(userId) });
  return { bus, invalidated };
}

const share: ShareChange = shareChangeFixture({
  change: 'claimed',
  ownerId: 'owner-1',
  recipientId: 'friend-1',
  recipientName: 'Fred',
  expectedReturnDate: null,
});

describe("the dashboard's statistics", () => {
  it("drop the owner's figures when their items or their visibility change", async () => {
    const { bus, invalidated } = subscribed();
    await bus.emit('itemsChanged', { ownerId: 'owner-1', itemIds: ['item-1'] });
    await bus.emit('visibilityChanged', { ownerId: 'owner-2', itemIds: ['item-2'] });
    expect(invalidated).toEqual(['owner-1', 'owner-2']);
  });

  it('drop the figures of both people of a share or a request', async () => {
    const { bus, invalidated } = subscribed();
    await bus.emit('sharesChanged', share);
    await bus.emit('sharesChanged', { ...share, recipientId: null });
    await bus.emit(
      'requestsChanged',
      requestChangeFixture({
        change: 'approved',
        ownerId: 'owner-1',
        requesterId: 'friend-2',
        requesterName: 'Fay',
        shareId: 'share-2',
      }),
    );
    expect(invalidated).toEqual(['owner-1', 'friend-1', 'owner-1', 'owner-1', 'friend-2']);
  });

  it("drop the figures of every lender of the household a request's item belongs to", async () => {
    const { bus, invalidated } = subscribed();
    await bus.emit(
      'requestsChanged',
      requestChangeFixture({
        change: 'created',
        ownerId: 'owner-1',
        requesterId: 'friend-2',
        lenderIds: ['owner-1', 'member-1'],
      }),
    );
    expect(invalidated.sort()).toEqual(['friend-2', 'member-1', 'owner-1']);
  });

  it('drop the figures in this process when the change was made in another one', async () => {
    const { bus, invalidated } = subscribed();
    await bus.receive('itemsChanged', { ownerId: 'owner-3', itemIds: [] });
    expect(invalidated).toEqual(['owner-3']);
  });
});
