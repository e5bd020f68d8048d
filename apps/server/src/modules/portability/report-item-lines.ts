import { categoryLabelOf } from '@circle/contract';
import type { ItemWithSource } from '../inventory/index.js';
import { identifiersOf, longDate, money } from './report-text.js';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const joined = (parts: (string | null | false | undefined)[]) =>
  parts.filter(Boolean).join('  ·  ');

/** When and for how much it was bought, and until when its warranty runs. */
function purchaseParts(item: ItemWithSource, currency: string): (string | null)[] {
  const bought = item.purchaseDate && `Bought ${longDate(new Date(item.purchaseDate))}`;
  const paid = item.purchasePrice !== null && `paid ${money(item.purchasePrice, currency)}`;
  return [
    [bought, paid].filter(Boolean).join(', ') || null,
    item.warrantyUntil && `Warranty until ${longDate(new Date(item.warrantyUntil))}`,
  ];
}

/**
 * The lines under an item's name in the insurance report: category, brand and model; asset id,
 * serial number, condition and quantity; where it is (the place's whole path); the purchase and
 * the warranty; its own fields. Lines with nothing to say are left out.
 */
export function itemDetailLines(item: ItemWithSource, currency: string): string[] {
  // Older items keep their numbers in the notes.
  const noted = identifiersOf(item.notes);
  const model = item.modelNumber ?? noted.model;
  const serial = item.serialNumber ?? noted.serial;
  const where = item.placeId ? (item.placePath ?? item.location) : item.location;
  return [
    joined([
      categoryLabelOf(item.itemCategory),
      item.brand && `Brand: ${item.brand}`,
      model && `Model: ${model}`,
    ]),
    joined([
      item.assetId && `Asset ID: ${item.assetId}`,
      serial && `Serial: ${serial}`,
      item.condition && `Condition: ${capitalise(item.condition)}`,
      `Quantity: ${item.quantity}`,
    ]),
    `Place: ${where?.trim() || 'not given'}`,
    joined(purchaseParts(item, currency)),
    joined(item.customFields.map((field) => `${field.name}: ${field.value}`)),
  ].filter(Boolean);
}
