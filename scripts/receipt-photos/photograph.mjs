// A printed receipt photographed with a phone: laid on a table at a slant, seen from a tilted
// camera (keystone), lit unevenly with a soft shadow across it, slightly out of focus, with
// sensor noise and JPEG compression. Every choice comes from the seeded `rand`, and is returned
// so the manifest can say what each photograph went through.
import sharp from 'sharp';
import { applyHomography, homography } from './homography.mjs';

export const FRAME = { width: 768, height: 1024 };

/** Table tops the receipt lies on: base colour and grain strength. */
const SURFACES = [
  { name: 'oak table', rgb: [150, 104, 64], grain: 26 },
  { name: 'grey desk', rgb: [92, 96, 102], grain: 10 },
  { name: 'dark walnut', rgb: [84, 56, 38], grain: 18 },
  { name: 'slate counter', rgb: [58, 62, 66], grain: 14 },
];

export async function photograph(paper, rand) {
  const { width, height } = FRAME;
  const surface = SURFACES[Math.floor(rand.next() * SURFACES.length)];
  const rotation = rand.sign() * rand.between(2, 8);
  const keystone = rand.between(0.06, 0.14);
  const corners = paperCorners(paper, rotation, keystone, rand);
  const toPaper = homography(corners, [
    [0, 0],
    [paper.width, 0],
    [paper.width, paper.height],
    [0, paper.height],
  ]);

  const rgb = new Float32Array(width * height * 3);
  const mask = new Uint8Array(width * height);
  const grainPhase = rand.between(0, 100);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const [u, v] = applyHomography(toPaper, x + 0.5, y + 0.5);
      if (u >= 0 && v >= 0 && u < paper.width - 1 && v < paper.height - 1) {
        mask[i] = 255;
        sample(paper, u, v, rgb, i * 3);
      } else {
        const grain =
          surface.grain *
          (0.6 * Math.sin(y * 0.045 + Math.sin(x * 0.012 + grainPhase) * 3) +
            0.4 * Math.sin(y * 0.21 + x * 0.008));
        for (let c = 0; c < 3; c++) rgb[i * 3 + c] = surface.rgb[c] + grain;
      }
    }
  }

  const shadow = await paperShadow(mask, width, height);
  const light = lighting(width, height, rand);
  for (let i = 0; i < width * height; i++) {
    const shade = mask[i] ? light.at[i] : light.at[i] * (1 - 0.45 * shadow[i]);
    for (let c = 0; c < 3; c++) rgb[i * 3 + c] *= shade * light.tint[c];
  }

  const blur = rand.between(0.6, 1.2);
  const noise = rand.between(5, 11);
  const quality = Math.round(rand.between(55, 75));
  const bytes = new Uint8Array(rgb.length);
  for (let i = 0; i < rgb.length; i++) bytes[i] = clamp(rgb[i]);
  const blurred = await sharp(bytes, { raw: { width, height, channels: 3 } })
    .blur(blur)
    .raw()
    .toBuffer();
  for (let i = 0; i < blurred.length; i += 3) {
    // Sensor noise: mostly brightness, a little colour.
    const luma = rand.gaussian() * noise;
    for (let c = 0; c < 3; c++) {
      blurred[i + c] = clamp(blurred[i + c] + luma + rand.gaussian() * noise * 0.3);
    }
  }
  const jpeg = await sharp(blurred, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
  return {
    jpeg,
    conditions: {
      surface: surface.name,
      rotation_degrees: round(rotation, 1),
      keystone: round(keystone, 2),
      light_falloff: round(light.falloff, 2),
      shadow_depth: round(light.shadowDepth, 2),
      blur_sigma: round(blur, 2),
      noise_sigma: round(noise, 1),
      jpeg_quality: quality,
    },
  };
}

/**
 * Where the paper's corners land in the frame (top-left, top-right, bottom-right, bottom-left):
 * scaled to fill most of the frame, the far (top) edge narrower, turned by `rotation` degrees,
 * each corner nudged a little.
 */
