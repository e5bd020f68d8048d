/**
 * The photo corpus in apps/server/test/fixtures/photos (see its README): loading and scoring of
 * the analyzer's answers against what a person sees in each photo. Shared by the benchmark and
 * by the regression test.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnalysisResult } from '../analyzer.js';
import { COCO_CLASSES } from './coco-classes.js';

export interface CorpusPhoto {
  file: string;
  split: 'calibration' | 'held-out';
  sees: string;
  /** Detector class noun → how many are in the photo (people and animals included). */
  objects: Record<string, number>;
  /** Groups of words: a description names the photo when it has a word of every group. */
  mentions: string[][];
}

export function corpusDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'apps')) || !existsSync(path.join(dir, 'packages'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('repository root not found');
    dir = parent;
  }
  return path.join(dir, 'apps/server/test/fixtures/photos');
}

export function loadCorpus(split?: CorpusPhoto['split']): Array<CorpusPhoto & { bytes: Buffer }> {
  const dir = corpusDir();
  const { photos } = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
    photos: CorpusPhoto[];
  };
  return photos
    .filter((p) => !split || p.split === split)
    .map((p) => ({ ...p, bytes: readFileSync(path.join(dir, p.file)) }));
}

const ITEM_CLASSES = new Set(COCO_CLASSES.filter((c) => c.kind === 'item').map((c) => c.name));

export interface PhotoScore {
  file: string;
  /** Per item class: expected, found (matched), predicted (item quantities). */
  classes: Map<string, { expected: number; found: number; predicted: number }>;
  /** Items that are not in the photo (a wrong class, text, a person or an animal). */
  falseItems: string[];
  /** Items naming a person or an animal. */
  livingItems: string[];
  described: boolean;
}

const wordsOf = (text: string): string =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}-]+/gu, ' ')
    .trim()} `;

/** True when the description has a word of every group (a word may take a plural ending). */
export function namesWhatIsShown(description: string, mentions: string[][]): boolean {
  const text = wordsOf(description);
  return mentions.every((group) =>
    group.some((word) => new RegExp(` ${word.toLowerCase()}(?:s|es)? `).test(text)),
  );
}

export function scorePhoto(photo: CorpusPhoto, result: AnalysisResult): PhotoScore {
  const classes = new Map<string, { expected: number; found: number; predicted: number }>();
  const entry = (name: string) => {
    let e = classes.get(name);
    if (!e) classes.set(name, (e = { expected: 0, found: 0, predicted: 0 }));
    return e;
  };
  for (const [name, count] of Object.entries(photo.objects)) {
    if (ITEM_CLASSES.has(name)) entry(name).expected += count;
  }
  const falseItems: string[] = [];
  const livingItems: string[] = [];
  for (const item of result.items) {
    // A broad name ("Fruit") is right when any of the classes it stands for is in the photo.
    const options = item.detectedClass?.split('/') ?? [];
    const cls = options.find((c) => c in photo.objects) ?? options[0];
    if (cls && !ITEM_CLASSES.has(cls)) livingItems.push(item.itemName);
    if (!cls || !(cls in photo.objects)) {
      falseItems.push(item.itemName);
      if (cls && ITEM_CLASSES.has(cls)) entry(cls).predicted += item.quantity;
      continue;
    }
    entry(cls).predicted += item.quantity;
  }
  for (const e of classes.values()) e.found = Math.min(e.expected, e.predicted);
  return {
    file: photo.file,
    classes,
    falseItems,
    livingItems,
    described: namesWhatIsShown(result.aiDescription, photo.mentions),
  };
}

export interface CorpusSummary {
  photos: number;
  perClass: Array<{ name: string; expected: number; found: number; predicted: number }>;
  recall: number;
  precision: number;
  falseItems: number;
  livingItems: number;
  descriptionCoverage: number;
}

export function summarise(scores: PhotoScore[]): CorpusSummary {
  const totals = new Map<string, { expected: number; found: number; predicted: number }>();
  for (const s of scores) {
    for (const [name, e] of s.classes) {
      const t = totals.get(name) ?? { expected: 0, found: 0, predicted: 0 };
      t.expected += e.expected;
      t.found += e.found;
      t.predicted += e.predicted;
      totals.set(name, t);
    }
  }
  const perClass = [...totals.entries()]
    .map(([name, t]) => ({ name, ...t }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const sum = (k: 'expected' | 'found' | 'predicted') => perClass.reduce((acc, c) => acc + c[k], 0);
  return {
    photos: scores.length,
    perClass,
    recall: sum('expected') ? sum('found') / sum('expected') : 1,
    precision: sum('predicted') ? sum('found') / sum('predicted') : 1,
    falseItems: scores.reduce((acc, s) => acc + s.falseItems.length, 0),
    livingItems: scores.reduce((acc, s) => acc + s.livingItems.length, 0),
    descriptionCoverage: scores.filter((s) => s.described).length / Math.max(1, scores.length),
  };
}
