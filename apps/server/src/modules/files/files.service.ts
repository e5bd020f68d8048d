import type { AccessPolicy } from '../households/index.js';
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { DUPLICATE_UPLOAD_CODE, type FileRecord, type FileWithItems } from '@circle/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AnalysisResult, Analyzer } from '../../adapters/ai/analyzer.js';
import type { Clock } from '../../adapters/clock.js';
import type { PdfPageRenderer } from '../../adapters/pdf/pdf-page-renderer.js';
import { userStoragePrefix, type Storage } from '../../adapters/storage/storage.js';
import { AppError, badRequest, notFound } from '../../lib/app-error.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import type { InventoryRepository } from '../inventory/index.js';
import { pagination } from '../../lib/pagination.js';
import { presentFile, presentItem, cropItem, type Region } from '../inventory/index.js';
import { FileUrlSigner } from '../../lib/file-urls.js';
import type { FileRow } from '../../db/schema.js';
import type { FilesRepository, NewItem } from './files.repository.js';
import { analyzePdf, documentText } from './pdf-analysis.js';
import { processPdf, type PdfTextReader } from './pdf-intake.js';
import { processUpload, type ProcessedUpload } from './upload-intake.js';

export interface UploadInput {
  file: { buffer: Buffer; filename: string } | null;
  claimedContentType: 'image' | 'text' | undefined;
  description: string | undefined;
  textContent: string | undefined;
  location: string | undefined;
  /** Recorded with the file in one transaction, so a retry with the key finds this file. */
  idempotencyKey?: string | undefined;
  /** Store the upload even when the same bytes were uploaded before. */
  allowDuplicate?: boolean;
  /** The household the file and its items go to (the access policy allowed it). */
  householdId?: string | undefined;
}

export const DUPLICATE_UPLOAD = DUPLICATE_UPLOAD_CODE;

function duplicateUpload(earlier: FileRecord): AppError {
  const day = earlier.created_at.slice(0, 10);
  return new AppError(
    409,
    `You uploaded this file on ${day} ("${earlier.filename}"). Upload it again with allow_duplicate=true to keep both.`,
    DUPLICATE_UPLOAD,
    {},
    { duplicate_of: earlier },
  );
}

export function sha256Of(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export interface FilesServiceDeps {
  files: FilesRepository;
  inventory: InventoryRepository;
  storage: Storage;
  analyzer: () => Analyzer;
  clock: Clock;
  log: FastifyBaseLogger;
  analysisTimeoutMs: number;
  /** Largest text document in bytes: beyond any receipt or list, small enough to read quickly. */
  textUploadMaxBytes: number;
  /** Reads an uploaded PDF's text layer, within its own limits (pages, text, time). */
  pdfReader: PdfTextReader;
  /** Draws PDF pages that have no text layer, for OCR. */
  pdfPages: PdfPageRenderer;
  events: DomainEventBus;
  /** Who may read or change which household's files. */
  access: Pick<AccessPolicy, 'household' | 'file'>;
}

export const FILE_NOT_FOUND = 'File not found';

/** A file name fit to show and to offer on download; never used to name what is stored. */
export function cleanFilename(name: string | undefined): string {
  const base = path.basename((name ?? '').replace(/\\/g, '/'));
  const cleaned = [...base]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 255);
  return cleaned || 'Untitled';
}

/** Sizes in the message are in MB of 1,000,000 bytes, as the limit is set. */
export function textTooLargeMessage(size: number, limit: number): string {
  const mb = (bytes: number) => `${Number((bytes / 1_000_000).toFixed(2))} MB`;
  return `The text document is too large (${mb(size)}). Text documents may be at most ${mb(limit)}; split it into smaller documents or upload a photo of the page.`;
}

class AnalysisTimeoutError extends Error {}

export class FilesService {
  constructor(private readonly deps: FilesServiceDeps) {}

  private signer() {
    return new FileUrlSigner(this.deps.storage);
  }

