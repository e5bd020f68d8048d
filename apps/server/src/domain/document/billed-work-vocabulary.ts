/**
 * What an invoice, a till or a schedule bills or states beside the goods, by concern and in many
 * languages: services named by what is done ("Livraison à domicile - grand appareil", "Levering og
 * innbæring"), taking the old appliance away ("Remove & recycle old fridge"), levies ("Écofrais -
 * téléviseur", "Miljøbidrag"), cover plans ("Plussgaranti 5 år"), small materials
 * ("Småmaterialer"), the goods' or the labour's sum ("Parts", "Arbeitslohn gesamt"), the sum
 * insured in all and the call centre. None of them is a belonging. `w` are a label's folded words
 * without its numbers.
 */
import type { NonItemKind } from './non-item-lexicon.js';

const set = (s: string): Set<string> => new Set(s.trim().split(/\s+/));

/** Words that open a service's label: delivery, installation, removal and travel. */
const SERVICE_HEADS = set(`
  delivery livraison levering leverans lieferung anlieferung entrega consegna bezorging dostawa
  doprava toimitus kotiinkuljetus teslimat szallitas
  installation install installatie installasjon installazione instalacion instalacao instalace
  instalacja montage montering montaggio montaje montagem asennus kurulum tilkobling anschluss
  raccordement
  removal remove recycle disposal dispose enlevement recyclage entsorgung rucknahme retiro
  recogida ritiro smaltimento recolha afvoer afvoeren bortskaffelse bortforsling odvoz wywoz
  travel deplacement anfahrt desplazamiento trasferta`);
/** What joins a service's head to the rest: "and", "at home", "of", "to the floor". */
const SERVICE_JOINTS = set(`
  and og och et und y e en i of af av de du des a au aux al alla zu zur zum til to at for aan
  naar nach ao
  domicile domicilio home hjem hemma casa huis hause haus`);
