import { describe, expect, it } from 'vitest';
import { DomainEventBus } from '../../lib/domain-events.js';
import { shareChangeFixture } from '../../testing/change-fixtures.js';
import { subscribeDiscoveryFacets } from './discovery-facets.subscriber.js';

describe("discovery's facets", () => {
  it('are recomputed after any change to items, their visibility, shares or requests', async () => {
    const bus = new DomainEventBus();
    let invalidations = 0;
    subscribeDiscoveryFacets(bus, { invalidate: () => void invalidations++ });
    await bus.emit('itemsChanged', { ownerId: 'owner-1', itemIds: ['item-1'] });
    await bus.emit('visibilityChanged', { ownerId: 'owner-1', itemIds: ['item-1'] });
    await bus.emit(
      'sharesChanged',
      shareChangeFixture({ change: 'completed', sharingType: 'DONATE', ownerId: 'owner-1' }),
    );
    expect(invalidations).toBe(3);
    // A change in another server process reaches this one's facets too.
    await bus.receive('visibilityChanged', { ownerId: 'owner-2', itemIds: ['item-2'] });
    expect(invalidations).toBe(4);
  });
});
