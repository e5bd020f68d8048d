/**
 * Work billed beside goods, named by what is done rather than by a thing: "Removal & disposal of
 * old boiler", "Installatie wasmachine en droger", "Doprava a vynesení do 2. patra", "Electrician
 * labour (hrs)", "Svend, timer", "SVC-SETUP Laptop setup & data transfer". A charge, never a
 * belonging. "Installation kit" or "Transport box" name a thing and stay items.
 */

/**
 * Words that open a line of work in languages where they name nothing else: "Installatie
 * wasmachine", "Doprava a vynesení", "Bortskaffelse af …", "Monteurstunden Elektroinstallation".
 */
const WORK_HEAD = new Set(
  (
    'installatie installasjon installazione instalacion instalacao instalace instalacja montaz ' +
    'bortskaffelse bortkjoring bortforsling doprava vyneseni odvoz usluga uslugi wniesienie ' +
    'korsel arbejdslon arbeidslonn arbetskostnad monteurstunden monteurstunde arbeitszeit ' +
    'arbeitsstunden anfahrt entsorgung powerflush kurulum nakliye arbeid arbete arbejde kjoring ' +
    'montering montasje montaggio smaltimento trasferta manodopera manopera retirada ' +
    'desplazamiento desmontaje lieferung anlieferung anschluss arbeidsloon arbeitslohn afvoeren ' +
    'trasporto ' +
    // Setting a device up, and freight, where the word names no thing ("Configurazione tablet",
    // "Flete a domicilio", "Konfiguracja laptopa").
    'configurazione configuracion configuracao konfiguracja konfigurace konfiguration flete ' +
    'fletes acarreo ' +
    // German compounds of a service ("Montageservice Küche"); "Kaffeeservice" is a coffee set.
    'montageservice lieferservice aufbauservice anschlussservice einbauservice abholservice ' +
    'entsorgungsservice installationsservice trageservice'
  ).split(' '),
);
/**
 * English words of work that also start product names ("Labor Day tee", "Delivery van toy"):
 * work only when a joint or a mark follows ("Labour - boiler swap", "Removal & disposal of …").
 */
const WORK_HEAD_JOINED =
  /^(?:labou?r|removal|disposal|installation|install|delivery|transport|travel|call-?out|set-?up|montering)(?:\s*(?:[-–—:&,(/+]|$)|\s+(?:of|and|to|for|at|in|on|af|av|til|von|vom|des|de|du|di|del|della|do|da)\s)/iu;
/** An Italian call-out fee: "Diritto di chiamata", "Uscita del tecnico in zona". */
const CALL_OUT = /^(?:diritto di (?:chiamata|uscita)|uscita (?:del )?tecnico)(?![\p{L}])/iu;
/** Words that close a line of work: "Electrician labour", "Oude wasmachine meenemen". */
/** Disposal in the Scandinavian compounds, wherever it stands: "Retur og avfallshåndtering …". */
const DISPOSAL_WORDS = new Set('avfallshandtering avfallshantering affaldshandtering'.split(' '));
const WORK_TAIL = new Set(
  'labour labor meenemen mitnahme entsorgung disposal removal installation montage'.split(' '),
);
/** What a thing sold for the work is called: "Installation kit", "Transport box". */
const THING_AFTER = new Set(
  (
    'kit kits set tool tools bracket brackets cable cables kabel sada zestaw box boxes bag bags ' +
    'case strap straps guide manual pack tape rail rails screws plate'
  ).split(' '),
);
/** Hours as a line's unit: "Svend, timer", "Electrician labour (hrs)"; "Happy hour" is a menu's. */
const HOURS =
  /\((?:hrs?|hours?|ore|horas|heures|uren)\)|(?<![\p{L}])(?:hrs|timar|timmar|godz|hodin|stunden)(?![\p{L}])|,\s*timer(?![\p{L}])/iu;
const UNIT_FIRST = new Set('std h hrs stk ks szt pcs psch'.split(' '));
/** A till or invoice code for a service: "SVC-SETUP", "SRV-INST". */
const SERVICE_CODE = /^(?:svc|srv|serv)[-_]/i;

/**
 * Cover sold beside the goods for a term: "Tryghedsforsikring 24 mdr.", "Geräteversicherung 36
 * Monate", "Seguro de robo 12 meses", "Garantie 5 ans"; the plan's word and its term in months or
 * years.
 */
const PLAN_WORD =
  /(?:forsikring|forsakring|versicherung|verzekering|vakuutus|ubezpieczenie|avtal|avtale|aftale)$|^(?:assurance|seguro|assicurazione|garantie|garantia|garanzia|garanti|takuu)$/;
const PLAN_TERM = new Set(
  (
    'mdr mdrs mnd mnder man mander maneder manader monat monate mois meses mesi maanden mies ' +
    'miesiecy kk ar aar jahr jahre ans anos anni jaar year years yr yrs month months'
  ).split(' '),
);
const isCoverPlan = (words: string[]): boolean =>
  words.length <= 6 && words.some((w) => PLAN_WORD.test(w)) && words.some((w) => PLAN_TERM.has(w));

export function isServiceLine(words: string[], label: string): boolean {
  if (words.length === 0) return false;
  if (isCoverPlan(words)) return true;
  if (SERVICE_CODE.test(label.trim())) return true;
  // "Std Monteurstunden …": the row's unit printed before its name.
  const [first, second] = UNIT_FIRST.has(words[0]!) ? words.slice(1) : words;
  if (WORK_HEAD_JOINED.test(label.trim()) || CALL_OUT.test(label.trim())) return true;
  if (WORK_HEAD.has(first!) && !(second && THING_AFTER.has(second))) return true;
  if (words.length <= 4 && WORK_TAIL.has(words.at(-1)!)) return true;
  if (words.length <= 8 && words.some((w) => DISPOSAL_WORDS.has(w))) return true;
  return words.length <= 3 && HOURS.test(label);
}
