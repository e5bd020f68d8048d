#!/usr/bin/env node
// Adds the real everyday photographs of real-photos.mjs to the photo corpus (after build.mjs),
// downscaled to 1024 px on the longest side, with their authors and licences in the manifest.
// Sources: gcompris-qt-data (photos inside its Qt resource files, each with a README naming
// author, source and licence), plasma-workspace-wallpapers (metadata.json per wallpaper) and
// plain files of other packages (`deb:`), credited from the package's machine-readable
// /usr/share/doc/<package>/copyright or, for palapeli puzzles, the .desktop file beside the photo.
//
//   apt-get download gcompris-qt-data plasma-workspace-wallpapers lomiri-wallpapers-16.04 \
//     lomiri-wallpapers-20.04 forensics-samples-files tuxpaint-data palapeli-data libjxl-testdata \
//     darknet
//   for f in *.deb; do dpkg-deb -x "$f" /tmp/debs; done
//   node scripts/photo-corpus/add-real.mjs /tmp/debs
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { REAL_PHOTOS } from './real-photos.mjs';

const source = process.argv[2];
if (!source) {
  console.error('usage: add-real.mjs <folder with the extracted packages>');
  process.exit(1);
}
const out = path.resolve(import.meta.dirname, '../../apps/server/test/fixtures/photos');
const rccDir = path.join(source, 'usr/share/gcompris-qt/rcc');
const wallpaperDir = path.join(source, 'usr/share/wallpapers');

/** The files of a Qt resource (.rcc, format 1–3): path → bytes. */
function readRcc(file) {
  const b = readFileSync(file);
  if (b.toString('latin1', 0, 4) !== 'qres') throw new Error(`${file} is not a Qt resource`);
  const version = b.readUInt32BE(4);
  const [tree, data, names] = [b.readUInt32BE(8), b.readUInt32BE(12), b.readUInt32BE(16)];
  const nodeSize = version >= 2 ? 22 : 14;
  const nameAt = (offset) => {
    const o = names + offset;
    const length = b.readUInt16BE(o);
    return b
      .subarray(o + 6, o + 6 + length * 2)
      .swap16()
      .toString('utf16le');
  };
  const files = new Map();
  const walk = (index, prefix) => {
    const o = tree + index * nodeSize;
    const name = index === 0 ? '' : nameAt(b.readUInt32BE(o));
    const flags = b.readUInt16BE(o + 4);
    const full = prefix ? `${prefix}/${name}` : name;
    if (flags & 2) {
      const count = b.readUInt32BE(o + 6);
      const first = b.readUInt32BE(o + 10);
      for (let c = 0; c < count; c++) walk(first + c, full);
      return;
    }
    const d = data + b.readUInt32BE(o + 10);
    const raw = Buffer.from(b.subarray(d + 4, d + 4 + b.readUInt32BE(d)));
    if (flags & 4) return; // zstd: not used by the files taken here
    files.set(full, flags & 1 ? zlib.inflateSync(raw.subarray(4)) : raw);
  };
  walk(0, '');
  return files;
}

