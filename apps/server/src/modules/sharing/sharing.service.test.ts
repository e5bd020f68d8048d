import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../adapters/clock.js';
import type { Tx } from '../../db/database.js';
import type { FileRow } from '../../db/schema.js';
import { DomainEventBus, type ShareChange } from '../../lib/domain-events.js';
import { FakeShares } from '../../testing/fake-shares.js';
import {
  adderAccess,
  householdInventory,
  fakeFile,
  fakeItem,
  memoryStorage,
  silentLog,
  type FakePerson,
} from '../../testing/unit-fakes.js';
import type { ItemTransfer, ItemWithSource } from '../inventory/index.js';
import { SharingService } from './sharing.service.js';

const owner: FakePerson = { id: 'owner-1', name: 'Olga', email: 'olga@example.com' };
const friend: FakePerson = { id: 'friend-1', name: 'Femi', email: 'femi@example.com' };
const stranger: FakePerson = { id: 'stranger-1', name: null, email: 'sam@example.com' };
const DAY = 86_400_000;

/** A sharing service over fakes: shares, files and items in memory, a clock that stands still. */
function setup() {
  const people = new Map([owner, friend, stranger].map((person) => [person.id, person]));
  const items: ItemWithSource[] = [
    fakeItem({ id: 'item-1', userId: owner.id, itemName: 'Drill' }),
    fakeItem({
      id: 'item-2',
      userId: owner.id,
      itemName: 'Tent',
      sourceFileId: 'file-1',
      imageKey: 'owner-1/pic.jpg',
    }),
  ];
  const files: FileRow[] = [fakeFile({ id: 'file-1', userId: owner.id })];
  const transfers: ItemTransfer[] = [];
  const shares = new FakeShares(people, { files, transfers });
  const storage = memoryStorage();
  storage.objects.set('owner-1/file-1.jpg', Buffer.from('photo'));
  storage.objects.set('owner-1/pic.jpg', Buffer.from('crop'));
  const clock = new ManualClock(new Date('2026-03-10T12:00:00Z'));
  const events = new DomainEventBus();
  const changes: ShareChange[] = [];
  events.on('sharesChanged', async (change) => {
    changes.push(change);
  });
  const service = new SharingService({
    shares,
    access: adderAccess(items),
    files: {
      findOwned: async (userId, id) => files.find((f) => f.id === id && f.userId === userId),
      insert: async (file) => {
        files.push(file as FileRow);
      },
    },
    inventory: {
      ...householdInventory(items),
      transferTo: async (_tx: Tx, transfer: ItemTransfer) => {
        transfers.push(transfer);
      },
    },
    storage,
    clock,
    log: silentLog,
    publicUrl: 'https://circle.test',
    events,
  });
  return { service, shares, files, transfers, storage, clock, changes };
}

const lend = (service: SharingService, input = {}) =>
  service.create(owner.id, 'item-1', { sharing_type: 'BORROW', ...input });

