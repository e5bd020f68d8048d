/**
 * A photographed or scanned page made ready for OCR: grey, lighting evened out (paper white,
 * print dark), cut out of the table it lies on, straightened, and scaled so its text is the size
 * tesseract reads best. The lines are measured on a binarized copy; tesseract itself gets the
 * evened grey page, which it thresholds better than we do: on the photographed receipts a
 * binarized page read F1 0.46 where the grey one read 0.76 (the strokes' grey edges carry
 * what a threshold loses on small, blurred print).
 * Bounded: the work copy is at most WORK_SIDE px and the result at most `maxSide` px and
 * MAX_PIXELS, whatever was uploaded. Works on decoded pixels: the photo is not decoded again.
 */
import { pixelsOf, type DecodedPhoto } from '../../../photo/decoded-photo.js';
import { binarize } from './binarize.js';
import { grayFrom, sharpOf, shrunk, type GrayImage } from './gray-image.js';
import { cutOutPage } from './page-cutout.js';
import { measureTextLines } from './text-lines.js';

/** Side of the grey copy every later step works from. */
const WORK_SIDE = 2400;
/** Side of the copy the text lines are measured on: enough for 40 lines of a till roll. */
const PROBE_SIDE = 1000;
/**
 * Line spacing the page is scaled to: capitals about 30 px high, where tesseract's LSTM reads
 * best (on the receipt photos 50 px did better than 40 or 60).
 */
export const TARGET_LINE_PITCH = 50;
/** Scale bounds: a page is never enlarged more than this, nor shrunk below half. */
const MAX_ENLARGEMENT = 3;
const MIN_SCALE = 0.5;
/** Upper bound on the pixels given to OCR: its time grows with them. */
export const MAX_PIXELS = 6_000_000;
/** Straightening a page by less than this changes nothing OCR would notice. */
const MIN_ROTATION = 0.3;

export interface PreparedPage {
  /** PNG, one grey channel, dark text on white. */
  png: Buffer;
  width: number;
  height: number;
  /** Degrees the page was turned back by. */
  skew: number;
  /** Factor the decoded page was scaled by. */
  scale: number;
}

export async function preparePage(image: DecodedPhoto, maxSide: number): Promise<PreparedPage> {
  const decoded = await grayFrom(
    pixelsOf(image)
      .resize(WORK_SIDE, WORK_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .grayscale(),
  );
  const { page: flat } = await cutOutPage(decoded);
  const probe = await shrunk(flat, PROBE_SIDE);
  const lines = measureTextLines(binarize(probe));
  const probeScale = Math.max(probe.width, probe.height) / Math.max(flat.width, flat.height);
  const pitch = lines.pitch === null ? null : lines.pitch / probeScale;
  const straight = Math.abs(lines.angle) >= MIN_ROTATION ? await rotated(flat, -lines.angle) : flat;
  const scale = pageScale(straight, pitch, maxSide);
  const sized = await grayFrom(
    sharpOf(straight).resize(
      Math.max(1, Math.round(straight.width * scale)),
      Math.max(1, Math.round(straight.height * scale)),
      { fit: 'fill', kernel: 'cubic' },
    ),
  );
  const png = await sharpOf(sized)
    .toColourspace('b-w')
    .withDensity(300)
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png, width: sized.width, height: sized.height, skew: lines.angle, scale };
}

/**
 * The factor that brings the line spacing to TARGET_LINE_PITCH; without a measured spacing, the
 * page is brought to `maxSide`. Either way within the scale and size bounds.
 */
export function pageScale(page: GrayImage, pitch: number | null, maxSide: number): number {
  const long = Math.max(page.width, page.height);
  const wanted = pitch ? TARGET_LINE_PITCH / pitch : maxSide / long;
  const bySide = maxSide / long;
  const byPixels = Math.sqrt(MAX_PIXELS / (page.width * page.height));
  return Math.max(
    Math.min(MIN_SCALE, bySide, byPixels),
    Math.min(wanted, MAX_ENLARGEMENT, bySide, byPixels),
  );
}

function rotated(page: GrayImage, degrees: number): Promise<GrayImage> {
  return grayFrom(sharpOf(page).rotate(degrees, { background: '#ffffff' }));
}
