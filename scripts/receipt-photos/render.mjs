// A receipt's text printed on a till roll: DejaVu Sans Mono (fonts-dejavu-core), dark grey on
// off-white paper, the amount that ends a line pushed to the right edge as tills print it.
import sharp from 'sharp';

/** Print resolution: a 26 px font is about what a phone sees of a receipt held at 20 cm. */
const FONT_SIZE = 26;
const LINE_HEIGHT = Math.round(FONT_SIZE * 1.32);
/** DejaVu Sans Mono's advance is 0.602 em. */
const CHAR_WIDTH = FONT_SIZE * 0.602;
const MARGIN = { x: 36, y: 48 };
const MIN_COLUMNS = 34;
const AMOUNT = /^(?:[A-Z]{0,3}\$?|€|Rp\.?)?-?[\d.,]*\d(?:[A-Z]{1,2})?$/;

const escapeXml = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The line as printed in `columns` characters: a trailing amount goes to the right edge. */
export function layoutLine(line, columns) {
  const trimmed = line.trim();
  const cut = trimmed.lastIndexOf(' ');
  if (cut <= 0 || !AMOUNT.test(trimmed.slice(cut + 1))) return trimmed;
  const head = trimmed.slice(0, cut);
  const amount = trimmed.slice(cut + 1);
  const gap = Math.max(1, columns - head.length - amount.length);
  return `${head}${' '.repeat(gap)}${amount}`;
}

/** The receipt as raw RGB pixels (paper only, no margin around it). */
export async function renderReceipt(text) {
  const lines = text.split('\n');
  const columns = Math.max(MIN_COLUMNS, ...lines.map((l) => l.trim().length));
  const width = Math.ceil(columns * CHAR_WIDTH + 2 * MARGIN.x);
  const height = lines.length * LINE_HEIGHT + 2 * MARGIN.y;
  const rows = lines
    .map((line, i) => {
      const y = MARGIN.y + (i + 0.78) * LINE_HEIGHT;
      return `<text x="${MARGIN.x}" y="${y.toFixed(1)}" xml:space="preserve">${escapeXml(layoutLine(line, columns))}</text>`;
    })
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#f5f2ea"/>` +
    `<g font-family="DejaVu Sans Mono" font-size="${FONT_SIZE}" fill="#262626">${rows}</g></svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#f5f2ea' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
