/**
 * Words whose place in a label decides whether it is a till's line: abbreviations that are one only
 * when they are the whole label, and words that also occur inside product names.
 */
import { MORE_AMBIGUOUS } from './lexicon-more.js';
import type { NonItemKind } from './non-item-lexicon.js';
import { LOYALTY_POINTS, SALE_WORDS } from './non-item-lexicon-payments.js';

/**
 * Till abbreviations that mean a discount, a rounding or a tender only when they are the whole
 * label ("DISC 1.00", "S.CHG 1.25", "MASTER 12.50", "Desc. 1,00", "MB 12,50"); "Disc brake pads"
 * is an item.
 */
export const ALONE = new Map<string, NonItemKind>([
  ...['disc', 'less', 'adj', 'adjustment', 'chg', 's chg', 'pusingan', 'bill disc', 'grat']
    .concat(['item disc', 'desc', 'vale', 'acerto', 'sc'])
    .map((k): [string, NonItemKind] => [k, 'charge']),
  // "BAR 50,00": a German till's cash tender; "Bar stool" names a thing.
  ...['tender', 'master', 'amex', 'mb', 'bar'].map((k): [string, NonItemKind] => [k, 'payment']),
  // A fuel till's litres ("Lit 35,20"); "Lit double 160x200" is a French bed.
  ['lit', 'meta'],
  // A till's savings or special discount alone ("Saving 1.50", "Spec.Disc 0.00"); "Saving box"
  // names a thing.
  ...['saving', 'spec disc'].map((k): [string, NonItemKind] => [k, 'charge']),
  // A Romanian till's change ("REST 114,73"); "Rest pad" names a thing.
  ['rest', 'payment'],
  // An order's goods summed before shipping: "Productos (7)"; "Productos de limpieza" names things.
  ...['productos', 'produtos', 'articulos', 'artigos', 'artikelen', 'articoli'].map(
    (k): [string, NonItemKind] => [k, 'subtotal'],
  ),
  // A Finnish till's purchase amount ("OSTO 33,31 EUR"); "Osto-opas" is a book.
  ['osto', 'total'],
  // A till's count of articles with its times sign ("11.00xITEMS", "5 x PCS"): no article.
  ...['xitems', 'x items', 'xitem', 'x item', 'xpcs', 'x pcs', 'xqty', 'x qty'].map(
    (k): [string, NonItemKind] => [k, 'meta'],
  ),
  // A unit's shelf price repeated under its line, a decree's number in a Portuguese header.
  ...['pvp', 'dl'].map((k): [string, NonItemKind] => [k, 'meta']),
]);

/** Words that also occur inside product names and only count at the start of a label. */
export const AMBIGUOUS_INSIDE = new Set([
  // Spanish shipping, French doors: "Armoire 2 portes" names a wardrobe.
  'portes',
  ...LOYALTY_POINTS,
  ...SALE_WORDS,
  'ttl',
  'tot',
  'net',
  'nett',
  'due',
  'amount',
  'services',
  'svc',
  'serv',
  'surcharge',
  'received',
  'atm',
  'blik',
  'boost',
  'tip',
  'tips',
  'bca',
  'dana',
  'tx',
  'taxable',
  'card',
  'carta',
  'pin',
  'sum',
  'service',
  'items',
  'capital',
  'data',
  'time',
  'ora',
  'bonus',
  'member',
  'change',
  'credit',
  'delivery',
  'handling',
  'premium',
  'kort',
  'cb',
  'tip',
  'bedrag',
  'montant',
  'balance',
  'ideal',
  'excess',
  'resto',
  'netto',
  'brutto',
  'returns',
  'ovo',
  'paid',
  // A till's tax class after a name ("PANADOL 20'S ZRL") is a flag, not a tax line.
  'sr',
  'zrl',
  // "Phone: 555 0100" is a contact; "Phone case, silicone", "Teléfono móvil Nova" are things.
  'phone',
  'telefon',
  'telefone',
  'telefono',
  ...MORE_AMBIGUOUS,
]);
