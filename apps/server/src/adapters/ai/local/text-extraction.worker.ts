/**
 * Worker-thread entry (run by piscina): reads items out of a text document with the rule-based
 * extractor, so a long document never holds up the server's event loop.
 */
import { extractItems, type ExtractOptions, type Extraction } from './text-extractor.js';

export interface TextExtractionTask {
  text: string;
  options?: ExtractOptions;
}

export default function extract({ text, options }: TextExtractionTask): Extraction {
  return extractItems(text, options);
}
