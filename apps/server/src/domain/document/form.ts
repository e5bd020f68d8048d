/**
 * Key–value forms (appraisal sheets, warranty and registration cards): "Item: Acoustic guitar",
 * "Brand: Martin", "Purchase price: $3,200.00". The form describes one owned item; parts and
 * accessories a warranty card lists are not items of their own.
 */
import { isMoney, scanNumbers } from './amounts.js';
import { findCalendarDate } from '../../lib/calendar-date.js';
import { conditionOf } from './conditions.js';
import { fold } from '../words/fold.js';
import { normaliseLocation } from './locations.js';
import { cjkFieldParts } from './cjk-form-fields.js';
import { FORM_FIELDS_ABROAD } from './form-fields-abroad.js';
import type { NumberStyle } from './numbers.js';
import type { Candidate, TextLine } from './types.js';
import type { FormField } from './form-field.js';

const FIELDS: Array<[FormField, RegExp]> = [
  [
    'serial',
    /^(?:serial(?: no\.?| number)?|seriennummer|serienummer|serienr\.?|numer seryjny|numero (?:di|de) serie|n(?:umero|o\.?|\.?\s?[oº°]\.?) (?:de )?serie|s\/n|no\.? seri|so serial)$/,
  ],
  [
    'model',
    /^(?:model(?: no\.?)?|modell|modelo|modello|modele|tipe|type|品番|型番|型式|形式|形名|型名|機種|型号|型號|모델명)$/,
  ],
  ['brand', /^(?:brand|make|marke|hersteller|marca|marque|merek|jenama|merk|marka|fabrikat)$/],
  [
    'purchased',
    /^(?:(?:date of )?purchase(?:d| date)?(?: on)?|date purchased|invoice date|kaufdatum|date d'achat|fecha de compra|data de compra|data di acquisto|aankoopdatum|tanggal (?:beli|pembelian)|ngay mua|お買上げ日|お買い上げ日|ご購入日|購入日)$/,
  ],
  [
    'warranty',
    /^(?:warranty(?: until| expires| ends| expiry| end date)?|guarantee(?: until)?|garantie(?: bis)?|fin de garantie|garantia hasta|garanzia fino a|garantie tot|garansi|thoi han bao hanh|han bao hanh|保証期間|保修期|保固期間|보증기간)$/,
  ],
  [
    'value',
    /^(?:(?:purchase |appraised |estimated |insured )?(?:price|value)(?: paid)?|price paid|kaufpreis|preis|wert|precio(?: de compra)?|prezzo(?: di acquisto)?|valor(?: de compra)?|prix(?: d'achat)?|valeur|preco|harga(?: beli)?|nilai|waarde|prijs|aankoopprijs|varde|vardering|forsakringsvarde|inkopspris|pris|verdi|vaerdi|wartosc|cena)$/,
  ],
  [
    'condition',
    /^(?:condition|zustand|estado|kondisi|etat|condizione|stato|staat|skick|tilstand|stan)$/,
  ],
  [
    'room',
    /^(?:location|room|raum|ubicacion|divisao|lokasi|piece|stanza|ort|lieu|kamer|ruangan|comodo|rum|rom|pokoj)$/,
  ],
  // "Số lượng: 2 cái": a card that covers more than one of its product.
  [
    'quantity',
    /^(?:qty|quantity|so luong|menge|anzahl|quantite|cantidad|quantidade|aantal|jumlah)$/,
  ],
  [
    'name',
    /^(?:item|product|produkt|produit|gerat|machine|appliance|device|appareil|apparaat|apparecchio|apparat|maskin|articulo|artigo|artikel|prodotto|descricao|descripcion|designation|nama barang|barang|objet|oggetto|article|description|bezeichnung|gegenstand|omschrijving|bene|bem|objeto|voorwerp|benda|foremal|objekt|genstand|gjenstand|przedmiot|san pham|ten san pham|品名|品名・品番|製品名|商品名|品名・型番|品名・型式|機種名|产品名称|產品名稱|品名规格|제품명|품명)$/,
  ],
];

const FIELD_LINE =
  /^\s*([\p{L}][\p{L} .'/()・-]{0,30}?)(?:\s+(?:#|no\.?|nr\.?|n[°º])?\s*\d{1,3})?\s*:\s+(\S.*)$/u;
/** "Item 1:", "Artikel 2:", "Objet 3 :": a schedule numbers its blocks, one item each. */
const NUMBERED_KEY = /^\s*[\p{L}][\p{L} .'/()-]{0,30}?\s+(?:#|no\.?|nr\.?|n[°º])?\s*\d{1,3}\s*:/u;
/** "ITEM 1", "Artikel 2", "Bene n. 3": a heading of its own that opens the next block. */
const BLOCK_HEADING =
  /^\s*(?:item|artikel|gegenstand|objet|article|art[ií]culo|artigo|oggetto|bene|voorwerp|barang|position|pos\.?)\s*(?:#|no\.?|nr\.?|n\.|n[°º])?\s*\d{1,3}\s*:?\s*$/iu;
/** Value fields of schedules and appraisals in the product's languages. */
const VALUE_KEY =
  /(?:^|\s)(?:value|valuation|price|cost|wert|schatzwert|versicherungswert|preis|kaufpreis|valeur|prix|valor|precio|prezzo|valore|preco|waarde|prijs|harga|nilai|varde|vardering|pris|verdi|vaerdi|wartosc|cena|avaliacao)(?:\s|$)/;
/** A description after the name: its words go with the item's details, never its name. */
const DESCRIPTION_KEY =
  /^(?:description|beschreibung|descripcion|descricao|descrizione|omschrijving|beskrivning|beskrivelse|opis|details?)$/;

interface FormBlock {
  fields: Map<FormField, string>;
  details: string[];
  source: TextLine | null;
}

const hasMoney = (text: string, style: NumberStyle): boolean =>
  scanNumbers(text, style).some((t) => isMoney(t, style));

/** A label a form or a schedule gives a field ("Versicherungswert", "Serial number", "Item"). */
export function isFormFieldLabel(label: string): boolean {
  return fieldOf(fold(label).replace(/\s+/g, ' ').trim()) !== null;
}

function fieldOf(key: string): FormField | null {
  const plain = key.replace(/\s+(?:#|no\.?|nr\.?|n[°º])?\s*\d{1,3}$/, '');
  const known = FIELDS.find(([, re]) => re.test(plain))?.[0];
  if (known) return known;
  const abroad = FORM_FIELDS_ABROAD.find(([, re]) => re.test(plain))?.[0];
  if (abroad) return abroad;
  return VALUE_KEY.test(plain) ? 'value' : null;
}

/** A CJK label as printed; folding would strip its voicing marks ("上げ" → "上け"). */
const cjkFieldOf = (key: string): FormField | null => fieldOf(key.normalize('NFC'));

/**
 * The items of a form: one for a form about one item (an appraisal, a warranty card), one per
 * block for a schedule of valuables ("Item 1: …", "Description: …", "Serial number: …",
 * "Appraised value: …", then the next item). Null when the document is not a form.
 */
export function readForms(lines: TextLine[], style: NumberStyle): Candidate[] | null {
  const blocks: FormBlock[] = [];
  let block: FormBlock | null = null;
  let heading = false;
  for (const line of lines) {
    if (BLOCK_HEADING.test(line.text)) {
      heading = true;
      continue;
    }
    const m = FIELD_LINE.exec(line.text);
    const cjk = m ? null : cjkFieldParts(line.text, (k) => cjkFieldOf(k) !== null);
    if (!m && !cjk) continue;
    const key = m ? fold(m[1]!).replace(/\s+/g, ' ').trim() : cjk!.key;
    const numbered = NUMBERED_KEY.test(line.text);
    const field = m ? fieldOf(key) : cjkFieldOf(key);
    if (!field) continue;
    const value = m ? m[2]!.trim() : cjk!.value;
    const repeats = block?.fields.has(field) && !(field === 'name' && DESCRIPTION_KEY.test(key));
    // A priced block is complete: the next name opens the next item.
    const complete = field === 'name' && block?.fields.has('value');
    if (!block || heading || (numbered && field === 'name') || repeats || complete) {
      heading = false;
      block = { fields: new Map(), details: [], source: null };
      blocks.push(block);
    }
    if (field === 'name' && block.fields.has('name')) {
      block.details.push(value);
      continue;
    }
    block.fields.set(field, value);
    if (field === 'name') block.source = line;
  }
  const items = blocks
    .filter((b) => b.fields.has('name') && b.source)
    .filter((b) => (['value', 'brand', 'serial', 'warranty'] as const).some((f) => b.fields.has(f)))
    .map((b) => candidateOf(b, style));
  if (items.length === 0) return null;
  // One block needs a value, a brand or a warranty to be a form; a schedule's blocks repeat.
  // A warranty card names its product and its cover; with prices beside it, it is a bill.
  const first = blocks[0]!.fields;
  const card = first.has('warranty') && !lines.some((l) => hasMoney(l.text, style));
  if (items.length === 1 && !(first.has('value') || first.has('brand') || card)) {
    return null;
  }
  return items;
}

/** A name written wholly in Han or kana: a kind of thing, no make or model in it. */
const KIND_ONLY = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー・\s]+$/u;

function candidateOf(block: FormBlock, style: NumberStyle): Candidate {
  const found = block.fields;
  const source = block.source!;
  const dayFirst = style.decimal === ',';
  const tokens = scanNumbers(found.get('value') ?? '', style);
  const value = tokens.find((t) => isMoney(t, style)) ?? tokens[0] ?? null;
  // A Japanese or Chinese card's product field names only the kind ("衣類乾燥機"): its model
  // beside it is what tells the owner's appliance apart, so the name carries it.
  const model = found.get('model');
  const kindOnly = model !== undefined && KIND_ONLY.test(found.get('name')!);
  const details = [
    ...block.details,
    !kindOnly && model && `Model: ${model}`,
    found.get('serial') &&
      !/^[-–—]+$/.test(found.get('serial')!) &&
      `Serial: ${found.get('serial')}`,
  ].filter((d): d is string => Boolean(d));
  return {
    text: kindOnly ? `${found.get('name')!} ${model}` : found.get('name')!,
    quantity: quantityOf(found.get('quantity')),
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
    purchaseDate: found.has('purchased')
      ? findCalendarDate(found.get('purchased')!, dayFirst)
      : null,
    warrantyUntil: found.has('warranty')
      ? findCalendarDate(found.get('warranty')!, dayFirst)
      : null,
  };
}

/** "2 cái", "3 pcs": the count a form's quantity field gives, else one. */
function quantityOf(field: string | undefined): number {
  const count = Number(/^\s*(\d{1,3})(?!\d|[.,]\d)/.exec(field ?? '')?.[1] ?? 1);
  return count >= 1 ? count : 1;
}