  /** Runs the analyzer with a hard time limit; never throws, reports the failure instead. */
  private async analyze(
    upload: ProcessedUpload,
    description: string | undefined,
  ): Promise<{ result: AnalysisResult | null; error: string | null }> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new AnalysisTimeoutError());
      }, this.deps.analysisTimeoutMs);
    });
    try {
      const work = this.analysisOf(upload, description, controller.signal);
      return { result: await Promise.race([work, timeout]), error: null };
    } catch (error) {
      if (error instanceof AnalysisTimeoutError) {
        const seconds = Math.round(this.deps.analysisTimeoutMs / 1000);
        return {
          result: null,
          error: `AI analysis took longer than ${seconds} seconds and was stopped. The file was kept.`,
        };
      }
      this.deps.log.error({ err: error }, 'analysis failed');
      const reason = error instanceof Error && error.message ? `: ${error.message}` : '';
      return { result: null, error: `AI analysis failed${reason}. The file was kept.` };
    } finally {
      clearTimeout(timer);
    }
  }

  /** The analyzer's reading of a photo, a text document or a PDF (its text, as a document). */
  private analysisOf(
    upload: ProcessedUpload,
    description: string | undefined,
    signal: AbortSignal,
  ): Promise<AnalysisResult> {
    const analyzer = this.deps.analyzer();
    if (upload.kind === 'image') {
      return analyzer.analyzeImage({ photo: upload.photo, description, signal });
    }
    if (upload.kind === 'text') {
      return analyzer.analyzeText({ text: upload.text, description, signal });
    }
    return analyzePdf(
      upload,
      { description, signal },
      {
        analyzer,
        renderer: this.deps.pdfPages,
        onWarning: (message, error) => this.deps.log.warn({ err: error }, message),
      },
    );
  }

  async upload(userId: string, input: UploadInput): Promise<FileWithItems> {
    const { upload, filename } = await intake(input, this.deps.textUploadMaxBytes, (pdf) =>
      processPdf(pdf, this.deps.pdfReader),
    );
    const contentSha256 = sha256Of(input.file ? input.file.buffer : upload.body);
    if (!input.allowDuplicate) {
      const earlier = await this.deps.files.findBySha256(userId, contentSha256);
      if (earlier) throw duplicateUpload(await this.present(earlier));
    }

    const { result, error } = await this.analyze(upload, input.description);
    const now = this.deps.clock.now();
    const fileId = randomUUID();
    const folder = userStoragePrefix(userId);
    const storageKey = `${folder}${fileId}.${upload.extension}`;
    const thumbnailKey = upload.kind === 'image' ? `${folder}${fileId}-thumb.jpg` : null;

    await this.deps.storage.put(storageKey, upload.body, upload.mime);
    const itemIds = (result?.items ?? []).map(() => randomUUID());
    const pictureKeys = new Map<string, { imageKey: string; imageThumbnailKey: string }>();
    try {
      if (upload.kind === 'image' && thumbnailKey) {
        await this.deps.storage.put(thumbnailKey, upload.thumbnail, 'image/jpeg');
        await this.storeItemPictures(
          userId,
          upload,
          (result?.items ?? []).map((item, index) => ({
            id: itemIds[index]!,
            region: item.region,
          })),
          pictureKeys,
        );
      }
      const items = itemRows(result, {
        itemIds,
        userId,
        householdId: input.householdId,
        fileId,
        location: input.location,
        pictureKeys,
        now,
      });
      await this.deps.files.insertWithItems(
        {
          id: fileId,
          userId,
          householdId: input.householdId,
          filename,
          // A PDF is a text document whose stored file stays the PDF.
          contentType: upload.kind === 'image' ? 'image' : 'text',
          mimeType: upload.mime,
          fileSize: upload.body.length,
          storageKey,
          thumbnailKey,
          width: upload.kind === 'image' ? upload.width : null,
          height: upload.kind === 'image' ? upload.height : null,
          description: input.description ?? null,
          location: input.location ?? null,
          textContent: textContentOf(upload, result),
          aiDescription: result?.aiDescription ?? null,
          analysisStatus: result ? 'completed' : 'failed',
          analysisError: error,
          contentSha256,
          createdAt: now,
          updatedAt: now,
        },
        items,
        input.idempotencyKey,
      );
    } catch (failure) {
      // Nothing half-written: the blobs go when the rows could not be written.
      const pictures = [...pictureKeys.values()].flatMap((k) => [k.imageKey, k.imageThumbnailKey]);
      await this.deps.storage
        .delete([storageKey, ...(thumbnailKey ? [thumbnailKey] : []), ...pictures])
        .catch((cleanupError: unknown) =>
          this.deps.log.error({ err: cleanupError }, 'orphan blob left'),
        );
      throw failure;
    }
    await this.deps.events.emit('itemsChanged', {
      ownerId: userId,
      itemIds,
      householdId: input.householdId,
      added: itemIds.length,
    });
    return this.get(userId, fileId);
  }

  /**
   * Crops each located item out of the stored photo. A crop that fails leaves that item without
   * a picture of its own; it never fails the upload.
   */
  private async storeItemPictures(
    userId: string,
    upload: Extract<ProcessedUpload, { kind: 'image' }>,
    items: Array<{ id: string; region: Region | undefined }>,
    keys: Map<string, { imageKey: string; imageThumbnailKey: string }>,
  ): Promise<void> {
    for (const { id, region } of items) {
      if (!region) continue;
      try {
        const { picture, thumbnail } = await cropItem(upload.photo, region);
        const pictureId = randomUUID();
        const imageKey = `${userId}/${pictureId}.jpg`;
        const imageThumbnailKey = `${userId}/${pictureId}-thumb.jpg`;
        await this.deps.storage.put(imageKey, picture, 'image/jpeg');
        keys.set(id, { imageKey, imageThumbnailKey });
        await this.deps.storage.put(imageThumbnailKey, thumbnail, 'image/jpeg');
      } catch (error) {
        this.deps.log.warn({ err: error }, 'item picture could not be cut from the photo');
      }
    }
  }

  /** The file as listed (no items), for the duplicate warning. */
  private async present(row: FileRow) {
    return presentFile(row, await this.deps.files.itemCount(row.id), this.signer());
  }

  async findUpload(userId: string, sha256: string): Promise<{ duplicate_of: FileRecord | null }> {
    const earlier = await this.deps.files.findBySha256(userId, sha256);
    return { duplicate_of: earlier ? await this.present(earlier) : null };
  }

  /** The files of a household the user belongs to (the personal one when none is named). */
  async list(
    userId: string,
    limit: number,
    offset: number,
    contentType?: 'image' | 'text',
    householdId?: string,
  ) {
    const scope = await this.deps.access.household(userId, householdId, 'read');
    const { rows, total } = await this.deps.files.list(
      scope.householdId,
      limit,
      offset,
      contentType,
    );
    const signer = this.signer();
    return {
      files: await Promise.all(
        rows.map((row) => presentFile(row, row.itemCount, signer, { excerpt: true })),
      ),
      pagination: pagination(total, limit, offset),
    };
  }

  async get(userId: string, id: string): Promise<FileWithItems> {
    const { householdId } = await this.deps.access.file(userId, id, 'read', FILE_NOT_FOUND);
    const file = await this.deps.files.findInHousehold(householdId, id);
    if (!file) throw notFound(FILE_NOT_FOUND);
    const items = await this.deps.inventory.itemsOfFiles(householdId, [file.id]);
    const signer = this.signer();
    return {
      ...(await presentFile(file, items.length, signer)),
      inventory_items: await Promise.all(items.map((item) => presentItem(item, signer))),
    };
  }

  async filesWithInventory(userId: string, page: number, pageSize: number, householdId?: string) {
    const offset = (page - 1) * pageSize;
    const scope = await this.deps.access.household(userId, householdId, 'read');
    const { rows, total } = await this.deps.files.list(scope.householdId, pageSize, offset);
    const items = await this.deps.inventory.itemsOfFiles(
      scope.householdId,
      rows.map((row) => row.id),
    );
    const signer = this.signer();
    const presentedItems = await Promise.all(items.map((item) => presentItem(item, signer)));
    return {
      files: await Promise.all(
        rows.map(async (row) => ({
          ...(await presentFile(row, row.itemCount, signer, { excerpt: true })),
          inventory_items: presentedItems.filter((item) => item.source_file_id === row.id),
        })),
      ),
      pagination: pagination(total, pageSize, offset),
    };
  }

  async delete(userId: string, id: string) {
    const { householdId } = await this.deps.access.file(userId, id, 'write', FILE_NOT_FOUND);
    const file = await this.deps.files.findInHousehold(householdId, id);
    if (!file) throw notFound(FILE_NOT_FOUND);
    const pictures = await this.deps.files.itemPictureKeys(id);
    const { deleted, itemCount } = await this.deps.files.deleteInHousehold(householdId, id);
    if (!deleted) throw notFound(FILE_NOT_FOUND);
    await this.deps.storage
      .delete([file.storageKey, ...(file.thumbnailKey ? [file.thumbnailKey] : []), ...pictures])
      .catch((error: unknown) =>
        this.deps.log.error({ err: error, fileId: id }, 'blob not deleted'),
      );
    await this.deps.events.emit('itemsChanged', { ownerId: userId, householdId, itemIds: [] });
    return {
      file_id: id,
      deleted_items_count: itemCount,
      vector_deletion_results: { status: 'completed', deleted_search_entries: itemCount },
    };
  }

  async refreshUrls(userId: string, fileIds: string[]) {
    const rows = await this.deps.files.findVisibleMany(userId, [...new Set(fileIds)]);
    const signer = this.signer();
    return {
      refreshed_urls: await Promise.all(
        rows.map(async (row) => {
          const urls = await signer.urlsOf(row);
          return {
            file_id: row.id,
            signed_url: urls.url,
            thumbnail_url: urls.thumbnailUrl,
            expires_at: urls.expiresAt.toISOString(),
          };
        }),
      ),
    };
  }

  /** Which of `keys` a file still refers to; the storage sweeper keeps those. */
  referencedKeys(keys: string[]): Promise<Set<string>> {
    return this.deps.files.referencedKeys(keys);
  }

  /**
   * Deletes everything stored under the user's folder, once the account's rows are gone: what
   * rows named and what no row did (a write cut off by a crash) alike. Files the account added
   * to a household others share stay: their rows live on, so they are still referenced.
   */
  async deleteStoredFilesOfUser(userId: string): Promise<void> {
    for await (const page of this.deps.storage.list(userStoragePrefix(userId))) {
      const keys = page.map((object) => object.key);
      const kept = await this.referencedKeys(keys);
      await this.deps.storage.delete(keys.filter((key) => !kept.has(key)));
    }
  }
}

