import { CONDITIONS, type ColumnRole } from '@circle/contract';
import { fold } from '../../domain/words/fold.js';

/**
 * What each column of a spreadsheet holds, from its header words (English, German, French,
 * Spanish, Portuguese, Italian, Dutch, Indonesian) and, where the header says nothing, from its
 * content. Pure: headers and a few sample rows in, one role per column out; each role but
 * `ignore` is given to one column at most.
 */
export function detectColumnRoles(
  headers: readonly string[],
  sampleRows: readonly (readonly string[])[],
): ColumnRole[] {
  const roles: ColumnRole[] = headers.map(() => 'ignore');
  const candidates: { column: number; role: ColumnRole; score: number }[] = [];
  headers.forEach((header, column) => {
    for (const [role, score] of headerScores(header)) candidates.push({ column, role, score });
  });
  // Best matches first; a column or a role is taken once.
  candidates.sort((a, b) => b.score - a.score || a.column - b.column);
  const taken = new Set<ColumnRole>();
  for (const { column, role } of candidates) {
    if (roles[column] !== 'ignore' || taken.has(role)) continue;
    roles[column] = role;
    taken.add(role);
  }
  headers.forEach((_, column) => {
    if (roles[column] !== 'ignore' || !isBlankHeaderMatch(headers[column]!)) return;
    const role = contentRole(sampleRows.map((row) => (row[column] ?? '').trim()).filter(Boolean));
    if (role && !taken.has(role)) {
      roles[column] = role;
      taken.add(role);
    }
  });
  return roles;
}

/** Header words per role; an exact header scores higher than a word inside a longer header. */
const HEADER_WORDS: Record<Exclude<ColumnRole, 'ignore'>, string[]> = {
  name: [
    'name',
    'item name',
    'item',
    'product',
    'product name',
    'article',
    'title',
    'object',
    'thing',
    'artikel',
    'gegenstand',
    'bezeichnung',
    'produkt',
    'artikelname',
    'nom',
    'objet',
    'designation',
    'produit',
    'libelle',
    'nombre',
    'articulo',
    'objeto',
    'producto',
    'nome',
    'artigo',
    'produto',
    'articolo',
    'oggetto',
    'prodotto',
    'naam',
    'voorwerp',
    'omschrijving artikel',
    'nama',
    'barang',
    'nama barang',
    'produk',
  ],
  description: [
    'description',
    'desc',
    'details',
    'item description',
    'beschreibung',
    'descripcion',
    'descricao',
    'descrizione',
    'beschrijving',
    'omschrijving',
    'deskripsi',
    'keterangan',
  ],
  category: [
    'category',
    'item category',
    'type',
    'kind',
    'group',
    'kategorie',
    'typ',
    'art',
    'gruppe',
    'categorie',
    'categoria',
    'tipo',
    'soort',
    'kategori',
    'jenis',
    'kelompok',
  ],
  brand: [
    'brand',
    'manufacturer',
    'make',
    'maker',
    'vendor',
    'marke',
    'hersteller',
    'marque',
    'fabricant',
    'marca',
    'fabricante',
    'produttore',
    'merk',
    'fabrikant',
    'merek',
    'pabrikan',
  ],
  model: [
    'model',
    'model number',
    'model no',
    'modell',
    'modellnummer',
    'modele',
    'modelo',
    'modello',
    'typenummer',
    'nomor model',
  ],
  serial: [
    'serial',
    'serial number',
    'serial no',
    'sn',
    's n',
    'seriennummer',
    'numero de serie',
    'no de serie',
    'numero di serie',
    'matricola',
    'serienummer',
    'nomor seri',
  ],
  condition: [
    'condition',
    'state',
    'zustand',
    'etat',
    'estado',
    'condicion',
    'condicao',
    'condizione',
    'stato',
    'staat',
    'conditie',
    'kondisi',
  ],
  value: [
    'value',
    'estimated value',
    'price',
    'cost',
    'worth',
    'amount',
    'replacement value',
    'wert',
    'preis',
    'betrag',
    'neuwert',
    'valeur',
    'prix',
    'montant',
    'cout',
    'valor',
    'precio',
    'importe',
    'coste',
    'costo',
    'preco',
    'custo',
    'valore',
    'prezzo',
    'importo',
    'waarde',
    'prijs',
    'kosten',
    'bedrag',
    'nilai',
    'harga',
    'harga beli',
  ],
  quantity: [
    'quantity',
    'qty',
    'count',
    'number',
    'pcs',
    'pieces',
    'units',
    'anzahl',
    'menge',
    'stuck',
    'stuckzahl',
    'quantite',
    'qte',
    'nombre d articles',
    'cantidad',
    'unidades',
    'quantidade',
    'qtd',
    'quantita',
    'qta',
    'pezzi',
    'aantal',
    'hoeveelheid',
    'jumlah',
    'kuantitas',
  ],
  location: [
    'location',
    'room',
    'place',
    'where',
    'storage location',
    'area',
    'ort',
    'raum',
    'zimmer',
    'standort',
    'lagerort',
    'emplacement',
    'piece',
    'lieu',
    'ubicacion',
    'habitacion',
    'lugar',
    'sitio',
    'localizacao',
    'local',
    'comodo',
    'quarto',
    'posizione',
    'stanza',
    'luogo',
    'ubicazione',
    'locatie',
    'kamer',
    'plaats',
    'ruimte',
    'lokasi',
    'ruangan',
    'ruang',
    'tempat',
  ],
  tags: [
    'tags',
    'tag',
    'labels',
    'label',
    'keywords',
    'schlagworter',
    'stichworter',
    'etiketten',
    'etiquettes',
    'mots cles',
    'etiquetas',
    'etichette',
    'trefwoorden',
  ],
  notes: [
    'notes',
    'note',
    'comments',
    'comment',
    'remarks',
    'memo',
    'notizen',
    'notiz',
    'bemerkung',
    'bemerkungen',
    'anmerkungen',
    'kommentar',
    'remarques',
    'commentaires',
    'notas',
    'comentarios',
    'observaciones',
    'observacoes',
    'commenti',
    'notities',
    'opmerkingen',
    'catatan',
  ],
  insured: [
    'insured',
    'insurance',
    'versichert',
    'assure',
    'asegurado',
    'segurado',
    'assicurato',
    'verzekerd',
    'diasuransikan',
  ],
  import_ref: [
    'import ref',
    'ref',
    'reference',
    'id',
    'sku',
    'asset tag',
    'inventory number',
    'referenz',
    'inventarnummer',
    'reference',
    'referencia',
    'riferimento',
    'referentie',
    'referensi',
  ],
  purchase_price: [
    'purchase price',
    'price paid',
    'paid',
    'kaufpreis',
    'prix d achat',
    'precio de compra',
    'preco de compra',
    'prezzo di acquisto',
    'aankoopprijs',
    'harga beli',
  ],
  purchase_date: [
    'purchase date',
    'purchased',
    'date purchased',
    'purchase time',
    'bought',
    'kaufdatum',
    'date d achat',
    'fecha de compra',
    'data de compra',
    'data di acquisto',
    'aankoopdatum',
    'tanggal beli',
  ],
  warranty_until: [
    'warranty',
    'warranty until',
    'warranty expires',
    'warranty expiry',
    'warranty end',
    'garantie',
    'garantie bis',
    'fin de garantie',
    'garantia',
    'garanzia',
    'garantie tot',
    'garansi',
  ],
  // The short id on an item's label (Circle's and Homebox's "000-142").
  asset_id: ['asset id', 'asset number', 'asset no', 'asset', 'label id'],
  // Circle's own export: every custom field of an item in one column.
  custom_field: ['custom fields'],
};

