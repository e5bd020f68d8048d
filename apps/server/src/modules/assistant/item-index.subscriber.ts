import type { DomainEventBus } from '../../lib/domain-events.js';
import type { ItemIndex } from './item-index.js';

/**
 * Changed items need new embeddings: the owner's items are put on the durable backlog once (in
 * the process where the change happened), and whichever process drains it embeds them.
 */
export function subscribeItemIndex(
  events: DomainEventBus,
  itemIndex: Pick<ItemIndex, 'markDirty'>,
): void {
  events.on('itemsChanged', ({ ownerId }) => itemIndex.markDirty(ownerId));
}
