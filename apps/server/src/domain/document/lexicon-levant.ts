/**
 * Words for the lines that are never items in Hebrew, Arabic and Romanian: totals, VAT, fees,
 * payments, change and till fields. Written as printed; the non-item reader folds them and merges
 * them into its lexicon by kind. Hebrew abbreviations come with and without their gershayim
 * ('סה"כ' and 'סהכ'), as tills and text layers print both.
 */
import type { NonItemKind } from './non-item-lexicon.js';

export const LEVANT_WORDS: Record<NonItemKind, string[]> = {
  subtotal: [
    // Hebrew: the total before VAT
    'סה"כ לפני מע"מ',
    'סהכ לפני מעמ',
    'לפני מע"מ',
    'סכום ביניים',
    // Arabic
    'المجموع قبل الضريبة',
    'المجموع الفرعي',
    'الإجمالي قبل الضريبة',
    // Romanian
    'subtotal',
  ],
  total: [
    // Hebrew
    'סה"כ',
    'סהכ',
    'סה"כ לתשלום',
    'לתשלום',
    'סך הכל',
    // The amount charged to the card
    'סכום',
    'סכום לתשלום',
    // Arabic
    'الإجمالي',
    'إجمالي',
    'المجموع',
    'المبلغ الإجمالي',
    'الإجمالي شامل الضريبة',
    // Romanian
    'total de plata',
    'total de plată',
  ],
  tax: [
    // Hebrew
    'מע"מ',
    'מעמ',
    // Arabic: value added tax, "tax"
    'ضريبة القيمة المضافة',
    'ضريبة',
    'الضريبة',
    // Romanian
    'total tva',
    'total tva bon',
  ],
  charge: [
    // Hebrew: shipping, delivery, installation, discount
    'משלוח',
    'דמי משלוח',
    'התקנה',
    'הנחה',
    // Arabic: fees, installation, delivery, discount
    'رسوم',
    'رسوم التركيب',
    'رسوم التوصيل',
    'التوصيل',
    'خصم',
    // Arabic: an insurance premium
    'القسط',
    'القسط السنوي',
    // Romanian: discount, transport
    'reducere',
    'discount',
    'taxa transport',
  ],
  payment: [
    // Hebrew: payment method, instalments, cash, change, credit card
    'אמצעי תשלום',
    'מספר תשלומים',
    'תשלום',
    'תשלומים',
    'מזומן',
    'עודף',
    'כרטיס אשראי',
    // Arabic: payment, cash, change
    'الدفع',
    'نقدا',
    'نقداً',
    'الباقي',
    // Romanian: cash, card, change
    'numerar',
    'plata card',
    'plată card',
    'rest de plata',
  ],
  meta: [
    // Hebrew: approval number, till, cashier, company number, date
    'מספר אישור',
    'קופה',
    'קופאי',
    'ח.פ.',
    'עוסק מורשה',
    'תאריך',
    'מדיניות החזרות',
    // Loyalty club and its points
    'מועדון',
    'נקודות',
    // Arabic: tax number, invoice number, date, customer
    'الرقم الضريبي',
    'رقم الفاتورة',
    'التاريخ',
    'العميل',
    // Arabic: seller, order number, order date, expected delivery
    'البائع',
    'رقم الطلب',
    'تاريخ الطلب',
    'التوصيل المتوقع',
    // Romanian: cashier, till, fiscal receipt, unique id
    'casier',
    'casa',
    'bon fiscal',
    'nr bon fiscal',
    'id unic',
  ],
};
