/**
 * Column roles of a table: from the header's words in English, German, French, Spanish,
 * Portuguese, Italian, Dutch, Indonesian/Malay and the Scandinavian languages, and from the
 * column's content where there is no header.
 */
import { findBrand } from '../brands.js';
import { isMoney, scanNumbers } from './amounts.js';
import { conditionOf } from './conditions.js';
import { fold } from '../words/fold.js';
import { EAST_HEADER_WORDS } from './header-words-east.js';
import { BALTIC_BALKAN_HEADER_WORDS } from './header-words-baltic-balkan.js';
import { CJK_HEADER_WORDS } from './header-words-cjk.js';
import { KNOWN_LOCATIONS } from './locations.js';
import type { NumberStyle } from './numbers.js';
import type { ColumnRole } from './column-role.js';

export type { ColumnRole } from './column-role.js';

const HEADER_WORDS: Array<[ColumnRole, string[]]> = [
  [
    'row',
    [
      '#',
      'no',
      'no.',
      'nr',
      'nr.',
      'n°',
      'nº',
      'pos',
      'pos.',
      'sr',
      'sr.',
      'item no.',
      'item no',
      'bil',
      'lfd',
      'nro',
      'line',
    ],
  ],
  [
    'code',
    [
      'sku',
      'art.-nr.',
      'art.-nr',
      'art nr',
      'artikelnummer',
      'ref',
      'ref.',
      'réf',
      'réf.',
      'cod',
      'cod.',
      'código',
      'codigo',
      'codice',
      'hsn',
      'ean',
      'upc',
      'barcode',
      'kode',
      'code',
    ],
  ],
  [
    'serial',
    [
      'serial',
      'serial no',
      'serial no.',
      'serial number',
      'seriennummer',
      'numéro de série',
      'número de serie',
      'serienummer',
      'no seri',
      's/n',
    ],
  ],
  ['model', ['model', 'modell', 'modèle', 'modelo', 'modello', 'tipe', 'type']],
  [
    'brand',
    [
      'brand',
      'marke',
      'hersteller',
      'marque',
      'marca',
      'merk',
      'merek',
      'jenama',
      'fabricant',
      'fabricante',
      'make',
      'manufacturer',
      'produttore',
      'märke',
      'merke',
    ],
  ],
  [
    'quantity',
    [
      'qty',
      'qty.',
      'quantity',
      'qté',
      'qte',
      'quantité',
      'quantite',
      'menge',
      'anzahl',
      'anz',
      'anz.',
      'stück',
      'stk',
      'stk.',
      'cant',
      'cant.',
      'cantidad',
      'uds',
      'uds.',
      'unds',
      'unid.',
      'unidades',
      'quantidade',
      'qtd',
      'qtd.',
      'quantità',
      'q.tà',
      'qta',
      'aantal',
      'kuantiti',
      'số lượng',
      'ilość',
      'ilosc',
      'počet',
      'antall',
      'antal',
      'count',
      'units',
      'pcs',
      'jumlah barang',
      'banyaknya',
    ],
  ],
  [
    'unit',
    [
      'price',
      'unit price',
      'unit',
      'rate',
      'p.unit',
      'p. unit',
      'p.u.',
      'p.u',
      'pu',
      'p.u. ttc',
      'preço',
      'preco',
      'preço unit.',
      'precio',
      'precio unit.',
      'prezzo',
      'prezzo unit.',
      'prezzo unitario',
      'prix',
      'prix unit.',
      'prix unitaire',
      'prix unitaire (€)',
      'einzelpreis',
      'preis',
      'e-preis',
      'stückpreis',
      'prijs',
      'stukprijs',
      'harga',
      'harga satuan',
      'harga seunit',
      'harga unit',
      'pris',
      'styckpris',
      'enhetspris',
      'vl un',
      'vl un r$',
      'valor unitário',
      'valor unitario',
      'each',
      'unit cost',
      'cost',
      'p. unit',
      'precio unitario',
    ],
  ],
  [
    'total',
    [
      'total',
      'amount',
      'importe',
      'importo',
      'montant',
      'betrag',
      'gesamt',
      'bedrag',
      'totaal',
      'vl item',
      'vl item r$',
      'total ttc',
      'line total',
      'ext',
      'extended',
      'beløb',
      'beløp',
      'belopp',
      'summe',
      'totale',
      'valor total',
      'jumlah',
      'subtotal',
      'sum',
    ],
  ],
  [
    'value',
    [
      'value',
      'wert',
      'valeur',
      'valor',
      'waarde',
      'nilai',
      'sum insured',
      'valeur déclarée',
      'declared value',
      'worth',
      'estimated value',
      'replacement value',
      'valore',
      'värde',
      'verdi',
      'værdi',
      'appraised value',
      'value (eur)',
      'waarde (eur)',
      'insured value',
      // What it would cost to replace, or is worth today
      'replacement cost',
      'current value',
      'vervangingswaarde',
      'nieuwwaarde',
      'dagwaarde',
      'wiederbeschaffungswert',
      'neuwert',
      'zeitwert',
      'valeur à neuf',
      'valeur de remplacement',
      'valor de reposição',
      'valor de reposicion',
      'valor de reposición',
      'replacement',
      'reposición',
      'reposicion',
      'valor ref.',
      'valor referencial',
      'ersatzwert',
    ],
  ],
  [
    'category',
    ['category', 'kategorie', 'catégorie', 'categoría', 'categoria', 'kategori', 'genre'],
  ],
  [
    'room',
    [
      'room',
      'raum',
      'zimmer',
      'pièce',
      'piece',
      'habitación',
      'habitacion',
      'cômodo',
      'comodo',
      'stanza',
      'kamer',
      'ruangan',
      'ruang',
      'bilik',
      'location',
      'ort',
      'lieu',
      'ubicación',
      'divisão',
      'lokasi',
      'rum',
      'rom',
      'area',
      'place',
    ],
  ],
  [
    'condition',
    [
      'condition',
      'zustand',
      'état',
      'etat',
      'estado',
      'condizione',
      'condizioni',
      'stato',
      'staat',
      'kondisi',
      'keadaan',
      'skick',
      'tilstand',
    ],
  ],
  [
    'notes',
    [
      'notes',
      'note',
      'notizen',
      'bemerkung',
      'remarques',
      'notas',
      'opmerkingen',
      'catatan',
      'comments',
      'comment',
    ],
  ],
  ['tax', ['vat', 'iva', 'tva', 'mwst', 'mwst.', 'tax', 'tax %', 'gst', 'ppn', 'btw', 'sst']],
  [
    'name',
    [
      'item',
      'items',
      'name',
      'description',
      'descr',
      'descr.',
      'product',
      'producto',
      'produto',
      'prodotto',
      'article',
      'artikel',
      'artículo',
      'articulo',
      'articolo',
      'bezeichnung',
      'beschreibung',
      'gegenstand',
      'gjenstand',
      'genstand',
      'föremål',
      'omschrijving',
      'désignation',
      'designation',
      'designação',
      'libellé',
      'objet',
      'oggetto',
      'descrição',
      'descricao',
      'descripción',
      'descripcion',
      'descrizione',
      'concepto',
      'nama barang',
      'barang',
      'nama',
      'perihal',
      'produk',
      'vare',
      'varer',
      'varenavn',
      'benämning',
      'nom',
      'nome',
      'naam',
      'what',
      'ding',
      'objeto',
      'designazione',
    ],
  ],
];

