/**
 * Pure helpers that turn extractor and detector output into the analyzer's result: items found in
 * text, merging the uploader's description into photo items, and the natural-language summary.
 */
import { amountIn } from '../../../lib/exchange-rates.js';
import type { AnalyzedItem } from '../analyzer.js';
import type { DetectedItem } from './detections.js';
import type { LivingThing } from './living-things.js';
import { findLocation, type Extraction, type ExtractedItem } from './text-extractor.js';

const money = (value: number, currency = 'USD'): string =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);

const round3 = (v: number): number => Math.round(v * 1000) / 1000;

function article(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/** "a, b and c" */
export function listOf(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

const OWNERSHIP_WORDS =
  /\b(?:my|our|mine|i\s+(?:own|have|bought|got)|we\s+(?:own|have|bought|got))\b/i;

export interface TextItemOptions {
  /** Items were read by OCR from a photo. */
  ocr?: boolean;
  /** Location for items that have none. */
  location?: string | null;
  /** The deployment's currency: values in another currency are converted into it. */
  currency?: string;
}

/** Inventory items for everything the extractor found in a text. */
export function textItems(extraction: Extraction, options: TextItemOptions = {}): AnalyzedItem[] {
  const totals = extraction.items.map((i) => (i.value ?? 0) * i.quantity);
  const maxTotal = Math.max(0, ...totals);
  return extraction.items.map((item, index) => {
    const prominence = maxTotal > 0 ? 0.3 + 0.7 * (totals[index]! / maxTotal) : 0.5;
    const analyzed = toAnalyzedItem(item, prominence, options, extraction.currency);
    return { ...analyzed, ...recordOf(item, analyzed, extraction) };
  });
}

/** The record fields the document states: a receipt's date and line price are the purchase. */
function recordOf(
  item: ExtractedItem,
  analyzed: AnalyzedItem,
  extraction: Extraction,
): Partial<AnalyzedItem> {
  const receipt = item.source === 'receipt';
  return {
    serialNumber: item.serial,
    modelNumber: item.model,
    purchaseDate: item.purchaseDate ?? (receipt ? extraction.purchaseDate : null),
    purchasePrice: receipt ? analyzed.estimatedValue : null,
    warrantyUntil: item.warrantyUntil,
  };
}

/** The unit value in the deployment's currency, and the amount as written when it differs. */
function valueIn(
  item: ExtractedItem,
  from: string,
  to: string,
): Pick<AnalyzedItem, 'estimatedValue' | 'originalValue' | 'originalCurrency'> {
  if (item.value === null) {
    return { estimatedValue: null, originalValue: null, originalCurrency: null };
  }
  const amount = amountIn(item.value, from, to);
  return {
    estimatedValue: amount.value,
    originalValue: amount.originalValue,
    originalCurrency: amount.originalCurrency,
  };
}

function toAnalyzedItem(
  item: ExtractedItem,
  prominence: number,
  options: TextItemOptions,
  documentCurrency: string,
): AnalyzedItem {
  const base = options.currency ?? 'USD';
  const location = item.location ?? options.location ?? null;
  const ownership =
    item.source === 'receipt'
      ? options.ocr
        ? 0.85
        : 0.9
      : item.source === 'list'
        ? 0.95
        : OWNERSHIP_WORDS.test(item.line)
          ? 0.9
          : 0.6;
  const tags = unique([
    item.category,
    item.brand?.toLowerCase(),
    location?.toLowerCase(),
    ...item.tags,
    item.source === 'receipt' ? 'receipt' : item.source === 'list' ? 'inventory list' : undefined,
  ]);
  return {
    itemName: item.name,
    itemDescription: describeTextItem(item, options, documentCurrency),
    itemCategory: item.category,
    brand: item.brand,
    condition: item.condition,
    ...valueIn(item, documentCurrency, base),
    location,
    quantity: item.quantity,
    tags,
    confidenceScore: item.confidence,
    perishabilityType: item.perishable ? 'perishable' : 'non-perishable',
    prominenceScore: round3(prominence),
    visualAreaPercentage: 0,
    ownershipLikelihood: ownership,
  };
}

function describeTextItem(item: ExtractedItem, options: TextItemOptions, currency: string): string {
  const parts = [item.quantity > 1 ? `${item.quantity} × ${item.name}` : item.name];
  if (item.details.length) parts[0] += ` (${item.details.join(', ')})`;
  if (item.condition) parts.push(`${item.condition} condition`);
  if (item.value !== null) {
    const each = item.quantity > 1 ? ' each' : '';
    parts.push(
      item.source === 'receipt'
        ? `bought for ${money(item.value, currency)}${each}`
        : `valued at ${money(item.value, currency)}${each}`,
    );
  }
  const where =
    item.source === 'receipt'
      ? options.ocr
        ? 'read from a photographed receipt'
        : 'listed on a receipt'
      : item.source === 'list'
        ? 'from an inventory list'
        : 'mentioned in the text';
  return `${parts.join(', ')}; ${where}.`;
}

function unique(values: Array<string | null | undefined>): string[] {
  return [
    ...new Set(values.filter((v): v is string => Boolean(v && v.trim())).map((v) => v.trim())),
  ];
}

/**
 * Folds the uploader's description into the photo's detected items: a described item that names a
 * detected kind of thing ("my Le Creuset mug" and a detected cup) enriches it with the brand,
 * value and condition; other described items with a brand or a price are added as they are.
 */
export function mergeDescription(
  detected: DetectedItem[],
  described: AnalyzedItem[],
  description: string | undefined,
): AnalyzedItem[] {
  const location = description ? findLocation(description) : null;
  const out: AnalyzedItem[] = detected.map(({ classId: _c, noun: _n, plural: _p, ...item }) => ({
    ...item,
    location: item.location ?? location,
  }));
  for (const d of described) {
    const name = d.itemName.toLowerCase();
    const match = detected.findIndex(
      (item) =>
        containsWord(name, item.noun) ||
        containsWord(name, item.plural) ||
        synonymMatch(name, item.noun),
    );
    if (match >= 0) {
      const target = out[match]!;
      out[match] = {
        ...target,
        itemName: d.itemName,
        brand: d.brand ?? target.brand,
        condition: d.condition ?? target.condition,
        estimatedValue: d.estimatedValue ?? target.estimatedValue,
        location: d.location ?? target.location,
        quantity: Math.max(target.quantity, d.quantity),
        tags: unique([...target.tags, ...d.tags]),
        itemDescription: `${d.itemName}: ${target.itemDescription}`,
        ownershipLikelihood: Math.max(target.ownershipLikelihood, d.ownershipLikelihood),
      };
    } else if (d.brand || d.estimatedValue !== null) {
      out.push({ ...d, location: d.location ?? location });
    }
  }
  return out;
}

const SYNONYMS: Record<string, string[]> = {
  cup: ['mug', 'teacup', 'coffee cup'],
  couch: ['sofa', 'sectional', 'loveseat'],
  television: ['tv', 'monitor', 'display'],
  'cell phone': ['phone', 'smartphone', 'iphone'],
  'dining table': ['table', 'desk'],
  laptop: ['macbook', 'notebook', 'chromebook'],
  'potted plant': ['plant', 'houseplant'],
  'computer mouse': ['mouse'],
  'remote control': ['remote'],
  bicycle: ['bike', 'e-bike'],
  motorcycle: ['motorbike', 'bike', 'scooter'],
  'hair dryer': ['hairdryer', 'blow dryer'],
  'wine glass': ['glass', 'glasses'],
  bottle: ['flask', 'carafe'],
  refrigerator: ['fridge', 'freezer'],
  oven: ['stove', 'range', 'cooker'],
  'pair of scissors': ['scissors', 'shears'],
  suitcase: ['luggage', 'carry-on'],
  handbag: ['purse', 'bag', 'tote'],
};

function containsWord(text: string, word: string): boolean {
  return new RegExp(
    `(?<![\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:s|es)?(?![\\p{L}])`,
    'iu',
  ).test(text);
}

function synonymMatch(text: string, noun: string): boolean {
  return (SYNONYMS[noun] ?? []).some((s) => containsWord(text, s));
}

/** One or two plain sentences saying what a photo shows. */
export function describePhoto(args: {
  detected: DetectedItem[];
  ocr: Extraction | null;
  otherItems: number;
  living: LivingThing[];
  scene: { on: string; alone: string } | null;
  /** The room the photo shows (roomOf), named instead of the colours of the setting. */
  room?: string | null;
}): string {
  const { detected, ocr, otherItems, living, scene, room } = args;
  if (ocr && ocr.items.length > 0) {
    const document = describeDocument(ocr, 'A photo of a');
    const things = thingsIn(detected, living);
    return things.length ? `${document} Also visible: ${listOf(things)}.` : document;
  }
  const things = thingsIn(detected, living);
  const where = scene ? ` ${scene.on}` : '';
  if (things.length > 0) {
    const sentence = room
      ? `${capitalise(article(room))} with ${listOf(things)}.`
      : `${capitalise(listOf(things))}${where}.`;
    if (detected.length === 0) return `${sentence.slice(0, -1)} — nothing to catalogue.`;
    const uncatalogued = living.length
      ? ` ${living.some((l) => l.person) ? 'People' : 'Animals'} are not catalogued.`
      : '';
    return `${sentence}${uncatalogued}`;
  }
  if (otherItems > 0) {
    return `A photo described as showing ${otherItems === 1 ? 'one item' : `${otherItems} items`}.`;
  }
  if (scene) return `${scene.alone} — nothing to catalogue.`;
  return 'Nothing the detector knows is visible in this photo — nothing to catalogue.';
}

function thingsIn(detected: DetectedItem[], living: LivingThing[]): string[] {
  return [
    ...living.map((l) => (l.count > 1 ? `${l.count} ${l.plural}` : article(l.noun))),
    ...detected.map((d) =>
      d.quantity > 1
        ? `${d.quantity} ${d.brand ? `${d.brand} ` : ''}${d.plural}`
        : d.brand
          ? `${article(d.brand)} ${d.noun}`
          : article(d.noun),
    ),
  ];
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function describeDocument(extraction: Extraction, prefix: 'A' | 'A photo of a'): string {
  const names = extraction.items.map((i) =>
    i.quantity > 1 ? `${i.quantity} × ${i.name}` : i.name,
  );
  const shown = names.length > 5 ? [...names.slice(0, 5), `${names.length - 5} more`] : names;
  const count = `${extraction.items.length} item${extraction.items.length === 1 ? '' : 's'}`;
  const sum = extraction.items.reduce((acc, i) => acc + (i.value ?? 0) * i.quantity, 0);
  if (extraction.kind === 'receipt') {
    const from = extraction.store ? ` from ${extraction.store}` : '';
    const total =
      extraction.total !== null ? ` (total ${money(extraction.total, extraction.currency)})` : '';
    const mismatch =
      extraction.totalsAgree === false && extraction.total !== null
        ? ` The items add up to ${money(extraction.itemsSum, extraction.currency)}, not the printed ${money(extraction.total, extraction.currency)}: check for a missed or misread line.`
        : '';
    return `${prefix} receipt${from} listing ${count}: ${listOf(shown)}${total}.${mismatch}`;
  }
  if (extraction.kind === 'list') {
    const where = extraction.locations.length ? ` across ${listOf(extraction.locations)}` : '';
    const worth =
      sum > 0 ? `, worth about ${money(Math.round(sum), extraction.currency)} in total` : '';
    const noun = prefix === 'A' ? 'An inventory list' : 'A photo of an inventory list';
    return `${noun} of ${count}${where}${worth}: ${listOf(shown)}.`;
  }
  const noun = prefix === 'A' ? 'A text' : 'A photo of a text';
  return `${noun} mentioning ${listOf(extraction.items.map((i) => article(i.name)))}.`;
}

/** One sentence summarising a text document. */
export function describeText(extraction: Extraction, extraFromDescription: number): string {
  if (extraction.items.length === 0 && extraction.paymentOnly && extraFromDescription === 0) {
    const paid =
      extraction.total !== null ? ` of ${money(extraction.total, extraction.currency)}` : '';
    return `This looks like a payment slip or a statement: it records a payment${paid} but lists no items, so none were added.`;
  }
  if (extraction.bundlePrice !== null && extraction.items.length > 0) {
    const price = money(extraction.bundlePrice, extraction.currency);
    return `An offer of ${extraction.items.length} items for ${price} together: ${listOf(extraction.items.map((i) => i.name))}. The price is kept on the bundle, not split between the items.`;
  }
  if (extraction.items.length === 0) {
    return extraFromDescription > 0
      ? `No inventory items were found in this text; ${extraFromDescription === 1 ? 'one item was' : `${extraFromDescription} items were`} taken from the description.`
      : 'No inventory items were found in this text.';
  }
  return describeDocument(extraction, 'A');
}
