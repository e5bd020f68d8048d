/**
 * Words for the lines that are never items in Hungarian, Finnish, Vietnamese, Greek and Korean,
 * and the Polish order words the other lexicons lack. Written as printed; the non-item reader
 * folds them (no accents, lower case) and merges them into its lexicon by kind.
 */
import type { NonItemKind } from './non-item-lexicon.js';

export const FAR_WORDS: Record<NonItemKind, string[]> = {
  subtotal: [
    // Hungarian
    'részösszeg',
    'részösszesen',
    // Finnish
    'välisumma',
    // Vietnamese
    'tổng tiền hàng',
    'cộng tiền hàng',
    // Greek
    'σύνολο ειδών',
    'μερικό σύνολο',
    // The net value before ΦΠΑ, and the Hungarian net total
    'καθαρή αξία',
    'συνολική καθαρή αξία',
    'nettó összesen',
    'nettó érték összesen',
    // Korean
    '총 구매액',
    '소계',
    // Korean: the net amount before VAT
    '공급가액',
    // Korean: the goods' price on an order
    '총 상품가격',
    '상품가격',
    // Finnish: the amount before VAT in a till's tax table
    'veroton',
    // Polish: the goods' value on an order
    'wartość przedmiotów',
    // Korean: the taxable goods' value before VAT
    '과세물품가액',
    // Korean: a till's tax table, the taxable and the tax-free goods' value ("과세  물품가액")
    '과세 물품가액',
    '면세 물품가액',
    '면세물품가액',
    '물품가액',
    '과세물품',
    '면세물품',
  ],
  total: [
    // Hungarian
    'összesen',
    'végösszeg',
    'fizetendő',
    'fizetendő összeg',
    // Finnish
    'yhteensä',
    'maksettava',
    'loppusumma',
    // Vietnamese
    'tổng thanh toán',
    'tổng cộng',
    'tổng tiền',
    'thanh toán',
    'khách cần trả',
    'khách phải trả',
    // Greek
    'σύνολο',
    'πληρωτέο ποσό',
    'πληρωτέο',
    // Korean
    '결제대상금액',
    '결제금액',
    '합계',
    '합계금액',
    '총액',
    '받을금액',
    // Finnish: the amount with VAT in a till's tax table
    'verollinen',
    // A room inventory's declared total
    'sum oppgitt verdi',
    'samlet verdi',
    'totale opgegeven waarde',
    'totale valore',
    'valore totale',
  ],
  tax: [
    // Hungarian, Finnish, Vietnamese, Greek, Korean
    'áfa',
    'alv',
    'thuế gtgt',
    'φπα',
    '부가세',
    '부가가치세',
  ],
  charge: [
    // Hungarian: the service charge a restaurant adds
    'szervizdíj',
    'felszolgálási díj',
    // Finnish: bottle deposit and discounts
    'pantti',
    'alennus',
    // Vietnamese
    'giảm giá',
    'phí dịch vụ',
    'phí vận chuyển',
    // Vietnamese: an extended warranty package sold with the goods
    'gói bảo hành',
    'bảo hành mở rộng',
    'phí giao hàng',
    'khuyến mãi',
    // Colombia: the plastic bag tax
    'imp bolsa',
    // Spanish (Chile): an order's delivery charge
    'costo de despacho',
    'despacho',
    // Greek
    'έκπτωση',
    // Korean: a promotion's discount
    '행사할인',
    '할인',
    // Korean: the shipping charge
    '배송비',
    // Hungarian: the cash rounding to 5 Ft
    'kerekítés',
    // Finnish: delivery on an invoice or order
    'toimitus',
    'toimitusmaksu',
    'toimituskulut',
    'kotiinkuljetus',
  ],
  payment: [
    // Hungarian
    'bankkártya',
    'készpénz',
    'visszajáró',
    // Finnish: the card charge and the card block
    'veloitus',
    'korttitapahtuma',
    'käteinen',
    'takaisin',
    // Vietnamese: the cash handed over and the change
    'tiền khách đưa',
    'tiền khách trả',
    'tiền thừa',
    'tiền thối lại',
    'tiền trả lại',
    'tiền thối',
    'tiền mặt',
    // Greek
    'μετρητά',
    'ρέστα',
    'πληρωμή',
    'πληρωμή με κάρτα',
    // Korean: the payment method and the amount the card approved
    '결제수단',
    '승인금액',
    // Mexico: a card's interest-free instalments ("3 meses sin intereses de $ 1,187.33")
    'meses sin intereses',
  ],
  meta: [
    // Hungarian
    'adószám',
    'felszolgáló',
    // Finnish: the loyalty bonus line and the business id
    'bonukseen oikeuttavat ostot',
    'y tunnus',
    'myyjä',
    // Vietnamese: tax code, bill number, cashier
    'mst',
    'số hđ',
    'thu ngân',
    'khách hàng',
    'địa chỉ nhận hàng',
    'địa chỉ',
    'người bán',
    // Polish: a till's taxable sales by rate and what the shopper saved
    'sprzedaż opodatk',
    'sprzedaż opodatkowana',
    'zaoszczędziłeś',
    'zaoszczędziłaś',
    // Italian: a schedule's policy line
    'polizza',
    // Chile: the buyer's tax id
    'rut',
    'rut comprador',
    // Greek: tax id, loyalty points
    'αφμ',
    'πόντοι',
    // Finnish: the loyalty purchases of the day
    'plussa ostot',
    'bonusta kertyy',
  ],
};

