/** What the document extractor reads and returns. */
import type { Category, Condition } from '@circle/contract';
import type { NumberStyle } from './numbers.js';

export type SourceKind = 'receipt' | 'list' | 'prose';

export interface ExtractedItem {
  /** The product's words, without price, quantity, codes or condition words. */
  name: string;
  brand: string | null;
  category: Category;
  perishable: boolean;
  condition: Condition | null;
  /** Value of one unit, in the document's currency. */
  value: number | null;
  quantity: number;
  location: string | null;
  /** Other facts from the entry (colour, year, modifiers). */
  details: string[];
  serial: string | null;
  model: string | null;
  /** YYYY-MM-DD, when the entry itself says (a form's "Purchase date"). */
  purchaseDate: string | null;
  /** YYYY-MM-DD, when the entry says until when its warranty runs. */
  warrantyUntil: string | null;
  tags: string[];
  source: SourceKind;
  /** 0..1 */
  confidence: number;
  /** The line it came from. */
  line: string;
}

export interface OcrWord {
  text: string;
  /** Left and right edge in pixels. */
  x0: number;
  x1: number;
}

export interface TextLine {
  text: string;
  /** OCR confidence 0..100; omitted for typed text. */
  confidence?: number;
  /** OCR word boxes: their gaps rebuild the columns of a photographed table. */
  words?: OcrWord[];
}

export interface Extraction {
  kind: SourceKind | 'none';
  items: ExtractedItem[];
  /** The printed total, when found. */
  total: number | null;
  /** The store name (first header line of a receipt), when found. */
  store: string | null;
  /** Locations (headings) in order of appearance. */
  locations: string[];
  /** ISO 4217 code of the document's amounts. */
  currency: string;
  /** The items' line totals add up to the printed subtotal or total. */
  totalsAgree: boolean | null;
  /** The items' line totals added up, in the document's currency. */
  itemsSum: number;
  /** No items, but payment or amount lines: a card slip, a terminal receipt, a statement. */
  paymentOnly: boolean;
  /** One price for everything a seller's message offers, kept on the bundle (never split). */
  bundlePrice: number | null;
  /** YYYY-MM-DD: the day a receipt or invoice was written, when it says. */
  purchaseDate: string | null;
}

export interface ExtractOptions {
  /** The text comes from OCR: weigh confidence by line confidence. */
  ocr?: boolean;
  /** Location for items before the first heading. */
  defaultLocation?: string | null;
  /** Currency of amounts that carry no marker and no country cue. Default USD. */
  currency?: string;
}

/** One entry read from a line or a table row, before names are cleaned. */
export interface Candidate {
  text: string;
  quantity: number;
  unit: number | null;
  total: number | null;
  ambiguous: boolean;
  approximate: boolean;
  brand: string | null;
  location: string | null;
  condition: Condition | null;
  details: string[];
  source: SourceKind;
  line: string;
  confidence: number | undefined;
  /** The name came from a name column or a form field: keep it whole. */
  exactName: boolean;
  /** The amount is marked as one unit's ("@ 6.98", "à 18,50", "each"). */
  unitMarked?: boolean;
  /** Where the line reader read it: the number of the document's line it ends on. */
  lineNo?: number;
  /** YYYY-MM-DD from a form's purchase date and warranty fields. */
  purchaseDate?: string | null;
  warrantyUntil?: string | null;
}

export interface ReaderContext {
  style: NumberStyle;
  /** The document is a receipt, bill or invoice (it prints totals, taxes or payments). */
  receipt: boolean;
  /** Lines open with running row numbers (1, 2, 3…): never quantities. */
  rowNumbers: boolean;
  defaultLocation: string | null;
}

export interface PrintedTotal {
  kind: 'total' | 'subtotal';
  value: number;
}

export interface Pending {
  text: string;
  indent: number;
  line: string;
  /** Lines the name spans. */
  parts: number;
  /** The name is the first line after a blank one. */
  opensBlock?: boolean;
  /** "Größe: 42  Farbe: weiß" under the name: details, not part of it. */
  details?: string[];
  /** The number of the line the name began on. */
  start?: number;
}
