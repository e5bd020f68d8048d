/**
 * Rooms and places: known room names in several languages, headings that name a room, and a
 * place mentioned in free text ("in the garage").
 */
import { CATEGORIES, LOCATION_PRESETS } from '@circle/contract';
import { categorize } from '../category-rules.js';
import { ROOMS_ABROAD } from './rooms-abroad.js';

const ROOMS_ELSEWHERE = [
  'Wohnzimmer',
  'Küche',
  'Schlafzimmer',
  'Kinderzimmer',
  'Arbeitszimmer',
  'Badezimmer',
  'Bad',
  'Keller',
  'Flur',
  'Esszimmer',
  'Dachboden',
  'Gästezimmer',
  'Salon',
  'Cuisine',
  'Chambre',
  'Chambre parentale',
  "Chambre d'amis",
  'Salle de bain',
  'Salle de bains',
  'Séjour',
  'Salle de séjour',
  'Salle à manger',
  'Bureau',
  'Buanderie',
  'Cave',
  'Grenier',
  'Entrée',
  'Sala',
  'Cocina',
  'Dormitorio',
  'Baño',
  'Salón',
  'Comedor',
  'Terraza',
  'Trastero',
  'Cozinha',
  'Quarto',
  'Quartos',
  'Escritório',
  'Banheiro',
  'Garagem',
  'Lavanderia',
  'Varanda',
  'Balkon',
  'Balcon',
  'Balcón',
  'Terrasse',
  'Terras',
  'Soggiorno',
  'Cucina',
  'Camera da letto',
  'Bagno',
  'Studio',
  'Cantina',
  'Woonkamer',
  'Keuken',
  'Slaapkamer',
  'Badkamer',
  'Werkkamer',
  'Zolder',
  'Schuur',
  'Bijkeuken',
  'Kelder',
  'Ruang tamu',
  'Dapur',
  'Kamar tidur',
  'Kamar mandi',
  'Kamar kerja',
  'Gudang',
  'Bilik tidur',
  'Bilik tidur utama',
  'Bilik air',
  'Ruang makan',
  'Vorraum',
  'Diele',
  'Förråd',
  'Kök',
  'Vardagsrum',
  'Sovrum',
  'Stue',
  'Kjøkken',
  'Soverom',
  'Køkken',
  'Soveværelse',
  'Lounge',
  'Laundry',
  'Study',
  'Garage',
];

const EXTRA_LOCATIONS = [
  'Dining Room',
  'Family Room',
  'Master Bedroom',
  'Primary Bedroom',
  'Main Bedroom',
  'Second Bedroom',
  'Guest Room',
  'Guest Bedroom',
  'Kids Room',
  "Kids' Room",
  'Nursery',
  'Hallway',
  'Entrance Hall',
  'Entrance',
  'Hall',
  'Entryway',
  'Foyer',
  'Porch',
  'Patio',
  'Deck',
  'Backyard',
  'Yard',
  'Garden',
  'Shed',
  'Workshop',
  'Study',
  'Den',
  'Loft',
  'Utility Room',
  'Mudroom',
  'Playroom',
  'Library',
  'Cellar',
  'Wine Cellar',
  'Storage Unit',
  'Home Office',
  'Upstairs',
  'Downstairs',
  'Balcony',
  'Lounge',
  'Sunroom',
  'Gym',
  'Home Gym',
  'Car',
  'Bedroom 1',
  'Bedroom 2',
  'Bedroom 3',
  // German, French, Spanish, Portuguese, Italian, Dutch, Indonesian/Malay, Scandinavian
  ...ROOMS_ELSEWHERE,
  ...ROOMS_ABROAD,
];
export const KNOWN_LOCATIONS = new Map<string, string>(
  [...LOCATION_PRESETS, ...EXTRA_LOCATIONS].map((l) => [l.toLowerCase(), l]),
);

