/**
 * Condition words in Romanian, Hungarian, Greek and Turkish as inventories, handover reports and
 * sale chats write them, in both genders, with and without diacritics (OCR and phones drop them):
 * each pattern is a whole phrase.
 */
import type { Condition } from '@circle/contract';

/** Romanian letters written with or without their marks (ă â î ș ş ț ţ). */
const A = '[aăâ]';
const S = '[sșş]';
const T = '[tțţ]';
const I = '[iî]';

export const CONDITION_WORDS_SOUTH_EAST: Array<[Condition, string[]]> = [
  [
    'new',
    [
      `nou${A}?`,
      `nefolosit${A}?`,
      `sigilat${A}?`,
      `nou-nou${T}`,
      `${I}n ambalaj`,
      'új',
      'bontatlan',
      'καινούργι[οαε]ς?',
      'καινουργι[οαε]ς?',
      'sıfır',
      'sifir',
      'yeni',
    ],
  ],
  [
    'excellent',
    [
      `ca nou${A}?`,
      `(?:${I}n )?stare (?:excelent${A}|perfect${A}|impecabil${A})`,
      'újszerű',
      'ujszeru',
      'újszerű állapot(?:ú|ban)?',
      'σαν καινούργι[οαε]ς?',
      'άριστη κατάσταση',
      'sıfır gibi',
      'sifir gibi',
      'yeni gibi',
    ],
  ],
  [
    'good',
    [
      `(?:${I}n )?stare (?:foarte )?bun${A}`,
      `bun${A}`,
      `func${T}ional${A}?`,
      'jó állapot(?:ú|ban)?',
      'jo allapot(?:u|ban)?',
      'nagyon jó állapot(?:ú|ban)?',
      'καλή κατάσταση',
      'πολύ καλή κατάσταση',
      'iyi durumda',
      'iyi',
      'çok iyi(?: durumda)?',
    ],
  ],
  [
    'fair',
    [
      `uzur${A} (?:u${S}oar${A}|normal${A}|vizibil${A}|moderat${A})`,
      `urme de uzur${A}`,
      `(?:${I}n )?stare (?:satisf${A}c${A}toare|acceptabil${A})`,
      `(?:u${S}or )?uzat${A}?`,
      `zg${A}riat${A}?`,
      'kopott',
      'karcos',
      'használt',
      'φθαρμέν[οη]ς?',
      'μεταχειρισμέν[οη]ς?',
      'γρατζουνισμέν[οη]ς?',
      'yıpranmış',
      'çizik(?:li)?',
      'kullanılmış',
    ],
  ],
  [
    'poor',
    [
      `necesit${A} repara${T}i[ei]?`,
      `de reparat`,
      `defect${A}?`,
      `stricat${A}?`,
      `deteriorat${A}?`,
      `uzur${A} avansat${A}`,
      `(?:${I}n )?stare proast${A}`,
      'javításra szorul',
      'hibás',
      'χρειάζεται επισκευή',
      'χαλασμέν[οη]ς?',
      'tamir gerekli',
      'arızalı',
      'bozuk',
    ],
  ],
];
