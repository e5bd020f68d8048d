/**
 * Table header words in Serbian and Croatian, Slovak, Estonian and Latvian invoices, by the column
 * role they name; the column reader merges them into its lookup. A unit-of-measure column ("JM",
 * "Ühik", "MJ") is left unnamed: the reader treats an unknown column as other.
 */
import type { ColumnRole } from './column-role.js';

export const BALTIC_BALKAN_HEADER_WORDS: Array<[ColumnRole, string[]]> = [
  ['row', ['r.br.', 'r. br.', 'rb', 'r.b.', 'nr', 'nr.', 'p.k.']],
  [
    'name',
    [
      'naziv',
      'naziv robe',
      'opis',
      'kirjeldus',
      'nimetus',
      'toode',
      'označenie dodávky',
      'označenie',
      'názov',
      'nosaukums',
      'prece',
    ],
  ],
  ['quantity', ['kol.', 'kol', 'količina', 'kogus', 'množ.', 'množstvo', 'daudzums', 'daudz.']],
  [
    'unit',
    [
      'cena bez pdv',
      'cena',
      'jed. cena',
      'jedinična cena',
      'hind',
      'ühikuhind',
      'j.cena bez dph',
      'j. cena',
      'jednotková cena',
      'cena bez pvn',
    ],
  ],
  [
    'total',
    [
      'iznos bez pdv',
      'iznos',
      'vrednost',
      'summa',
      'kokku',
      'spolu bez dph',
      'spolu',
      'summa bez pvn',
    ],
  ],
  ['tax', ['pdv %', 'dph %', 'km %', 'pvn %']],
];
