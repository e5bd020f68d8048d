import { describe, expect, it } from 'vitest';
import { DomainEventBus } from '../../lib/domain-events.js';
import { subscribeDiscoveryFacets } from './discovery-facets.subscriber.js';

describe("discovery's facets", () => {
  it('are recomputed after any change to items, their visibility, shares or requests', async () => {
    const bus = new DomainEventBus();
    let invalidations = 0;
    subscribeDiscoveryFacets(bus, { invalidate: () => void invalidations++ });
    await bus.emit('itemsChanged', { ownerId: 'owner-1', itemIds: ['item-1'] });
    await bus.emit('visibilityChanged', { ownerId: 'owner-1', itemIds: ['item-1'] });
    await bus.emit('sharesChanged', {
      change: 'completed',
      shareId: 'share-1',
      itemId: 'item-1',
      itemName: 'Lamp',
      sharingType: 'DONATE',
      ownerId: 'owner-1',
      ownerName: 'Olga',
      recipientId: 'friend-1',
      recipientName: 'Fred',
      expectedReturnDate: null,
    });
    expect(invalidations).toBe(3);
    // A change in another server process reaches this one's facets too.
    await bus.receive('visibilityChanged', { ownerId: 'owner-2', itemIds: ['item-2'] });
    expect(invalidations).toBe(4);
  });
});
