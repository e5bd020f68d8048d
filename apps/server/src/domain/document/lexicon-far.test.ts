import { describe, expect, it } from 'vitest';
import { nonItemKind } from './non-items.js';

describe('non-item lines in Hungarian, Finnish, Vietnamese, Greek and Korean', () => {
  it.each<[string, string | null]>([
    ['Részösszeg:', 'subtotal'],
    ['Fizetendő összeg', 'total'],
    ['Szervizdíj 10%:', 'charge'],
    ['Készpénz', 'payment'],
    ['Asztal: 4', 'meta'],
    ['VÄLISUMMA', 'subtotal'],
    ['YHTEENSÄ', 'total'],
    ['PANTTI 0,15', 'charge'],
    ['Veloitus', 'payment'],
    ['Bonukseen oikeuttavat ostot', 'meta'],
    ['Tổng tiền hàng:', 'subtotal'],
    ['Tổng cộng', 'total'],
    ['Tiền khách đưa:', 'payment'],
    ['Tiền thừa', 'payment'],
    ['Bàn: 12', 'meta'],
    ['ΣΥΝΟΛΟ ΕΙΔΩΝ', 'subtotal'],
    ['ΠΛΗΡΩΤΕΟ ΠΟΣΟ', 'total'],
    ['총 구매액', 'subtotal'],
    ['결제금액', 'total'],
    ['국민카드', 'payment'],
    ['해피포인트 적립: 55점', 'meta'],
    ['Wartość przedmiotów', 'subtotal'],
    // Things stay items: a table, a memory card, a Korean snack.
    ['Asztal tölgyfa 120 cm', null],
    ['Kahvinkeitin', null],
    ['새우깡 90g', null],
  ])('%s → %s', (label, kind) => {
    expect(nonItemKind(label)).toBe(kind);
  });
});
