/** Condition words and the details of an entry that are not its name (colour, year, fillers). */
import type { Condition } from '@circle/contract';
import {
  CONDITION_WORDS_ABROAD,
  NEEDS_REPAIR_ABROAD,
  WORN_ABROAD,
} from './condition-words-abroad.js';
import { CONDITION_WORDS_EAST } from './condition-words-east.js';
import { CONDITION_WORDS_ROMANIAN } from './condition-words-romanian.js';
import { CONDITION_WORDS_WEST_SLAVIC } from './condition-words-west-slavic.js';

/** Condition words in the product's languages, each with the condition it means. */
const CONDITION_LEXICON: Array<[Condition, string[]]> = [
  [
    'new',
    [
      'brand[\\s-]new',
      'new in box',
      'new with tags',
      'nwt',
      'nib',
      'sealed',
      'unopened',
      'never used',
      'unused',
      'new',
      'neu',
      'originalverpackt',
      'ovp',
      'neuf',
      'nuevo',
      'nueva',
      'novo',
      'nova',
      'nuovo',
      'nieuw',
      'baru',
      'ny',
      'nytt',
      'nová',
      'nový',
      'nowy',
      'nowa',
      'uusi',
    ],
  ],
  [
    'excellent',
    [
      'like[\\s-]new',
      'as new',
      'mint',
      'near[\\s-]mint',
      'excellent',
      'pristine',
      'flawless',
      'perfect',
      'barely used',
      'hardly used',
      'lightly used',
      'neuwertig',
      'wie neu',
      'comme neuf',
      'como nuevo',
      'como novo',
      'come nuovo',
      'als nieuw',
      'seperti baru',
      'som ny',
      'som nytt',
      'jako nov[ýáé]',
      'jak nowy',
      'jak nowa',
      'kuin uusi',
      'nyskick',
      'som nyskick',
      'bez śladów użytkowania',
    ],
  ],
  [
    'good',
    [
      'very good',
      'good',
      'great',
      'works fine',
      'working',
      'fully working',
      'minor scratches',
      'light wear',
      'sehr gut',
      'gut',
      'bon [eé]tat',
      'tr[eè]s bon [eé]tat',
      'buen estado',
      'bom estado',
      'buono stato',
      'goed',
      'baik',
      'pent brukt',
      'god stand',
      'i god stand',
      'gott skick',
      'bra skick',
      'dobrý stav',
      'dobry stan',
      'hyvä',
      'gut erhalten',
      'gute[rs]? zustand',
      'sehr gute[rs]? zustand',
      'muy buen estado',
      'goede staat',
      'in goede staat',
      'stan bardzo dobry',
      'stan dobry',
      'god skick',
      'god tilstand',
      'fin stand',
    ],
  ],
  [
    'fair',
    [
      'fair',
      'worn',
      'well[\\s-]used',
      'heavily used',
      'acceptable',
      'ok',
      'okay',
      'used',
      'scratched',
      'scratches',
      'scuffed',
      'scuffs',
      'dented',
      'stained',
      'faded',
      'chipped',
      'signs of wear',
      'visible wear',
      'gebraucht',
      'slitt',
      'sliten',
      'brukt',
      'begagnad',
      'opotřeben[ýá]',
      'škrábance',
      'zużyty',
      'abgenutzt',
      'zerkratzt',
      'us[eé]',
      'ray[eé]',
      'usado',
      'rayado',
      'riscado',
      'usato',
      'gebruikt',
      'bekas',
      'mäßig',
      'mässig',
      'minor wear',
      'some wear',
      'repig',
      'repor',
      'slitage',
      'slitna',
      'con detalles',
      'con detalle',
      'usure légère',
      'légère usure',
      'porysowany',
      'porysowana',
      'ślady użytkowania',
      'redelijk',
      'usag[eé]e?',
      'aceptable',
      'versleten',
      'gebruikssporen',
    ],
  ],
  [
    'poor',
    [
      'poor',
      'broken',
      'damaged',
      'cracked',
      'for parts',
      'needs repair',
      'needs fixing',
      'not working',
      'faulty',
      'bad',
      'defekt',
      'kaputt',
      'besch[aä]digt',
      'reparaturbed[uü]rftig',
      'ab[iî]m[eé]',
      'cass[eé]',
      '[aà] r[eé]parer',
      'roto',
      'rota',
      'da[nñ]ado',
      'estropeado',
      'partido',
      'danificado',
      'avariado',
      'rotto',
      'guasto',
      'kapot',
      'rusak',
      'må repareres',
      'trenger reparasjon',
      'behöver lagas',
      'potřebuje opravu',
      'wymaga naprawy',
      'muss repariert werden',
      'para reparar',
      'a reparar',
      'por reparar',
      'moet gerepareerd worden',
      'moet gerepareerd',
      'behöver repareras',
      'mauvais [eé]tat',
    ],
  ],
];

