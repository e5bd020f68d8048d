/**
 * Condition words in Polish, Czech and Slovak in every gender and number an inventory agrees them
 * with ("jak nowe" for curtains, "jak nowa" for a lamp), and the repair a thing is "for": each
 * pattern is a whole phrase.
 */
import type { Condition } from '@circle/contract';

export const CONDITION_WORDS_WEST_SLAVIC: Array<[Condition, string[]]> = [
  ['excellent', ['jak now(?:y|a|e|i)', 'jako nov(?:ý|á|é|í)', 'ako nov(?:ý|á|é|í)']],
  [
    'poor',
    [
      'do naprawy',
      'do remontu',
      'uszkodzon(?:y|a|e|i)',
      'zepsut(?:y|a|e|i)',
      'nie działa',
      'k opravě',
      'na opravu',
      'nefunkční',
      'nefunkčn(?:ý|á|é)',
      'poškozen(?:ý|á|é)',
      'poškoden(?:ý|á|é)',
    ],
  ],
];
