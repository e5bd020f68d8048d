/**
 * Condition words in Romanian, as hand-over reports and inventories write them ("stare bună",
 * "ca nou", "uzură ușoară"): each pattern is a whole phrase. Both forms of ș and ț are printed.
 */
import type { Condition } from '@circle/contract';

export const CONDITION_WORDS_ROMANIAN: Array<[Condition, string[]]> = [
  ['new', ['nou', 'nouă', 'nou-nou[țţ]', 'sigilat(?:ă)?', '[îi]n ambalaj']],
  [
    'excellent',
    ['ca nou(?:ă)?', '(?:[îi]n )?stare (?:foarte bun[ăa]|excelent[ăa]|perfect[ăa]|impecabil[ăa])'],
  ],
  ['good', ['(?:[îi]n )?stare bun[ăa]', 'func[țţ]ional(?:ă)?']],
  [
    'fair',
    [
      'uzur[ăa] (?:u[șş]oar[ăa]|normal[ăa]|moderat[ăa])',
      'urme de uzur[ăa]',
      '(?:[îi]n )?stare (?:satisf[ăa]c[ăa]toare|acceptabil[ăa])',
      'uzat(?:ă)?',
    ],
  ],
  [
    'poor',
    [
      'necesit[ăa] repara[țţ]i(?:e|i)',
      'defect(?:ă)?',
      'deteriorat(?:ă)?',
      'stricat(?:ă)?',
      'uzur[ăa] avansat[ăa]',
      '(?:[îi]n )?stare proast[ăa]',
    ],
  ],
];
