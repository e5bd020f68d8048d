import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const order = (name: string): string =>
  ['[마켓] 주문 확인', '', '주문 상품', name, '  8,400원 / 1개', '', '총 결제금액  8,400원'].join(
    '\n',
  );

describe('Korean counters in a product name', () => {
  it.each([
    '순면 화장솜 80매 x 3팩',
    '키친타올 150매 6롤',
    '유정란 특란 15구',
    '생수 2L x 12병',
    '캠핑 의자 2인용',
  ])('keeps %s whole at its own price', (name) => {
    const items = extractItems(order(name)).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ name, quantity: 1, value: 8400 });
  });
});

describe('an order line that promises delivery', () => {
  it.each(['새벽배송 5/2(금) 도착 예정', '일반배송 모레 도착', '특급배송 내일 도착 보장'])(
    'reads %s as no item',
    (label) => expect(nonItemKind(label)).toBe('meta'),
  );
  it('leaves a product whose name opens with the word for arrival', () =>
    expect(nonItemKind('도착 알림 스마트 도어벨')).toBeNull());
});
