/**
 * Words for till lines that are never items the other lexicons lack: Peru's taxed base, its VAT
 * (IGV) and its plastic-bag tax (ICBPER), Chile's and Colombia's home delivery, an old appliance
 * taken away, plastic bags in Spanish, a care and repair plan sold beside goods, Argentina's other
 * national taxes disclosed under the total, Norway's and Kuwait's debit card tenders, wallets and
 * mobile money.
 * Written as printed; the non-item reader folds them and merges them by kind.
 */
import type { NonItemKind } from './non-item-lexicon.js';

/** Wallets and mobile money, each the whole tender's name ("MPESA 750.00", "GCash 450.00"). */
const MOBILE_MONEY = [
  'm-pesa',
  'mpesa',
  'airtel money',
  'tigo pesa',
  'mtn momo',
  'momo pay',
  'orange money',
  'ecocash',
  'gcash',
  'paymaya',
  'bkash',
  'nagad',
  'paytm',
  'phonepe',
  'easypaisa',
  'jazzcash',
  'alipay',
  'wechat pay',
  '微信支付',
  '支付宝',
  'promptpay',
  'truemoney',
  'paypay',
  'kakao pay',
  'kakaopay',
  'naver pay',
  'yape',
  'nequi',
  'bizum',
  'venmo',
];

export const TILL_EXTRA_WORDS: Record<NonItemKind, string[]> = {
  subtotal: ['op gravada', 'op. gravada', 'operaciones gravadas', 'op exonerada', 'op inafecta'],
  total: ['importe total', 'total a pagar'],
  // Argentina's consumer tax disclosure: "IVA Contenido", "Otros Impuestos Nacionales Indirectos"
  tax: ['igv', 'icbper', 'isc', 'otros impuestos', 'impuestos internos', 'impuestos nacionales'],
  charge: [
    'despacho a domicilio',
    'costo de despacho',
    'cargo por despacho',
    'despacho express',
    'domicilio',
    'récupération ancien électroménager',
    'récupération de l ancien appareil',
    'récupération',
    'bolsa plástica',
    'bolsa plastica',
    'bolsa de plástico',
    'bolsa de papel',
    // "5 Year Care & Repair Plan - TV": cover sold with the goods
    'care repair plan',
    'care and repair plan',
    'year care repair plan',
  ],
  // Norway's debit card scheme and Kuwait's, named alone on a till's tender line; wallets and
  // mobile money tendered at tills in Africa, Asia and the Americas.
  payment: ['bankaxept', 'knet', ...MOBILE_MONEY],
  meta: ['ud ahorró', 'usted ahorró', 'puntos ganados', 'puntos acumulados'],
};
