import { describe, expect, it } from 'vitest';
import { nonItemKind } from './non-items.js';

describe("a till's debit-card tender and a Chinese e-invoice's taxed sales", () => {
  it.each([
    ['BANKAXEPT', 'payment'],
    ['Knet', 'payment'],
    ['免稅銷售額', 'subtotal'],
    ['应税销售额', 'subtotal'],
  ])('reads %s as %s', (label, kind) => expect(nonItemKind(label)).toBe(kind));

  it.each(['Knetknecht Teigschaber', '銷售冠軍 保溫杯 500ml'])('leaves %s an item', (label) =>
    expect(nonItemKind(label)).toBeNull(),
  );
});
