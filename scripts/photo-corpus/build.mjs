#!/usr/bin/env node
// Builds the photo corpus in apps/server/test/fixtures/photos/ from two Debian packages:
// real photographed objects and animals cut out on transparency (tuxpaint-stamps-default) placed
// on real photographs of surfaces and scenery (mate-backgrounds), plus the scenery alone.
// Every placement is known, so the expected objects are exact.
//
//   apt-get download tuxpaint-stamps-default mate-backgrounds
//   dpkg-deb -x tuxpaint-stamps-default_*.deb /tmp/debs && dpkg-deb -x mate-backgrounds_*.deb /tmp/debs
//   node scripts/photo-corpus/build.mjs /tmp/debs
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PHOTOS, STAMPS, BACKGROUNDS } from './recipes.mjs';

const source = process.argv[2];
if (!source) {
  console.error('usage: build.mjs <folder with the extracted packages>');
  process.exit(1);
}
const stampDir = path.join(source, 'usr/share/tuxpaint/stamps');
const backgroundDir = path.join(source, 'usr/share/backgrounds/mate');
const out = path.resolve(import.meta.dirname, '../../apps/server/test/fixtures/photos');
rmSync(out, { recursive: true, force: true });
mkdirSync(path.join(out, 'calibration'), { recursive: true });
mkdirSync(path.join(out, 'held-out'), { recursive: true });

/** Deterministic pseudo-random numbers (mulberry32), so a rebuild gives the same photos. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function background(name, width, height) {
  return sharp(path.join(backgroundDir, BACKGROUNDS[name].file))
    .resize(width, height, { fit: 'cover' })
    .toBuffer();
}

/** The stamp scaled to `size` px on its longest side, with a soft shadow under it. */
async function stamp(name, size) {
  const file = path.join(stampDir, STAMPS[name].file);
  const scaled = await sharp(file).trim().resize(size, size, { fit: 'inside' }).png().toBuffer();
  const meta = await sharp(scaled).metadata();
  return { image: scaled, width: meta.width, height: meta.height };
}

async function shadowOf(image, width, height) {
  const alpha = await sharp(image).extractChannel(3).toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#000' } })
    .joinChannel(alpha)
    .ensureAlpha()
    .linear([1, 1, 1, 0.35], [0, 0, 0, 0])
    .blur(6)
    .png()
    .toBuffer();
}

const manifest = [];
for (const [index, recipe] of PHOTOS.entries()) {
  const rand = random(index + 1);
  const [width, height] = recipe.size ?? [1024, 768];
  const layers = [];
  const placed = [];
  for (const name of recipe.stamps ?? []) {
    const spec = STAMPS[name];
    const share = spec.size[0] + rand() * (spec.size[1] - spec.size[0]);
    const s = await stamp(name, Math.round(share * Math.min(width, height)));
    // Try spots until one does not overlap what is already placed.
    let left = 0;
    let top = 0;
    for (let attempt = 0; attempt < 50; attempt++) {
      left = Math.round(rand() * (width - s.width));
      const floor = spec.ground
        ? height * (0.55 + rand() * 0.4) - s.height
        : rand() * (height - s.height);
      top = Math.round(Math.max(0, Math.min(height - s.height, floor)));
      const clash = placed.some(
        (p) => left < p.x2 && left + s.width > p.x1 && top < p.y2 && top + s.height > p.y1,
      );
      if (!clash) break;
    }
    placed.push({ x1: left, y1: top, x2: left + s.width, y2: top + s.height });
    layers.push({
      input: await shadowOf(s.image, s.width, s.height),
      left: Math.min(width - s.width, left + 8),
      top: Math.min(height - s.height, top + 8),
    });
    layers.push({ input: s.image, left, top });
  }
  const split = index % 2 === 0 ? 'calibration' : 'held-out';
  const file = `${split}/${String(index + 1).padStart(2, '0')}-${recipe.name}.jpg`;
  await sharp(await background(recipe.background, width, height))
    .composite(layers)
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(path.join(out, file));

  const objects = {};
  for (const name of recipe.stamps ?? []) {
    const cls = STAMPS[name].class;
    if (cls) objects[cls] = (objects[cls] ?? 0) + 1;
  }
  manifest.push({
    file,
    split,
    sees: recipe.sees,
    objects,
    mentions: recipe.mentions,
    sources: [
      BACKGROUNDS[recipe.background].credit,
      ...new Set(
        (recipe.stamps ?? []).map((n) => `tuxpaint-stamps-default: stamps/${STAMPS[n].file}`),
      ),
    ],
  });
}
writeFileSync(
  path.join(out, 'manifest.json'),
  `${JSON.stringify({ photos: manifest }, null, 2)}\n`,
);
console.log(`${manifest.length} photos written to ${out}`);