const LOOKUP = new Map<string, ColumnRole>();
for (const [role, list] of [
  ...HEADER_WORDS,
  ...EAST_HEADER_WORDS,
  ...BALTIC_BALKAN_HEADER_WORDS,
  ...CJK_HEADER_WORDS,
])
  for (const w of list) LOOKUP.set(fold(w), role);

const TRAILING_CURRENCY = /\s+(?:[$€£¥₩₹]|s\/\.?|[a-z]{3}|[a-z]{1,2}\$)$/;

/** The role a header cell names, or null. Cells like "Price (EUR)" or "Value ($)" count too. */
export function headerRole(cell: string): ColumnRole | null {
  const c = fold(cell).replace(/\s+/g, ' ').trim();
  if (!c) return null;
  // "Price (EUR)", "評価額（円）": the currency in brackets, half- or full-width.
  const direct =
    LOOKUP.get(c) ??
    LOOKUP.get(c.replace(/\s*[(（][^)）]*[)）]\s*$/, '').trim()) ??
    // "Replacement $", "Valor ref. S/", "Wert EUR": the currency written after the word.
    LOOKUP.get(c.replace(TRAILING_CURRENCY, '').trim());
  if (direct) return direct;
  const first = c.split(/[\s/]+/)[0]!;
  if (LOOKUP.has(first) && c.split(' ').length <= 3) return LOOKUP.get(first)!;
  return null;
}