/** The text kept with the file: a document's own, a PDF's as read, or what OCR read off a photo. */
function textContentOf(upload: ProcessedUpload, result: AnalysisResult | null): string | null {
  if (upload.kind === 'text') return upload.text;
  if (upload.kind === 'pdf') {
    // When the analysis failed, the text layer as read at upload.
    return result?.extractedText ?? (documentText(upload.layer.pages) || null);
  }
  return result?.extractedText ?? null;
}

/** The uploaded file, or the typed text as a document, read and checked (type, size). */
async function intake(
  input: UploadInput,
  textUploadMaxBytes: number,
  readPdf: (pdf: Buffer) => ReturnType<typeof processPdf>,
): Promise<{ upload: ProcessedUpload; filename: string }> {
  let upload: ProcessedUpload;
  let filename: string;
  if (input.file) {
    filename = cleanFilename(input.file.filename);
    upload = await processUpload(input.file.buffer, filename, readPdf);
  } else if (input.textContent?.trim()) {
    filename = 'Untitled';
    upload = await processUpload(Buffer.from(input.textContent, 'utf8'), 'untitled.txt', readPdf);
  } else {
    throw badRequest('Choose a file to upload, or send text_content for a text document.');
  }
  if (upload.kind === 'text' && upload.body.length > textUploadMaxBytes) {
    throw new AppError(413, textTooLargeMessage(upload.body.length, textUploadMaxBytes));
  }
  return { upload, filename };
}

