import {
  EVERYDAY_MARKERS,
  EVERYDAY_PHRASES,
  EVERYDAY_WORDS,
  withFrenchQuestionWordsMended,
} from './french-everyday.js';
import {
  HOUSEHOLD_NOUN_MARKERS,
  HOUSEHOLD_NOUN_PHRASES,
  HOUSEHOLD_NOUN_WORDS,
} from './french-household-nouns.js';
import { FIELD_PHRASES } from './french-fields-asked.js';
import { NOT_TYPO_WORDS } from './french-not-typos.js';
import {
  TEXTING_MARKERS,
  TEXTING_PHRASES,
  TEXTING_WORDS,
  withFrenchShorthandSpelledOut,
} from './french-texting.js';
import { foldAccents } from './other-languages.js';

/**
 * French said to the assistant: whole questions ("c'est combien, mes bijoux?") or French words
 * inside English ones ("how much worth les outils", "the stuff in the sous-sol"), as owners in
 * Québec, France or Belgium write. A question that shows French is glossed into the English the
 * parser reads, its phrases first ("combien de", "le plus cher"), then word by word; the owner's
 * own names pass through untouched. English with no French in it is left as it is.
 */

/** Words that are no English word: one of them shows the question is (partly) French. */
const MARKERS = new Set(
  (
    "c'est combien qu'est-ce qu'est quelle quelles quels j'ai vaut valent lequel laquelle " +
    'lesquels dans toute tous toutes mes aux ca manque quoi sont avec sans chez est-ce ' +
    "pourquoi aujourd'hui meteo demain chose choses objets trucs affaires inventaire " +
    'outils outil bijoux bijou vetements jouets meubles mobilier sous-sol chambre cuisine ' +
    'perceuse tondeuse aspirateur refrigerateur ordinateur chaussures guitare montre bague ' +
    'collier echelle scie voisins prete emprunte electronique electroniques'
  )
    .split(' ')
    .concat(EVERYDAY_MARKERS, HOUSEHOLD_NOUN_MARKERS, TEXTING_MARKERS),
);
/** Small words French shares with other languages: two of them show French. */
const WEAK = new Set(
  'le la les des du de et un une pour qui que est plus moins mon ma je il en au'.split(' '),
);