/** Roles for a header row, or null when it is not a header (fewer than two known roles). */
export function headerRoles(cells: string[]): ColumnRole[] | null {
  const roles = cells.map(headerRole);
  const known = roles.filter((r) => r !== null).length;
  if (known < 2 || known < cells.length / 2) return null;
  if (cells.some((c) => /\d[.,]\d{2}\b/.test(c))) return null;
  if (!roles.includes('name') && !roles.includes('quantity') && !roles.includes('brand')) {
    return null;
  }
  return roles.map((r) => r ?? 'other');
}

/**
 * Roles of header-less columns from their content: the wordiest text column is the name; text
 * columns of brands, rooms or condition words are those; small whole numbers are a quantity;
 * amounts are prices (a second amount that is quantity × the first is the line total).
 */
export function contentRoles(rows: string[][], style: NumberStyle): ColumnRole[] {
  const width = Math.max(...rows.map((r) => r.length));
  const roles: ColumnRole[] = [];
  const letters: number[] = [];
  for (let c = 0; c < width; c++) {
    const cells = rows.map((r) => (r[c] ?? '').trim()).filter(Boolean);
    const numeric = cells.filter(
      (x) => /^[^\p{L}]*\d[^\p{L}]*$/u.test(x) || /^\p{Lu}{1,3}\$?\s?\d/u.test(x),
    );
    letters.push(cells.reduce((n, x) => n + (x.match(/\p{L}/gu)?.length ?? 0), 0));
    if (cells.length && numeric.length >= cells.length * 0.8) {
      const tokens = numeric.map((x) => scanNumbers(x, style)[0]).filter(Boolean);
      const counts = tokens.every((t) => !t!.decimals && !t!.currency && t!.value <= 100);
      roles.push(
        counts && !tokens.some((t) => isMoney(t!, style) && t!.value > 100) ? 'quantity' : 'unit',
      );
      continue;
    }
    const share = (test: (x: string) => boolean): number =>
      cells.length ? cells.filter(test).length / cells.length : 0;
    if (share((x) => KNOWN_LOCATIONS.has(x.toLowerCase())) >= 0.6) roles.push('room');
    else if (share((x) => conditionOf(x) !== null) >= 0.6) roles.push('condition');
    else if (share((x) => findBrand(x)?.start === 0) >= 0.6) roles.push('brand');
    else roles.push('other');
  }
  // The text column with the most letters names the item.
  let best = -1;
  roles.forEach((r, c) => {
    if (r === 'other' && (best < 0 || letters[c]! > letters[best]!)) best = c;
  });
  if (best < 0) best = roles.indexOf('brand');
  if (best >= 0) roles[best] = 'name';
  const prices = roles.flatMap((r, c) => (r === 'unit' ? [c] : []));
  if (prices.length >= 2) roles[prices.at(-1)!] = 'total';
  return roles;
}

/** Headers that describe the thing itself, as against naming its kind ("Item", "Gegenstand"). */
const DESCRIPTION_HEADER =
  /^(?:description|descr\.?|beschreibung|omschrijving|descri[cç][aã]o|descripci[oó]n|descrizione|d[ée]signation|bezeichnung)(?![\p{L}])/iu;

/**
 * "Item | Description | Serial | Sum insured": a schedule names the kind of thing in one column
 * ("Ladies wristwatch") and the thing in the next ("Rolex Datejust 31"); the description is the
 * name when it names the makers more often, the kind a note. "Sofa | grey, worn" keeps the item.
 */
export function describedName(
  header: string[],
  roles: ColumnRole[],
  rows: string[][],
): ColumnRole[] {
  const names = roles.flatMap((r, c) => (r === 'name' ? [c] : []));
  if (names.length < 2) return roles;
  const described = names.find((c) => DESCRIPTION_HEADER.test(fold(header[c] ?? '').trim()));
  if (described === undefined) return roles;
  const full = rows.filter((r) => r.length === roles.length);
  const branded = (c: number): number => full.filter((r) => findBrand(r[c] ?? '')).length;
  const others = names.filter((c) => c !== described);
  if (full.length === 0 || others.some((c) => branded(c) >= branded(described))) return roles;
  return roles.map((r, c) => (r === 'name' && c !== described ? 'category' : r));
}