/** The rows of the items the analysis found in a new file, in the analyzer's order. */
function itemRows(
  result: AnalysisResult | null,
  file: {
    itemIds: string[];
    userId: string;
    householdId: string | undefined;
    fileId: string;
    location: string | null | undefined;
    pictureKeys: Map<string, { imageKey: string; imageThumbnailKey: string }>;
    now: Date;
  },
): NewItem[] {
  const { itemIds, userId, householdId, fileId, location, pictureKeys, now } = file;
  return (result?.items ?? []).map((item, index) => ({
    id: itemIds[index]!,
    userId,
    householdId,
    sourceFileId: fileId,
    itemName: item.itemName,
    itemDescription: item.itemDescription || null,
    itemCategory: item.itemCategory,
    brand: item.brand,
    condition: item.condition,
    estimatedValue: item.estimatedValue,
    originalValue: item.originalValue ?? null,
    originalCurrency: item.originalCurrency ?? null,
    quantity: item.quantity,
    location: item.location ?? location ?? null,
    tags: item.tags,
    confidenceScore: item.confidenceScore,
    perishabilityType: item.perishabilityType,
    prominenceScore: item.prominenceScore,
    visualAreaPercentage: item.visualAreaPercentage,
    ownershipLikelihood: item.ownershipLikelihood,
    serialNumber: item.serialNumber ?? null,
    modelNumber: item.modelNumber ?? null,
    purchaseDate: item.purchaseDate ?? null,
    purchasePrice: item.purchasePrice ?? null,
    warrantyUntil: item.warrantyUntil ?? null,
    ...pictureKeys.get(itemIds[index]!),
    // Keeps the analyzer's order when items share a timestamp.
    createdAt: new Date(now.getTime() - index),
    updatedAt: now,
  }));
}
