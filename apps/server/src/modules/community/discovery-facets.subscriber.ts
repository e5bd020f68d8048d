import type { DomainEventBus } from '../../lib/domain-events.js';
import type { PublicItems } from './public-items.js';

/**
 * Discovery's facets describe every public item: an edited, deleted, published, hidden, lent or
 * given-away item may change them, in every server process.
 */
export function subscribeDiscoveryFacets(
  events: DomainEventBus,
  publicItems: Pick<PublicItems, 'invalidate'>,
): void {
  const invalidate = () => publicItems.invalidate();
  events.onEveryProcess('itemsChanged', invalidate);
  events.onEveryProcess('visibilityChanged', invalidate);
  events.onEveryProcess('sharesChanged', invalidate);
  events.onEveryProcess('requestsChanged', invalidate);
}
