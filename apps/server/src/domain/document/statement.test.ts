import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

/** A Slovene statement: none of its words are known, its running balance tells it. */
const SLOVENE = `NLB d.d.
Izpisek prometa št. 4
IBAN SI56 0201 0001 2345 678
Datum       Opis                              Znesek      Stanje
02.06.2025  Začetno stanje                               640,12
03.06.2025  Plača Podjetje Lipa d.o.o.    +1.720,00    2.360,12
05.06.2025  Nakup s kartico MERCATOR          -38,45    2.321,67
09.06.2025  Nakup s kartico BAUHAUS          -129,99    2.191,68
14.06.2025  Elektro Ljubljana                 -47,30    2.144,38
30.06.2025  Končno stanje                                2.144,38`;

/** A Latvian statement with its account line and opening and closing balances. */
const LATVIAN = `Citadele banka
Konta izraksts 01.03.2025 – 31.03.2025
Konts: LV80 PARX 0000 1234 5678 9
Datums      Apraksts                          Summa      Atlikums
01.03.2025  Sākuma atlikums                              1 204,50
02.03.2025  Alga SIA Koks un Ko       +1 980,00         3 184,50
04.03.2025  Karte RIMI Teika            -52,17          3 132,33
08.03.2025  Karte DEPO Ulbroka         -214,90          2 917,43
31.03.2025  Beigu atlikums                              2 917,43`;

/** A Greek statement, dated with slashes, its credits and debits in one column. */
const GREEK = `ΤΡΑΠΕΖΑ ΑΙΓΑΙΟΥ
Κίνηση λογαριασμού Μαΐου 2025
Ημερομηνία  Περιγραφή                     Ποσό        Υπόλοιπο
01/05/2025  Υπόλοιπο έναρξης                           980,40
03/05/2025  Πληρωμή κάρτας ΜΑΣΟΥΤΗΣ       -73,18        907,22
06/05/2025  Μισθοδοσία                  +1.450,00      2.357,22
10/05/2025  Πληρωμή κάρτας KOTSOVOLOS     -349,00      2.008,22`;

/** A Japanese statement dated year first with slashes, its balance running on. */
const JAPANESE_YEAR_FIRST = `みなと銀行
入出金明細
日付         摘要                       お支払金額   お預り金額    残高
2025/06/02   前月繰越                                            318,400
2025/06/04   カード ヤマダデンキ        42,800                   275,600
2025/06/10   給与 ミドリ商事                        265,000      540,600
2025/06/18   カード コーナン             6,380                   534,220`;

/** An English statement dated year first with dots, with no balance column at all. */
const YEAR_FIRST_NO_BALANCE = `Harbour Credit Union
Account statement  2025.05
Date          Description                               Amount
2025.05.03.   Card purchase - CORNER HARDWARE           -64.20
2025.05.09.   Card purchase - GREENLEAF MARKET          -37.15
2025.05.15.   Salary - Tidewater Logistics           +2,340.00
2025.05.29.   Monthly account fee                        -4.50
Closing balance                                        3,118.40`;

/** A dated list of purchases: each row prices its own thing, nothing runs on. */
const DATED_PURCHASES = `Hobby log 2025
12.01.2025  Soldering station          89,00
03.02.2025  Multimeter                 45,50
21.02.2025  Oscilloscope              329,00
02.03.2025  Bench power supply        119,90`;

describe('bank statements told by their running balance', () => {
  it.each([
    ['a Slovene statement with unknown words', SLOVENE],
    ['a Latvian statement with an account line', LATVIAN],
    ['a Greek statement', GREEK],
    ['a statement dated year first with slashes', JAPANESE_YEAR_FIRST],
    ['a statement dated year first with dots, without a balance column', YEAR_FIRST_NO_BALANCE],
  ])('gives no items for %s, and says it is a payment', (_, text) => {
    const extraction = extractItems(text);
    expect(extraction.items).toEqual([]);
    expect(extraction.paymentOnly).toBe(true);
  });

  it('keeps a dated list of purchases whose amounts run on nowhere', () => {
    const names = extractItems(DATED_PURCHASES).items.map((i) => i.name);
    expect(names).toHaveLength(4);
  });
});