describe('SharingService', () => {
  it('creates a loan due in a week and announces it with the address to invite', async () => {
    const { service, changes } = setup();
    const share = await lend(service, { notify_email: 'Femi@Example.com' });
    expect(share).toMatchObject({
      status: 'PENDING',
      sharing_type: 'BORROW',
      expected_return_date: '2026-03-17',
      share_url: `https://circle.test/share/${share.share_token}`,
    });
    expect(changes).toEqual([
      expect.objectContaining({ change: 'created', invitedEmail: 'femi@example.com' }),
    ]);
  });

  it('refuses a second active share of the same item and a date outside the rules', async () => {
    const { service } = setup();
    await lend(service);
    await expect(lend(service)).rejects.toMatchObject({ statusCode: 409 });
    const { service: fresh } = setup();
    await expect(lend(fresh, { expected_return_date: '2026-03-10' })).rejects.toMatchObject({
      statusCode: 422,
    });
  });

  it('lets a friend claim the link once; the owner hears of it and cannot claim their own', async () => {
    const { service, shares, changes } = setup();
    const share = await lend(service);
    await expect(service.claim(share.share_token, owner, null)).rejects.toMatchObject({
      statusCode: 400,
    });
    await service.claim(share.share_token, friend, ' thanks ');
    expect(shares.rows[0]).toMatchObject({ status: 'CLAIMED', recipientId: friend.id });
    expect(changes.at(-1)).toMatchObject({
      change: 'claimed',
      ownerEmail: owner.email,
      claimMessage: 'thanks',
    });
    await expect(service.claim(share.share_token, stranger, null)).rejects.toMatchObject({
      statusCode: 409,
    });
  });

  it('lets only the verified account of the address claim a share sent by e-mail', async () => {
    const { service, shares } = setup();
    const share = await lend(service, { notify_email: 'Femi@Example.com' });
    await expect(
      service.claim(share.share_token, { ...stranger, isVerified: true }, null),
    ).rejects.toMatchObject({ statusCode: 403, detail: 'You cannot claim this item' });
    await expect(
      service.claim(share.share_token, { ...friend, isVerified: false }, null),
    ).rejects.toMatchObject({ statusCode: 403 });
    expect(
      await service.publicView(share.share_token, { ...stranger, isVerified: true }),
    ).toMatchObject({ can_claim: false });
    expect(await service.publicView(share.share_token, null)).toMatchObject({ can_claim: true });
    await service.claim(share.share_token, { ...friend, isVerified: true }, null);
    expect(shares.rows[0]).toMatchObject({ status: 'CLAIMED', recipientId: friend.id });
  });

  it('hides a link once it ran out, and a share from people outside it', async () => {
    const { service, clock } = setup();
    const share = await lend(service, { expires_in_hours: 1 });
    await expect(service.manage(stranger.id, share.share_id, 'CANCEL')).rejects.toMatchObject({
      statusCode: 404,
    });
    clock.advance(2 * 3_600_000);
    await expect(service.publicView(share.share_token, friend)).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('applies the transition rules: return by the borrower, then completion by the owner', async () => {
    const { service, shares, clock, changes } = setup();
    const share = await lend(service);
    await service.claim(share.share_token, friend, null);
    await expect(service.manage(owner.id, share.share_id, 'RETURN')).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(service.manage(owner.id, share.share_id, 'COMPLETE')).rejects.toMatchObject({
      statusCode: 400,
    });
    clock.advance(DAY);
    await service.manage(friend.id, share.share_id, 'RETURN');
    expect(shares.rows[0]?.returnedAt?.toISOString()).toBe('2026-03-11T12:00:00.000Z');
    await service.manage(owner.id, share.share_id, 'COMPLETE');
    expect(shares.rows[0]?.status).toBe('COMPLETED');
    expect(changes.map((change) => change.change)).toEqual([
      'created',
      'claimed',
      'returned',
      'completed',
    ]);
  });

  it('sends one reminder per day to the borrower', async () => {
    const { service, clock } = setup();
    const share = await lend(service);
    await service.claim(share.share_token, friend, null);
    await service.sendReminder(owner.id, share.share_id);
    await expect(service.sendReminder(owner.id, share.share_id)).rejects.toMatchObject({
      statusCode: 429,
    });
    clock.advance(DAY);
    await expect(service.sendReminder(owner.id, share.share_id)).resolves.toMatchObject({
      success: true,
    });
  });

  it('hands a gift over: the file is copied, the item moves, the old picture goes', async () => {
    const { service, files, transfers, storage } = setup();
    const gift = await service.create(owner.id, 'item-2', { sharing_type: 'DONATE' });
    await service.claim(gift.share_token, friend, null);
    await service.manage(owner.id, gift.share_id, 'COMPLETE');
    const copy = files.find((file) => file.userId === friend.id)!;
    expect(copy).toMatchObject({ description: 'Received from Olga' });
    expect(transfers).toEqual([
      expect.objectContaining({
        itemId: 'item-2',
        fromHouseholdId: `household-of-${owner.id}`,
        toUserId: friend.id,
        sourceFileId: copy.id,
      }),
    ]);
    expect(storage.objects.get(copy.storageKey)?.toString()).toBe('photo');
    expect(storage.objects.has('owner-1/pic.jpg')).toBe(false);
    expect(storage.objects.get(transfers[0]!.imageKey!)?.toString()).toBe('crop');
  });

  it('writes nothing of a gift whose share changed meanwhile, and removes the copies', async () => {
    const { service, shares, files, transfers, storage } = setup();
    const gift = await service.create(owner.id, 'item-2', { sharing_type: 'DONATE' });
    await service.claim(gift.share_token, friend, null);
    const objects = [...storage.objects.keys()];
    // Another request declines the gift between the check and the hand-over.
    const transition = shares.transition.bind(shares);
    shares.transition = async (id, _from, values) => transition(id, ['RETURNED'], values);
    await expect(service.manage(owner.id, gift.share_id, 'COMPLETE')).rejects.toMatchObject({
      statusCode: 400,
    });
    expect(files).toHaveLength(1);
    expect(transfers).toEqual([]);
    expect([...storage.objects.keys()]).toEqual(objects);
  });

  it('creates a share for one person together with the caller’s change, or neither', async () => {
    const { service, shares } = setup();
    const failing = service.createFor(
      owner.id,
      'item-1',
      { notes: null, expectedReturnDate: null },
      {
        recipientId: friend.id,
        alongside: async () => {
          throw new Error('the request moved on');
        },
      },
    );
    await expect(failing).rejects.toThrow('the request moved on');
    expect(shares.rows).toEqual([]);
    const seen: string[] = [];
    const created = await service.createFor(
      owner.id,
      'item-1',
      { notes: null, expectedReturnDate: null },
      { recipientId: friend.id, alongside: async (_tx, share) => void seen.push(share.id) },
    );
    expect(seen).toEqual([created.shareId]);
    expect(shares.rows[0]).toMatchObject({ recipientId: friend.id, status: 'PENDING' });
    await expect(service.claim(shares.rows[0]!.shareToken, stranger, null)).rejects.toMatchObject({
      statusCode: 403,
    });
  });

  it('undoes a claim by id when the caller’s change in the same transaction fails', async () => {
    const { service, shares } = setup();
    const created = await service.createFor(
      owner.id,
      'item-1',
      { notes: null, expectedReturnDate: null },
      { recipientId: friend.id },
    );
    const claim = service.claimById(created.shareId, friend.id, null, async () => {
      throw new Error('request gone');
    });
    await expect(claim).rejects.toThrow('request gone');
    expect(shares.rows[0]?.status).toBe('PENDING');
    await service.claimById(created.shareId, friend.id, null);
    expect(shares.rows[0]?.status).toBe('CLAIMED');
  });

  it('tells an owner and a borrower how each item is shared', async () => {
    const { service } = setup();
    const share = await lend(service);
    await service.claim(share.share_token, friend, null);
    const mine = await service.sharingInfo(owner.id, ['item-1']);
    expect(mine.get('item-1')).toMatchObject({
      is_shared: true,
      sharing_status: 'CLAIMED',
      shared_with_name: 'Femi',
      can_send_reminder: true,
    });
    const theirs = await service.sharingInfo(friend.id, ['item-1']);
    expect(theirs.get('item-1')).toMatchObject({ is_borrowed: true, borrowed_from_name: 'Olga' });
  });
});
