/**
 * Table header words in Greek, Hungarian, Hebrew, Finnish, Ukrainian and Russian, and the Nordic
 * unit-price titles, by the column role they name; the column reader merges them into its lookup.
 * A unit-of-measure column ("Enhed", "Μ.Μ.") is left unnamed: the reader treats it as other.
 */
import type { ColumnRole } from './column-role.js';

export const MORE_HEADER_WORDS: Array<[ColumnRole, string[]]> = [
  ['row', ['№', '№ п/п', 'מס׳', "מס'", 'מס', 'α/α', 'sorszám']],
  [
    'name',
    [
      // Greek
      'περιγραφή',
      'είδος',
      'περιγραφή είδους',
      // Hebrew
      'תיאור',
      'תיאור הפריט',
      'פריט',
      'שם הפריט',
      // Finnish
      'esine',
      'tuote',
      'kuvaus',
      'nimike',
      // Ukrainian and Russian
      'найменування',
      'назва',
      'опис',
      'наименование',
      'название',
      'предмет',
    ],
  ],
  [
    'quantity',
    [
      'ποσ.',
      'ποσ',
      // Capitals lower-case to a final sigma where the word is cut: "ΠΟΣ." → "πος."
      'πος.',
      'πος',
      'ποσότητα',
      'ποσ.μ.μ.',
      'menny.',
      'menny',
      'כמות',
      'kpl',
      'määrä',
      'lkm',
      'к-сть',
      'кількість',
      'кол-во',
      'к-во',
      'количество',
    ],
  ],
  [
    'unit',
    [
      'τιμή μον.',
      'τιμή μονάδας',
      'τιμή',
      'nettó egységár',
      'bruttó egységár',
      'מחיר',
      'מחיר ליחידה',
      'yksikköhinta',
      'hinta',
      'à-pris',
      'á-pris',
      'a-pris',
      'enhetspris',
      'stykpris',
      'ціна',
      'цена',
    ],
  ],
  ['total', ['αξία', 'ποσό', 'nettó érték', 'סכום', 'summa', 'сума', 'сумма']],
  [
    'value',
    [
      'שווי',
      'שווי מוערך',
      'ערך',
      'arvo',
      'arvioitu arvo',
      'vakuutusarvo',
      'вартість',
      'вартість, грн',
      'оціночна вартість',
      'стоимость',
      'оценочная стоимость',
    ],
  ],
  ['condition', ['κατάσταση', 'מצב', 'kunto', 'стан', 'состояние', 'állapot']],
  ['tax', ['φπα', 'φπα%', 'φ.π.α.', 'áfa', 'áfa %', 'áfa érték', 'מע״מ', 'пдв', 'ндс']],
];
