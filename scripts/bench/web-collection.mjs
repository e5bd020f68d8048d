// The collection the web benchmark signs in to: a user with a few hundred items, the newest of
// them with their own photos (what the dashboard and the first screens of the inventory show),
// and neighbours whose public items, some with photos, fill Discover.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import sharp from 'sharp';
import { root } from './support.mjs';

const PASSWORD = 'Circle-pass-123';
export const OWNER = 'seed@example.com';
const OWNER_ITEMS = 300;
const NEIGHBOURS = 3;
const PUBLIC_ITEMS = 120;
/** Photos for the newest items: more than the first screen of each page shows. */
const PHOTOS_PER_USER = 24;

function seed(dataDir, args) {
  const seeded = spawnSync(
    process.execPath,
    [path.join(root, 'apps/server/dist/scripts/seed.js'), ...args],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  if (seeded.status !== 0) throw new Error(seeded.stderr);
}

/** The database rows: run before the server starts. */
export function seedCollection(dataDir) {
  seed(dataDir, ['--items', String(OWNER_ITEMS), '--email', OWNER]);
  seed(dataDir, [
    '--items',
    String(PUBLIC_ITEMS),
    '--users',
    String(NEIGHBOURS),
    '--public',
    '--email',
    'neighbour@example.com',
  ]);
}

export async function accessToken(server, email, password = PASSWORD) {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }).toString(),
  });
  const body = await response.json();
  if (!body.access_token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

/** A phone-camera-sized JPEG (1600×1200) of coloured shapes, different for every index. */
function photo(index) {
  const hue = (index * 47) % 360;
  const shapes = Array.from({ length: 12 }, (_, i) => {
    const x = (index * 131 + i * 211) % 1600;
    const y = (index * 71 + i * 157) % 1200;
    const r = 80 + ((index + i * 13) % 220);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + i * 29) % 360},60%,${35 + (i % 4) * 10}%)" />`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <rect width="1600" height="1200" fill="hsl(${hue},25%,22%)" />${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** Gives the newest items of a user their own photo, as the item screen's photo button does. */
async function photographNewestItems(server, token, firstIndex) {
  const headers = { Authorization: `Bearer ${token}` };
  const listed = await fetch(
    `${server.url}/api/users/inventory?limit=${PHOTOS_PER_USER}&offset=0&sort_by=date&sort_order=desc`,
    { headers },
  );
  const { items } = await listed.json();
  for (const [offset, item] of items.entries()) {
    const body = new FormData();
    const jpeg = await photo(firstIndex + offset);
    body.append('file', new Blob([jpeg], { type: 'image/jpeg' }), `item-${offset}.jpg`);
    const answer = await fetch(`${server.url}/api/users/inventory/${item.id}/picture`, {
      method: 'PUT',
      headers,
      body,
    });
    if (!answer.ok) throw new Error(`picture upload: ${answer.status} ${await answer.text()}`);
  }
}

/** The photos: through the API of the running server. Returns the owner's access token. */
export async function photographCollection(server) {
  const owner = await accessToken(server, OWNER);
  await photographNewestItems(server, owner, 0);
  for (let n = 1; n <= NEIGHBOURS; n += 1) {
    const neighbour = await accessToken(server, `neighbour${n}@example.com`);
    await photographNewestItems(server, neighbour, n * 100);
  }
  return owner;
}

export const collectionSummary = `${OWNER_ITEMS} items (${PHOTOS_PER_USER} newest with photos); Discover: ${PUBLIC_ITEMS} public items of ${NEIGHBOURS} neighbours (${PHOTOS_PER_USER} each with photos)`;
