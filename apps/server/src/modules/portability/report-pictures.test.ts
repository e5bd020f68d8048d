import { describe, expect, it } from 'vitest';
import type { ItemWithSource } from '../inventory/index.js';
import { pictureKeyOf } from './report-pictures.js';

function item(overrides: Partial<ItemWithSource>): ItemWithSource {
  return {
    imageKey: null,
    imageThumbnailKey: null,
    source: null,
    ...overrides,
  } as ItemWithSource;
}

const photo = {
  id: 'f1',
  storageKey: 'u1/f1.jpg',
  thumbnailKey: 'u1/f1-thumb.jpg',
  mimeType: 'image/jpeg',
  filename: 'kitchen.jpg',
  contentType: 'image' as const,
};

describe('the picture an item has in the report', () => {
  it("is the item's own crop when it has one", () => {
    const cropped = item({
      imageKey: 'u1/p1.jpg',
      imageThumbnailKey: 'u1/p1-thumb.jpg',
      source: photo,
    });
    expect(pictureKeyOf(cropped)).toBe('u1/p1-thumb.jpg');
  });

  it("is the photo's thumbnail for an item without a crop", () => {
    expect(pictureKeyOf(item({ source: photo }))).toBe('u1/f1-thumb.jpg');
  });

  it('is none for an item read from a document', () => {
    const receipt = { ...photo, contentType: 'text' as const, thumbnailKey: null };
    expect(pictureKeyOf(item({ source: receipt }))).toBeNull();
  });
});
