/** A line's reading made into a candidate entry, as the line reader collects them. */
import { sharedOut } from './priced-together.js';
import type { Reading } from './quantity.js';
import type { Candidate, SourceKind, TextLine } from './types.js';

export interface ReadEntry {
  text: string;
  reading: Reading | null;
  raw: string;
  line: TextLine;
  source: SourceKind;
}

export function candidateOf(entry: ReadEntry, location: string | null): Candidate {
  // "12 € (for both)": a price said to cover several is shared out among them.
  const reading = sharedOut(entry.raw, entry.reading);
  return {
    text: entry.text,
    quantity: reading?.quantity ?? 1,
    unit: reading?.unit ?? null,
    total: reading?.total ?? null,
    ambiguous: reading?.ambiguous ?? false,
    approximate: reading?.approximate ?? false,
    brand: null,
    location,
    condition: null,
    details: [],
    source: entry.source,
    line: entry.raw.trim(),
    confidence: entry.line.confidence,
    exactName: false,
    unitMarked: reading?.used.some((t) => t.unitPrice) ?? false,
  };
}