const CONDITION_WORDS: Array<[RegExp, Condition]> = [
  ...CONDITION_LEXICON,
  ...CONDITION_WORDS_WEST_SLAVIC,
  ...CONDITION_WORDS_ABROAD,
  ...CONDITION_WORDS_EAST,
  ...CONDITION_WORDS_ROMANIAN,
].map(([condition, list]) => [new RegExp(`^(?:${list.join('|')})$`, 'i'), condition]);
const CONDITION_PHRASE = [
  ...CONDITION_LEXICON,
  ...CONDITION_WORDS_WEST_SLAVIC,
  ...CONDITION_WORDS_ABROAD,
  ...CONDITION_WORDS_EAST,
  ...CONDITION_WORDS_ROMANIAN,
]
  .flatMap(([, list]) => list)
  .sort((a, b) => b.length - a.length)
  .join('|');
/** "excellent condition", "in good shape", "condition: fair" anywhere in a line. */
export const CONDITION_INLINE = new RegExp(
  String.raw`(?:\bin\s+)?\b(${CONDITION_PHRASE})\s+(?:condition|cond\.?|shape|state)\b|\bcondition\s*[:=-]?\s*(${CONDITION_PHRASE})\b`,
  'i',
);
/** Phrases that mean a condition wherever they appear. */
export const CONDITION_STRONG =
  /\b(brand[\s-]new|like[\s-]new|never used|new in box|for parts|not working)\b/i;

export function conditionOf(phrase: string): Condition | null {
  // "må repareres (dør henger skjevt)": the condition, then what it is about.
  const p = phrase
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\s*\([^)]*\)$/, '');
  for (const [re, condition] of CONDITION_WORDS) if (re.test(p)) return condition;
  return null;
}

export function segmentCondition(segment: string): Condition | null {
  const m =
    /^(?:in\s+)?(?:(?:condition|cond\.?|zustand|[eé]tat|estado|stato|staat|stan|skick|tilstand|kunto)\s*[:=-]?\s*)?(.+?)(?:\s+(?:condition|cond\.?|shape|state))?$/i.exec(
      segment.trim(),
    );
  // "stan dobry" is a condition whole; "Zustand: gut" only after its label.
  return conditionOf(segment) ?? (m ? conditionOf(m[1]!) : null);
}

export const COLOURS =
  /^(?:matte\s+|glossy\s+|dark\s+|light\s+)?(?:red|blue|green|black|white|grey|gray|silver|gold|rose gold|space gr[ae]y|pink|purple|yellow|orange|brown|beige|navy|teal|cream|ivory|charcoal|graphite|midnight|starlight|tan|walnut|oak|chrome|stainless(?: steel)?|copper|bronze|turquoise|burgundy|olive)$/i;
export const YEAR =
  /^(?:(?:bought|purchased|from|since|made|model year|year|in)\s+(?:in\s+)?)?((?:19|20)\d{2})$/i;
export const FILLER_SEGMENT =
  /^(?:each|ea|apiece|about|around|approx\.?|approximately|roughly|worth|valued at|value|price|cost|costs|paid|est\.?|estimated|estimate|~|@|and|or|plus|total|new price|retail|msrp|rrp)$/i;

/**
 * A condition standing as its own part of an entry: "Armchair: fair", "Coffee table (scratched)",
 * "Microwave - needs repair", "Wardrobe, minor scratches". Returns it and the text without it.
 */
export function separateCondition(text: string): { condition: Condition; text: string } | null {
  const m = SEPARATE_CONDITION.exec(text);
  if (!m) return null;
  const condition = conditionOf(m[1]!);
  if (!condition) return null;
  return { condition, text: text.slice(0, m.index) + ' ' + text.slice(m.index + m[0].length) };
}

const SEPARATE_CONDITION = new RegExp(
  String.raw`(?:\s*\|?\s*(?:condition|cond\.?|zustand|[eé]tat|estado|stato|staat|skick|tilstand|kunto)(?=\s*[:=]))?(?:\s*[:=,;(]|\s[-–—]|\s\/)\s*(?:in\s+)?(${CONDITION_PHRASE})(?:\s+(?:condition|cond\.?|shape|state|zustand|[eé]tat|estado|stato))?\s*\)?(?=\s*(?:$|[,;)]|[-–—]\s|\d))`,
  'iu',
);

