/** A line's reading made into a candidate entry, as the line reader collects them. */
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
  const { reading } = entry;
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