/** Phrases first, so that "le plus cher" is one idea and "combien de" asks a count. */
const PHRASES: [RegExp, string][] = [
  ...FIELD_PHRASES,
  ...TEXTING_PHRASES,
  ...EVERYDAY_PHRASES,
  [/\ba peu pres\b|\benviron\b|\bapproximativement\b/g, 'roughly'],
  [/\ben tout cas\b|\bde toute facon\b|\bbref\b/g, 'anyway'],
  [/\bqu'est[- ]ce que j'ai\b/g, 'what do i have'],
  [/\bqu'est[- ]ce qui a\b/g, 'what has'],
  [/\bqu'est[- ]ce qu(?:i|e|')\s*/g, 'what '],
  [/\bc'est quoi\b/g, 'what is'],
  [/\bc'est combien\b/g, 'how much is'],
  [/\bc'est\b/g, 'it is'],
  [/\bcombien (?:de |d')/g, 'how many '],
  [/\bcombien (?:vaut|valent|coute|coutent)\b/g, 'what is the value of'],
  [/\bcombien\b/g, 'how much'],
  [/\bplus (?:de|que|qu') ?(?=\$?\s?\d)/g, 'more than '],
  [/\bmoins (?:de|que|qu') ?(?=\$?\s?\d)/g, 'less than '],
  [/\b(?:le|la|les) plus (?:cher|chere|chers|cheres)\b/g, 'the most expensive'],
  [/\b(?:le|la|les) moins (?:cher|chere|chers|cheres)\b/g, 'the cheapest'],
  [/\b(?:qui )?(?:vaut|valent) le plus\b/g, 'worth the most'],
  [/\b(?:qui )?(?:vaut|valent) le moins\b/g, 'worth the least'],
  [/\b(?:vaut|valent) plus\b/g, 'is worth more'],
  [/\bplus de (?=choses|trucs|objets|affaires|meubles|outils)/g, 'more '],
  [/\b(?:lequel|laquelle|lesquels|lesquelles)\b/g, 'which'],
  [/\b(?:pas de|sans) (?:prix|valeur)\b/g, 'without a value'],
  [/\b(?:il )?manque (?:des |de |une )?photos?\b|\b(?:pas de|sans) photos?\b/g, 'missing photos'],
  [/\bpour quoi\b/g, 'for what'],
  [/\btout ce qui\b/g, 'everything that'],
  [/\btoute la maison\b/g, 'everything in the house'],
  [/\b(?:tous|toutes) (?:mes|les)\b/g, 'all my'],
  [/\bqui a\b/g, 'who has'],
  [/\bj'ai\b/g, 'i have'],
  [/\b(?:l')?assurance habitation\b/g, 'home insurance'],
  [/\btaux de change\b/g, 'exchange rate'],
  [/\bsalle de bains?\b/g, 'bathroom'],
  [/\bsalle a manger\b/g, 'dining room'],
  [/\bchambre a coucher\b/g, 'bedroom'],
  [/\bappareils? photo\b/g, 'camera'],
  [/\bmachine a cafe\b/g, 'coffee machine'],
  [/\bsous[- ]sol\b/g, 'basement'],
  ...HOUSEHOLD_NOUN_PHRASES,
  [/\bpieces? de mobilier\b|\bmeubles?\b|\bmobilier\b/g, 'furniture'],
  [/\boeuvres? d'art\b/g, 'art'],
  [/\b(?:appareils? )?electroniques?\b/g, 'electronics'],
  [/\b(?:la|le) plus (?:vieux|vieille|ancien|ancienne)\b/g, 'the oldest'],
  [/\b(?:la|le) plus (?:recent|recente|nouveau|nouvelle)\b/g, 'the newest'],
  [/\bd'/g, 'of '],
  [/\bl'/g, 'the '],
  [/\bqu'/g, 'that '],
];

const WORDS: Record<string, string> = {
  ...HOUSEHOLD_NOUN_WORDS,
  ...NOT_TYPO_WORDS,
  dans: 'in',
  et: 'and',
  ou: 'or',
  le: 'the',
  la: 'the',
  les: 'the',
  des: 'the',
  du: 'of the',
  de: 'of',
  mes: 'my',
  mon: 'my',
  ma: 'my',
  aux: 'to the',
  au: 'to the',
  pour: 'for',
  avec: 'with',
  sans: 'without',
  quelle: 'which',
  quel: 'which',
  quels: 'which',
  quelles: 'which',
  est: 'is',
  sont: 'are',
  vaut: 'is worth',
  valent: 'are worth',
  prete: 'lent',
  emprunte: 'borrowed',
  voisins: 'neighbours',
  voisin: 'neighbour',
  rendre: 'return',
  quoi: 'what',
  quand: 'when',
  chose: 'thing',
  choses: 'things',
  objets: 'items',
  trucs: 'stuff',
  affaires: 'things',
  tout: 'everything',
  toute: 'all',
  tous: 'all',
  toutes: 'all',
  qui: 'that',
  que: 'that',
  ca: 'it',
  il: 'it',
  je: 'i',
  moi: 'me',
  nous: 'we',
  notre: 'our',
  nos: 'our',
  un: 'a',
  une: 'a',
  en: 'in',
  plus: 'more',
  moins: 'less',
  cher: 'expensive',
  chere: 'expensive',
  bon: '',
  alors: '',
  donc: '',
  voila: '',
  inventaire: 'inventory',
  maison: 'house',
  prix: 'price',
  valeur: 'value',
  montant: 'amount',
  assurance: 'insurance',
  meteo: 'weather',
  demain: 'tomorrow',
  "aujourd'hui": 'today',
  americain: 'american',
  entre: 'between',
  ajoute: 'added',
  outils: 'tools',
  outil: 'tool',
  bijoux: 'jewelry',
  bijou: 'jewel',
  livres: 'books',
  livre: 'book',
  vetements: 'clothes',
  jouets: 'toys',
  cuisine: 'kitchen',
  salon: 'living room',
  chambre: 'bedroom',
  bureau: 'office',
  grenier: 'attic',
  cave: 'cellar',
  jardin: 'garden',
  decoration: 'decor',
  tableau: 'painting',
  tableaux: 'paintings',
  montre: 'watch',
  bague: 'ring',
  collier: 'necklace',
  velo: 'bike',
  perceuse: 'drill',
  scie: 'saw',
  echelle: 'ladder',
  tondeuse: 'lawn mower',
  frigo: 'fridge',
  refrigerateur: 'refrigerator',
  ordinateur: 'computer',
  portable: 'laptop',
  telephone: 'phone',
  tele: 'tv',
  televiseur: 'tv',
  chaise: 'chair',
  chaises: 'chairs',
  lit: 'bed',
  canape: 'couch',
  tapis: 'rug',
  lampe: 'lamp',
  miroir: 'mirror',
  aspirateur: 'vacuum',
  manteau: 'coat',
  chaussures: 'shoes',
  costume: 'suit',
  sac: 'bag',
  guitare: 'guitar',
  disques: 'records',
  ...EVERYDAY_WORDS,
  ...TEXTING_WORDS,
};

/** Whether the question shows French: one word no English has, or two small French words. */
export function showsFrench(text: string): boolean {
  const words = foldAccents(text.toLowerCase())
    .replace(/[’‘`]/g, "'")
    .split(/[^a-z'-]+/)
    .filter(Boolean);
  const elided = words.some((word) => /^(?:c|j|qu|d|l)'[a-z]/.test(word) && word !== "i'd");
  const weak = new Set(words.filter((word) => WEAK.has(word)));
  return (
    words.some((word) => MARKERS.has(word) || MARKERS.has(word.replace(/^[dlj]'/, ''))) ||
    (elided && weak.size >= 1) ||
    weak.size >= 2
  );
}

/**
 * The question in the English the parser reads, when it shows French (or is known to be French);
 * else as it was.
 */
export function frenchInEnglish(said: string, french?: boolean): string {
  const question = withFrenchShorthandSpelledOut(withFrenchQuestionWordsMended(said));
  // A question whose French words were glossed already is still read as French.
  if (!(french ?? showsFrench(question))) return said;
  // "Où" (where) and "ou" (or) fold to one spelling: told apart before the accents go.
  let text = foldAccents(question.replace(/\bo[ùÙ]\b|(?<![a-z])où(?![a-z])/gi, 'where'))
    .replace(/[’‘`]/g, "'")
    .toLowerCase();
  for (const [pattern, english] of PHRASES) text = text.replace(pattern, english);
  return text
    .split(/(\s+|[,.;:!?]+)/)
    .map((part) => {
      const english = WORDS[part];
      return english === undefined ? part : english;
    })
    .join('')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
