import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const priced = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.quantity, i.value] as const);

/** An order e-mail's entry: the name, the seller's line, then count, price and line total. */
const order = (
  opening: string,
  seller: string,
  fields: (count: number, price: string, total: string) => string,
  entries: [string, number, string, string][],
  subtotal: string,
) => [
  opening,
  '',
  ...entries.flatMap(([name, count, price, total], k) => [
    name,
    `  ${seller}: Kedai ${k + 1}`,
    `  ${fields(count, price, total)}`,
    '',
  ]),
  subtotal,
];

describe('an order e-mail of South-East Asia, its count, price and line total labelled', () => {
  it('reads Malay fields whose line total is labelled "Jumlah"', () => {
    const lines = order(
      'Terima kasih atas pesanan anda!',
      'Dijual oleh',
      (c, p, t) => `Kuantiti: ${c}  Harga: ${p}  Jumlah: ${t}`,
      [
        ['Periuk Nasi Elektrik 1.8L', 1, 'RM129.00', 'RM129.00'],
        ['Serbuk Kopi Pek 500g', 3, 'RM18.50', 'RM55.50'],
      ],
      'Jumlah kecil                 RM184.50',
    );
    expect(priced(lines)).toEqual([
      ['Periuk Nasi Elektrik 1.8L', 1, 129],
      ['Serbuk Kopi Pek 500g', 3, 18.5],
    ]);
  });

  it('reads Indonesian fields labelled "Kuantitas" and "Subtotal"', () => {
    const lines = order(
      'Terima kasih',
      'Dijual oleh',
      (c, p, t) => `Kuantitas: ${c}  Harga: ${p}  Subtotal: ${t}`,
      [
        ['Kipas Angin Berdiri 16in', 1, 'Rp450.000', 'Rp450.000'],
        ['Beras Pandan 5kg', 2, 'Rp75.000', 'Rp150.000'],
      ],
      'Total Harga   Rp600.000',
    );
    expect(priced(lines)).toEqual([
      ['Kipas Angin Berdiri 16in', 1, 450000],
      ['Beras Pandan 5kg', 2, 75000],
    ]);
  });

  it('reads Tagalog fields and leaves the seller ("Ibinebenta ng") out of the name', () => {
    const lines = order(
      'Salamat sa iyong order!',
      'Ibinebenta ng',
      (c, p, t) => `Dami: ${c}  Presyo: ${p}  Kabuuan: ${t}`,
      [
        ['Electric Fan Stand 16in', 1, '₱1,299.00', '₱1,299.00'],
        ['Bigas Premium 5kg', 3, '₱350.00', '₱1,050.00'],
      ],
      'Subtotal   ₱2,349.00',
    );
    expect(priced(lines)).toEqual([
      ['Electric Fan Stand 16in', 1, 1299],
      ['Bigas Premium 5kg', 3, 350],
    ]);
  });

  it('reads Thai fields whose line total is labelled "รวม"', () => {
    const lines = order(
      'ขอบคุณสำหรับคำสั่งซื้อ',
      'ผู้ขาย',
      (c, p, t) => `จำนวน: ${c}  ราคา: ${p}  รวม: ${t}`,
      [
        ['พัดลมตั้งพื้น 16 นิ้ว', 1, '฿990.00', '฿990.00'],
        ['ข้าวหอมมะลิ 5kg', 2, '฿180.00', '฿360.00'],
      ],
      'ยอดรวมสินค้า   ฿1,350.00',
    );
    expect(priced(lines)).toEqual([
      ['พัดลมตั้งพื้น 16 นิ้ว', 1, 990],
      ['ข้าวหอมมะลิ 5kg', 2, 180],
    ]);
  });
});
