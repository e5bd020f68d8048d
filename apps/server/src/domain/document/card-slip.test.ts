import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const SLIP_EN = `      CITY BANK
   ELECTRO WORLD - MAIN ST
MID: 000000123456   TID: 5512
DATE: 02/05/2024   TIME: 10:11
             SALE
CARD NO: XXXX XXXX XXXX 1234
APPR CODE: 998877   RRN: 123456789012
BASE AMOUNT:  Rs. 1,499.00
TOTAL AMOUNT: Rs. 1,499.00
PIN VERIFIED OK
   *** CUSTOMER COPY ***`;

const SLIP_TR = `   ELEKTRO MAGAZA A.S.
 ISYERI NO: 000000551234   TERM: 0T11
           SATIS
 KART NO: 5412 **** **** 3344
 TUTAR:                  4.200,00 TL
 TAKSIT SAYISI:          2
 TAKSIT TUTARI:          2.100,00 TL
 PROVIZYON KODU: 123456
 SIFRE KULLANILMISTIR
        MUSTERI NUSHASI`;

const SLIP_FR = `CARTE BANCAIRE
SANS CONTACT
LIBRAIRIE DU PORT
29200 BREST
LE 02/06/25 A 10:04:51
############4417
No AUTO: 301177
MONTANT=
     24,90 EUR
DEBIT
TICKET CLIENT
A CONSERVER`;

/** Dotted capitals and a card masked in its middle digits only. */
const SLIP_TR_DOTTED = `      YAPI KREDİ
   TEKNOSA BEŞİKTAŞ
İŞYERİ NO: 000000334812
TERMİNAL NO: 0K2210
KART NO: 4921 18** **** 7702
TUTAR:                  ₺2.730,00
ONAY KODU: 552190   STAN: 000871
İMZA GEREKMEZ
   MÜŞTERİ NÜSHASIDIR`;

/** A won slip: amounts without decimals, Korean marks only. */
const SLIP_KR = `        신용카드 매출전표
            (고객용)
가맹점명: 롯데마트 잠실점
카드번호: 5310-77**-****-402*
공급가액                     18,000원
부가세                        1,800원
합계                        ₩19,800
승인번호: 11820466
가맹점번호: 0093311102`;

const SLIP_NO = `KIOSK SENTRUM
BankAxept
Kontaktløs
Kort: XXXX XXXX XXXX 2290
Godkjent
BELØP:          NOK 349,00
KUNDEKOPI`;

/** A till receipt that prints its card slip under the goods: the goods stay. */
const RECEIPT_WITH_SLIP = `CORNER SHOP
Milk 1L            1.20
Bread              2.10
Coffee beans      11.50
TOTAL             14.80
VISA **** **** **** 4402
MID: 1234 TID: 99
AUTH CODE: 0042
CUSTOMER COPY`;

describe('card slips', () => {
  it.each([
    ['an English terminal slip', SLIP_EN],
    ['a Turkish slip with instalments', SLIP_TR],
    ['a French bank-card slip', SLIP_FR],
    ['a Norwegian contactless slip', SLIP_NO],
    ['a Turkish slip with dotted capitals', SLIP_TR_DOTTED],
    ['a Korean won slip', SLIP_KR],
  ])('gives no items for %s, and says it is a payment', (_, text) => {
    const extraction = extractItems(text);
    expect(extraction.items).toEqual([]);
    expect(extraction.paymentOnly).toBe(true);
  });

  it('keeps the goods of a receipt that prints its slip below them', () => {
    const names = extractItems(RECEIPT_WITH_SLIP).items.map((i) => i.name);
    expect(names).toHaveLength(3);
  });
});

describe('bank statements in more languages', () => {
  it('gives no items for a Czech account statement', () => {
    const text = `VÝPIS Z ÚČTU č. 3/2025
Počáteční zůstatek:        10 000,00
03.03.2025  Platba kartou  OBCHOD PRAHA     -1 287,50     8 712,50
04.03.2025  Platba kartou  ESHOP.CZ         -2 626,00     6 086,50
05.03.2025  Příchozí platba  MZDA           18 420,00    24 506,50
Konečný zůstatek:          24 506,50`;
    const extraction = extractItems(text);
    expect(extraction.items).toEqual([]);
    expect(extraction.paymentOnly).toBe(true);
  });

  it('gives no items for a statement whose rows are dated day/month-name', () => {
    const text = `EXTRACTO DE CUENTA        Cuenta 8812004
FECHA   CONCEPTO                          CARGOS    ABONOS     SALDO
03/MAR  COMPRA TARJETA FARMACIA DEL AHORRO   412.60               9,587.40
06/MAR  COMPRA TARJETA SORIANA HIPER       1,905.00               7,682.40
09/MAR  DEPOSITO NOMINA                               12,300.00  19,982.40
Saldo final:                                                     19,982.40`;
    const extraction = extractItems(text);
    expect(extraction.items).toEqual([]);
    expect(extraction.paymentOnly).toBe(true);
  });
});
