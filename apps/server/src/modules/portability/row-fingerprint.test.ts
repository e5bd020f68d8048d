import type { ColumnRole } from '@circle/contract';
import { describe, expect, it } from 'vitest';
import { rowToItem } from './row-to-item.js';
import { fingerprintRef, rowFingerprint } from './row-fingerprint.js';

const roles: ColumnRole[] = ['name', 'category', 'brand', 'value', 'location', 'notes', 'ignore'];
const fingerprintOf = (cells: string[], columnRoles = roles) => {
  const outcome = rowToItem(cells, columnRoles);
  if (!('item' in outcome)) throw new Error('not an item');
  return outcome.item.fingerprint;
};

describe('rowFingerprint', () => {
  const chair = ['Chair', 'Furniture', 'IKEA', '79.00', 'Kitchen', 'Oak', '2024-01-01'];

  it('recognises the same row re-saved: case, spacing, number format, ignored columns', () => {
    const same = fingerprintOf(chair);
    expect(
      fingerprintOf(['chair ', 'FURNITURE', 'Ikea', '79', 'kitchen', ' Oak', '2025-06-30']),
    ).toBe(same);
    expect(fingerprintOf(['Chair', 'Furniture', 'IKEA', '79,00', 'Kitchen', 'Oak  ', ''])).toBe(
      same,
    );
    // The same columns in another order.
    const reordered: ColumnRole[] = ['brand', 'name', 'category', 'value', 'location', 'notes'];
    expect(fingerprintOf(['IKEA', 'Chair', 'Furniture', '79', 'Kitchen', 'Oak'], reordered)).toBe(
      same,
    );
  });

  it('keeps rows apart that differ in anything the item keeps', () => {
    const base = fingerprintOf(chair);
    const changed = (column: number, text: string) => {
      const cells = [...chair];
      cells[column] = text;
      return fingerprintOf(cells);
    };
    expect(changed(0, 'Chairs')).not.toBe(base);
    expect(changed(1, 'Decor')).not.toBe(base);
    expect(changed(2, 'Hay')).not.toBe(base);
    expect(changed(3, '79.50')).not.toBe(base);
    expect(changed(3, '79 €')).not.toBe(base);
    expect(changed(4, 'Office')).not.toBe(base);
    expect(changed(5, 'Beech')).not.toBe(base);
    expect(fingerprintOf(['Chair', 'Furniture', 'IKEA', '79.00', 'Kitchen', 'Oak', 'x'])).toBe(
      base,
    );
  });

  it('does not depend on the owner, and counts identical rows by occurrence', () => {
    const texts = new Map<ColumnRole, string>([['name', 'Lamp']]);
    const digest = rowFingerprint({ texts, amount: null, quantity: 1 });
    expect(digest).toMatch(/^[\w-]{32}$/);
    expect(rowFingerprint({ texts, amount: null, quantity: 2 })).not.toBe(digest);
    expect(fingerprintRef(digest, 2)).toBe(`row:${digest}:2`);
  });
});
