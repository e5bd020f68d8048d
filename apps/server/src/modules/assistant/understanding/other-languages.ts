import { TAGALOG_IN_ENGLISH, tagalogInEnglish } from './tagalog.js';

/**
 * Words of another language said inside an English question ("y en la cocina?", "where is el
 * portátil"). Owners who grew up with another language mix in its everyday words: the articles
 * and small words, question words, rooms and the common things of a home. Each becomes the
 * English the rest of the parser knows; accents are folded first, as phone keyboards often drop
 * them. Only words that are no English word of their own are listed ("sofa", "mesa" stay out).
 */
const SPANISH: Record<string, string> = {
  // Small words and question words.
  el: 'the',
  la: 'the',
  los: 'the',
  las: 'the',
  en: 'in',
  y: 'and',
  del: 'of the',
  mi: 'my',
  mis: 'my',
  que: 'what',
  cuanto: 'how much',
  cuanta: 'how much',
  cuantos: 'how many',
  cuantas: 'how many',
  donde: 'where',
  cosas: 'things',
  todo: 'everything',
  hola: 'hello',
  receta: 'recipe',
  vale: 'worth',
  valen: 'worth',
  // Rooms.
  cocina: 'kitchen',
  dormitorio: 'bedroom',
  habitacion: 'bedroom',
  garaje: 'garage',
  sotano: 'basement',
  bano: 'bathroom',
  despacho: 'office',
  oficina: 'office',
  // Things of a home.
  nevera: 'fridge',
  frigorifico: 'fridge',
  portatil: 'laptop',
  ordenador: 'computer',
  movil: 'phone',
  lavadora: 'washing machine',
  aspiradora: 'vacuum',
  cafetera: 'coffee machine',
  reloj: 'watch',
  anillo: 'ring',
  bici: 'bike',
  bicicleta: 'bike',
  cuadro: 'painting',
  alfombra: 'rug',
  espejo: 'mirror',
  silla: 'chair',
  sillas: 'chairs',
  libros: 'books',
  herramientas: 'tools',
  taladro: 'drill',
  camara: 'camera',
  auriculares: 'headphones',
  altavoz: 'speaker',
  joyas: 'jewelry',
};

/**
 * Hindi and Urdu words that Indian and Pakistani English mixes in, as typed in Latin letters
 * ("kitna is it worth", "all my saamaan"), in their common spellings.
 */
const HINDUSTANI: Record<string, string> = {
  saamaan: 'things',
  samaan: 'things',
  saaman: 'things',
  saman: 'things',
  cheezein: 'things',
  cheezen: 'things',
  chize: 'things',
  kitna: 'how much',
  kitni: 'how much',
  kitne: 'how many',
  kya: 'what',
  kahan: 'where',
  kaha: 'where',
  kaun: 'who',
  sab: 'all',
  sabse: 'most',
  ghar: 'home',
};

/**
 * Afrikaans words South African English mixes in ("hoeveel goed is in die garage", "wat is die
 * kite werd"). "Die" is kept as "the": an English "die" is rarely asked about a belonging.
 */
const AFRIKAANS: Record<string, string> = {
  hoeveel: 'how many',
  goed: 'things',
  die: 'the',
  werd: 'worth',
  waar: 'where',
  ons: 'our',
  alles: 'everything',
  baie: 'many',
  duurste: 'most expensive',
  goedkoopste: 'cheapest',
};

/** German rooms, also the last part of a room's compound name ("Einliegerwohnung": a flat). */
const GERMAN_ROOMS: Record<string, string> = {
  wohnung: 'flat',
  zimmer: 'room',
  kuche: 'kitchen',
  wohnzimmer: 'living room',
  schlafzimmer: 'bedroom',
  kinderzimmer: 'kids room',
  badezimmer: 'bathroom',
  arbeitszimmer: 'study',
  esszimmer: 'dining room',
  keller: 'cellar',
  dachboden: 'attic',
  flur: 'hallway',
  werkstatt: 'workshop',
  garten: 'garden',
};

/**
 * The room a one-word compound name ends with, and its English: "Einliegerwohnung" is a flat,
 * "Fahrradkeller" a cellar. A German speaker says the last part alone ("Opa's Wohnung").
 */
export function compoundRoomHead(name: string): { head: string; english: string } | undefined {
  const word = foldAccents(name.toLowerCase());
  if (!/^[a-z]+$/.test(word)) return undefined;
  const head = Object.keys(GERMAN_ROOMS)
    .filter((room) => word.length > room.length + 2 && word.endsWith(room))
    .sort((a, b) => b.length - a.length)[0];
  return head ? { head, english: GERMAN_ROOMS[head]! } : undefined;
}

/**
 * German words said inside English by German speakers ("how much is alles in the Keller wert",
 * "the Werkzeug", "Opa's Wohnung"), accents folded. Words that are English words as well ("was",
 * "die", "den", "bad", "kind", "gift", "alt", "rad") stay out.
 */
