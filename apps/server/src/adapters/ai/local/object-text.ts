/**
 * Text read on a detected object names its maker when it matches a known brand ("YAMAHA" on a
 * motorcycle's tank). Text that names no known brand is ignored: it never becomes an item.
 */
import { findBrand } from '../../../domain/brands.js';
import type { DetectedItem } from './detections.js';
import type { OcrLine } from './ocr.js';

/** Share of a text line's box that must lie inside the object's box. */
const INSIDE = 0.6;

function insideShare(
  inner: [number, number, number, number],
  outer: [number, number, number, number],
): number {
  const ix = Math.max(0, Math.min(inner[2], outer[2]) - Math.max(inner[0], outer[0]));
  const iy = Math.max(0, Math.min(inner[3], outer[3]) - Math.max(inner[1], outer[1]));
  const area = Math.max(0, inner[2] - inner[0]) * Math.max(0, inner[3] - inner[1]);
  return area > 0 ? (ix * iy) / area : 0;
}

/** Title case for shouted logos ("YAMAHA" → "Yamaha"); brand names keep their own spelling. */
export function brandsFromText(items: DetectedItem[], lines: OcrLine[]): DetectedItem[] {
  if (lines.length === 0) return items;
  return items.map((item) => {
    if (item.brand || !item.region) return item;
    const region = item.region;
    const onObject = lines.filter((l) => l.box && insideShare(l.box, region) >= INSIDE);
    for (const line of onObject) {
      // Logos are often in capitals; the lexicon wants a brand's usual capitalisation.
      const text = line.text === line.text.toUpperCase() ? titleCase(line.text) : line.text;
      const brand = findBrand(text);
      if (!brand || brand.ambiguous) continue;
      return {
        ...item,
        brand: brand.name,
        itemName: `${brand.name} ${item.itemName.toLowerCase()}`,
        tags: [...new Set([...item.tags, brand.name.toLowerCase()])],
      };
    }
    return item;
  });
}

function titleCase(text: string): string {
  return text.toLowerCase().replace(/\p{L}+/gu, (w) => w.charAt(0).toUpperCase() + w.slice(1));
}
