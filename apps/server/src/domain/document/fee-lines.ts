/**
 * Fees, services and cover plans a shop sells beside goods, named the way tills and order pages
 * print them: "Dishwasher Installation", "Delivery - Metro", "WEEE Recycling - collect old",
 * "Product Care Replacement 3 yrs", "Garantie Sérénité 2 ans", "Beschermingspakket 2 jaar",
 * "Eco-participation DEEE". None of them is a belonging. `w` is the label's folded words without
 * its numbers.
 */
import { fold } from '../words/fold.js';

/** The service a fee pays for, as the last word of its label or before a dash. */
const SERVICE_HEAD =
  /^(?:installation|installations|install|delivery|recycling|removal|disposal|assembly|setup|livraison|lieferung|bezorging|entrega|consegna|montage|montaggio|instalacion|instalacao|installatie|installazione)$/;

/** A plan's cover word and the length of its term ("3 yrs", "2 ans", "2 jaar", "24m"). */
const COVER_WORD =
  /^(?:care|warranty|guarantee|garantie|garantia|garanzia|gewahrleistung|protection|protect|cover|zipcare|beschermingspakket|bescherming|schutzbrief|schutz|schutzpaket|garantiepaket|proteccion|protecao|protezione)$/;
const TERM_WORD =
  /^(?:yr|yrs|year|years|ans|an|jaar|jahr|jahre|ano|anos|anno|anni|m|mo|mon|months|mois|monate|maanden|meses|mesi|mnd|maneder|manader|bulan|tahun)$/;

/** Wrapping a present at the till, when that is the whole label ("GIFT WRAP", "Geschenkverpackung"). */
const GIFT_WRAP =
  /^(?:gift ?wrap(?:ping)?|geschenk ?(?:verpackung|service)|emballage cadeau|paquet cadeau|papel (?:de )?regalo|envoltorio (?:de )?regalo|confezione regalo|pacchetto regalo|cadeauverpakking|inpakservice|presentinslagning|gaveindpakning|gaveinnpakning)(?: (?:service|charge|fee))?$/;

/** A label that says what it is in brackets: "Set-up & data transfer (service)". */
const SERVICE_QUALIFIER =
  /\((?:dienstleistung|service|services|prestation|servicio|servizio|servico|dienst|dienstverlening|tjeneste|tjanst|usluga|jasa)\)\s*$/;

/** Levies for taking back old appliances, named on French, Italian and Spanish tills. */
const LEVY = new Set([
  'deee',
  'raee',
  'weee',
  'ecoparticipation',
  'ecotaxe',
  'ecotasse',
  'ecoraee',
  'ecovalor',
  'reee',
]);

/** A fee named noun first, as Indonesian, Malay and Romance languages do ("Biaya Jasa Aplikasi"). */
const FEE_FIRST = /^(?:biaya|bea|caj|frais|gastos|spese)$/;
/** A service named noun first with what it does: "Serviço de Instalação Máquina de Lavar". */
const SERVICE_OF =
  /^(?:servico|servicio|servizio|service|prestation) (?:de |di |d )?(?:instalacao|instalacion|installazione|installation|montagem|montaje|montaggio|montage|entrega|consegna|livraison|transporte|trasporto|recolha|recogida|ritiro)\b/;

export function isFeeLine(w: string[], label: string): boolean {
  if (w.length === 0) return false;
  if (isMembershipFee(w)) return true;
  if (w.length >= 2 && FEE_FIRST.test(w[0]!)) return true;
  if (SERVICE_OF.test(w.join(' '))) return true;
  const folded = fold(label).trim();
  if (w.some((x) => LEVY.has(x)) || /\beco[- ]?(?:participation|taxe|contribution)\b/.test(folded))
    return true;
  if (GIFT_WRAP.test(w.join(' ')) || SERVICE_QUALIFIER.test(folded)) return true;
  // "Dishwasher Installation", "Wall Mount Installation Charges".
  const last = w.at(-1) === 'charges' || w.at(-1) === 'charge' ? w.at(-2) : w.at(-1);
  if (w.length <= 5 && last && SERVICE_HEAD.test(last)) return true;
  // "Delivery - Metro", "WEEE Recycling - collect old": the service, a dash, what it is for.
  // "Assembly service - dining table": the service's own word may close its name.
  const beforeDash = /^([^-–]+)\s[-–]\s/.exec(folded)?.[1]?.trim().split(/\s+/);
  const served = beforeDash?.filter((x) => !/^(?:service|services|charge|fee)$/.test(x));
  if (served?.length && beforeDash!.length <= 3 && SERVICE_HEAD.test(served.at(-1)!)) return true;
  // "Product Care Replacement 3 yrs", "Garantie Sérénité 2 ans": a cover plan with its term.
  const cover = w.findIndex((x) => COVER_WORD.test(x));
  if (cover < 0) return false;
  // "Screen Protect 2Y", "Schutzbrief 3J": the term's figure and its letter glued.
  return w.slice(cover + 1).some((x) => TERM_WORD.test(x)) || GLUED_YEARS.test(folded);
}

/** Years glued to their figure after a plan's name ("2Y", "3J"); "16A" or "2m" are no terms. */
const GLUED_YEARS = /(?<![\p{L}\d])\d{1,2}\s?(?:y|j)(?![\p{L}])/u;

/** A paid membership billed with an order ("Plus-jaarlidmaatschap", "Prime membership"). */
const MEMBERSHIP =
  /(?:lidmaatschap|mitgliedschaft|mitgliedsbeitrag|medlemskab|medlemskap|jasenyys|clenstvi|czlonkostwo|membership|membresia|adhesion|uyelik|keanggotaan)$/;

export function isMembershipFee(w: string[]): boolean {
  return w.length <= 4 && (MEMBERSHIP.test(w.at(-1)!) || MEMBERSHIP.test(w[0]!));
}
