// Renders the Circle logo (an SVG drawn here) to the PNG icons of the PWA manifest.
// Run once from the repository root: node apps/web/scripts/make-icons.mjs
// The PNGs are kept in apps/web/public/icons/; re-run only when the logo changes.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const iconsDir = fileURLToPath(new URL('../public/icons/', import.meta.url));

const BACKGROUND = '#121212';
const PEACH = '#FFB38A';
const PEACH_DEEP = '#FF9A66';

/**
 * The logo on a 512 grid: a peach ring (the circle of people you trust) with a small dot on it
 * (you, inside the circle). `scale` shrinks the mark for the maskable safe zone; `rounded`
 * rounds the background corners for the favicon.
 */
function logoSvg({ scale = 1, rounded = false } = {}) {
  const c = 256;
  const r = 150 * scale;
  const stroke = 56 * scale;
  const dotR = 44 * scale;
  const angle = (-45 * Math.PI) / 180;
  const dotX = c + r * Math.cos(angle);
  const dotY = c + r * Math.sin(angle);
  const corner = rounded ? 112 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="ring" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${PEACH}"/>
      <stop offset="1" stop-color="${PEACH_DEEP}"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" rx="${corner}" fill="${BACKGROUND}"/>
  <circle cx="${c}" cy="${c}" r="${r}" fill="none" stroke="url(#ring)" stroke-width="${stroke}"/>
  <circle cx="${dotX.toFixed(1)}" cy="${dotY.toFixed(1)}" r="${(dotR + 14 * scale).toFixed(1)}" fill="${BACKGROUND}"/>
  <circle cx="${dotX.toFixed(1)}" cy="${dotY.toFixed(1)}" r="${dotR.toFixed(1)}" fill="${PEACH}"/>
</svg>
`;
}

async function render(svg, size, name) {
  await sharp(Buffer.from(svg)).resize(size, size).png().toFile(`${iconsDir}${name}`);
  console.log(`wrote public/icons/${name} (${size}x${size})`);
}

await mkdir(iconsDir, { recursive: true });
const standard = logoSvg();
const maskable = logoSvg({ scale: 0.72 });
const favicon = logoSvg({ rounded: true });

await render(standard, 192, 'icon-192.png');
await render(standard, 512, 'icon-512.png');
await render(maskable, 512, 'maskable-512.png');
await render(standard, 180, 'apple-touch-icon.png');
await render(favicon, 32, 'favicon-32.png');
