import { randomUUID } from 'node:crypto';
import type { Clock } from '../../adapters/clock.js';
import type { Storage } from '../../adapters/storage/storage.js';
import type { ShareRow } from '../../db/schema.js';
import { badRequest } from '../../lib/app-error.js';
import type { FilesRepository, NewFile } from '../files/index.js';
import type { ItemWithSource, InventoryRepository } from '../inventory/index.js';
import { displayName } from '../../lib/display-name.js';
import type { ShareWithPeople, SharingRepository } from './sharing.repository.js';

export interface GiftHandoverDeps {
  shares: Pick<SharingRepository, 'transaction' | 'transition'>;
  files: Pick<FilesRepository, 'findOwned' | 'insert'>;
  inventory: Pick<InventoryRepository, 'findOwned' | 'transferTo'>;
  storage: Storage;
  clock: Clock;
}

export const SHARE_CHANGED = 'This share changed in the meantime. Refresh and try again.';

/**
 * The hand-over of a gift: the item moves to the recipient's inventory, with its own copy of
 * the photo, and the donor keeps the share in their history. The share, the copied file and the
 * item change in one transaction, each through the repository that owns it.
 */
export class GiftHandover {
  constructor(private readonly deps: GiftHandoverDeps) {}

  async complete(row: ShareWithPeople, values: Partial<ShareRow>): Promise<void> {
    const { share } = row;
    if (!share.recipientId || !share.itemId) throw badRequest('This gift has no recipient yet.');
    const recipientId = share.recipientId;
    // The item as it is in the household it was given from; gone or moved, only the share ends.
    const item = share.householdId
      ? await this.deps.inventory.findOwned(share.householdId, share.itemId)
      : undefined;
    const copiedKeys: string[] = [];
    const copiedFile = item ? await this.copySourceFile(item, row, recipientId, copiedKeys) : null;
    const picture = await this.copyPicture(item, recipientId, copiedKeys);
    try {
      await this.deps.shares.transaction(async (tx) => {
        const moved = await this.deps.shares.transition(share.id, ['CLAIMED'], values, tx);
        if (!moved) throw badRequest(SHARE_CHANGED);
        if (copiedFile) await this.deps.files.insert(copiedFile, tx);
        if (item) {
          await this.deps.inventory.transferTo(tx, {
            itemId: item.id,
            fromHouseholdId: item.householdId,
            toUserId: recipientId,
            sourceFileId: copiedFile?.id ?? null,
            ...picture,
            now: this.deps.clock.now(),
          });
        }
      });
    } catch (error) {
      await this.deps.storage.delete(copiedKeys).catch(() => undefined);
      throw error;
    }
    const oldPicture = [item?.imageKey, item?.imageThumbnailKey].filter((k): k is string => !!k);
    if (oldPicture.length) await this.deps.storage.delete(oldPicture).catch(() => undefined);
  }

  /** The recipient's own copy of the item's source file, stored under their keys. */
  private async copySourceFile(
    item: ItemWithSource,
    row: ShareWithPeople,
    recipientId: string,
    copiedKeys: string[],
  ): Promise<NewFile | null> {
    if (!item.sourceFileId) return null;
    const source = await this.deps.files.findOwned(row.share.ownerId, item.sourceFileId);
    if (!source) return null;
    const { storage } = this.deps;
    const fileId = randomUUID();
    const extension = source.storageKey.split('.').pop();
    const storageKey = `${recipientId}/${fileId}.${extension}`;
    const thumbnailKey = source.thumbnailKey ? `${recipientId}/${fileId}-thumb.jpg` : null;
    const body = await storage.get(source.storageKey);
    if (!body) return null;
    await storage.put(storageKey, body, source.mimeType);
    copiedKeys.push(storageKey);
    const thumbnail = source.thumbnailKey ? await storage.get(source.thumbnailKey) : null;
    if (thumbnail && thumbnailKey) {
      await storage.put(thumbnailKey, thumbnail, 'image/jpeg');
      copiedKeys.push(thumbnailKey);
    }
    const now = this.deps.clock.now();
    return {
      ...source,
      id: fileId,
      userId: recipientId,
      storageKey,
      thumbnailKey: thumbnail ? thumbnailKey : null,
      description: `Received from ${displayName(row.owner)}`,
      createdAt: now,
      updatedAt: now,
    };
  }

  /** The item's own picture moves with it, under the recipient's keys. */
  private async copyPicture(
    item: ItemWithSource | undefined,
    recipientId: string,
    copiedKeys: string[],
  ) {
    const picture: { imageKey: string | null; imageThumbnailKey: string | null } = {
      imageKey: null,
      imageThumbnailKey: null,
    };
    const pictureId = randomUUID();
    for (const field of ['imageKey', 'imageThumbnailKey'] as const) {
      const key = item?.[field];
      const body = key ? await this.deps.storage.get(key) : null;
      if (!key || !body) continue;
      const copy = `${recipientId}/${pictureId}${field === 'imageKey' ? '' : '-thumb'}.jpg`;
      await this.deps.storage.put(copy, body, 'image/jpeg');
      copiedKeys.push(copy);
      picture[field] = copy;
    }
    return picture;
  }
}
