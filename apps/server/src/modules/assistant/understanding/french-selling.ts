import { showsFrench } from './french.js';
import { foldAccents } from './other-languages.js';

/**
 * Raising money by selling, said in French ("faut trouver 500$, qu'est-ce qu'on pourrait vendre",
 * "besoin d'argent vite"): the need, the selling and the haste in the English the parser reads
 * them in, so the sum to raise is found and no French word is taken for an item's name.
 */
const SELLING: [RegExp, string][] = [
  [/\b(?:(?:j'ai|on a|nous avons|il (?:me|nous) faut|faut) )?besoin (?:de |d')/g, 'need '],
  [/\b(?:il (?:me|nous) faut|faut) (?:trouver|ramasser|amasser) /g, 'need '],
  [/\b(?:trouver|ramasser|amasser) (?=\$?\s?\d)/g, 'raise '],
  [/\b(?:vendre|vends|vend|vendons|vendrais|vendrait|vendrions|vendu|vendus)\b/g, 'sell'],
  [
    /\b(?:pourrait|pourrais|pourrions|peut|peux|pouvons|devrait|devrais|devrions|doit|dois|devons) (?=sell\b)/g,
    'could ',
  ],
  [/\b(?:d'argent|de l'argent|du cash|d'cash|argent)\b/g, 'money'],
  // Haste changes nothing about what is worth selling.
  [/,?\s*\b(?:au plus vite|rapidement|vite)\b/g, ''],
];

/** The question with French words for selling to raise money glossed; else as it was. */
export function frenchSellingInEnglish(question: string): string {
  if (!showsFrench(question)) return question;
  let text = foldAccents(question.toLowerCase()).replace(/[’‘`]/g, "'");
  if (!/\b(?:vend|besoin|trouver|ramasser|amasser)/.test(text)) return question;
  for (const [pattern, english] of SELLING) text = text.replace(pattern, english);
  return text;
}
