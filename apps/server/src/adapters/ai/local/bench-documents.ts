/**
 * Benchmark of the document extractor on the written corpus (apps/server/test/fixtures/documents):
 * recall, precision and F1 per layout and per language for the dev and held-out halves, quantity
 * accuracy on multi-unit lines, brand and room accuracy, totals/taxes/payments taken for items,
 * and ms per document (p50/p95 after a warm-up round).
 *
 *   node apps/server/dist/adapters/ai/local/bench-documents.js [--misses]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  loadCorpus,
  scoreCorpus,
  type ClassFigures,
  type CorpusDocument,
  type CorpusScore,
} from './document-corpus.js';
import {
  loadPublicReceipts,
  scorePublicReceipts,
  type PublicReceipt,
  type PublicReceiptsScore,
  type SourceFigures,
} from './receipts-public.js';
import { extractItems } from './text-extractor.js';

function repoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'apps')) || !existsSync(path.join(dir, 'packages'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('repository root not found');
    dir = parent;
  }
  return dir;
}

export function extractForScoring(text: string) {
  const extraction = extractItems(text);
  return extraction.items.map((i) => ({
    name: i.name,
    brand: i.brand,
    quantity: i.quantity,
    unitValue: i.value,
    currency: extraction.currency,
    location: i.location,
    condition: i.condition,
  }));
}

/** A blind set stops being held out once its README records that its misses were read. */
function missesRead(dir: string): boolean {
  const readme = path.join(dir, 'README.md');
  return existsSync(readme) && /^## Misses read$/m.test(readFileSync(readme, 'utf8'));
}

const pad = (s: string, n: number): string => s.padEnd(n);
const row = (name: string, f: ClassFigures): string =>
  `  ${pad(name, 12)} docs ${String(f.documents).padStart(3)}  items ${String(f.expected).padStart(3)}  ` +
  `recall ${f.recall.toFixed(3)}  precision ${f.precision.toFixed(3)}  F1 ${f.f1.toFixed(3)}`;

/** `misses` prints every miss and extra; a held-out set prints figures only, never its lines. */
function print(title: string, score: CorpusScore, misses: boolean, heldOut = false): void {
  console.log(`\n${title}`);
  console.log(row('overall', score.overall));
  console.log(' by layout');
  for (const [k, v] of Object.entries(score.byLayout).sort()) console.log(row(k, v));
  console.log(' by language');
  for (const [k, v] of Object.entries(score.byLanguage).sort()) console.log(row(k, v));
  const q = score.quantity;
  console.log(`  quantity right on multi-unit lines: ${q.right}/${q.lines} (${q.accuracy})`);
  console.log(
    `  brand right: ${score.brand.right}/${score.brand.expected} (${score.brand.accuracy})`,
  );
  console.log(`  brand wrong or invented: ${score.brand.wrong}`);
  console.log(`  room right: ${score.room.right}/${score.room.expected} (${score.room.accuracy})`);
  const c = score.condition;
  if (c.expected) console.log(`  condition right: ${c.right}/${c.expected} (${c.accuracy})`);
  const o = score.overall;
  console.log(
    `  items with the right price: ${o.correct}/${o.expected} (${Math.round((o.correct / Math.max(1, o.expected)) * 100)} %), false items: ${o.found - o.correct}`,
  );
  const nonItems = heldOut ? [] : score.nonItemFalsePositives;
  console.log(
    `  totals, taxes or payments taken for items: ${score.nonItemFalsePositives.length}` +
      nonItems.map((n) => `\n    ${n.file}: ${n.name}`).join(''),
  );
  console.log(
    `  ms per document: p50 ${score.msPerDocument.p50}  p95 ${score.msPerDocument.p95}  max ${score.msPerDocument.max}`,
  );
  if (!misses) return;
  for (const m of score.misses)
    console.log(`    miss ${m.file}: ${m.expected} → ${m.found ?? '—'}`);
  for (const e of score.extras) console.log(`    extra ${e.file}: ${e.found}`);
  for (const b of score.brandMisses)
    console.log(`    brand ${b.file}: ${b.item}: ${b.expected ?? '—'} → ${b.found ?? '—'}`);
  for (const c of score.conditionMisses)
    console.log(`    condition ${c.file}: ${c.item}: ${c.expected} → ${c.found ?? '—'}`);
}

const sourceRow = (name: string, f: SourceFigures): string =>
  `  ${pad(name, 10)} receipts ${String(f.receipts).padStart(3)}  items ${String(f.expected).padStart(4)}  ` +
  `recall ${f.recall.toFixed(3)}  precision ${f.precision.toFixed(3)}  F1 ${f.f1.toFixed(3)}  ` +
  `non-items ${String(f.nonItems).padStart(3)}  quantity ${f.quantityRight}/${f.quantityLines}  ` +
  `named in the text ${Math.round((100 * f.printed) / Math.max(1, f.expected))} %`;

