import { describe, expect, it } from 'vitest';
import { DomainEventBus } from '../../lib/domain-events.js';
import { subscribeItemIndex } from './item-index.subscriber.js';

function subscribed() {
  const bus = new DomainEventBus();
  const marked: string[] = [];
  subscribeItemIndex(bus, { markDirty: async (userId) => void marked.push(userId) });
  return { bus, marked };
}

describe("the assistant's item index", () => {
  it("puts the owner's items on the embedding backlog when they change", async () => {
    const { bus, marked } = subscribed();
    await bus.emit('itemsChanged', { ownerId: 'owner-1', itemIds: ['item-1', 'item-2'] });
    expect(marked).toEqual(['owner-1']);
  });

  it('ignores a change of visibility: the text to embed stays the same', async () => {
    const { bus, marked } = subscribed();
    await bus.emit('visibilityChanged', { ownerId: 'owner-1', itemIds: ['item-1'] });
    expect(marked).toEqual([]);
  });

  it('leaves a change made in another process to that process: the backlog is shared', async () => {
    const { bus, marked } = subscribed();
    await bus.receive('itemsChanged', { ownerId: 'owner-1', itemIds: ['item-1'] });
    expect(marked).toEqual([]);
  });
});
