import type { GlossedLanguage } from './language-gloss.js';

/**
 * Spanish said inside English questions, as bilingual households type it on a phone ("cuanto
 * vale la kitchenaid", "q herramientas valen menos de 300", "y los juegos?"): accents and
 * capitals dropped, "q" for "que", "pa" for "para". Each phrase and word becomes the English
 * the parser reads.
 */

/** Words no English question holds, and no French one either: one shows Spanish. */
const MARKERS = new Set(
  (
    'cuanto cuanta cuantos cuantas cual cuales donde quien quienes cuando q valen cuesta ' +
    'cuestan tengo tenemos tienes tiene traigo traemos pusimos agregamos prestamos prestaste ' +
    'preste prestado cosas herramientas herramienta joyas juegos teles ropa muebles todas ' +
    'todos nuestro nuestra nuestros nuestras estan fue tambien porfa del pa barata barato ' +
    'baratas baratos caro cara caros caras segunda segundo primero primera ultimo ultima ' +
    'tercero tercera necesito puedo vender'
  ).split(' '),
);

const EXPENSIVE = String.raw`(?:caro|cara|caros|caras|valioso|valiosa|valiosos|valiosas)`;
const CHEAP = String.raw`(?:barato|barata|baratos|baratas)`;
const WORTH = String.raw`(?:vale|valen|cuesta|cuestan)`;
const WHAT = String.raw`(?:q|que|cuanto|cuanta)`;

/** Phrases first: a word order English has not ("la tele q vale?"), a superlative, a bound. */
const PHRASES: [RegExp, string][] = [
  // The thing first, then what is asked of it: "la tele q vale?", "el stihl cuanto cuesta".
  [
    new RegExp(String.raw`^(.*\S),? ${WHAT} ${WORTH}\s*([?!.]*)$`, 'i'),
    'what is the value of $1$2',
  ],
  [new RegExp(String.raw`\b${WHAT} ${WORTH}\b`, 'gi'), 'what is the value of'],
  [/\bcuantos? (?:vale|valen)\b/gi, 'what is the value of'],
  // Bounds and comparisons.
  [/\b(?:mas|arriba) de (?=\$?\s?\d)/gi, 'over '],
  [/\b(?:menos|abajo) de (?=\$?\s?\d)/gi, 'under '],
  [new RegExp(String.raw`\bmas ${EXPENSIVE} (?:que|q)\b`, 'gi'), 'more expensive than'],
  [new RegExp(String.raw`\bmas ${CHEAP} (?:que|q)\b`, 'gi'), 'cheaper than'],
  [/\bmas (?:que|q)\b/gi, 'more than'],
  [/\bmenos (?:que|q)\b/gi, 'less than'],
  // Order of adding: "lo primero q pusimos", "lo ultimo q agregamos".
  [/\blo (?:primero|primerito)\b/gi, 'the first thing'],
  [/\blo ultimo\b/gi, 'the last thing'],
  [/\b(?:pusimos|agregamos|anadimos|metimos) (?:en|a) la lista\b/gi, 'we added'],
  [/\btodo lo (?:q|que)\b/gi, 'everything'],
  [/\blo (?:q|que)\b/gi, 'what'],
  [/\bcada (?:uno|una)\b/gi, 'each'],
  [/\bpor (?:favor|fa)\b/gi, 'please'],
  [/\ba quien (?:le |les )?(?:prestamos|prestaste|preste)\b/gi, 'who did we lend'],
  [/\bquien tiene\b/gi, 'who has'],
  [/\b(?:q|que) (?:puedo|podemos) vender\b/gi, 'what can i sell'],
  [/\bdonde (?:esta|estan)\b/gi, 'where is'],
  // Questions: "cual es", "q fue".
  [/\b(?:cual|cuales|que|q) (?:es|son|fue)\b/gi, 'what is'],
  [/^(?:q|que)\b/i, 'what'],
];

/** A superlative after its noun ("la cosa mas barata"), as English says it: "the cheapest". */
const SUPERLATIVES: [RegExp, string][] = [
  [new RegExp(String.raw`\bmas ${EXPENSIVE}\b`, 'gi'), 'most expensive'],
  [new RegExp(String.raw`\bmenos ${EXPENSIVE}\b|\bmas ${CHEAP}\b`, 'gi'), 'cheapest'],
];

/** Articles, prepositions, question words and the like: glossed even inside owner's names. */
const SMALL: Record<string, string> = {
  el: 'the',
  la: 'the',
  los: 'the',
  las: 'the',
  lo: 'it',
  un: 'a',
  una: 'a',
  del: 'of the',
  de: 'of',
  en: 'in',
  pa: 'for',
  para: 'for',
  con: 'with',
  sin: 'without',
  y: 'and',
  o: 'or',
  mi: 'my',
  mis: 'my',
  su: 'their',
  sus: 'their',
  nuestro: 'our',
  nuestra: 'our',
  nuestros: 'our',
  nuestras: 'our',
  q: 'that',
  que: 'that',
  cual: 'which',
  cuales: 'which',
  cuanto: 'how much',
  cuanta: 'how much',
  cuantos: 'how many',
  cuantas: 'how many',
  donde: 'where',
  quien: 'who',
  quienes: 'who',
  cuando: 'when',
  es: 'is',
  fue: 'was',
  estan: 'are',
  hay: 'are there',
  mas: 'more',
  menos: 'less',
  entre: 'between',
  cada: 'each',
  tambien: 'also',
  porfa: 'please',
};

const WORDS: Record<string, string> = {
  ...SMALL,
  vale: 'worth',
  valen: 'worth',
  cuesta: 'costs',
  cuestan: 'cost',
  tengo: 'i have',
  necesito: 'i need',
  necesitamos: 'we need',
  vender: 'sell',
  nueva: 'new',
  nuevo: 'new',
  tenemos: 'we have',
  tienes: 'you have',
  tiene: 'has',
  traigo: 'i have',
  traemos: 'we have',
  pusimos: 'we added',
  agregamos: 'we added',
  prestamos: 'lent',
  prestaste: 'lent',
  preste: 'lent',
  prestado: 'lent',
  primero: 'first',
  primera: 'first',
  primer: 'first',
  segundo: 'second',
  segunda: 'second',
  tercero: 'third',
  tercera: 'third',
  tercer: 'third',
  ultimo: 'last',
  ultima: 'last',
  todo: 'everything',
  toda: 'all',
  todos: 'all',
  todas: 'all',
  cosa: 'thing',
  cosas: 'things',
  herramienta: 'tool',
  herramientas: 'tools',
  joya: 'jewelry',
  joyas: 'jewelry',
  juguete: 'toy',
  juguetes: 'toys',
  juego: 'game',
  juegos: 'games',
  tele: 'tv',
  teles: 'tvs',
  television: 'tv',
  televisiones: 'tvs',
  ropa: 'clothes',
  mueble: 'furniture',
  muebles: 'furniture',
  cocina: 'kitchen',
  lista: 'list',
  cuarto: 'room',
  recamara: 'bedroom',
  casa: 'home',
  dinero: 'money',
  caro: 'expensive',
  cara: 'expensive',
  barato: 'cheap',
  barata: 'cheap',
};

export const SPANISH_IN_ENGLISH: GlossedLanguage = {
  markers: MARKERS,
  phrases: [...PHRASES, ...SUPERLATIVES],
  words: WORDS,
  small: new Set(Object.keys(SMALL)),
};
