/**
 * The AI analyzer port: turns an uploaded photo or text document into inventory items.
 *
 * Two implementations sit behind this interface: the embedded, offline one in `./local/`
 * (object detection + OCR + a rule-based text extractor, all in-process) and, later, one that talks
 * to an OpenAI-compatible endpoint. Services depend on this interface only.
 */
import type { Category, Condition } from '@circle/contract';
import type { DecodedPhoto } from '../photo/decoded-photo.js';

export type PerishabilityType = 'perishable' | 'non-perishable';

export interface AnalyzedItem {
  itemName: string;
  itemDescription: string;
  itemCategory: Category;
  brand: string | null;
  condition: Condition | null;
  /** Estimated value of ONE unit in the deployment's currency (CURRENCY). */
  estimatedValue: number | null;
  /** The value as the document wrote it, when that was another currency. */
  originalValue?: number | null;
  /** ISO 4217 code of `original_value`. */
  originalCurrency?: string | null;
  location: string | null;
  quantity: number;
  tags: string[];
  /** 0..1 */
  confidenceScore: number;
  perishabilityType: PerishabilityType;
  /** 0..1: how much the item stands out in its source (size and centrality in a photo). */
  prominenceScore: number;
  /** 0..100 of the photo covered by the item; 0 for items found in text. */
  visualAreaPercentage: number;
  /** 0..1: how likely the uploader owns the item. */
  ownershipLikelihood: number;
  /** Record fields a document states (receipts, invoices, warranty cards, lists). */
  serialNumber?: string | null;
  modelNumber?: string | null;
  /** YYYY-MM-DD */
  purchaseDate?: string | null;
  /** What one cost, in the deployment's currency, as a receipt or invoice line says. */
  purchasePrice?: number | null;
  /** YYYY-MM-DD */
  warrantyUntil?: string | null;
  /** The detector class the item was found as (photos only). */
  detectedClass?: string;
  /** Where the item is in the photo, 0..1 of width and height: x1, y1, x2, y2 (photos only). */
  region?: [number, number, number, number];
}

export interface AnalysisResult {
  aiDescription: string;
  items: AnalyzedItem[];
  /** Text read from the upload (OCR of a photo, or null when none was read). */
  extractedText: string | null;
}

export interface ImageAnalysisInput {
  /**
   * The photo's pixels, decoded once at upload; detection, OCR and crops all work from them.
   */
  photo: DecodedPhoto;
  /** The uploader's optional description. */
  description?: string;
  signal?: AbortSignal;
}

export interface TextAnalysisInput {
  text: string;
  description?: string;
  signal?: AbortSignal;
}

export interface PageTextInput {
  /** The pixels of a document page (a scanned PDF page). */
  page: DecodedPhoto;
  signal?: AbortSignal;
}

export interface Analyzer {
  analyzeImage(input: ImageAnalysisInput): Promise<AnalysisResult>;
  analyzeText(input: TextAnalysisInput): Promise<AnalysisResult>;
  /**
   * Reads the text of a page image as lines (OCR), for PDF pages without a text layer. Absent
   * when the analyzer reads no page images; those pages then go unread.
   */
  readPageText?(input: PageTextInput): Promise<string>;
  /** Loads models and starts workers so the first request is not slow. Safe to call twice. */
  warmUp(): Promise<void>;
  /** Stops the workers. The analyzer must not be used afterwards. */
  close(): Promise<void>;
}
