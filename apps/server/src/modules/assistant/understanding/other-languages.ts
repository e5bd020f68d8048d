import { TAGALOG_IN_ENGLISH } from './tagalog.js';

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

const IN_ENGLISH: Record<string, string> = {
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

/** The English for a word of another language, or the word itself. */
export const inEnglish = (token: string): string => IN_ENGLISH[token] ?? token;
