/**
 * How the lines of text lie on a binarized page: the angle they are turned by and the distance
 * from one line to the next. Ink projected across the lines at the right angle piles up in
 * narrow, tall peaks (one per line, gaps between them); at a wrong angle the peaks smear. So the
 * angle is the one whose projection profile has the most variance, searched coarsely and then
 * finely; the line pitch is the profile's strongest repeat (autocorrelation).
 */
import type { GrayImage } from './gray-image.js';

export interface TextLines {
  /** Degrees the lines are turned clockwise (sharp's `rotate(-angle)` straightens them). */
  angle: number;
  /** Distance between neighbouring lines in px of the measured image; null when no rhythm. */
  pitch: number | null;
  /** How regular the lines are: the repeat's correlation over the profile's energy, 0..1. */
  rhythm: number;
}

/** Photographed pages lean by a few degrees; a page turned further is read as it is. */
const MAX_SKEW_DEGREES = 12;
const COARSE_STEP = 0.5;
const FINE_STEP = 0.1;
/** Fewer ink pixels than this is no text to measure. */
const MIN_INK = 200;
/** Ink pixels the profiles are built from: an even sample of a dense page is as good, and fast. */
const MAX_INK_SAMPLES = 20_000;
/** A repeat weaker than this share of the profile's own energy is no line rhythm. */
const MIN_RHYTHM = 0.15;

export function measureTextLines(binary: GrayImage): TextLines {
  const ink = inkPoints(binary);
  if (ink.xs.length < MIN_INK) return { angle: 0, pitch: null, rhythm: 0 };
  const span = Math.ceil(Math.hypot(binary.width, binary.height)) + 2;
  let angle = 0;
  let best = -1;
  for (let a = -MAX_SKEW_DEGREES; a <= MAX_SKEW_DEGREES + 1e-9; a += COARSE_STEP) {
    const score = sharpness(profileAt(ink, a, span));
    if (score > best) [best, angle] = [score, a];
  }
  const coarse = angle;
  for (let a = coarse - COARSE_STEP; a <= coarse + COARSE_STEP + 1e-9; a += FINE_STEP) {
    const score = sharpness(profileAt(ink, a, span));
    if (score > best) [best, angle] = [score, a];
  }
  const { pitch, rhythm } = linePitch(profileAt(ink, angle, span));
  return { angle: Math.round(angle * 10) / 10, pitch, rhythm };
}

function inkPoints(binary: GrayImage): { xs: Float32Array; ys: Float32Array } {
  const { width, height, data } = binary;
  let count = 0;
  for (const v of data) if (v === 0) count++;
  const every = Math.max(1, Math.ceil(count / MAX_INK_SAMPLES));
  const xs = new Float32Array(Math.ceil(count / every));
  const ys = new Float32Array(xs.length);
  let seen = 0;
  let k = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[y * width + x] !== 0 || seen++ % every !== 0) continue;
      // From the centre, so every angle's projection fits the same profile length.
      xs[k] = x - width / 2;
      ys[k++] = y - height / 2;
    }
  }
  return { xs, ys };
}

/** Ink per row of a grid turned by `degrees`. */
function profileAt(ink: { xs: Float32Array; ys: Float32Array }, degrees: number, span: number) {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const profile = new Float64Array(span);
  const middle = span / 2;
  for (let i = 0; i < ink.xs.length; i++) {
    profile[Math.round(ink.ys[i]! * cos - ink.xs[i]! * sin + middle)]!++;
  }
  return profile;
}

const sharpness = (profile: Float64Array): number => {
  let sum = 0;
  for (const v of profile) sum += v * v;
  return sum;
};

/** The lag of the profile's strongest repeat after its first dip, and its strength. */
function linePitch(profile: Float64Array): { pitch: number | null; rhythm: number } {
  // Only the rows that hold ink, so the page's own extent is not taken for a repeat.
  let first = 0;
  while (first < profile.length && profile[first] === 0) first++;
  let last = profile.length - 1;
  while (last > first && profile[last] === 0) last--;
  const inked = profile.subarray(first, last + 1);
  let mean = 0;
  for (const v of inked) mean += v;
  mean /= Math.max(1, inked.length);
  const centred = Float64Array.from(inked, (v) => v - mean);
  const correlation = (lag: number): number => {
    let sum = 0;
    for (let i = 0; i + lag < centred.length; i++) sum += centred[i]! * centred[i + lag]!;
    return sum;
  };
  const energy = correlation(0);
  if (energy <= 0) return { pitch: null, rhythm: 0 };
  const maxLag = Math.floor(centred.length / 3);
  let lag = 1;
  let previous = correlation(0);
  // Down the slope of the lines' own thickness to the first dip...
  for (; lag < maxLag; lag++) {
    const c = correlation(lag);
    if (c > previous) break;
    previous = c;
  }
  // ...then the highest peak before twice the line spacing (a repeat of it).
  let bestLag = null;
  let best = 0;
  const until = Math.min(maxLag, lag * 3);
  for (let l = lag; l < until; l++) {
    const c = correlation(l);
    if (c > best && c >= correlation(l - 1) && c >= correlation(l + 1)) {
      best = c;
      bestLag = l;
    }
  }
  const rhythm = best / energy;
  return { pitch: rhythm >= MIN_RHYTHM ? bestLag : null, rhythm };
}
