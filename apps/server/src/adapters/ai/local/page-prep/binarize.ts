/**
 * Ink and paper told apart: Otsu's threshold (the grey level that best splits the histogram into
 * two classes) on a page whose lighting was already evened out, so one threshold serves the
 * whole page. A page without print has no two classes: it stays white rather than have its grain
 * split into ink and paper.
 */
import type { GrayImage } from './gray-image.js';

/** Grey levels between the mean ink and the mean paper below which there is no print. */
const MIN_CONTRAST = 48;

export function otsuThreshold(image: GrayImage): number {
  return otsu(image).threshold;
}

function otsu(image: GrayImage): { threshold: number; contrast: number } {
  const histogram = new Float64Array(256);
  for (const v of image.data) histogram[v]!++;
  const total = image.data.length;
  let sumAll = 0;
  for (let v = 0; v < 256; v++) sumAll += v * histogram[v]!;
  let below = 0;
  let sumBelow = 0;
  let best = 0;
  let threshold = 127;
  let contrast = 0;
  for (let t = 0; t < 256; t++) {
    below += histogram[t]!;
    if (below === 0) continue;
    const above = total - below;
    if (above === 0) break;
    sumBelow += t * histogram[t]!;
    const meanBelow = sumBelow / below;
    const meanAbove = (sumAll - sumBelow) / above;
    const between = below * above * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
      contrast = meanAbove - meanBelow;
    }
  }
  return { threshold, contrast };
}

/** 0 (ink) at or below Otsu's threshold, 255 (paper) above it; all paper without print. */
export function binarize(image: GrayImage): GrayImage {
  const { threshold, contrast } = otsu(image);
  const out = new Uint8Array(image.data.length).fill(255);
  if (contrast < MIN_CONTRAST) return { data: out, width: image.width, height: image.height };
  for (let i = 0; i < out.length; i++) if (image.data[i]! <= threshold) out[i] = 0;
  return { data: out, width: image.width, height: image.height };
}
