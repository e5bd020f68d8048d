import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('Thai till lines', () => {
  it.each<[string, string | null]>([
    ['รวมย่อย', 'subtotal'],
    ['มูลค่าก่อนภาษี', 'subtotal'],
    ['สินค้ายกเว้นภาษี', 'subtotal'],
    ['ยอดรวม (4 ชิ้น)', 'total'],
    ['รวมทั้งสิ้น', 'total'],
    ['ยอดชำระ', 'total'],
    ['ภาษีมูลค่าเพิ่ม 7%', 'tax'],
    ['ส่วนลดสมาชิก', 'charge'],
    ['ค่าบริการ 10%', 'charge'],
    ['เงินสด', 'payment'],
    ['เงินทอน', 'payment'],
    ['บัตรเครดิต VISA', 'payment'],
    ['12/03/2025 09:14 #0107 พนักงาน 12', 'meta'],
    ['คะแนนสะสม 40 คะแนน', 'meta'],
    // Goods stay items: mixed fruit, a rice cooker, fish sauce.
    ['ผลไม้รวม', null],
    ['หม้อหุงข้าว 1.8 ลิตร', null],
    ['รวมมิตรผักดอง', null],
  ])('%s → %s', (label, kind) => {
    expect(nonItemKind(label)).toBe(kind);
  });

  it('reads a Thai till whose sizes follow their figure in Thai', () => {
    const till = [
      '   ร้านสะดวกซื้อ บ้านสวน',
      '------------------------------',
      '1 น้ำดื่ม ตราสิงห์ 1500มล.        14.00',
      '1 น้ำตาลทราย มิตรผล 1กก.          27.00',
      '2 ทิชชู่ม้วน เซลล็อกซ์ 6ม้วน',
      '   2 @ 45.00                  90.00',
      '------------------------------',
      'ยอดรวม (4 ชิ้น)               131.00',
      'ยอดสุทธิ                      131.00',
      'เงินสด                        200.00',
      'เงินทอน                        69.00',
      'ภาษีมูลค่าเพิ่ม 7%               8.57',
      '12/03/2025 09:14 #0107 พนักงาน 12',
    ];
    const read = items(till.join('\n'));
    expect(read).toHaveLength(3);
    expect(read[0]).toMatch(/น้ำดื่ม ตราสิงห์ 1500มล\.? @ 14$/u);
    expect(read[1]).toMatch(/น้ำตาลทราย มิตรผล 1กก\.? @ 27$/u);
    expect(read[2]).toMatch(/^2 × .*ทิชชู่ม้วน เซลล็อกซ์ 6ม้วน @ 45$/u);
  });
});
