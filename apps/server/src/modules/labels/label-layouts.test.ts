import { LABEL_LAYOUTS } from '@circle/contract';
import { describe, expect, it } from 'vitest';
import {
  INCH,
  LABEL_LAYOUTS_BY_NAME,
  MM,
  labelBoxes,
  labelPosition,
  labelsPerPage,
  pageCount,
} from './label-layouts.js';
import { fitLines } from './label-text.js';

const close = (value: number, expected: number) => expect(value).toBeCloseTo(expected, 3);

describe('label layouts', () => {
  it('fits every label of every layout on its page, without overlaps', () => {
    for (const name of LABEL_LAYOUTS) {
      const layout = LABEL_LAYOUTS_BY_NAME[name];
      const per = labelsPerPage(layout);
      const corners = Array.from({ length: per }, (_, k) => labelPosition(layout, k));
      for (const corner of corners) {
        expect(corner.page).toBe(0);
        expect(corner.x).toBeGreaterThanOrEqual(0);
        expect(corner.y).toBeGreaterThanOrEqual(0);
        expect(corner.x + layout.label.width).toBeLessThanOrEqual(layout.page.width + 1e-6);
        expect(corner.y + layout.label.height).toBeLessThanOrEqual(layout.page.height + 1e-6);
      }
      for (let a = 0; a < per; a++) {
        for (let b = a + 1; b < per; b++) {
          const [p, q] = [corners[a]!, corners[b]!];
          const apart =
            p.x + layout.label.width <= q.x + 1e-6 ||
            q.x + layout.label.width <= p.x + 1e-6 ||
            p.y + layout.label.height <= q.y + 1e-6 ||
            q.y + layout.label.height <= p.y + 1e-6;
          expect(apart, `${name} labels ${a} and ${b}`).toBe(true);
        }
      }
    }
  });

  it('matches the stock: A4 24-up 70 × 37 mm, Letter 30-up 2.625 × 1 in, 100 × 150 mm', () => {
    const a4 = LABEL_LAYOUTS_BY_NAME['a4-3x8'];
    expect(labelsPerPage(a4)).toBe(24);
    close(a4.page.width, 595.276);
    close(a4.label.width, 70 * MM);
    close(a4.label.height, 37 * MM);
    const letter = LABEL_LAYOUTS_BY_NAME['letter-3x10'];
    expect(labelsPerPage(letter)).toBe(30);
    expect(letter.page).toEqual({ width: 612, height: 792 });
    // Avery 5160: the last column ends 3/16 in from the right edge, the last row 0.5 in from the
    // bottom.
    const last = labelPosition(letter, 29);
    close(last.x + letter.label.width, 8.5 * INCH - 0.1875 * INCH);
    close(last.y + letter.label.height, 11 * INCH - 0.5 * INCH);
    const large = LABEL_LAYOUTS_BY_NAME.large;
    expect(labelsPerPage(large)).toBe(1);
    close(large.page.height, 150 * MM);
  });

  it('fills pages left to right, top to bottom, then the next page', () => {
    const a4 = LABEL_LAYOUTS_BY_NAME['a4-3x8'];
    expect(labelPosition(a4, 1).x).toBeCloseTo(70 * MM);
    expect(labelPosition(a4, 3)).toMatchObject({ page: 0, x: 0 });
    close(labelPosition(a4, 3).y, 0.5 * MM + 37 * MM);
    expect(labelPosition(a4, 24)).toEqual({ ...labelPosition(a4, 0), page: 1 });
    expect(pageCount(a4, 1)).toBe(1);
    expect(pageCount(a4, 24)).toBe(1);
    expect(pageCount(a4, 25)).toBe(2);
    expect(pageCount(LABEL_LAYOUTS_BY_NAME['letter-3x10'], 1000)).toBe(34);
    expect(pageCount(LABEL_LAYOUTS_BY_NAME.large, 30)).toBe(30);
  });

  it('keeps the QR code square and the text beside or below it, inside the label', () => {
    for (const name of LABEL_LAYOUTS) {
      const layout = LABEL_LAYOUTS_BY_NAME[name];
      const corner = labelPosition(layout, 4 % labelsPerPage(layout));
      const { qr, text } = labelBoxes(layout, corner);
      const right = corner.x + layout.label.width - layout.padding;
      const bottom = corner.y + layout.label.height - layout.padding;
      expect(qr.size).toBeGreaterThan(50); // at least about 18 mm across
      expect(qr.x + qr.size).toBeLessThanOrEqual(
        text.x + 1e-6 + (layout.arrangement === 'above' ? qr.size : 0),
      );
      expect(text.width).toBeGreaterThan(60);
      expect(text.x + text.width).toBeLessThanOrEqual(right + 1e-6);
      expect(text.y + text.height).toBeLessThanOrEqual(bottom + 1e-6);
      expect(qr.y + qr.size).toBeLessThanOrEqual(bottom + 1e-6);
    }
  });
});

describe('label text', () => {
  const measure = (text: string) => text.length;

  it('keeps a short name as it is', () => {
    expect(fitLines('Drill', 10, 2, measure)).toEqual(['Drill']);
  });

  it('breaks at spaces and ends what does not fit with an ellipsis', () => {
    expect(fitLines('Cordless drill with two batteries', 12, 2, measure)).toEqual([
      'Cordless',
      'drill with…',
    ]);
    expect(fitLines('one two three', 8, 2, measure)).toEqual(['one two', 'three']);
  });

  it('cuts a word longer than a line', () => {
    expect(fitLines('Donaudampfschifffahrtsgesellschaft', 10, 2, measure)).toEqual([
      'Donaudampf',
      'schifffah…',
    ]);
    expect(fitLines('   ', 10, 2, measure)).toEqual([]);
  });
});