const GERMAN: Record<string, string> = {
  // Small words and question words.
  wie: 'how',
  viel: 'much',
  wieviel: 'how much',
  wieviele: 'how many',
  wann: 'when',
  wo: 'where',
  wer: 'who',
  welche: 'which',
  welcher: 'which',
  welches: 'which',
  ist: 'is',
  sind: 'are',
  und: 'and',
  oder: 'or',
  mit: 'with',
  ohne: 'without',
  von: 'of',
  der: 'the',
  das: 'the',
  dem: 'the',
  ein: 'a',
  eine: 'a',
  mein: 'my',
  meine: 'my',
  meinem: 'my',
  unser: 'our',
  unsere: 'our',
  unserem: 'our',
  unseren: 'our',
  alle: 'all',
  zusammen: 'together',
  insgesamt: 'in total',
  gesamt: 'total',
  summe: 'sum',
  wert: 'worth',
  bitte: 'please',
  danke: 'thanks',
  nicht: 'not',
  auch: 'also',
  teuerste: 'most expensive',
  teuersten: 'most expensive',
  billigste: 'cheapest',
  gunstigste: 'cheapest',
  ...GERMAN_ROOMS,
  // Things of a home, and the insurer's words.
  sachen: 'things',
  dinge: 'things',
  zeug: 'stuff',
  haushalt: 'household',
  hausrat: 'contents',
  wertsachen: 'valuables',
  versicherung: 'insurance',
  hausratversicherung: 'contents insurance',
  versicherungssumme: 'sum insured',
  werkzeug: 'tools',
  werkzeuge: 'tools',
  fahrrad: 'bike',
  fahrrader: 'bikes',
  uhr: 'clock',
  uhren: 'clocks',
  // "Armbanduhr" is what English calls a watch; "Uhr" alone may be a clock.
  armbanduhr: 'watch',
  armbanduhren: 'watches',
  taschenuhr: 'pocket watch',
  schmuck: 'jewelry',
  buch: 'book',
  bucher: 'books',
  kamera: 'camera',
  kameras: 'cameras',
  mobel: 'furniture',
  geschirr: 'dishes',
  kleidung: 'clothing',
  spielzeug: 'toys',
  // The world outside the home, asked about in German words.
  streik: 'strike',
  bahnstreik: 'rail strike',
  steuererklarung: 'tax return',
  bundestag: 'parliament',
  pflegeheim: 'care home',
  wetter: 'weather',
  nachrichten: 'news',
  rezept: 'recipe',
  hausaufgaben: 'homework',
};

/** Turkish family and feast words said inside English ("my anneanne's rings", "our düğün gifts"). */
const TURKISH: Record<string, string> = {
  dugun: 'wedding',
  anneanne: 'grandma',
  babaanne: 'grandma',
  dede: 'grandpa',
};

const IN_ENGLISH: Record<string, string> = {
  ...GERMAN,
  ...TURKISH,
  ...SPANISH,
  ...HINDUSTANI,
  ...AFRIKAANS,
  ...TAGALOG_IN_ENGLISH,
};

/** Letters that are no accented letter and are typed as plain ones ("Straße" as "strasse"). */
const PLAIN_SPELLING: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
};

/** "portátil" → "portatil": accents folded, as most keyboards and the owner's words have none. */
export const foldAccents = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøłđðþıħŧ]/g, (letter) => PLAIN_SPELLING[letter]!);

/** A run of letters outside ASCII: where `.replace(ACCENTED, foldAccents)` folds a text. */
export const ACCENTED = /[^\0-\x7f]+/g;

/**
 * German and Turkish words made English in the question itself, before its phrases are read
 * ("the whole Haushalt" is the whole household), except words the owner names things with.
 */
export const germanAndTurkishInEnglish = (question: string, ownWords: ReadonlySet<string>) =>
  question.replace(/\p{L}+/gu, (word) => {
    const key = foldAccents(word.toLowerCase());
    const english = GERMAN[key] ?? TURKISH[key];
    return english && !ownWords.has(key) ? english : word;
  });

/** The English for a word of another language, or the word itself. */
export const inEnglish = (token: string): string => IN_ENGLISH[token] ?? token;

/** The words of names (rooms, makers) as a question's are read: lower case, accents folded. */
export const wordsOfNames = (names: string[]): Set<string> =>
  new Set(names.flatMap((name) => foldAccents(name.toLowerCase()).split(/[^a-z0-9]+/)));

/** Tagalog phrases, and German and Turkish words, said in English before the question is read. */
export const otherLanguagesInEnglish = (question: string, ownWords: ReadonlySet<string>) =>
  germanAndTurkishInEnglish(tagalogInEnglish(question), ownWords);
