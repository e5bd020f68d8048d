/**
 * Key–value forms (appraisal sheets, warranty and registration cards): "Item: Acoustic guitar",
 * "Brand: Martin", "Purchase price: $3,200.00". The form describes one owned item; parts and
 * accessories a warranty card lists are not items of their own.
 */
import { isMoney, scanNumbers } from './amounts.js';
import { conditionOf } from './conditions.js';
import { fold } from './fold.js';
import { normaliseLocation } from './locations.js';
import type { NumberStyle } from './numbers.js';
import type { Candidate, TextLine } from './types.js';

type FormField = 'name' | 'brand' | 'model' | 'serial' | 'value' | 'condition' | 'room';

const FIELDS: Array<[FormField, RegExp]> = [
  [
    'serial',
    /^(?:serial(?: no\.?| number)?|seriennummer|numero (?:di|de) serie|n(?:umero|o\.?) (?:de )?serie|s\/n|no\.? seri)$/,
  ],
  ['model', /^(?:model(?: no\.?)?|modell|modelo|modello|modele|tipe|type)$/],
  ['brand', /^(?:brand|make|marke|hersteller|marca|marque|merek|jenama|merk)$/],
  [
    'value',
    /^(?:(?:purchase |appraised |estimated |insured )?(?:price|value)(?: paid)?|price paid|kaufpreis|preis|wert|precio(?: de compra)?|prezzo(?: di acquisto)?|valor(?: de compra)?|prix(?: d'achat)?|valeur|preco|harga(?: beli)?|nilai|waarde|prijs|aankoopprijs)$/,
  ],
  ['condition', /^(?:condition|zustand|estado|kondisi|etat|condizione|stato|staat)$/],
  [
    'room',
    /^(?:location|room|raum|ubicacion|divisao|lokasi|piece|stanza|ort|lieu|kamer|ruangan|comodo)$/,
  ],
  [
    'name',
    /^(?:item|product|produkt|produit|gerat|articulo|artigo|artikel|prodotto|descricao|descripcion|designation|nama barang|barang|objet|oggetto|article|description|bezeichnung|gegenstand|omschrijving)$/,
  ],
];

const FIELD_LINE = /^\s*([\p{L}][\p{L} .'/()-]{0,30}?)\s*:\s+(\S.*)$/u;

/** The form's item, or null when the document is not a form about one item. */
export function readForm(lines: TextLine[], style: NumberStyle): Candidate | null {
  const found = new Map<FormField, string>();
  let source: TextLine | null = null;
  for (const line of lines) {
    const m = FIELD_LINE.exec(line.text);
    if (!m) continue;
    const key = fold(m[1]!).replace(/\s+/g, ' ').trim();
    const field = FIELDS.find(([, re]) => re.test(key))?.[0];
    if (!field || found.has(field)) continue;
    found.set(field, m[2]!.trim());
    if (field === 'name') source = line;
  }
  const name = found.get('name');
  if (!name || !source || !(found.has('value') || found.has('brand'))) return null;
  const tokens = scanNumbers(found.get('value') ?? '', style);
  const value = tokens.find((t) => isMoney(t, style)) ?? tokens[0] ?? null;
  const details = [
    found.get('model') && `Model: ${found.get('model')}`,
    found.get('serial') && `Serial: ${found.get('serial')}`,
  ].filter((d): d is string => Boolean(d));
  return {
    text: name,
    quantity: 1,
    unit: value?.value ?? null,
    total: value?.value ?? null,
    ambiguous: false,
    approximate: false,
    brand: found.get('brand') ?? null,
    location: found.has('room') ? normaliseLocation(found.get('room')!) : null,
    condition: conditionOf(found.get('condition') ?? ''),
    details,
    source: 'list',
    line: source.text.trim(),
    confidence: source.confidence,
    exactName: true,
  };
}
