import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../db/database.js';

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
  /** What the notifications module needs to mail the people concerned. */
  ownerEmail: string;
  recipientEmail: string | null;
  /** The address an e-mail share was sent to (no account yet). */
  invitedEmail: string | null;
  shareToken: string;
  notes: string | null;
  claimMessage: string | null;
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
  /** What the notifications module needs to mail the people concerned. */
  ownerEmail: string;
  requesterEmail: string;
  message: string | null;
  responseMessage: string | null;
  expectedReturnDate: string | null;
  /** ISO time the owner must answer by. */
  expiresAt: string;
  /** The token of the share an approval created (its link). */
  shareToken: string | null;
  /** Everyone who may answer it: the owners and members of the item's household. */
  lenderIds?: string[];
  /** Their addresses, in the same order (a new request is mailed to each). */
  lenderEmails?: string[];
}

/** Items of one owner were added, edited, moved or deleted (a deleted file takes its items). */
export interface ItemsChange {
  ownerId: string;
  /** The household the items belong to, when the writer knows it (every member hears of it). */
  householdId?: string;
  /** How many items were added, when the change added some (the household's members hear). */
  added?: number;
  /**
   * The items concerned; empty when the change concerns the owner's items at large (a deleted
   * file takes its items along, a bulk import adds thousands).
   */
  itemIds: string[];
}

/** Items of one owner became public or private, or what they show publicly (the area) changed. */
export interface VisibilityChange {
  ownerId: string;
  /** Empty when the change concerns all of the owner's public items (their area). */
  itemIds: string[];
}

export interface DomainEvents {
  itemsChanged: ItemsChange;
  visibilityChanged: VisibilityChange;
  sharesChanged: ShareChange;
  requestsChanged: RequestChange;
}

export type DomainEventName = keyof DomainEvents;
export const DOMAIN_EVENT_NAMES: readonly DomainEventName[] = [
  'itemsChanged',
  'visibilityChanged',
  'sharesChanged',
  'requestsChanged',
];

type Handler<T> = (event: T) => Promise<void> | void;
type Handlers = { [K in DomainEventName]: Handler<DomainEvents[K]>[] };
/** What a stored subscriber does once its writes are committed (push them live). */
export type AfterCommit = () => Promise<void> | void;
/**
 * A subscriber whose writes belong to the change: given the change's transaction, or none when
 * the change was emitted on its own.
 */
type StoredHandler<T> = (event: T, tx: Tx | undefined) => Promise<AfterCommit | void>;
type StoredHandlers = { [K in DomainEventName]: StoredHandler<DomainEvents[K]>[] };

/** Carries events to the application's other server processes (Redis when it is set). */
export interface EventRelay {
  publish<K extends DomainEventName>(name: K, event: DomainEvents[K]): void;
  close(): Promise<void>;
}

const noHandlers = () => ({
  itemsChanged: [],
  visibilityChanged: [],
  sharesChanged: [],
  requestsChanged: [],
});

/**
 * Domain events: services say what changed, subscribers react. A subscriber registered with `on`
 * runs once, in the process where the change happened (notifications, the embedding backlog:
 * work that is stored). One registered with `onEveryProcess` also runs in every other server
 * process once a relay carries the event there (caches held in memory: statistics, discovery
 * facets). A failing subscriber is logged and never fails the change that already happened.
 * One registered with `onStored` writes what the change must not exist without (the
 * notification of a claim): a service that `record`s the event inside its transaction commits
 * those writes with the change, so a crash right after loses neither.
 */
export class DomainEventBus {
  private readonly once: Handlers = noHandlers();
  private readonly everywhere: Handlers = noHandlers();
  private readonly stored: StoredHandlers = noHandlers();
  private readonly log?: FastifyBaseLogger;
  private relay: EventRelay | undefined;

  constructor(deps: { log?: FastifyBaseLogger } = {}) {
    this.log = deps.log;
  }

  on<K extends DomainEventName>(name: K, handler: Handler<DomainEvents[K]>): void {
    this.once[name].push(handler);
  }

  onEveryProcess<K extends DomainEventName>(name: K, handler: Handler<DomainEvents[K]>): void {
    this.everywhere[name].push(handler);
  }

  onStored<K extends DomainEventName>(name: K, handler: StoredHandler<DomainEvents[K]>): void {
    this.stored[name].push(handler);
  }

  /**
   * Runs the stored subscribers inside `tx` (a failure rolls the change back) and answers what
   * the caller runs once `tx` has committed: their after-commit work and the other subscribers.
   */
  async record<K extends DomainEventName>(
    tx: Tx,
    name: K,
    event: DomainEvents[K],
  ): Promise<() => Promise<void>> {
    const afterCommit: AfterCommit[] = [];
    for (const handler of this.stored[name]) {
      const after = await handler(event, tx);
      if (after) afterCommit.push(after);
    }
    return () => this.announce(name, event, afterCommit);
  }

  /** From now on every event is also handed to the other processes through `relay`. */
  relayThrough(relay: EventRelay): void {
    this.relay = relay;
  }

  /** An event emitted on its own: the stored subscribers write without a transaction. */
  async emit<K extends DomainEventName>(name: K, event: DomainEvents[K]): Promise<void> {
    const afterCommit: AfterCommit[] = [];
    await this.run(name, event, this.stored[name], async (handler) => {
      const after = await handler(event, undefined);
      if (after) afterCommit.push(after);
    });
    await this.announce(name, event, afterCommit);
  }

  private async announce<K extends DomainEventName>(
    name: K,
    event: DomainEvents[K],
    afterCommit: AfterCommit[],
  ): Promise<void> {
    await this.run(name, event, afterCommit, (after) => after());
    await this.run(name, event, this.everywhere[name]);
    await this.run(name, event, this.once[name]);
    try {
      this.relay?.publish(name, event);
    } catch (error) {
      this.log?.warn({ err: error, event: name }, 'a domain event could not be relayed');
    }
  }

  /** An event that happened in another process: only the every-process subscribers run. */
  async receive<K extends DomainEventName>(name: K, event: DomainEvents[K]): Promise<void> {
    await this.run(name, event, this.everywhere[name]);
  }

  private async run<K extends DomainEventName, H>(
    name: K,
    event: DomainEvents[K],
    handlers: H[],
    call: (handler: H) => Promise<void> | void = (handler) =>
      (handler as Handler<DomainEvents[K]>)(event),
  ) {
    for (const handler of handlers) {
      try {
        await call(handler);
      } catch (error) {
        this.log?.error({ err: error, event: name }, 'a domain event subscriber failed');
      }
    }
  }
}