/** A joint printed as a mark right after the head: "Delivery - metro", "Montage/Anschluss". */
const MARK_AFTER_HEAD = /^[\p{L}'’]+\s*[-–—:&,(/+]/u;

/** Taking something away, wherever it stands, and the old thing it takes. */
const TAKING_AWAY = set(`
  remove removal recycle recycling disposal dispose haul evacuation enlevement reprise recyclage
  retrait entsorgung rucknahme mitnahme abholung retiro recogida ritiro smaltimento recolha
  afvoer afvoeren meenemen bortskaffelse bortforsling avfallshandtering avfallshantering
  affaldshandtering odvoz wywoz odbior`);
const OLD = set(`
  old ancien ancienne anciens alt alte alten alter altes altgerat gammel gammelt gamle gammal gamla
  antiguo antigua velho velha
  viejo vieja viejos usado usada vecchio vecchia vecchi oud oude stary stare starego vanha`);

/** Levies on appliances and their recycling: "Écofrais", "Miljøbidrag", "vRG". */
const LEVY =
  /^(?:ecofrais|ecofee|ecotaxe|ecotasse|ecotasa|ecotassa|ecoparticipation|ecocontributo|ecoraee|ecovalor|miljobidrag|miljoavgift|miljoafgift|miljogebyr|miljotillaeg|recyclingbeitrag|recyclinggebuhr|vrg|weee|deee|raee|reee)$/;

/** A cover plan's word closing a compound ("Plussgaranti", "Tryghedsforsikring"). */
const PLAN_COMPOUND =
  /(?:garanti|garantie|garantia|garanzia|warranty|takuu|forsikring|forsakring|versicherung|verzekering)$/;
const TERM = set(`
  ar aar ars jahr jahre ans an anos ano anni anno jaar year years yr yrs mdr mnd mnder maneder
  manader month months mois meses mesi maanden monate`);

/** Small materials and consumables billed as a lump: "Småmaterialer", "Petites fournitures". */
const SMALL_MATERIALS = [
  /^(?:smamaterialer|smamateriale|smamateriell|smamaterial|smamateriel|kleinmaterial|verbrauchsmaterial|kleinmateriaal|pientarvikkeet|sundries|consumables|consommables|minuteria)$/,
  /^(?:small|misc|miscellaneous|sundry|shop) (?:materials?|supplies|parts)$/,
  /^(?:petit materiel|petites fournitures|fournitures diverses|materiel divers|materiale di consumo|materiale vario|material menor|material diverso|material fungible|materiais diversos|drobny material|drobne materialy|materialy drobne|klein materiaal)$/,
];

/** The goods summed before the work on a repair invoice, when that is the whole label. */
const GOODS_SUM = set(`
  parts materials material pieces fournitures materiel materiaux teile ersatzteile materiale
  materiali materiales repuestos pecas onderdelen materialen reservedele materialer deler delar
  czesci materialy osat tarvikkeet`);
const SUM_WORDS = set('total subtotal totaal gesamt summe totale totalt i alt sum');

/** A detail under an item that is only a unit: "ct 1,20" (carats), "kt 18". */
const UNIT_ONLY = set('ct cts kt carat carats karat karaat carati quilates');

/** Labour's stem, to find its sum in a sentence: "Arbejdsløn i alt ekskl. moms". */
const LABOUR_STEM =
  /^(?:labou?r|arbejdslon\w*|arbeidslonn\w*|arbetskostnad\w*|arbeitslohn\w*|arbeitskosten|manodopera|werkuren|arbeidsloon|robocizna|tyokustannus\w*)$/;
const IN_ALL =
  /(?:^| )(?:i alt|total|totalt|totale|gesamt|insgesamt|in all|yhteensa|razem|celkem|samtals|en total)(?: |$)/;

/** The sum insured in all, closing a schedule: "Somma assicurata complessiva". */
const SUM_INSURED =
  /^(?:somma assicurata|sum insured|somme assuree|suma asegurada|soma segurada|versicherungssumme|verzekerd bedrag|forsikringssum|forsakringsbelopp|suma ubezpieczenia|vakuutusmaara)(?: (?:complessiva|totale|globale|total|totale|gesamt|in all|global|samlet|totalt|razem|yhteensa))$/;

/** A call centre's or hotline's number: a contact, not a purchase. */
const CALL_CENTRE = /(?:call|contact)\s*cent(?:er|re)|hotline|ศูนย์บริการ/iu;

export function billedWorkKind(w: string[], label: string): NonItemKind | null {
  if (w.length === 0) return null;
  const joined = w.join(' ');
  if (w.length === 1 && UNIT_ONLY.has(w[0]!)) return 'meta';
  if (CALL_CENTRE.test(label)) return 'meta';
  if (SUM_INSURED.test(joined)) return 'total';
  if (w.every((x) => GOODS_SUM.has(x) || SUM_WORDS.has(x)) && w.some((x) => GOODS_SUM.has(x))) {
    return 'subtotal';
  }
  if (w.some((x) => LABOUR_STEM.test(x)) && IN_ALL.test(joined)) return 'subtotal';
  if (w.length <= 8 && w.some((x) => LEVY.test(x))) return 'charge';
  const opening = [w[0]!, w.slice(0, 2).join(' ')];
  if (opening.some((o) => SMALL_MATERIALS.some((p) => p.test(o)))) return 'charge';
  if (w.length <= 10 && w.some((x) => TAKING_AWAY.has(x)) && w.some((x) => OLD.has(x))) {
    return 'charge';
  }
  if (w.length <= 8 && w.some((x) => PLAN_COMPOUND.test(x)) && w.some((x) => TERM.has(x))) {
    return 'charge';
  }
  const joinedHead = w.length >= 2 && SERVICE_JOINTS.has(w[1]!);
  if (SERVICE_HEADS.has(w[0]!) && (joinedHead || MARK_AFTER_HEAD.test(label.trim()))) {
    return 'charge';
  }
  return null;
}

/** Codes that name a service in an invoice's code column: "LABOR", "CALLOUT", "MO", "EVAC". */
const SERVICE_CODES = set(`
  labor labour lab callout call-out mo dep depl evac travel trv inst install svc srv serv frt
  disp fee fees`);

/**
 * A label opened by an invoice's code column, before a description in mixed case: the article
 * code holds a figure ("S01  Småmaterialer …"), or the code names a service ("LABOR  Labor - …",
 * "EVAC  Évacuation …"). A name in capitals before its description ("FRAKTA kasse") is no code.
 */
export function codeColumn(label: string): { service: boolean; rest: string } | null {
  const m = /^([\p{Lu}\d][\p{Lu}\d]*(?:[-_][\p{Lu}\d]+)*)\s+(?=\p{L})(.*)$/u.exec(label.trim());
  if (!m || m[1]!.length < 2 || !/\p{Ll}/u.test(m[2]!)) return null;
  const service = SERVICE_CODES.has(m[1]!.toLowerCase());
  return service || /\d/.test(m[1]!) ? { service, rest: m[2]! } : null;
}