/**
 * Labour billed on an invoice, in Greek, Romanian, Polish, Hungarian and Turkish ("ΕΡΓ-01
 * Εργασία εγκατάστασης", "Manoperă montaj"): the word opens the label, after an article code.
 */
export const LABOUR_WORDS = new Set([
  'εργασια',
  'εργασιες',
  'manopera',
  'robocizna',
  'munkadij',
  'iscilik',
]);

/** Hungarian and Vietnamese words for a table (patterns), a bill head's field when a number follows. */
export const FAR_BEFORE_NUMBER = ['asztal', 'b[aà]n'];

/**
 * Korean till lines named by their ending: a card payment ("신한카드 108,208") and points earned
 * ("신세계포인트 적립: 108점"). No product name ends a word in these.
 */
export function koreanKind(label: string): NonItemKind | null {
  const text = label.normalize('NFC').trim();
  if (!/\p{Script=Hangul}/u.test(text)) return null;
  if (/^\S*카드(?:\s|$|:)/u.test(text)) return 'payment';
  if (/^\S*포인트(?:\s|$|:)|적립|회원번호|승인번호/u.test(text)) return 'meta';
  // An order's delivery promise under its goods: "빠른배송 4/2(수) 도착 예정".
  if (/^\S*배송(?:\s|$)|도착(?:\s*(?:보장|예정))?$/u.test(text)) return 'meta';
  // The shop's address: "서울특별시 강남구 테헤란로 152" (city, district, road), also with the
  // city's short name ("서울 성동구 뚝섬로 379"): a district then a road and its number.
  if (/(?:특별시|광역시|특별자치시|도|시)\s+\S+(?:구|군|시)\s+\S+(?:로|길)(?:\s|$)/u.test(text))
    return 'meta';
  if (/^\S+\s+\S+(?:구|군)\s+\S+(?:로|길)(?:\s+\d+(?:-\d+)?)?\s*$/u.test(text)) return 'meta';
  return null;
}

/**
 * A sign-off's place and date alone on a line: "Bergen, 01.08.2024", "Brno 3. 2. 2025", also with
 * the word for "on" before the date ("Graz, am 3.2.2025", "Lyon, le 04/03/2025").
 */
export const PLACE_AND_DATE =
  /^\p{Lu}[\p{L}' -]{1,30},?\s+(?:(?:am|den|le|el|il|em|op|on)\s+)?\d{1,2}\.\s?\d{1,2}\.\s?\d{2,4}$|^\p{Lu}[\p{L}' -]{1,30},\s+(?:(?:am|den|le|el|il|em|op|on)\s+)?\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/u;
