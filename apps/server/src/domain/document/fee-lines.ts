/**
 * Fees, services and cover plans a shop sells beside goods, named the way tills and order pages
 * print them: "Dishwasher Installation", "Delivery - Metro", "WEEE Recycling - collect old",
 * "Product Care Replacement 3 yrs", "Garantie Sérénité 2 ans", "Beschermingspakket 2 jaar",
 * "Eco-participation DEEE". None of them is a belonging. `w` is the label's folded words without
 * its numbers.
 */

/** The service a fee pays for, as the last word of its label or before a dash. */
const SERVICE_HEAD =
  /^(?:installation|installations|install|delivery|recycling|removal|disposal|assembly|setup|livraison|lieferung|bezorging|entrega|consegna|montage|montaggio|instalacion|instalacao|installatie|installazione)$/;

/** A plan's cover word and the length of its term ("3 yrs", "2 ans", "2 jaar", "24m"). */
const COVER_WORD =
  /^(?:care|warranty|guarantee|garantie|garantia|garanzia|gewahrleistung|protection|protect|cover|zipcare|beschermingspakket|bescherming|schutzbrief|schutz|proteccion|protecao|protezione)$/;
const TERM_WORD =
  /^(?:yr|yrs|year|years|ans|an|jaar|jahr|jahre|ano|anos|anno|anni|m|mo|months|mois|monate|maanden|meses|mesi|bulan|tahun)$/;

/** Levies for taking back old appliances, named on French, Italian and Spanish tills. */
const LEVY = new Set([
  'deee',
  'raee',
  'weee',
  'ecoparticipation',
  'ecotaxe',
  'ecotasse',
  'ecoraee',
]);

/** A fee named noun first, as Indonesian, Malay and Romance languages do ("Biaya Jasa Aplikasi"). */
const FEE_FIRST = /^(?:biaya|bea|caj|frais|gastos|spese)$/;

export function isFeeLine(w: string[], label: string): boolean {
  if (w.length === 0) return false;
  if (w.length >= 2 && FEE_FIRST.test(w[0]!)) return true;
  if (w.some((x) => LEVY.has(x)) || /\beco[- ]?(?:participation|taxe|contribution)\b/i.test(label))
    return true;
  // "Dishwasher Installation", "Wall Mount Installation Charges".
  const last = w.at(-1) === 'charges' || w.at(-1) === 'charge' ? w.at(-2) : w.at(-1);
  if (w.length <= 5 && last && SERVICE_HEAD.test(last)) return true;
  // "Delivery - Metro", "WEEE Recycling - collect old": the service, a dash, what it is for.
  const beforeDash = /^([^-–]+)\s[-–]\s/.exec(label)?.[1]?.trim().toLowerCase().split(/\s+/);
  if (beforeDash && beforeDash.length <= 3 && SERVICE_HEAD.test(beforeDash.at(-1)!)) return true;
  // "Product Care Replacement 3 yrs", "Garantie Sérénité 2 ans": a cover plan with its term.
  const cover = w.findIndex((x) => COVER_WORD.test(x));
  return cover >= 0 && w.slice(cover + 1).some((x) => TERM_WORD.test(x));
}
