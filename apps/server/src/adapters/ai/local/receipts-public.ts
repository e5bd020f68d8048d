/**
 * Scores a document extractor on the public receipts in apps/server/test/fixtures/receipts-public
 * (CORD, SROIE, ExpressExpense and Zenodo; see its README and ATTRIBUTION): recall, precision and
 * F1 per source, quantity accuracy on multi-unit lines, and the returned lines that are really
 * totals, taxes, payments, change, service charges, rounding, discounts or tax-code rows.
 *
 * Match rule (the fixture's README): names match after normalising (accents dropped, lower case,
 * punctuation to spaces, bare numbers dropped) when the word Dice coefficient is above 0.5 (a
 * receipt abbreviation of 3+ letters counts as a word match) or the character similarity is at
 * least 0.8; the price matches within 1 % of the unit or the line price.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { editDistance } from '../../../domain/words/edit-distance.js';
import { fold } from '../../../domain/words/fold.js';

export interface PublicReceiptItem {
  name: string;
  quantity: number | null;
  unit_price: number | null;
  total_price: number | null;
}

export interface PublicReceipt {
  id: string;
  source: string;
  currency: string;
  subtotal: number | null;
  total: number | null;
  full_text: string;
  items: PublicReceiptItem[];
  split: 'dev' | 'held-out';
}

/** One item as the extractor returned it, in the document's currency. */
export interface ReturnedItem {
  name: string;
  quantity: number;
  unitValue: number | null;
}

export function loadPublicReceipts(dir: string): PublicReceipt[] {
  const { receipts } = JSON.parse(readFileSync(path.join(dir, 'receipts.json'), 'utf8')) as {
    receipts: Array<Omit<PublicReceipt, 'split'>>;
  };
  const split = JSON.parse(readFileSync(path.join(dir, 'split.json'), 'utf8')) as {
    dev: string[];
  };
  const dev = new Set(split.dev);
  return receipts.map((r) => ({ ...r, split: dev.has(r.id) ? 'dev' : 'held-out' }));
}

function normalise(s: string): string[] {
  return fold(s)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((w) => w && !/^\d+$/.test(w));
}

/** "chick" and "chicken", "spag" and "spaghetti": a receipt abbreviation of 3+ letters. */
function wordsMatch(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 3 && long.startsWith(short);
}

/** Plain Levenshtein distance, as the scores of the public receipt sets are measured with. */
export function levenshtein(a: string, b: string): number {
  return editDistance(a, b, Infinity, { transpositions: false });
}

export function receiptNamesMatch(expected: string, found: string): boolean {
  const a = normalise(expected);
  const b = normalise(found);
  if (a.length === 0 || b.length === 0) return false;
  const used = new Set<number>();
  let shared = 0;
  for (const w of a) {
    const k = b.findIndex((v, i) => !used.has(i) && wordsMatch(w, v));
    if (k >= 0) {
      used.add(k);
      shared++;
    }
  }
  if ((2 * shared) / (a.length + b.length) > 0.5) return true;
  const x = a.join(' ');
  const y = b.join(' ');
  return 1 - levenshtein(x, y) / Math.max(x.length, y.length) >= 0.8;
}

function priceMatches(want: PublicReceiptItem, found: ReturnedItem): boolean {
  if (found.unitValue === null) return want.unit_price === null && want.total_price === null;
  const near = (v: number | null): boolean =>
    v !== null && Math.abs(v - found.unitValue!) <= Math.max(0.011, Math.abs(v) * 0.01);
  const lineTotal = found.unitValue * found.quantity;
  const nearTotal = (v: number | null): boolean =>
    v !== null && Math.abs(v - lineTotal) <= Math.max(0.011, Math.abs(v) * 0.01);
  return near(want.unit_price) || near(want.total_price) || nearTotal(want.total_price);
}

/** Names of returned lines that are totals, taxes, payments, change, service, rounding or discounts. */
const NON_ITEM_LINE =
  /\b(?:sub ?total\w*|total\w*|totaal|jumlah|grand|tax\w*|vat|iva|gst|sst|ppn|pb1|pbi|service|svc|serv|charge|tip|gratuity|visa|master\w*|amex|debit|credit|card|kartu|cart[aã]o|cash|tunai|change|troco|kembali|rounding|round|adj|pembulatan|arredondamento|discount\w*|desconto|diskon|disc|promo|voucher|coupon|payment|paid|tender\w*|balance|due|amount|multibanco|mb|nif|nipc|contribuinte|atcud|fatura|invoice|receipt|cashier|table|operator)\b|\b[a-z]{1,2} ?@ ?\d|\d+ ?%/;

