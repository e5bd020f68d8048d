import type { DomainEventBus } from '../../lib/domain-events.js';
import type { NotificationsService } from '../notifications/index.js';
import type { HouseholdsRepository } from './households.repository.js';

/** "Sam added 4 items": what one member adds reaches the household's other members. */
export function householdItemsAddedText(actor: string, count: number, household: string) {
  return {
    title: `${actor} added ${count} item${count === 1 ? '' : 's'}`,
    body: `to ${household}`,
  };
}

/**
 * Tells the other members of a household when someone added items to it: one notification per
 * member for everything one upload, import or form added at once (and it reaches them live).
 */
export function subscribeHouseholdActivity(
  events: DomainEventBus,
  households: Pick<HouseholdsRepository, 'members' | 'name' | 'personalHouseholdId'>,
  notifications: Pick<NotificationsService, 'create'>,
): void {
  events.on('itemsChanged', async ({ ownerId, householdId: named, added, itemIds }) => {
    if (!added) return;
    // Items added without naming a household went to the adder's personal one, which others
    // may share too.
    const householdId = named ?? (await households.personalHouseholdId(ownerId));
    if (!householdId) return;
    const members = await households.members(householdId);
    const others = members.filter((member) => member.userId !== ownerId);
    if (others.length === 0) return;
    const actor = members.find((member) => member.userId === ownerId);
    const text = householdItemsAddedText(
      actor?.fullName?.trim() || actor?.email || 'Someone',
      added,
      (await households.name(householdId)) ?? 'your household',
    );
    for (const member of others) {
      await notifications.create({
        userId: member.userId,
        kind: 'household_items_added',
        ...text,
        itemId: itemIds.length === 1 ? itemIds[0] : null,
      });
    }
  });
}
