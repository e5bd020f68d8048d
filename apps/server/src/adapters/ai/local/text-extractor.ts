/**
 * Items from text: receipts, invoices, orders, tables, lists, forms and prose in several languages
 * and currencies. The pipeline lives in ./document/ (one concern per file); this is its entry.
 */
export { extractItems } from '../../../domain/document/extract.js';
export { UnreadableDocumentError } from '../../../domain/document/guard.js';
export { findLocation, normaliseLocation } from '../../../domain/document/locations.js';
export type {
  ExtractOptions,
  ExtractedItem,
  Extraction,
  OcrWord,
  SourceKind,
  TextLine,
} from '../../../domain/document/types.js';
