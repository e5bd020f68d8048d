/**
 * The photographed-receipt corpus in apps/server/test/fixtures/receipt-photos (see its README):
 * public receipts printed clean and photographed, with their labelled items. Shared by the
 * benchmark and by the regression test; scored with the public receipts' match rule.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnalysisResult } from '../analyzer.js';
import {
  levenshtein,
  type PublicReceipt,
  type PublicReceiptItem,
  type ReturnedItem,
} from './receipts-public.js';

export const RECEIPT_PHOTO_VARIANTS = ['clean', 'photographed'] as const;
export type ReceiptPhotoVariant = (typeof RECEIPT_PHOTO_VARIANTS)[number];

export interface ReceiptPhoto {
  id: string;
  source: string;
  currency: string;
  files: Record<ReceiptPhotoVariant, string>;
  /** The receipt's text as printed on the image. */
  text: string;
  items: PublicReceiptItem[];
}

export function receiptPhotosDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'apps')) || !existsSync(path.join(dir, 'packages'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('repository root not found');
    dir = parent;
  }
  return path.join(dir, 'apps/server/test/fixtures/receipt-photos');
}

export function loadReceiptPhotos(): ReceiptPhoto[] {
  const manifest = path.join(receiptPhotosDir(), 'manifest.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { receipts: ReceiptPhoto[] }).receipts;
}

export function receiptPhotoBytes(photo: ReceiptPhoto, variant: ReceiptPhotoVariant): Buffer {
  return readFileSync(path.join(receiptPhotosDir(), photo.files[variant]));
}

/** The receipt in the shape the public receipts' scorer takes. */
export function asPublicReceipt(photo: ReceiptPhoto): PublicReceipt {
  return {
    id: photo.id,
    source: photo.source,
    currency: photo.currency,
    subtotal: null,
    total: null,
    full_text: photo.text,
    items: photo.items,
    split: 'dev',
  };
}

/** The analyzer's items as the scorer compares them: the amount as written on the receipt. */
export function returnedItems(result: AnalysisResult): ReturnedItem[] {
  return result.items.map((item) => ({
    name: item.itemName,
    quantity: item.quantity,
    unitValue: item.originalValue ?? item.estimatedValue,
  }));
}

/**
 * Share of the printed characters that OCR got right: 1 − edit distance / printed length, on
 * both texts with runs of white space made one space (a till's column gap is not text).
 */
export function characterAccuracy(printed: string, read: string): number {
  const a = printed.replace(/\s+/g, ' ').trim();
  const b = read.replace(/\s+/g, ' ').trim();
  if (!a.length) return b.length ? 0 : 1;
  return Math.max(0, 1 - levenshtein(a, b) / a.length);
}
