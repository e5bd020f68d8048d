/**
 * Scores a document extractor against the written corpus in apps/server/test/fixtures/documents:
 * line-item recall, precision and F1 (an item counts when its name matches and its unit value is
 * right), quantity accuracy on multi-unit lines, brand and room accuracy, and totals, taxes or
 * payments taken for items. Used by the documents benchmark and by the corpus test.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fold } from '../../../domain/words/fold.js';

export interface CorpusItem {
  name: string;
  quantity: number;
  unit_value: number | null;
  brand?: string;
  room?: string;
  /** new, like_new (the product's "excellent"), good, fair or poor. */
  condition?: string;
}

export interface CorpusDocument {
  file: string;
  layout: string;
  language: string;
  currency: string;
  split: 'dev' | 'held-out';
  items: CorpusItem[];
  text: string;
}

/** What a scored extractor returns for one document (values in the document's currency). */
export interface ScoredItem {
  name: string;
  brand: string | null;
  quantity: number;
  unitValue: number | null;
  currency: string | null;
  location: string | null;
  condition?: string | null;
}

export function loadCorpus(dir: string): CorpusDocument[] {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
    documents: Array<Omit<CorpusDocument, 'text'>>;
  };
  // A manifest names its files from the set's folder or from its docs/ folder.
  const file = (name: string) =>
    existsSync(path.join(dir, name)) ? path.join(dir, name) : path.join(dir, 'docs', name);
  return manifest.documents.map((d) => ({
    ...d,
    text: readFileSync(file(d.file), 'utf8'),
  }));
}

function tokens(s: string): Set<string> {
  return new Set(fold(s).match(/[\p{L}\p{N}]{2,}/gu) ?? []);
}

/** Dice overlap of the name words: both ways must share at least half. */
export function namesMatch(expected: string, found: string): boolean {
  const a = tokens(expected);
  const b = tokens(found);
  if (a.size === 0 || b.size === 0) return false;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return (2 * shared) / (a.size + b.size) >= 0.5;
}

function valueMatches(expected: number | null, found: number | null): boolean {
  if (expected === null) return true;
  if (found === null) return false;
  return Math.abs(expected - found) <= Math.max(0.011, expected * 0.005);
}

/** Names of lines that are never items: a scored item called like this is a false positive. */
const NON_ITEM_NAME =
  /\b(?:sub-?total|total\w*|totaal|summe|zwischensumme|jumlah|tax|vat|iva|tva|mwst|gst|hst|sst|ppn|pb1|btw|moms|mva|cgst|sgst|visa|mastercard|debit|credit|card|cart[aã]o|tarjeta|carte|cb|cash|tunai|troco|change|cambio|kembali|baki|rounding|pembulatan|capital|multibanco|pinnen|efectivo|eftpos|interac|twint|dankort|girocard|paypal|upi)\b/i;

export interface ClassFigures {
  documents: number;
  expected: number;
  found: number;
  correct: number;
  recall: number;
  precision: number;
  f1: number;
}

export interface CorpusScore {
  overall: ClassFigures;
  byLayout: Record<string, ClassFigures>;
  byLanguage: Record<string, ClassFigures>;
  quantity: { lines: number; right: number; accuracy: number };
  /** `wrong`: a brand given to a matched item that has none, or another one. */
  brand: { expected: number; right: number; accuracy: number; wrong: number };
  brandMisses: Array<{ file: string; item: string; expected: string | null; found: string | null }>;
  /** Matched items whose stated condition was missed or read as another one. */
  conditionMisses: Array<{
    file: string;
    item: string;
    expected: string;
    found: string | null;
  }>;
  room: { expected: number; right: number; accuracy: number };
  condition: { expected: number; right: number; accuracy: number };
  nonItemFalsePositives: Array<{ file: string; name: string }>;
  msPerDocument: { p50: number; p95: number; max: number };
  misses: Array<{ file: string; expected: string; found: string | null }>;
  /** Items found that match no expected item (the false items a miss does not already show). */
  extras: Array<{ file: string; found: string }>;
}

interface Tally {
  documents: number;
  expected: number;
  found: number;
  correct: number;
}

