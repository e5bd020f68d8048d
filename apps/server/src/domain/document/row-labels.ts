import { withoutPriceLabel } from './line-parts.js';
import { withoutTaxColumns } from './net-columns.js';
import type { NumberStyle } from './numbers.js';

/**
 * An order's or an invoice's row written as labelled fields under the thing's name: "Seller:
 * RetailNet    Qty: 1    ₹1,299.00", "Uds: 1   Precio: 495,04 €   Importe: 495,04 €". The seller
 * and the labels name nothing; what is left is the row's count and amounts.
 */

/** A count's label: "Qty:", "Uds:", "Menge:", "Ilość:". */
const COUNT_LABEL =
  /(?<![\p{L}])(?:qty|quantity|uds|unidades|cant|cantidad|menge|anzahl|qt[eé]|quantit[eé]|quantidade|qtd|quantit[aà]|aantal|antal|ilo[sś][cć]|po[cč]et|miktar|adet|kuantiti|kuantitas|dami|bilang|s[ốo] l[ưu][ợo]ng|الكمية|العدد|daudzums|kogus|kol|koli[cč]ina|mno[zž]stvo|จำนวน|数量|數量|수량|jumlah|idadi|כמות|ποσότητα|मात्रा)\s*[:：]\s*(?=\d)/iu;
/** The seller opening the row: "Seller: RetailNet", "Sold by: X", "Vendido por: Y". */
const SELLER =
  /^\s*(?:seller|sold by|vendor|verk[äa]ufer|vendeur|vendido por|vendedor|venditore|verkoper|sprzedaj[aą]cy|sprzedawca|prodejce|sat[iı]c[iı]|البائع|p[āa]rdev[ēe]js|m[üu][üu]ja|prodava[čc])\s*:\s*\S+(?:\s\S+)?(?=\s{2,})/iu;
/** The amount labels after the count: "Precio:", "Price:", "Importe:", "Amount:", "Total:". */
const AMOUNT_LABEL =
  /(?<![\p{L}])(?:price|unit price|amount|total|subtotal|precio(?: unitario)?|importe|preis|einzelpreis|st[üu]ckpreis|betrag|prix(?: unitaire)?|montant|prezzo(?: unitario)?|importo|totale|pre[cç]o(?: unit[aá]rio| total)?|valor(?: unit[aá]rio| total)?|valore(?: unitario)?|precio total|prezzo totale|prijs|stukprijs|bedrag|cena|kwota|warto[sś][cć]|fiyat|tutar|summa|hind|iznos|цена|ед\. цена|сумма|стоимость|ціна|сума|вартість|износ|вкупно|سعر الوحدة|السعر|المجموع|الإجمالي|المبلغ|القيمة|ราคา|价格|價格|单价|單價|価格|単価|小計|小计|가격|단가|gi[áa]|đơn gi[áa]|th[àa]nh ti[ềe]n|harga|harga satuan|jumlah|presyo|kabuuan|halaga|ราคาต่อหน่วย|รวม|bei|מחיר|τιμή|कीमत|मूल्य)\s*[:：]\s*/giu;

/** A line opening on the amount's label. */
const AMOUNT_LABEL_FIRST = new RegExp(`^\\s*${AMOUNT_LABEL.source}`, 'iu');

/** The pieces' unit after a labelled count: "Daudzums: 2 gab.", "Kogus: 3 tk", "Qty: 1 pcs". */
const PIECES_AFTER_COUNT = /^(\d{1,4})\s?(?:gab|tk|kom|ks|vnt|pcs?|stk|st|szt|ea)\.?(?![\p{L}])/iu;

/**
 * "Price: $129.00   Qty: 2", "ราคา: ฿890.00   จำนวน: 3": the price's field before the count's,
 * put in the count-first order the rest of the reader knows.
 */
function countFirst(line: string): string {
  const price = AMOUNT_LABEL_FIRST.exec(line);
  if (!price) return line;
  const rest = line.slice(price[0].length);
  const count = COUNT_LABEL.exec(rest);
  const gap = count ? /\s{2,}$/.exec(rest.slice(0, count.index)) : null;
  if (!count || !gap || !/^\d{1,4}\s*$/.test(rest.slice(count.index + count[0].length)))
    return line;
  const amount = rest.slice(0, gap.index);
  return `${count[0]}${rest.slice(count.index + count[0].length).trim()}   ${price[0].trim()} ${amount}`;
}

/** "수량 | Qty: 2", "الكمية | Qty: 1": the count's label in another script before its Latin twin. */
const TWIN_LABEL = /^\s*[^|｜A-Za-z\d\s][^|｜A-Za-z\d]*\s[|｜]\s(?=[A-Za-z])/u;

function withoutTwinLabel(line: string): string {
  const twin = TWIN_LABEL.exec(line);
  const rest = twin ? line.slice(twin[0].length) : '';
  const count = COUNT_LABEL.exec(rest);
  return twin && count?.index === 0 ? ' '.repeat(twin[0].length) + rest : line;
}

export function withoutRowLabels(text: string): string {
  const line = countFirst(withoutTwinLabel(text));
  const seller = SELLER.exec(line);
  const rest = seller ? ' '.repeat(seller[0].length) + line.slice(seller[0].length) : line;
  const count = COUNT_LABEL.exec(rest);
  // Only a row of fields: "Qty: 6" inside a name's line ("Aeron chair, qty: 6, $895") stays.
  if (!count || rest.slice(0, count.index).trim()) return line;
  // "Qty: 2" alone is left to the reader; a row of fields also carries its amounts.
  if (!/^\d+\D+\d/u.test(rest.slice(count.index + count[0].length))) return line;
  return (
    rest.slice(0, count.index) +
    ' '.repeat(count[0].length) +
    rest
      .slice(count.index + count[0].length)
      .replace(PIECES_AFTER_COUNT, (m, n: string) => n.padEnd(m.length))
  ).replace(AMOUNT_LABEL, (m) => ' '.repeat(m.length));
}

/**
 * "2 pcs x ¥1,990", "3 stk × 86,40", "4 st*19,95": the count's unit between it and its times sign
 * (a Scandinavian till writes the sign as a star).
 */
const COUNT_UNIT_TIMES =
  /(?<![\d.,\p{L}])(\d{1,3})\s?(?:pcs?|stk|st|szt|ks|kpl|db|τεμ|uds|units?|un|und|pz|pzas?|buc|adet|ad|vnt|tk|gab|kos|kom|шт|бр|ком|од|дана|個|件|点|台|개)\.?\s?([x×*])(?=\s?[\p{Sc}\d])/giu;

/** The count's unit left out, so the line reads "2 x ¥1,990" as every till's count line does. */
export function withoutCountUnit(line: string): string {
  return line.replace(
    COUNT_UNIT_TIMES,
    (_, count: string, sign: string) => `${count} ${sign === '*' ? 'x' : sign}`,
  );
}

/** A row's text with its field labels, count unit, price label and tax columns set aside. */
export function readableRow(line: string, style: NumberStyle): string {
  return withoutTaxColumns(withoutPriceLabel(withoutCountUnit(withoutRowLabels(line))), style);
}
