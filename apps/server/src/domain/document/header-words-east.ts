/**
 * Table header words in Czech, Polish, Turkish, Hungarian and Romanian, by the column role they
 * name; the column reader merges them into its lookup.
 */
import type { ColumnRole } from './column-role.js';
import { MORE_HEADER_WORDS } from './header-words-more.js';

export const EAST_HEADER_WORDS: Array<[ColumnRole, string[]]> = [
  ['row', ['sıra', 'sıra no']],
  ['code', ['kód', 'kod', 'kód zboží', 'kod towaru', 'ürün no', 'ürün kodu', 'stok kodu']],
  [
    'name',
    ['název', 'nazev', 'zboží', 'položka', 'nazwa', 'towar', 'ürün', 'ürün adı', 'açıklama'],
  ],
  // A Turkish invoice's goods-or-service column: "Mal / Hizmet", "Mal ve Hizmet".
  ['name', ['mal / hizmet', 'mal/hizmet', 'mal hizmet', 'mal ve hizmet', 'hizmet', 'malzeme']],
  ['name', ['megnevezés']],
  ['quantity', ['počet', 'množství', 'ilość', 'ilosc', 'miktar', 'adet', 'mennyiség']],
  [
    'unit',
    ['cena', 'cena/mj', 'cena za mj', 'cena jedn.', 'cena jednostkowa', 'birim fiyat', 'egységár'],
  ],
  // "Celkem bez DPH" and "Celkem s DPH": the line's total before and after its tax.
  ['total', ['celkem', 'celkem bez dph', 'celkem s dph', 'wartość', 'wartosc', 'tutar', 'összeg']],
  ['tax', ['dph', 'vat %', 'kdv', 'kdv %', 'kdv oranı']],
  // Romanian: "Denumirea produselor sau a serviciilor | U.M. | Cant. | Preț unitar | Valoarea".
  [
    'name',
    ['denumirea produselor sau a serviciilor', 'denumirea produselor', 'denumirea', 'denumire'],
  ],
  ['quantity', ['cantitate', 'cantitatea', 'buc.', 'buc', 'nr. buc.', 'bucăți', 'bucati']],
  ['unit', ['preț unitar', 'pret unitar', 'preț', 'pret']],
  ['total', ['valoarea', 'valoare']],
  ['tax', ['valoarea tva', 'valoare tva', 'cota tva']],
  // An inventory's condition column in Romanian, Czech, Polish, Hungarian, Greek and Turkish.
  [
    'condition',
    ['stare', 'starea', 'stav', 'stan', 'állapot', 'allapot', 'κατάσταση', 'durum', 'durumu'],
  ],
  // Greek, Hebrew, Finnish, Ukrainian and Russian, and more Hungarian titles
  ...MORE_HEADER_WORDS,
];
