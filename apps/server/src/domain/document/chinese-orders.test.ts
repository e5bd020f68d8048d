import { describe, expect, it } from 'vitest';
import { detectCurrency } from './currency.js';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('Chinese orders', () => {
  it('reads each product over its spec line and its NT$ price with the count after it', () => {
    const order = [
      '訂單編號：A1B2C3D4',
      '',
      '飛利浦 Philips 電動牙刷 HX6859',
      '規格：白色',
      'NT$1,580                          x1',
      '',
      '膳魔師 THERMOS 燜燒罐 470ml',
      'NT$890                            x2',
      '',
      '商品小計                        NT$3,360',
      '運費                              NT$80',
      '折扣券                           -NT$50',
      '運費總金額                         NT$80',
      '訂單金額                        NT$3,390',
      '付款方式：貨到付款',
    ];
    expect(items(order.join('\n'))).toEqual([
      '1 × 飛利浦 Philips 電動牙刷 HX6859 @ 1580',
      '2 × 膳魔師 THERMOS 燜燒罐 470ml @ 890',
    ]);
    expect(detectCurrency(order.join('\n'), 'USD')).toBe('TWD');
  });

  it.each<[string, string | null]>([
    ['商品總金額', 'subtotal'],
    ['订单金额', 'total'],
    ['运费', 'charge'],
    ['优惠券', 'charge'],
    ['支付方式：微信', 'payment'],
    ['收件人：王小明', 'meta'],
    // Things stay items: a rice cooker, a thermos.
    ['象印 電子鍋 NL-BAF10', null],
    ['保溫杯 500ml', null],
  ])('%s → %s', (label, kind) => {
    expect(nonItemKind(label)).toBe(kind);
  });
});

describe('a Chinese order grouped by shop', () => {
  it('reads the shop line, the spend-and-save discount, the points and the amount paid as no items', () => {
    expect(nonItemKind('店铺：某某官方旗舰店')).toBe('meta');
    expect(nonItemKind('商家：家居生活馆')).toBe('meta');
    expect(nonItemKind('满减')).toBe('charge');
    expect(nonItemKind('积分抵扣')).toBe('charge');
    expect(nonItemKind('商品总额')).toBe('subtotal');
    expect(nonItemKind('实付款')).toBe('total');
    expect(nonItemKind('应付款')).toBe('total');
  });

  it('keeps each product apart from the shop line above it', () => {
    const order = [
      '订单详情',
      '店铺：青山户外旗舰店',
      '双人帐篷 防雨 2.1m',
      '  ¥329.00  x1',
      '商家：暖居家纺',
      '羽绒枕 一对装',
      '  ¥88.00  x2',
      '商品总额                   ¥505.00',
      '满减                     -¥20.00',
      '实付款                    ¥485.00',
    ].join('\n');
    expect(items(order)).toEqual(['1 × 双人帐篷 防雨 2.1m @ 329', '2 × 羽绒枕 一对装 @ 88']);
  });
});
