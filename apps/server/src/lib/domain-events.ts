import type { FastifyBaseLogger } from 'fastify';

/** What happened to a share; the reminder kinds come from the scheduled loan check. */
export type ShareChangeKind =
  | 'created'
  | 'claimed'
  | 'returned'
  | 'completed'
  | 'declined'
  | 'cancelled'
  | 'expired'
  | 'reminded'
  | 'due_tomorrow'
  | 'overdue'
  | 'owner_overdue';

export interface ShareChange {
  change: ShareChangeKind;
  shareId: string;
  itemId: string | null;
  itemName: string;
  sharingType: 'BORROW' | 'DONATE';
  ownerId: string;
  ownerName: string;
  recipientId: string | null;
  recipientName: string | null;
  expectedReturnDate: string | null;
}

export type RequestChangeKind =
  'created' | 'approved' | 'denied' | 'claimed' | 'cancelled' | 'expired';

export interface RequestChange {
  change: RequestChangeKind;
  requestId: string;
  itemId: string | null;
  itemName: string;
  ownerId: string;
  ownerName: string;
  requesterId: string;
  requesterName: string;
  shareId: string | null;
}

export interface DomainEvents {
  sharesChanged: ShareChange;
  requestsChanged: RequestChange;
}

type Handler<T> = (event: T) => Promise<void> | void;

/**
 * In-process domain events: services say what changed, subscribers (notifications, the live
 * stream) react. A failing subscriber is logged and never fails the change that already happened.
 */
export class DomainEventBus {
  private readonly handlers: { [K in keyof DomainEvents]: Handler<DomainEvents[K]>[] } = {
    sharesChanged: [],
    requestsChanged: [],
  };

  private readonly log?: FastifyBaseLogger;

  constructor(deps: { log?: FastifyBaseLogger } = {}) {
    this.log = deps.log;
  }

  on<K extends keyof DomainEvents>(name: K, handler: Handler<DomainEvents[K]>): void {
    this.handlers[name].push(handler);
  }

  async emit<K extends keyof DomainEvents>(name: K, event: DomainEvents[K]): Promise<void> {
    for (const handler of this.handlers[name]) {
      try {
        await handler(event);
      } catch (error) {
        this.log?.error({ err: error, event: name }, 'a domain event subscriber failed');
      }
    }
  }
}