const figures = (t: Tally): ClassFigures => {
  const recall = t.expected ? t.correct / t.expected : 1;
  const precision = t.found ? t.correct / t.found : t.expected ? 0 : 1;
  const f1 = recall + precision ? (2 * recall * precision) / (recall + precision) : 0;
  const r3 = (v: number): number => Math.round(v * 1000) / 1000;
  return { ...t, recall: r3(recall), precision: r3(precision), f1: r3(f1) };
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

export function scoreCorpus(
  documents: CorpusDocument[],
  extract: (text: string) => ScoredItem[],
): CorpusScore {
  const overall: Tally = { documents: 0, expected: 0, found: 0, correct: 0 };
  const byLayout: Record<string, Tally> = {};
  const byLanguage: Record<string, Tally> = {};
  const quantity = { lines: 0, right: 0 };
  const brand = { expected: 0, right: 0, wrong: 0 };
  const brandMisses: CorpusScore['brandMisses'] = [];
  const conditionMisses: CorpusScore['conditionMisses'] = [];
  const room = { expected: 0, right: 0 };
  const condition = { expected: 0, right: 0 };
  const nonItems: CorpusScore['nonItemFalsePositives'] = [];
  const misses: CorpusScore['misses'] = [];
  const extras: CorpusScore['extras'] = [];
  const times: number[] = [];

  for (const doc of documents) {
    const started = performance.now();
    const found = extract(doc.text);
    times.push(performance.now() - started);
    const used = new Set<number>();
    let correct = 0;
    for (const want of doc.items) {
      const index = found.findIndex((f, k) => !used.has(k) && namesMatch(want.name, f.name));
      const hit = index >= 0 ? found[index]! : null;
      if (hit) used.add(index);
      const right = hit !== null && valueMatches(want.unit_value, hit.unitValue);
      if (right) correct++;
      else misses.push({ file: doc.file, expected: want.name, found: hit ? describe(hit) : null });
      if (want.quantity > 1) {
        quantity.lines++;
        if (hit && hit.quantity === want.quantity) quantity.right++;
      }
      const brandRight = !!hit?.brand && !!want.brand && fold(hit.brand) === fold(want.brand);
      if (want.brand) {
        brand.expected++;
        if (brandRight) brand.right++;
      }
      if (hit?.brand && !brandRight) brand.wrong++;
      if (hit && !brandRight && (want.brand || hit.brand))
        brandMisses.push({
          file: doc.file,
          item: want.name,
          expected: want.brand ?? null,
          found: hit.brand,
        });
      if (want.condition) {
        condition.expected++;
        const wanted = want.condition === 'like_new' ? 'excellent' : want.condition;
        if (hit?.condition === wanted) condition.right++;
        else if (hit)
          conditionMisses.push({
            file: doc.file,
            item: want.name,
            expected: wanted,
            found: hit.condition ?? null,
          });
      }
      if (want.room) {
        room.expected++;
        if (hit?.location && fold(hit.location) === fold(want.room)) room.right++;
      }
    }
    found.forEach((f, k) => {
      if (used.has(k)) return;
      extras.push({ file: doc.file, found: describe(f) });
      if (NON_ITEM_NAME.test(fold(f.name))) nonItems.push({ file: doc.file, name: f.name });
    });
    for (const tally of [
      overall,
      (byLayout[doc.layout] ??= { documents: 0, expected: 0, found: 0, correct: 0 }),
      (byLanguage[doc.language] ??= { documents: 0, expected: 0, found: 0, correct: 0 }),
    ]) {
      tally.documents++;
      tally.expected += doc.items.length;
      tally.found += found.length;
      tally.correct += correct;
    }
  }
  times.sort((a, b) => a - b);
  const r1 = (v: number): number => Math.round(v * 100) / 100;
  const ratio = (a: number, b: number): number => (b ? Math.round((a / b) * 1000) / 1000 : 1);
  const map = (m: Record<string, Tally>): Record<string, ClassFigures> =>
    Object.fromEntries(Object.entries(m).map(([k, v]) => [k, figures(v)]));
  return {
    overall: figures(overall),
    byLayout: map(byLayout),
    byLanguage: map(byLanguage),
    quantity: { ...quantity, accuracy: ratio(quantity.right, quantity.lines) },
    brand: { ...brand, accuracy: ratio(brand.right, brand.expected) },
    brandMisses,
    conditionMisses,
    room: { ...room, accuracy: ratio(room.right, room.expected) },
    condition: { ...condition, accuracy: ratio(condition.right, condition.expected) },
    nonItemFalsePositives: nonItems,
    msPerDocument: {
      p50: r1(percentile(times, 0.5)),
      p95: r1(percentile(times, 0.95)),
      max: r1(times.at(-1) ?? 0),
    },
    misses,
    extras,
  };
}

function describe(item: ScoredItem): string {
  return `${item.quantity} × ${item.name} @ ${item.unitValue ?? '?'}`;
}
