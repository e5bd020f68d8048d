import { frenchComparisonsInEnglish } from './french-comparisons.js';
import { frenchInsuranceInEnglish } from './french-insurance.js';
import { FRENCH_LENDING_ONLY, frenchLendingInEnglish } from './french-lending.js';
import { frenchInEnglish, showsFrench } from './french.js';
import { foldAccents } from './other-languages.js';

/**
 * French questions about insurance, loans and comparisons: their turns of phrase glossed first,
 * then the rest of the French word by word. Whether the question is French is decided before the
 * glosses, which leave English behind ("le kayak, when is it due back" is still French).
 */
export function withFrenchTopicsInEnglish(question: string): string {
  const french =
    showsFrench(question) || FRENCH_LENDING_ONLY.test(foldAccents(question.toLowerCase()));
  const glossed = frenchComparisonsInEnglish(
    frenchLendingInEnglish(frenchInsuranceInEnglish(question)),
  );
  return frenchInEnglish(glossed, french);
}
