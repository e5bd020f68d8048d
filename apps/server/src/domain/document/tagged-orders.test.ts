import { describe, expect, it } from 'vitest';
import { detectCurrency } from './currency.js';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('an order whose entries carry a shipping tag in square brackets', () => {
  it('reads the won written as 원 after the amount', () => {
    expect(detectCurrency('라면 5개입 4,380원\n합계 4,380원', 'USD')).toBe('KRW');
  });

  it('names the product after the tag, under a section title after a box', () => {
    const order = [
      '배송지: 서울특별시 마포구 월드컵북로 400, 702호',
      '',
      '■ 주문상품',
      '[무료배송] 로지텍 무선 마우스 M331 블랙',
      '   1개 / 23,900원',
      '',
      '[새벽배송] 비비고 왕교자 1.05kg',
      '   3개 / 26,970원',
      '',
      '■ 결제정보',
      '배송비                                   3,000원',
      '총 결제금액                          53,870원',
    ];
    expect(items(order.join('\n'))).toEqual([
      '1 × 로지텍 무선 마우스 M331 블랙 @ 23900',
      '3 × 비비고 왕교자 1.05kg @ 8990',
    ]);
  });

  it('drops a tag in another language and keeps a name that only has brackets inside', () => {
    const order = ['[Prime] Anker Nano charger 30W        $19.99', 'Order total $19.99'];
    expect(items(order.join('\n'))).toEqual(['1 × Anker Nano charger 30W @ 19.99']);
    expect(nonItemKind('▶ Payment details')).toBe('meta');
    expect(nonItemKind('배송비')).toBe('charge');
  });
});
