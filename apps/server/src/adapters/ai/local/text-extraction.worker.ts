/**
 * Worker-thread entry (run by piscina): reads items out of a text document with the rule-based
 * extractor, so a long document never holds up the server's event loop.
 */
import { extractItems, type Extraction } from './text-extractor.js';

export interface TextExtractionTask {
  text: string;
}

export default function extract({ text }: TextExtractionTask): Extraction {
  return extractItems(text);
}