export function titleCase(s: string): string {
  return s
    .toLowerCase()
    .replace(/(^|[\s/-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
}

export function normaliseLocation(raw: string): string | null {
  const s = raw
    .replace(/^[#*_\s]+|[*_:\s-]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!s) return null;
  const known = KNOWN_LOCATIONS.get(s.toLowerCase());
  if (known) return known;
  return s === s.toLowerCase() || s === s.toUpperCase() ? titleCase(s) : s;
}

export function locationIn(text: string): string | null {
  const m = /\b(?:in|on|at)\s+(?:the|my|our)\s+([a-z' ]{2,24}?)(?=[\s,.;:!?)]|$)/i.exec(text);
  if (!m) return null;
  const words = m[1]!.trim().split(/\s+/);
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    const known = KNOWN_LOCATIONS.get(words.slice(0, n).join(' ').toLowerCase());
    if (known) return known;
  }
  return null;
}

/** Single words too ambiguous to mean a place when they appear anywhere in a sentence. */
const AMBIGUOUS_PLACES = new Set([
  'car',
  'hall',
  'deck',
  'study',
  'den',
  'gym',
  'yard',
  'home',
  'library',
  'lounge',
  'storage',
  'loft',
  'upstairs',
  'downstairs',
]);

/** A place named in free text: "in the garage" first, then any unambiguous room name. */
export function findLocation(text: string): string | null {
  const phrase = locationIn(text);
  if (phrase) return phrase;
  let best: string | null = null;
  for (const [key, place] of KNOWN_LOCATIONS) {
    if (AMBIGUOUS_PLACES.has(key)) continue;
    const re = new RegExp(
      `(?<![\\p{L}])${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`,
      'iu',
    );
    if (re.test(text) && (!best || key.length > best.length)) best = place;
  }
  return best;
}

export const BULLET = /^\s*(?:[-*•·‣▪◦+>–—]|\d{1,3}[.)]|\[[ xX]?\]|[-*]\s*\[[ xX]?\])\s+/;
const MD_HEADING = /^\s*#{1,6}\s+(.+?)\s*#*\s*$/;
/** "== Kitchen ==", "=== LOUNGE ===": a heading between bars of equals signs. */
const BARRED_HEADING = /^\s*={2,}\s*([^=]+?)\s*={2,}\s*$/;
/** "Kitchen:"; a line that exclaims or asks ("Hi Lena, yes! Still here:") opens a list, not a room. */
const COLON_HEADING = /^\s*([^:$€£\d!?¡¿][^:$€£!?]{1,40}):\s*$/;
const BOLD_HEADING = /^\s*(?:\*\*|__)(.+?)(?:\*\*|__)\s*:?\s*$/;
const PLAIN_HEADING = /^[\p{L}][\p{L}'’&/ -]{1,40}$/u;

/**
 * "1. ENTRANCE HALL", "B) Kitchen", "III. Bedroom 2": a section's number before a room it names.
 * Only a room the product knows counts, so a numbered list's first entry stays an entry.
 */
const SECTION_NUMBER = /^\s*(?:\d{1,2}|[A-Z]|[IVX]{1,4})[.)]\s+(?=\p{L})/u;

export function numberedRoomHeading(line: string): string | null {
  const number = SECTION_NUMBER.exec(line);
  if (!number) return null;
  const rest = line.slice(number[0].length).trim().replace(/:$/, '');
  const bare = rest.replace(/\s+\d{1,2}$/, '');
  return KNOWN_LOCATIONS.has(bare.toLowerCase()) ? normaliseLocation(rest) : null;
}

/** "--- Chat ---", "~~~ Messages with Ana ~~~": a title between rules opens a section of its own. */
const FRAMED_TITLE = /^\s*[-~_]{3,}\s*(\p{L}.*?)\s*[-~_]{3,}\s*$/u;

/**
 * The heading a line makes: a room or a category, '' for a framed title that names no room (a
 * section of its own, "--- Chat ---"), or null.
 */
export function sectionHeadingOf(line: string, nextIsListLine: boolean): string | null {
  const framed = FRAMED_TITLE.exec(line)?.[1];
  if (framed === undefined) return headingOf(line, nextIsListLine);
  return KNOWN_LOCATIONS.get(framed.toLowerCase()) ?? '';
}

export function headingOf(line: string, nextIsListLine: boolean): string | null {
  const section = numberedRoomHeading(line);
  if (section) return section;
  const md =
    MD_HEADING.exec(line) ??
    BARRED_HEADING.exec(line) ??
    BOLD_HEADING.exec(line) ??
    COLON_HEADING.exec(line);
  // "Yes, still here. Listed separately:": two sentences before the colon open a list, no room.
  if (md && /[.!?]\s+\p{L}/u.test(md[1]!)) return null;
  if (md) return normaliseLocation(md[1]!);
  const text = line.trim();
  // "Bedroom 2", "Bathroom 1": a known room with its number.
  // "CHAMBRE 2 / BUREAU": a numbered room that doubles as another; "Bedroom 1 (Primary)" says which.
  const numbered =
    /^(\p{L}[\p{L} ]{1,24}?)\s+\d{1,2}(?:\s*\/\s*(\p{L}[\p{L} ]{1,24})|\s*\(\p{L}[\p{L} ]{0,24}\))?:?$/u.exec(
      text,
    );
  const also = numbered?.[2] ? KNOWN_LOCATIONS.has(numbered[2].trim().toLowerCase()) : true;
  if (numbered && also && KNOWN_LOCATIONS.has(numbered[1]!.toLowerCase())) {
    return normaliseLocation(text.replace(/:$/, ''));
  }
  if (!PLAIN_HEADING.test(text) || text.split(/\s+/).length > 4) return null;
  if (KNOWN_LOCATIONS.has(text.toLowerCase()) || nextIsListLine) return normaliseLocation(text);
  return null;
}

const CATEGORY_HEADINGS = new Set(
  [
    ...CATEGORIES,
    'appliances',
    'kitchen appliances',
    'misc',
    'miscellaneous',
    'other',
    'sports',
    'toys',
    'jewellery',
    'valuables',
    'instruments',
    'musical instruments',
    'notes',
    'items',
    'inventory',
  ].map((c) => c.toLowerCase()),
);

export function isCategoryHeading(heading: string): boolean {
  const h = heading.toLowerCase();
  return (
    CATEGORY_HEADINGS.has(h) ||
    CATEGORY_HEADINGS.has(h.replace(/s$/, '')) ||
    categorize(heading) !== null
  );
}
