import { describe, expect, it } from 'vitest';
import { readsAsDocumentText } from './document-text.js';
import type { Extraction } from './text-extractor.js';

const extraction = (items: Array<{ name: string; value: number | null }>): Extraction =>
  ({
    kind: 'list',
    items: items.map((i) => ({ ...i, quantity: 1 })),
    total: null,
    store: null,
    locations: [],
    currency: 'USD',
  }) as unknown as Extraction;
const lines = (...texts: string[]) => texts.map((text) => ({ text }));

describe('text read off a photo', () => {
  it('is lettering, not a document, when a logo or a few letters give a priceless item', () => {
    expect(readsAsDocumentText(lines('TT 7 Q'), extraction([{ name: 'TT', value: null }]))).toBe(
      false,
    );
    expect(
      readsAsDocumentText(lines('SONY', 'a7 III'), extraction([{ name: 'SONY', value: null }])),
    ).toBe(false);
    expect(
      readsAsDocumentText(
        lines('9 _ hat > _ amr', 'ee'),
        extraction([{ name: 'hat amr', value: null }]),
      ),
    ).toBe(false);
  });

  it('is a document when an item has a price', () => {
    expect(
      readsAsDocumentText(
        lines('Coffee mug 12.99'),
        extraction([{ name: 'Coffee mug', value: 12.99 }]),
      ),
    ).toBe(true);
  });

  it('is a document when several lines read as words, like a handwritten list', () => {
    expect(
      readsAsDocumentText(
        lines('Lamp', 'Two chairs', 'Books'),
        extraction([
          { name: 'Lamp', value: null },
          { name: 'Chairs', value: null },
          { name: 'Books', value: null },
        ]),
      ),
    ).toBe(true);
  });

  it('is nothing when no item was read', () => {
    expect(readsAsDocumentText(lines('Lamp', 'Chair', 'Books'), extraction([]))).toBe(false);
  });
});
