import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractForScoring } from './bench-documents.js';
import { loadCorpus, namesMatch, scoreCorpus } from './document-corpus.js';
import { loadPublicReceipts, receiptNamesMatch, scorePublicReceipts } from './receipts-public.js';

const corpusDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../test/fixtures/documents',
);

describe('the documents corpus', () => {
  const corpus = loadCorpus(corpusDir);

  it('has at least 100 documents across layouts, languages and both halves', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(100);
    expect(new Set(corpus.map((d) => d.layout)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(corpus.map((d) => d.language)).size).toBeGreaterThanOrEqual(9);
    expect(new Set(corpus.map((d) => d.currency)).size).toBeGreaterThanOrEqual(15);
    expect(corpus.filter((d) => d.split === 'held-out').length).toBeGreaterThanOrEqual(50);
  });

  // Floors under the measured figures (see `npm run bench -- documents`): a regression fails here.
  it('is read with line-item F1 above its floor and no totals, taxes or payments as items', () => {
    const score = scoreCorpus(corpus, extractForScoring);
    expect(score.overall.f1).toBeGreaterThanOrEqual(0.95);
    expect(score.overall.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.quantity.accuracy).toBeGreaterThanOrEqual(0.9);
    expect(score.nonItemFalsePositives).toEqual([]);
    for (const [layout, figures] of Object.entries(score.byLayout)) {
      expect([layout, figures.f1 >= 0.85]).toEqual([layout, true]);
    }
    for (const [language, figures] of Object.entries(score.byLanguage)) {
      expect([language, figures.f1 >= 0.85]).toEqual([language, true]);
    }
  });

  it('matches names by their words, not by exact spelling', () => {
    expect(namesMatch('KALLAX shelf unit, white', 'KALLAX shelf unit')).toBe(true);
    expect(namesMatch('Sofa', 'Sofa table lamp with shade')).toBe(false);
  });
});

describe('the public receipts (CORD, SROIE, ExpressExpense, Zenodo)', () => {
  const receipts = loadPublicReceipts(path.resolve(corpusDir, '../receipts-public'));

  it('are split into frozen dev and held-out halves of 50 per source', () => {
    for (const split of ['dev', 'held-out'] as const) {
      const half = receipts.filter((r) => r.split === split);
      for (const source of ['cord', 'sroie', 'express', 'zenodo']) {
        expect([split, source, half.filter((r) => r.source === source).length]).toEqual([
          split,
          source,
          50,
        ]);
      }
    }
  });

  // Floors under the measured figures (`npm run bench -- documents`): a regression fails here.
  // It reads 400 receipts: seconds on a quiet machine, many more on a shared one.
  it('are read above their floors, with few totals, taxes or payments as items', () => {
    const score = scorePublicReceipts(receipts, extractForScoring);
    expect(score.overall.f1).toBeGreaterThanOrEqual(0.84);
    expect(score.overall.precision).toBeGreaterThanOrEqual(0.86);
    expect(score.overall.nonItems).toBeLessThanOrEqual(25);
    for (const [source, figures] of Object.entries(score.bySource)) {
      expect([source, figures.f1 >= 0.68]).toEqual([source, true]);
    }
  }, 180_000);

  it('match names the way the fixture describes (abbreviations, accents, bare numbers)', () => {
    expect(receiptNamesMatch('BangBang Chick Wings', 'BANGBANG CHICKEN WINGS')).toBe(true);
    expect(receiptNamesMatch('Melão V. Selec. PD', 'MELAO V. SELEC. PD 3.560')).toBe(true);
    expect(receiptNamesMatch('Iced Tea', 'Hot Chocolate')).toBe(false);
  });
});
