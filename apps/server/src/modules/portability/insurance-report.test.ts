import { describe, expect, it } from 'vitest';
import type { ItemWithSource } from '../inventory/index.js';
import { insuranceReport, type InsuranceReportData } from './insurance-report.js';

const item = (n: number) =>
  ({
    id: `item-${n}`,
    itemName: `Item ${n}`,
    itemCategory: 'tools',
    brand: null,
    condition: null,
    estimatedValue: 10,
    quantity: 1,
    location: 'Garage',
    notes: null,
    serialNumber: null,
    modelNumber: null,
    purchaseDate: n % 2 ? '2024-03-14' : null,
    purchasePrice: n % 2 ? 12.5 : null,
    warrantyUntil: n % 3 ? null : '2027-01-31',
    customFields: n % 5 ? [] : [{ name: 'Colour', value: 'red' }],
    source: null,
  }) as unknown as ItemWithSource;

function data(pagesRead: { count: number }, pageCount: number): InsuranceReportData {
  return {
    owner: { name: 'Ada', email: 'ada@example.com' },
    generatedAt: new Date('2026-11-25T00:00:00Z'),
    currency: 'USD',
    totals: { byCategory: [], byRoom: [] },
    itemPages: (async function* () {
      for (let page = 0; page < pageCount; page++) {
        pagesRead.count += 1;
        yield Array.from({ length: 50 }, (_, i) => item(page * 50 + i));
      }
    })(),
    picturesOf: async (items) => items.map(() => null),
  };
}

const bytesOf = async (stream: AsyncIterable<Buffer>) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
};

describe('insuranceReport', () => {
  it('streams a complete PDF over every page of items', async () => {
    const pagesRead = { count: 0 };
    const pdf = await bytesOf(insuranceReport(data(pagesRead, 3)));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    expect(pagesRead.count).toBe(3);
  });

  it('stops reading items when the reader goes away', async () => {
    const pagesRead = { count: 0 };
    const doc = insuranceReport(data(pagesRead, 100));
    doc.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pagesRead.count).toBeLessThanOrEqual(1);
  });
});