/**
 * What a note about wear says of an item's condition ("some scratches on frame", "leichte
 * Gebrauchsspuren", "état correct", "does not work"), in the product's languages. Read only on a
 * part of an entry after its name, so "Stained glass lamp" keeps its name.
 */
const WEAR_CUES: Array<[RegExp, Condition]> = [
  [NEEDS_REPAIR_ABROAD, 'poor'],
  [
    /(?<![\p{L}])(?:broken|damaged|cracked|faulty|defective|does(?:n['’]t| not) work|not working|needs? (?:repair|fixing)|for parts|muss repariert werden|reparaturbed[üu]rftig|moet gerepareerd worden|m[åa] repareres|beh[öo]ver repareras|[àa] r[ée]parer|da riparare|necesita reparaci[óo]n|precisa de reparo|defekt|kaputt|besch[aä]digt|funktioniert nicht|cass[eé]e?|ab[iî]m[eé]e?|hors service|en panne|mauvais [eé]tat|rot[oa]|da[nñ]ad[oa]|averiad[oa]|partid[oa]|danificad[oa]|avariad[oa]|rott[oa]|guast[oa]|kapot|rusak)(?![\p{L}])/iu,
    'poor',
  ],
  [
    /(?<![\p{L}])(?:brand[\s-]new|never used|unused|sealed|unopened|neu(?:wertig)? und unbenutzt|originalverpackt|jamais servi|sin usar|sin uso|nunca usad[oa]|mai usat[oa]|nowe|nieu[żz]ywan[eyaą])(?![\p{L}])/iu,
    'new',
  ],
  [
    /(?<![\p{L}])(?:like[\s-]new|as new|mint|pristine|flawless|neuwertig|wie neu|comme neuve?|como nuev[oa]|como nov[oa]|come nuov[oa]|als nieuw|seperti baru)(?![\p{L}])/iu,
    'excellent',
  ],
  [
    /(?<![\p{L}])(?:(?:minor|slight|light|small|a few|few|faint)\s+(?:\w+\s+)?(?:scratch\w*|scuff\w*|marks?)|slightly (?:worn|used)|lightly used|leichte gebrauchsspuren|kleine kratzer|l[eé]g[eè]res? rayures?|peque[nñ]os ara[nñ]azos)(?![\p{L}])/iu,
    'good',
  ],
  [
    /(?<![\p{L}])(?:worn|wear|scratch\w*|scuff\w*|stain\w*|dent\w*|chipped|chips|faded|tears?|torn|frayed|gebrauchsspuren|abgenutzt|zerkratzt|fleck\w*|us[eé]e?|ray[eé]e?|t[aâ]ch[eé]e?|[eé]tat correct|ray[oa]d[oa]|manchad[oa]|desgastad[oa]|estado (?:razo[aá]vel|aceptable|regular)|riscad[oa]|graffiat[oa]|macchiat[oa]|condizioni discrete|versleten|gekrast|kras(?:sen)?|usag[eé]e?|porysowan[ya]|con detalles)(?![\p{L}])/iu,
    'fair',
  ],
  [WORN_ABROAD, 'fair'],
  [
    /(?<![\p{L}])(?:good|very good|great|works?(?: fine| well| perfectly)?|working|gut|sehr gut\w*|gut erhalten|guter zustand|bon [eé]tat|tr[eè]s bon [eé]tat|buen estado|muy buen estado|bom estado|[oó]timo estado|buone? (?:condizioni|stato)|ottim[oe] (?:condizioni|stato)|goed|prima staat|baik)(?![\p{L}])/iu,
    'good',
  ],
];

export function wearCondition(note: string): Condition | null {
  for (const [cue, condition] of WEAR_CUES) if (cue.test(note)) return condition;
  return null;
}

/** A cell of a condition column: a condition word, or a note about wear ("Door seal worn"). */
export function columnCondition(cell: string): Condition | null {
  if (!cell.trim()) return null;
  const whole = conditionOf(cell);
  if (whole) return whole;
  // "Fair - water rings on top": the word first, then why; a needed repair outranks the word.
  const wear = wearCondition(cell);
  if (wear === 'poor') return wear;
  return conditionOf(cell.split(/\s[-–—]\s|[,;(]/)[0]!) ?? wear;
}

/** "cond: good", "Zustand: gut", "estado: regular": a condition behind its label. */
export const LABELLED_CONDITION =
  /^(?:condition|cond\.?|zustand|[eé]tat|estado|stato|staat|skick|tilstand|kunto)\s*[:=]\s*\p{L}/iu;
