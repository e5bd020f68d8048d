/**
 * A card terminal's slip on its own: the merchant, the terminal's ids, the masked card and one
 * amount (with perhaps its instalments or points). It records a payment, not belongings, so it
 * gives no items; a till receipt that prints its slip under the goods is not one (its goods'
 * amounts come before any terminal line).
 */
import { isMoney, maskCodes, scanNumbers } from './amounts.js';
import type { NumberStyle } from './numbers.js';
import type { TextLine } from './types.js';

/** A card number masked but for its last digits: "XXXX XXXX XXXX 6641", "4543 **** **** 9012". */
const MASKED_CARD = /(?:[xX*•#]{4}[\s-]?){2,}\d{2,4}(?![\p{L}\d])/u;
/** Four groups of four, digits and masks mixed: "5211 73** **** 2096", "9410-55**-****-862*". */
const MIXED_MASK_CARD = /(?<![\d*])(?:[\d*xX•#]{4}[\s-]){3}[\d*xX•#]{4}(?![\p{L}\d*])/u;

function showsMaskedCard(text: string): boolean {
  if (MASKED_CARD.test(text)) return true;
  const mixed = MIXED_MASK_CARD.exec(text)?.[0] ?? '';
  // A mask of four or more characters, and some digits left: a card, not a rule of stars.
  return (mixed.match(/[*xX•#]/g) ?? []).length >= 4 && /\d{2}/.test(mixed);
}

/** "İŞYERİ", "MÜŞTERİ NÜSHASIDIR": letters compared without their dots and accents. */
const plain = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC').replace(/ı/g, 'i');

/** What only a terminal prints: its ids, the approval, the batch, whose copy the slip is. */
const TERMINAL_MARKS = [
  /(?<![\p{L}])(?:mid|tid|term|terminal|isyeri no|merchant (?:id|no)|batch(?: no)?|rrn|stan|aid|tvr|tsi)\s*[:#.]/iu,
  /(?<![\p{L}])(?:appr(?:oval)?|auth(?:ori[sz]ation)?|provizyon|onay|autori[sz]aci[oó]n|autoriza[cç][aã]o|genehmigungs?)\s*(?:code|kodu|c[oó]digo|nr|no|#)?\s*[:#.]/iu,
  /(?<![\p{L}])(?:customer|merchant|cardholder|card holder|client|kunden|m[uü][sş]teri|cliente|comercio)\s*(?:copy|beleg|n[uü]shas[iı]|copia|via|exemplaire)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:pin verified|signature not required|no signature required|[sş]ifre kullan[iı]lm[iı][sş]t[iı]r|chip ile|contactless|temassiz|sans contact|kontaktlos|kontaktl[øoö]st?|sin contacto)(?![\p{L}])/iu,
  // "No AUTO: 449821", "TICKET CLIENT", "KUNDENS NOTA", "Godkendt": the French and Nordic words.
  /(?<![\p{L}])(?:no\.?\s*)?auto\s*[:#.]\s*\d/iu,
  /(?<![\p{L}])(?:(?:ticket|copie|re[çc]u)\s+(?:client|porteur|commer[çc]ant)|kundens\s+(?:nota|kopi|kvittering|exemplar)|kundekopi|kundkvitto)(?![\p{L}])/iu,
  // "KVITTERING - KUNDENS", "DOKLAD PRO DRŽITELE KARTY", "KOPIA DLA KLIENTA": whose copy, elsewhere.
  /(?<![\p{L}])(?:kvittering\s*[-–]\s*(?:kundens|butikkens)|doklad pro (?:drzitele karty|zakaznika|obchodnika)|kopie pro (?:zakaznika|obchodnika)|kopia dla (?:klienta|posiadacza karty))(?![\p{L}])/iu,
  // The Czech and Slovak terminal's ids: "Číslo terminálu:", "Číslo autorizace:".
  /(?<![\p{L}])cislo (?:terminalu|autorizace|autorizacie|transakce)\s*:/iu,
  /^\s*(?:approved|godkendt|godkjent|godk[äa]nd|autoris[ée]e?|accept[ée]e?)(?![\p{L}])/iu,
  // A Turkish copy's line ends in its suffix: "MÜŞTERİ NÜSHASIDIR".
  /(?<![\p{L}])(?:musteri|isyeri)\s+nushas/iu,
  // Korean and Japanese slips: the sales-slip title, the customer's copy, the approval and
  // merchant numbers ("매출전표", "(고객용)", "승인번호:", "가맹점번호:", "承認番号").
  /매출\s?전표|고객\s?용|(?:승인|가맹점|단말기)\s?번호\s*[:#]|承認番号|端末番号|お客様控え?/u,
];

/** A slip's money: the amount, perhaps a base, instalments, points; a basket has many more. */
const MOST_AMOUNTS = 3;

export function isCardSlip(lines: TextLine[], style: NumberStyle): boolean {
  let firstMark = -1;
  let firstMoney = -1;
  let masked = false;
  let marks = 0;
  const amounts = new Set<number>();
  lines.forEach((line, k) => {
    const text = line.text;
    if (showsMaskedCard(text)) masked = true;
    const folded = plain(text);
    const marked = TERMINAL_MARKS.filter((m) => m.test(folded)).length;
    if (marked > 0 && firstMark < 0) firstMark = k;
    marks += marked;
    const money = scanNumbers(maskCodes(text), style).filter(
      // Won and yen have no decimals: their amounts are the grouped ones ("53,091원").
      (t) => isMoney(t, style) && (t.decimals || (style.zeroDecimal && t.grouped)) && t.value > 0,
    );
    if (money.length === 0) return;
    if (firstMoney < 0) firstMoney = k;
    for (const t of money) amounts.add(t.value);
  });
  return (
    masked &&
    marks >= 2 &&
    firstMark >= 0 &&
    firstMark < firstMoney &&
    amounts.size > 0 &&
    amounts.size <= MOST_AMOUNTS
  );
}
