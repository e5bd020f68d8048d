import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { withHalfWidthSigns } from './full-width-signs.js';

const read = (lines: string[]) => {
  const e = extractItems(lines.join('\n'));
  return { currency: e.currency, items: e.items.map((i) => [i.name, i.quantity, i.value]) };
};

describe("an order's entries: a labelled name over a row of fields", () => {
  it('reads a Japanese order with full-width spaces and signs', () => {
    expect(
      read([
        '【注文番号】 88-4410',
        '■品名: 象印 ステンレスマグ SM-ZA48',
        '  数量: 1　単価: ￥3,300　小計: ￥3,300',
        '',
        '■品名: タイガー 電気ケトル PCM-A080',
        '  数量: 2　単価: ￥6,480　小計: ￥12,960',
        '',
        '商品合計: ￥16,260',
        'ご請求金額: ￥16,260',
      ]),
    ).toEqual({
      currency: 'JPY',
      items: [
        ['象印 ステンレスマグ SM-ZA48', 1, 3300],
        ['タイガー 電気ケトル PCM-A080', 2, 6480],
      ],
    });
  });

  it('drops an English name label the same way', () => {
    expect(
      read([
        'Order 5521',
        '• Product: Garden hose reel 30m',
        '  Qty: 2   Unit price: $45.00   Subtotal: $90.00',
        '',
        '• Product: Pruning shears',
        '  Qty: 1   Unit price: $19.99   Subtotal: $19.99',
        '',
        'Order total: $109.99',
      ]).items,
    ).toEqual([
      ['Garden hose reel 30m', 2, 45],
      ['Pruning shears', 1, 19.99],
    ]);
  });

  it('reads full-width currency signs as their half-width forms', () => {
    expect(withHalfWidthSigns('￥1,200 ＄5 ￦9,000 ￡3')).toBe('¥1,200 $5 ₩9,000 £3');
  });
});