const gcompris = new Map();
for (const file of readdirSync(rccDir).filter((f) => f.endsWith('.rcc'))) {
  for (const [p, bytes] of readRcc(path.join(rccDir, file))) {
    gcompris.set(p.replace(/^gcompris\/src\/activities\//, ''), bytes);
  }
}

/** Author and licence of one file from a gcompris README (blocks of "Key: value" lines). */
function gcomprisCredit(folder, file) {
  const readme = gcompris.get(`${folder}/README`)?.toString('utf8') ?? '';
  for (const block of readme.split(/\n\s*\n/)) {
    const fields = {};
    let key = null;
    for (const line of block.split('\n')) {
      const m = /^(\w+):\s*(.*)$/.exec(line);
      if (m) {
        key = m[1];
        fields[key] = m[2] ? [m[2].trim()] : [];
      } else if (key && line.trim()) fields[key].push(line.trim());
    }
    if ((fields.Files ?? []).includes(file)) {
      return `${fields.Copyright?.join(', ')}, ${fields.License?.join(' ')}, ${fields.Source?.join(' ') ?? ''}`;
    }
  }
  throw new Error(`no credit for ${folder}/${file}`);
}

/** Whether a DEP-5 `Files:` pattern names a file (by its path in the package, or by its name). */
function patternMatches(pattern, file) {
  const glob = (p) =>
    p
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.');
  if (new RegExp(`(^|/)${glob(pattern)}$`).test(file)) return true;
  return !pattern.includes('*') && path.basename(pattern) === path.basename(file);
}

/** Author and licence of one file of a Debian package: the last matching `Files:` paragraph. */
function debianCredit(pkg, file) {
  const desktop = path.join(source, file.replace(/\.\w+$/, '.desktop'));
  if (existsSync(desktop)) {
    const text = readFileSync(desktop, 'utf8');
    const field = (key) => new RegExp(`^${key}=(.*)$`, 'm').exec(text)?.[1];
    const author = field('X-KDE-PluginInfo-Author');
    const licence = field('X-KDE-PluginInfo-License');
    if (author && licence) return `${author}, ${licence}`;
  }
  const copyright = readFileSync(path.join(source, 'usr/share/doc', pkg, 'copyright'), 'utf8');
  let credit = null;
  for (const block of copyright.split(/\n\s*\n/)) {
    const files = /^Files:((?:.*\n?)(?:^[ \t].*\n?)*)/m.exec(block)?.[1];
    if (!files) continue;
    if (!files.split(/\s+/).some((pattern) => pattern && patternMatches(pattern, file))) continue;
    const holders = /^Copyright:((?:.*\n?)(?:^[ \t].*\n?)*)/m
      .exec(block)?.[1]
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .join('; ');
    credit = `${holders}, ${/^License:\s*(.*)$/m.exec(block)?.[1]}`;
  }
  if (!credit) throw new Error(`no credit for ${file} in ${pkg}'s copyright`);
  return credit;
}

async function load(from) {
  const [kind, where] = from.split(/:(.*)/s);
  if (kind === 'deb') {
    const [pkg, file] = where.split(/:(.*)/s);
    return {
      bytes: readFileSync(path.join(source, file)),
      credit: `${pkg}: ${file} (${debianCredit(pkg, file)})`,
    };
  }
  if (kind === 'gcompris') {
    const bytes = gcompris.get(where);
    if (!bytes) throw new Error(`${where} not found in gcompris-qt-data`);
    const folder = path.dirname(where);
    return {
      bytes,
      credit: `gcompris-qt-data: ${where} (${gcomprisCredit(folder, path.basename(where))})`,
    };
  }
  const dir = path.join(wallpaperDir, where);
  const meta = JSON.parse(readFileSync(path.join(dir, 'metadata.json'), 'utf8')).KPlugin;
  const images = readdirSync(path.join(dir, 'contents/images'));
  const largest = images.sort((a, b) => parseInt(b) - parseInt(a))[0];
  const authors = meta.Authors.map((a) => a.Name).join(', ');
  return {
    bytes: readFileSync(path.join(dir, 'contents/images', largest)),
    credit: `plasma-workspace-wallpapers: wallpapers/${where}/contents/images/${largest} (${authors}, ${meta.License})`,
  };
}

const manifestFile = path.join(out, 'manifest.json');
const { photos } = JSON.parse(readFileSync(manifestFile, 'utf8'));
const composites = photos.filter((p) => !/\/r\d+-/.test(p.file));
const added = [];
for (const [index, photo] of REAL_PHOTOS.entries()) {
  const { bytes, credit } = await load(photo.from);
  const file = `${photo.split}/r${String(index + 1).padStart(2, '0')}-${photo.name}.jpg`;
  await sharp(bytes)
    .rotate()
    .resize(1024, 1024, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(path.join(out, file));
  added.push({
    file,
    split: photo.split,
    sees: photo.sees,
    objects: photo.objects,
    mentions: photo.mentions,
    sources: [credit],
  });
}
writeFileSync(manifestFile, `${JSON.stringify({ photos: [...composites, ...added] }, null, 2)}\n`);
console.log(`${added.length} real photos added to ${out}`);
