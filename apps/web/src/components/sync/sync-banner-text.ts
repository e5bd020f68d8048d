import type { OutboxEntry } from '@/lib/offline/outbox-types';

export type BannerState =
  | { kind: 'hidden' }
  | { kind: 'offline'; waiting: number }
  | { kind: 'conflict'; count: number }
  | { kind: 'failed'; entry: OutboxEntry }
  | { kind: 'syncing'; waiting: number }
  | { kind: 'waiting'; waiting: number }
  | { kind: 'synced' };

export interface BannerInput {
  online: boolean;
  entries: readonly OutboxEntry[];
  syncing: boolean;
  /** A sync emptied the outbox a moment ago. */
  justSynced: boolean;
}

/** Which message the banner shows: being offline first, then what needs the person, then progress. */
export function bannerState({ online, entries, syncing, justSynced }: BannerInput): BannerState {
  const waiting = entries.filter((entry) => entry.status === 'waiting').length;
  const conflicts = entries.filter((entry) => entry.status === 'conflict').length;
  const failed = entries.find((entry) => entry.status === 'failed');
  if (!online) return { kind: 'offline', waiting };
  if (conflicts > 0) return { kind: 'conflict', count: conflicts };
  if (failed) return { kind: 'failed', entry: failed };
  if (waiting > 0) return syncing ? { kind: 'syncing', waiting } : { kind: 'waiting', waiting };
  return justSynced ? { kind: 'synced' } : { kind: 'hidden' };
}

export function changesText(count: number): string {
  return count === 1 ? '1 change' : `${count} changes`;
}

/** What a change is, in a person's words. */
export function describeEntry(entry: OutboxEntry): string {
  switch (entry.op.kind) {
    case 'create':
      return `Adding "${entry.op.body.item_name}"`;
    case 'update':
      return entry.theirs ? `Your edit of "${entry.theirs.item_name}"` : 'An edit';
    case 'picture':
      return 'A photo for an item';
  }
}
