import { randomUUID } from 'node:crypto';
import { ATTACHMENTS_PER_ITEM_MAX, type Attachment, type AttachmentKind } from '@circle/contract';
import type { Clock } from '../../adapters/clock.js';
import type { Storage } from '../../adapters/storage/storage.js';
import type { ItemAttachmentRow } from '../../db/schema.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { FileUrlSigner } from '../../lib/file-urls.js';
import type { AccessPolicy } from '../households/index.js';
import { intakeAttachment } from './attachment-intake.js';
import type { AttachmentsRepository, SourceFile } from './attachments.repository.js';

export const ITEM_NOT_FOUND = 'Item not found';
export const ATTACHMENT_NOT_FOUND = 'Attachment not found';
export const ATTACHMENTS_FULL = `An item keeps at most ${ATTACHMENTS_PER_ITEM_MAX} attachments: delete one before adding another.`;
export const SOURCE_FILE_KEPT =
  'This is the upload the item was read from: it stays with the item. Delete it in Files to remove it (with the items read from it).';
export const NOT_AN_IMAGE = 'Only a photo can be the main picture: choose an image attachment.';

export interface AttachmentsServiceDeps {
  repository: AttachmentsRepository;
  access: AccessPolicy;
  storage: Storage;
  clock: Clock;
}

export interface NewAttachmentInput {
  bytes: Buffer;
  fileName: string | undefined;
  kind: AttachmentKind | undefined;
}

/** Receipts, manuals, warranty cards and photos kept with a household's items. */
export class AttachmentsService {
  constructor(private readonly deps: AttachmentsServiceDeps) {}

  private granted(userId: string, itemId: string, action: 'read' | 'write') {
    return this.deps.access.item(userId, itemId, action, ITEM_NOT_FOUND);
  }

  /** 404 or 403 before an upload is read, when the user may not attach files to the item. */
  async mayAttach(userId: string, itemId: string): Promise<void> {
    await this.granted(userId, itemId, 'write');
  }

  /**
   * The item's attachments for a member of its household: the uploaded photo or document it was
   * read from first (listed, not copied), then what was attached to it. The caller checked access.
   */
  async listOf(itemId: string): Promise<Attachment[]> {
    const signer = new FileUrlSigner(this.deps.storage);
    const [source, rows] = await Promise.all([
      this.deps.repository.sourceFileOf(itemId),
      this.deps.repository.listOf(itemId),
    ]);
    const attached = await Promise.all(rows.map((row) => presentAttachment(row, signer)));
    return source ? [await presentSource(source, signer), ...attached] : attached;
  }

  /** Stores the file, then writes its row; nothing is left behind when either fails. */
  async add(userId: string, itemId: string, input: NewAttachmentInput): Promise<Attachment> {
    const { householdId } = await this.granted(userId, itemId, 'write');
    if ((await this.deps.repository.countOf(itemId)) >= ATTACHMENTS_PER_ITEM_MAX) {
      throw new AppError(409, ATTACHMENTS_FULL);
    }
    const upload = await intakeAttachment(input.bytes, input.fileName);
    const id = randomUUID();
    const storageKey = `${userId}/${id}.${upload.extension}`;
    const thumbnailKey = upload.thumbnail ? `${userId}/${id}-thumb.jpg` : null;
    const kind = input.kind ?? (upload.contentType === 'application/pdf' ? 'other' : 'photo');
    const written: string[] = [];
    try {
      await this.deps.storage.put(storageKey, upload.body, upload.contentType);
      written.push(storageKey);
      if (thumbnailKey && upload.thumbnail) {
        await this.deps.storage.put(thumbnailKey, upload.thumbnail, 'image/jpeg');
        written.push(thumbnailKey);
      }
      const outcome = await this.deps.repository.insert(
        {
          id,
          itemId,
          householdId,
          userId,
          kind,
          fileName: upload.fileName,
          contentType: upload.contentType,
          sizeBytes: upload.body.length,
          storageKey,
          thumbnailKey,
          createdAt: this.deps.clock.now(),
        },
        ATTACHMENTS_PER_ITEM_MAX,
      );
      if (outcome === 'item-missing') throw notFound(ITEM_NOT_FOUND);
      if (outcome === 'full') throw new AppError(409, ATTACHMENTS_FULL);
    } catch (error) {
      if (written.length) await this.deps.storage.delete(written).catch(() => undefined);
      throw error;
    }
    const row = await this.deps.repository.find(itemId, id);
    return presentAttachment(row!, new FileUrlSigner(this.deps.storage));
  }

  async remove(userId: string, itemId: string, attachmentId: string): Promise<void> {
    await this.granted(userId, itemId, 'write');
    const row = await this.deps.repository.delete(itemId, attachmentId);
    if (!row) {
      const source = await this.deps.repository.sourceFileOf(itemId);
      if (source?.id === attachmentId) throw conflict(SOURCE_FILE_KEPT);
      throw notFound(ATTACHMENT_NOT_FOUND);
    }
    const keys = row.thumbnailKey ? [row.storageKey, row.thumbnailKey] : [row.storageKey];
    // A failed delete leaves an unreferenced blob: the storage sweep removes it later.
    await this.deps.storage.delete(keys).catch(() => undefined);
  }

  /** The bytes of one of the item's photos (an image attachment or the photo it was read from). */
  async imageOf(userId: string, itemId: string, attachmentId: string): Promise<Buffer> {
    await this.granted(userId, itemId, 'write');
    const row = await this.deps.repository.find(itemId, attachmentId);
    let key: string;
    if (row) {
      if (!row.contentType.startsWith('image/')) throw new AppError(422, NOT_AN_IMAGE);
      key = row.storageKey;
    } else {
      const source = await this.deps.repository.sourceFileOf(itemId);
      if (source?.id !== attachmentId) throw notFound(ATTACHMENT_NOT_FOUND);
      if (source.contentType !== 'image') throw new AppError(422, NOT_AN_IMAGE);
      key = source.storageKey;
    }
    const bytes = await this.deps.storage.get(key);
    if (!bytes) throw notFound(ATTACHMENT_NOT_FOUND);
    return bytes;
  }

  /** The stored keys of an item's attachments, read before deleting the item. */
  storedKeysOf(itemId: string): Promise<string[]> {
    return this.deps.repository.storedKeysOf(itemId);
  }
}

async function presentAttachment(
  row: ItemAttachmentRow,
  signer: FileUrlSigner,
): Promise<Attachment> {
  const urls = await signer.urlsOf({
    id: `attachment:${row.id}`,
    storageKey: row.storageKey,
    thumbnailKey: row.thumbnailKey,
    mimeType: row.contentType,
    filename: row.fileName,
  });
  return {
    id: row.id,
    kind: row.kind,
    file_name: row.fileName,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    url: urls.url,
    thumbnail_url: urls.thumbnailUrl,
    from_source_file: false,
    created_at: row.createdAt.toISOString(),
  };
}

/** The upload an item was read from: a photo, or a document (a receipt, an invoice). */
async function presentSource(source: SourceFile, signer: FileUrlSigner): Promise<Attachment> {
  const urls = await signer.urlsOf(source);
  return {
    id: source.id,
    kind: source.contentType === 'image' ? 'photo' : 'receipt',
    file_name: source.filename,
    content_type: source.mimeType,
    size_bytes: source.fileSize,
    url: urls.url,
    thumbnail_url: urls.thumbnailUrl,
    from_source_file: true,
    created_at: source.createdAt.toISOString(),
  };
}
