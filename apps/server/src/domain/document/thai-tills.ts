/**
 * The lines of a Thai till or bill that are never items: its subtotal and the taxed and untaxed
 * goods' values, its total, VAT, discounts and service charge, tender and change, and its member,
 * cashier and receipt fields. Thai writes a label without spaces between words, so a till's word
 * is looked for at the start of the label (or inside it, for words no product name carries).
 */
import type { NonItemKind } from './non-item-lexicon.js';

/** Thai letters: the label is written in Thai. */
const THAI = /[\u0E01-\u0E5B]/u;

const KINDS: Array<[NonItemKind, RegExp]> = [
  // "ยอดรวมย่อย" (subtotal), "มูลค่าสินค้ามีภาษี" / "สินค้าไม่มีภาษี" (goods with and without VAT)
  [
    'subtotal',
    /^ยอดรวมย่อย|^รวมย่อย|^มูลค่า(?:สินค้า)?(?:มีภาษี|ก่อนภาษี|ยกเว้นภาษี|ไม่มีภาษี)|^(?:ราคา|ยอด)ก่อนภาษี|^สินค้า(?:ไม่มีภาษี|ยกเว้นภาษี|มีภาษี|ที่ต้องเสียภาษี)/u,
  ],
  // "ยอดรวม", "ยอดสุทธิ", "รวมทั้งสิ้น", "รวมเงิน", "ยอดชำระ", "จำนวนเงินรวม"
  [
    'total',
    /^ยอด(?:รวม|สุทธิ|ชำระ|เงิน|ที่ต้องชำระ)|^รวม(?:ทั้งสิ้น|ทั้งหมด|เงิน|สุทธิ|เป็นเงิน)?(?![\u0E01-\u0E2E])|^จำนวนเงิน(?:รวม|สุทธิ)|^สุทธิ(?![\u0E01-\u0E2E])/u,
  ],
  // "ภาษีมูลค่าเพิ่ม 7%", "ภาษีขาย", "VAT 7%" is read elsewhere
  ['tax', /^ภาษี/u],
  // Discounts, service charge, delivery
  ['charge', /^ส่วนลด|^ค่าบริการ|^เซอร์วิสชาร์จ|^ค่า(?:จัด)?ส่ง|^ค่าขนส่ง/u],
  // Tender and change: cash, change, card, PromptPay, "received"
  [
    'payment',
    /^เงิน(?:สด|ทอน|รับ)|^ทอน(?![\u0E01-\u0E2E])|^รับเงิน|^บัตร(?:เครดิต|เดบิต)|^ชำระ(?:โดย|ด้วย|เงิน)|^พร้อมเพย์/u,
  ],
  // Member, points, cashier, branch, tax invoice, receipt number, date, table, thanks
  [
    'meta',
    /สมาชิก|คะแนน|พนักงาน|แคชเชียร์|^สาขา|ใบกำกับภาษี|ใบเสร็จ|เลขประจำตัวผู้เสียภาษี|^เลขที่|^วันที่|^โต๊ะ|ขอบคุณ/u,
  ],
  // A warranty card's terms: its period ("ระยะเวลารับประกัน"), what the warranty covers
  // ("การรับประกัน…"), its conditions ("เงื่อนไข…") and the request to show it ("โปรดแสดง…")
  ['meta', /^(?:ระยะเวลา)?(?:การ)?รับประกัน|^เงื่อนไข|^โปรด/u],
];

export function thaiKind(label: string): NonItemKind | null {
  if (!THAI.test(label)) return null;
  const text = label
    .normalize('NFC')
    .trim()
    // A date, a time or a till's number before the word ("04/01/2025 11:26 #0042 พนักงาน").
    .replace(/^[\d\s/.:#-]+/u, '')
    // A Latin code or flag before the word ("THE 1 สมาชิก").
    .replace(/^(?:[A-Za-z]+\s+)*\d*\s*(?=[\u0E01-\u0E5B])/u, '');
  for (const [kind, pattern] of KINDS) if (pattern.test(text)) return kind;
  return null;
}