export interface SourceFigures {
  receipts: number;
  expected: number;
  returned: number;
  correct: number;
  recall: number;
  precision: number;
  f1: number;
  nonItems: number;
  quantityLines: number;
  quantityRight: number;
  /** Labelled items whose name is printed in the receipt's text at all: recall's ceiling. */
  printed: number;
}

export interface PublicReceiptsScore {
  overall: SourceFigures;
  bySource: Record<string, SourceFigures>;
  nonItems: Array<{ id: string; name: string }>;
  misses: Array<{ id: string; expected: string; found: string | null }>;
  extras: Array<{ id: string; name: string }>;
  msPerReceipt: { p50: number; p95: number; max: number };
}

type Tally = Omit<SourceFigures, 'recall' | 'precision' | 'f1'>;

const emptyTally = (): Tally => ({
  receipts: 0,
  expected: 0,
  returned: 0,
  correct: 0,
  nonItems: 0,
  quantityLines: 0,
  quantityRight: 0,
  printed: 0,
});

function figures(t: Tally): SourceFigures {
  const recall = t.expected ? t.correct / t.expected : 1;
  const precision = t.returned ? t.correct / t.returned : t.expected ? 0 : 1;
  const f1 = recall + precision ? (2 * recall * precision) / (recall + precision) : 0;
  const r3 = (v: number): number => Math.round(v * 1000) / 1000;
  return { ...t, recall: r3(recall), precision: r3(precision), f1: r3(f1) };
}

export function scorePublicReceipts(
  receipts: PublicReceipt[],
  extract: (text: string) => ReturnedItem[],
): PublicReceiptsScore {
  const overall = emptyTally();
  const bySource: Record<string, Tally> = {};
  const nonItems: PublicReceiptsScore['nonItems'] = [];
  const misses: PublicReceiptsScore['misses'] = [];
  const extras: PublicReceiptsScore['extras'] = [];
  const times: number[] = [];
  for (const receipt of receipts) {
    const started = performance.now();
    const found = extract(receipt.full_text);
    times.push(performance.now() - started);
    const source = (bySource[receipt.source] ??= emptyTally());
    const used = new Set<number>();
    let correct = 0;
    let quantityLines = 0;
    let quantityRight = 0;
    let printed = 0;
    const text = normalise(receipt.full_text).join(' ');
    for (const want of receipt.items) {
      const words = normalise(want.name).filter((w) => w.length >= 3);
      if (words.length && words.filter((w) => text.includes(w)).length * 2 >= words.length) {
        printed++;
      }
      const candidates = found
        .map((f, k) => ({ f, k }))
        .filter(({ f, k }) => !used.has(k) && receiptNamesMatch(want.name, f.name));
      const hit = candidates.find(({ f }) => priceMatches(want, f)) ?? candidates[0];
      if (hit) used.add(hit.k);
      const right = hit !== undefined && priceMatches(want, hit.f);
      if (right) correct++;
      else
        misses.push({
          id: receipt.id,
          expected: `${want.quantity ?? '?'} × ${want.name} @ ${want.unit_price ?? '?'}`,
          found: hit ? `${hit.f.quantity} × ${hit.f.name} @ ${hit.f.unitValue ?? '?'}` : null,
        });
      if ((want.quantity ?? 1) > 1) {
        quantityLines++;
        if (hit && hit.f.quantity === want.quantity) quantityRight++;
      }
    }
    let nonItemCount = 0;
    found.forEach((f, k) => {
      if (used.has(k)) return;
      extras.push({ id: receipt.id, name: `${f.quantity} × ${f.name} @ ${f.unitValue ?? '?'}` });
      if (NON_ITEM_LINE.test(normalise(f.name).join(' ') + ' ' + f.name.toLowerCase())) {
        nonItemCount++;
        nonItems.push({ id: receipt.id, name: f.name });
      }
    });
    for (const tally of [overall, source]) {
      tally.receipts++;
      tally.expected += receipt.items.length;
      tally.returned += found.length;
      tally.correct += correct;
      tally.nonItems += nonItemCount;
      tally.quantityLines += quantityLines;
      tally.quantityRight += quantityRight;
      tally.printed += printed;
    }
  }
  times.sort((a, b) => a - b);
  const at = (p: number): number =>
    times.length
      ? Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))]! * 100) / 100
      : 0;
  return {
    overall: figures(overall),
    bySource: Object.fromEntries(Object.entries(bySource).map(([k, v]) => [k, figures(v)])),
    nonItems,
    misses,
    extras,
    msPerReceipt: { p50: at(0.5), p95: at(0.95), max: at(1) },
  };
}