function paperCorners(paper, rotation, keystone, rand) {
  const { width, height } = FRAME;
  const scale =
    Math.min((0.86 * height) / paper.height, (0.78 * width) / paper.width) * rand.between(0.9, 1);
  const w = paper.width * scale;
  const h = paper.height * scale;
  const cx = width / 2 + rand.between(-0.04, 0.04) * width;
  const cy = height / 2 + rand.between(-0.03, 0.03) * height;
  const top = (w / 2) * (1 - keystone);
  const bottom = w / 2;
  const local = [
    [-top, -h / 2],
    [top, -h / 2],
    [bottom, h / 2],
    [-bottom, h / 2],
  ];
  const a = (rotation * Math.PI) / 180;
  return local.map(([x, y]) => [
    cx + x * Math.cos(a) - y * Math.sin(a) + rand.between(-0.01, 0.01) * w,
    cy + x * Math.sin(a) + y * Math.cos(a) + rand.between(-0.01, 0.01) * h,
  ]);
}

function sample(paper, u, v, out, at) {
  const x0 = Math.floor(u);
  const y0 = Math.floor(v);
  const fx = u - x0;
  const fy = v - y0;
  const row = paper.width * 3;
  const p = y0 * row + x0 * 3;
  for (let c = 0; c < 3; c++) {
    const top = paper.data[p + c] * (1 - fx) + paper.data[p + 3 + c] * fx;
    const bottom = paper.data[p + row + c] * (1 - fx) + paper.data[p + row + 3 + c] * fx;
    out[at + c] = top * (1 - fy) + bottom * fy;
  }
}

/** The soft shadow the paper casts on the table, 0..1, offset down and right. */
async function paperShadow(mask, width, height) {
  const [dx, dy] = [6, 8];
  const shifted = new Uint8Array(width * height);
  for (let y = dy; y < height; y++) {
    shifted.set(mask.subarray((y - dy) * width, (y - dy + 1) * width - dx), y * width + dx);
  }
  const blurred = await sharp(shifted, { raw: { width, height, channels: 1 } })
    .blur(9)
    .raw()
    .toBuffer();
  return Float32Array.from(blurred, (v) => v / 255);
}

/**
 * Light that falls off across the frame from one side, a soft-edged shadow (a hand or the phone)
 * over part of it, and a warm tint.
 */
function lighting(width, height, rand) {
  const falloff = rand.between(0.2, 0.42);
  const direction = rand.between(0, 2 * Math.PI);
  const dx = Math.cos(direction);
  const dy = Math.sin(direction);
  const shadowDepth = rand.between(0.2, 0.4);
  // The shadow's edge: a line through a point of the frame, softened over `soft` px.
  const edge = rand.between(0, 2 * Math.PI);
  const ex = Math.cos(edge);
  const ey = Math.sin(edge);
  const through = [rand.between(0.2, 0.8) * width, rand.between(0.2, 0.8) * height];
  const soft = rand.between(40, 110);
  const half = Math.hypot(width, height) / 2;
  const at = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const along = ((x - width / 2) * dx + (y - height / 2) * dy) / half; // -1..1
      let light = 1 - falloff * (0.5 + 0.5 * along);
      const side = ((x - through[0]) * ex + (y - through[1]) * ey) / soft;
      light *= 1 - shadowDepth * smoothstep(side);
      at[y * width + x] = light;
    }
  }
  const warmth = rand.between(0, 0.08);
  return { at, falloff, shadowDepth, tint: [1, 1 - warmth / 2, 1 - warmth] };
}

function smoothstep(t) {
  const s = Math.min(1, Math.max(0, (t + 1) / 2));
  return s * s * (3 - 2 * s);
}

const clamp = (v) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
const round = (v, digits) => Math.round(v * 10 ** digits) / 10 ** digits;
