import type { LabelLayoutName } from '@circle/contract';

/** PDF points (1/72 inch) per millimetre and per inch. */
export const MM = 72 / 25.4;
export const INCH = 72;

/** A sheet of equal labels in a grid (sizes in PDF points, origin at the page's top left). */
export interface LabelLayout {
  name: LabelLayoutName;
  page: { width: number; height: number };
  label: { width: number; height: number };
  columns: number;
  rows: number;
  /** The top left corner of the first label. */
  origin: { x: number; y: number };
  /** From one label's corner to the next one's, across and down. */
  pitch: { x: number; y: number };
  /** Space kept clear inside each label's edge (printers do not print to the cut). */
  padding: number;
  /** Where the QR code sits: beside the text on small labels, above it on large ones. */
  arrangement: 'beside' | 'above';
}

/** The stock these layouts fit: the common 24-up A4 sheet, Avery 5160 on Letter, 100 × 150 mm. */
export const LABEL_LAYOUTS_BY_NAME: Record<LabelLayoutName, LabelLayout> = {
  // A4 (210 × 297 mm), 3 × 8 labels of 70 × 37 mm edge to edge, centred down the page.
  'a4-3x8': {
    name: 'a4-3x8',
    page: { width: 210 * MM, height: 297 * MM },
    label: { width: 70 * MM, height: 37 * MM },
    columns: 3,
    rows: 8,
    origin: { x: 0, y: 0.5 * MM },
    pitch: { x: 70 * MM, y: 37 * MM },
    padding: 4 * MM,
    arrangement: 'beside',
  },
  // US Letter (8.5 × 11 in), 3 × 10 labels of 2.625 × 1 in: 0.5 in top margin, 3/16 in left
  // margin, 1/8 in between columns (Avery 5160 and its like).
  'letter-3x10': {
    name: 'letter-3x10',
    page: { width: 8.5 * INCH, height: 11 * INCH },
    label: { width: 2.625 * INCH, height: 1 * INCH },
    columns: 3,
    rows: 10,
    origin: { x: 0.1875 * INCH, y: 0.5 * INCH },
    pitch: { x: 2.75 * INCH, y: 1 * INCH },
    padding: 0.08 * INCH,
    arrangement: 'beside',
  },
  // One 100 × 150 mm label per page, as label printers take them.
  large: {
    name: 'large',
    page: { width: 100 * MM, height: 150 * MM },
    label: { width: 100 * MM, height: 150 * MM },
    columns: 1,
    rows: 1,
    origin: { x: 0, y: 0 },
    pitch: { x: 0, y: 0 },
    padding: 8 * MM,
    arrangement: 'above',
  },
};

export const labelsPerPage = (layout: LabelLayout) => layout.columns * layout.rows;

export function pageCount(layout: LabelLayout, labels: number): number {
  return Math.ceil(labels / labelsPerPage(layout));
}

/** Where the n-th label (from 0) goes: its page (from 0) and its top left corner. */
export function labelPosition(
  layout: LabelLayout,
  index: number,
): { page: number; x: number; y: number } {
  const perPage = labelsPerPage(layout);
  const onPage = index % perPage;
  const column = onPage % layout.columns;
  const row = Math.floor(onPage / layout.columns);
  return {
    page: Math.floor(index / perPage),
    x: layout.origin.x + column * layout.pitch.x,
    y: layout.origin.y + row * layout.pitch.y,
  };
}

/** Boxes inside a label: the QR code's square and the text's area (absolute page points). */
export interface LabelBoxes {
  qr: { x: number; y: number; size: number };
  text: { x: number; y: number; width: number; height: number };
}

export function labelBoxes(layout: LabelLayout, corner: { x: number; y: number }): LabelBoxes {
  const { width, height } = layout.label;
  const pad = layout.padding;
  if (layout.arrangement === 'beside') {
    const size = height - 2 * pad;
    const textX = corner.x + pad + size + pad;
    return {
      qr: { x: corner.x + pad, y: corner.y + pad, size },
      text: { x: textX, y: corner.y + pad, width: corner.x + width - pad - textX, height: size },
    };
  }
  const size = width - 2 * pad;
  const textY = corner.y + pad + size + pad;
  return {
    qr: { x: corner.x + pad, y: corner.y + pad, size },
    text: { x: corner.x + pad, y: textY, width: size, height: corner.y + height - pad - textY },
  };
}
