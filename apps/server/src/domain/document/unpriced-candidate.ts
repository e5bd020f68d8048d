import type { Candidate } from './types.js';

/**
 * A thing a document names without its own price (a bundle's part, a packing slip's line, a
 * gift receipt's entry): its name, count and the line it came from; nothing else is known.
 */
export function unpricedCandidate(
  text: string,
  quantity: number,
  line: { text: string; confidence?: number | undefined },
  extra: Pick<Candidate, 'exactName'> & Partial<Pick<Candidate, 'details'>>,
): Candidate {
  return {
    text,
    quantity,
    unit: null,
    total: null,
    ambiguous: false,
    approximate: false,
    brand: null,
    location: null,
    condition: null,
    details: extra.details ?? [],
    source: 'list',
    line: line.text.trim(),
    confidence: line.confidence,
    exactName: extra.exactName,
  };
}