/**
 * Sources of the held-out half whose misses were read, as listed under `## Held-out sources read`
 * in the fixture's README: their lines print; the other sources stay held out.
 */
function heldOutSourcesRead(dir: string): Set<string> {
  const readme = path.join(dir, 'README.md');
  if (!existsSync(readme)) return new Set();
  const section = /^## Held-out sources read$([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(
    readFileSync(readme, 'utf8'),
  );
  return new Set([...(section?.[1] ?? '').matchAll(/^- `(\w+)`/gm)].map((m) => m[1]!));
}

function printReceipts(
  title: string,
  score: PublicReceiptsScore,
  misses: boolean,
  sources?: Set<string>,
): void {
  console.log(`\n${title}`);
  console.log(sourceRow('overall', score.overall));
  for (const [k, v] of Object.entries(score.bySource).sort()) console.log(sourceRow(k, v));
  const t = score.msPerReceipt;
  console.log(`  ms per receipt: p50 ${t.p50}  p95 ${t.p95}  max ${t.max}`);
  if (!misses) return;
  const shown = (id: string) => !sources || sources.has(id.split('_')[0]!);
  for (const m of score.misses)
    if (shown(m.id)) console.log(`    miss ${m.id}: ${m.expected} → ${m.found ?? '—'}`);
  for (const e of score.extras) if (shown(e.id)) console.log(`    extra ${e.id}: ${e.name}`);
}

/** The public receipts (CORD, SROIE, ExpressExpense, Zenodo): dev and held-out halves. */
function benchPublicReceipts(dir: string, misses: boolean): void {
  if (!existsSync(path.join(dir, 'receipts.json'))) {
    console.log(`\nPublic receipts: skipped, ${dir} is missing`);
    return;
  }
  const receipts = loadPublicReceipts(dir);
  for (const receipt of receipts) extractForScoring(receipt.full_text);
  const split = (s: PublicReceipt['split']) => receipts.filter((r) => r.split === s);
  console.log(`\nPublic receipts: ${receipts.length} receipts from ${dir}`);
  printReceipts(
    'public receipts, dev half',
    scorePublicReceipts(split('dev'), extractForScoring),
    misses,
  );
  printReceipts(
    'public receipts, held-out half',
    scorePublicReceipts(split('held-out'), extractForScoring),
    misses,
    heldOutSourcesRead(dir),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const corpus = loadCorpus(path.join(repoRoot(), 'apps/server/test/fixtures/documents'));
  const misses = process.argv.includes('--misses');
  // Warm-up: the first documents otherwise measure the JIT, not the extractor.
  for (const doc of corpus) extractForScoring(doc.text);
  const split = (s: CorpusDocument['split']) => corpus.filter((d) => d.split === s);
  console.log(`Documents corpus: ${corpus.length} documents`);
  print('dev half', scoreCorpus(split('dev'), extractForScoring), misses);
  print('held-out half', scoreCorpus(split('held-out'), extractForScoring), misses);
  print('all', scoreCorpus(corpus, extractForScoring), false);
  benchPublicReceipts(path.join(repoRoot(), 'apps/server/test/fixtures/receipts-public'), misses);
  // Written blind, from personas, by someone who never saw the extractor: measured, never tuned on.
  for (const name of [
    'documents-blind',
    'documents-blind-2',
    'documents-blind-3',
    'documents-blind-4',
    'documents-blind-5',
    'documents-blind-6',
    'documents-blind-7',
    'documents-blind-8',
    'documents-blind-9',
    'documents-blind-10',
    'documents-blind-11',
    'documents-blind-12',
    'documents-blind-13',
    'documents-blind-14',
    'documents-blind-15',
    'documents-blind-16',
    'documents-blind-17',
    'documents-blind-18',
    'documents-blind-19',
  ]) {
    const blind = path.join(repoRoot(), 'apps/server/test/fixtures', name);
    if (!existsSync(path.join(blind, 'manifest.json'))) continue;
    const set = loadCorpus(blind);
    for (const doc of set) extractForScoring(doc.text);
    console.log(`\nBlind documents (${name}): ${set.length} documents`);
    // Misses only of a set whose README says they were read: the others stay held out.
    const read = missesRead(blind);
    print(
      `${name} (${read ? 'misses read' : 'held out'})`,
      scoreCorpus(set, extractForScoring),
      misses && read,
      !read,
    );
  }
}
