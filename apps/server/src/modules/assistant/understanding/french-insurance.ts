import { showsFrench } from './french.js';
import { foldAccents } from './other-languages.js';

/**
 * Insurance said in French: "pour combien je dois assurer le contenu du grenier", "l'ensemble
 * de mes biens", "notre assureur exige la liste de …", "n'a pas encore de photo". Glossed into the
 * English the advice rules read: a figure asked for a place or for everything is the sum insured
 * of that set, a list the insurer wants above a floor is the items to schedule.
 */
const MODAL = String.raw`(?:devrait|devrais|devrions|devriez|doit|dois|devons|faut|faudrait|peut|peux|pourrait|pourrais|va|vais|vas)`;
const INSURE = String.raw`(?:assurer|assure|assures|assurons|assurez|assurerait|assurerais)`;

const INSURANCE: [RegExp, string][] = [
  // The figure asked: "pour combien (je dois) assurer …", "je dois assurer … pour combien".
  [
    new RegExp(
      String.raw`\bpour combien (?:est-ce qu'|qu')?(?:on |je |j'|nous |il )?(?:${MODAL} )?(?:les |le |la |l')?${INSURE}\b`,
      'g',
    ),
    'how much should we insure',
  ],
  [
    new RegExp(String.raw`\b(?:${MODAL} )?(?:les |le |la |l')?${INSURE} pour combien\b`, 'g'),
    'insure for how much',
  ],
  // Everything the household owns, said as a whole.
  [
    /\b(?:l'ensemble|la totalite|le total) (?:de |des )(?:nos |mes |tous nos |toutes nos )?(?:biens|affaires|choses|possessions|avoirs)\b|\b(?:tous|toutes) (?:nos|mes) (?:biens|possessions|avoirs)\b|\b(?:nos|mes) biens\b/g,
    'everything we own',
  ],
  [/\ble contenu (?:du|de la|de l'|des)\s*/g, 'the contents of the '],
  [/\ben gros\b/g, 'roughly'],
  [
    /\b(?:mon |notre |l'|les |nos )?(?:assureurs?|compagnie d'assurances?|courtier d'assurances?)\b/g,
    'the insurer',
  ],
  [/\b(the insurer) (?:veut|voudrait|demande|exige|a demande|a besoin de)\b/g, '$1 wants'],
  [/\bla liste (?:de |des )?/g, 'a list of '],
  // "Je leur donne quoi": what to send the insurer is the list asked for.
  [
    /\b(?:qu'est-ce (?:que|qu') ?)?(?:je |j'|on |nous )?(?:lui|leur) (?:envoie|envoies|envoyer|envoyons|donne|donner|fournis|fournir)(?: quoi)?\b/g,
    'what do i send them',
  ],
  // What is still missing: "n'a pas encore de photo", "n'ont toujours pas de valeur".
  [
    /\bn'(?:ont|a|avons|ai) (?:pas|jamais|toujours pas|pas encore|encore pas) (?:encore )?(?:de |d')?(?:photos?|images?)\b/g,
    'are without a photo',
  ],
  [
    /\bn'(?:ont|a|avons|ai) (?:pas|jamais|toujours pas|pas encore|encore pas) (?:encore )?(?:de |d')?(?:valeur|prix)\b/g,
    'are without a value',
  ],
];

/** The question with French insurance words glossed into English; else as it was. */
export function frenchInsuranceInEnglish(question: string): string {
  if (!showsFrench(question)) return question;
  let text = foldAccents(question.toLowerCase()).replace(/[’‘`]/g, "'");
  if (!/\b(?:assur|biens|contenu|n'(?:ont|a|avons|ai) )/.test(text)) return question;
  const folded = text;
  for (const [pattern, english] of INSURANCE) text = text.replace(pattern, english);
  // Nothing glossed: the question keeps its capitals, which tell names apart.
  return text === folded ? question : text;
}
