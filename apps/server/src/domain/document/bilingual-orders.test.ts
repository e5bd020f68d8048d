import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

describe('a bilingual order', () => {
  const order = [
    '주문 상세 | Order details',
    '주문번호 | Order no: KR-77120034',
    '------------------------------------------',
    'Muji Ultrasonic Aroma Diffuser',
    '판매자 | Seller: Lifestyle Hub',
    '수량 | Qty: 1      ₩ 59,000',
    '',
    '한경희 스팀다리미 HI-800',
    '판매자 | Seller: Home Plus Mall',
    '수량 | Qty: 2      ₩ 42,500',
    '------------------------------------------',
    '상품 합계 | Subtotal           ₩ 144,000',
  ].join('\n');

  it('takes a field labelled in two scripts for no part of the name above', () => {
    expect(nonItemKind('판매자 | Seller: Lifestyle Hub')).toBe('meta');
    expect(nonItemKind('المورد | Sold by: Falcon Trading')).toBe('meta');
    expect(extractItems(order).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`)).toEqual([
      '1 × Muji Ultrasonic Aroma Diffuser @ 59000',
      '2 × 한경희 스팀다리미 HI-800 @ 42500',
    ]);
  });

  it("gives no other item the brand a first item names near the top, as if it were the shop's", () => {
    const [diffuser, iron] = extractItems(order).items;
    expect(diffuser?.brand).toBe('Muji');
    expect(iron?.brand).not.toBe('Muji');
  });
});