/** Lower case, accents and prefixes ("HB.") off, separators as spaces. */
export function normaliseHeader(header: string): string {
  return fold(header)
    .replace(/^hb\./, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function headerScores(header: string): [ColumnRole, number][] {
  const text = normaliseHeader(header);
  if (!text) return [];
  const padded = ` ${text} `;
  const scores: [ColumnRole, number][] = [];
  for (const [role, words] of Object.entries(HEADER_WORDS) as [ColumnRole, string[]][]) {
    let best = 0;
    for (const word of words) {
      if (text === word) best = Math.max(best, 100 + word.length);
      else if (padded.includes(` ${word} `)) best = Math.max(best, 10 + word.length);
    }
    if (best > 0) scores.push([role, best]);
  }
  return scores;
}

/** Headers like "Column 3" or nothing at all are read from their content. */
function isBlankHeaderMatch(header: string): boolean {
  return headerScores(header).length === 0;
}

const AMOUNT = /^[^\d-]{0,4}\s?\d{1,3}(?:[.,' ]?\d{3})*(?:[.,]\d{1,2})?\s?[^\d\s]{0,4}$/u;
const CURRENCY = /[$€£¥₹]|\b(?:usd|eur|gbp|chf|idr|rp|brl|r\$)\b/i;
const SMALL_INTEGER = /^\d{1,4}$/;
const SCIENTIFIC = /^\d+(?:[.,]\d+)?E[+-]?\d{1,3}$/i;
const CONDITION_WORDS = new Set<string>(CONDITIONS);

/** A role for a column whose header says nothing, from what most of its cells look like. */
function contentRole(cells: string[]): ColumnRole | null {
  if (cells.length === 0) return null;
  const share = (test: (cell: string) => boolean) => cells.filter(test).length / cells.length;
  if (share((cell) => CONDITION_WORDS.has(cell.toLowerCase())) >= 0.8) return 'condition';
  if (share((cell) => CURRENCY.test(cell) && AMOUNT.test(cell)) >= 0.8) return 'value';
  if (share((cell) => /^\d+[.,]\d{2}$/.test(cell)) >= 0.8) return 'value';
  // Spreadsheets write large or narrow numbers as "1.5E+03".
  if (share((cell) => SCIENTIFIC.test(cell)) >= 0.8) return 'value';
  if (share((cell) => SMALL_INTEGER.test(cell) && Number(cell) > 0) >= 0.8) return 'quantity';
  if (share((cell) => /\p{L}{2,}/u.test(cell) && !/^\d/.test(cell)) >= 0.8) {
    return new Set(cells).size >= Math.min(cells.length, 3) * 0.7 ? 'name' : null;
  }
  return null;
}
