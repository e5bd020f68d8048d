/**
 * Tagalog said to the assistant: whole questions ("Magkano lahat ng gamit sa kusina?") or
 * Tagalog inside English ("ilan yung items sa room ko"), as Filipino households write. A question
 * that shows Tagalog is glossed into the English the parser reads: the particles that only
 * soften or stress ("po", "ba", "naman") go, phrases are read first ("pinakamahal", "₱700
 * pababa", "kwarto ni Lola"), then single words. English with no Tagalog in it is left as it is,
 * and so are the owner's own names, whose case is kept.
 */

/** Words that are no English word: one of them shows the question is (partly) Tagalog. */
const MARKERS = new Set(
  (
    'magkano ilan ilang ano anong alin sino nasaan saan kanino kailan kelan natin namin ' +
    'nating gamit mga lahat kwarto kuwarto bahay kusina garahe nakalista nilista ' +
    'halaga presyo lampas pataas pababa bawat alahas yung ang ng po naman nasa dito ngayon ' +
    'bukas kahapon wala walang hawak galing hiniram pinahiram binalik ibinalik ibalik dapat ' +
    'ibenta pwede puwede kailangan mahal mura marami mahalaga tsaka saka buong iho iha anak ' +
    'salamat pasensya ba pinakamahal pinakamura pinakamababa pinakamababang pinakamataas ' +
    'pinakabago pinakaluma pinakamatagal pangalawa pangalawang pangatlo pangatlong ito yun ' +
    'iyon dun doon aking akin niya nito magandang bagyo baha tanong ating aming kuya tita tito ' +
    'ninong ninang ulit teka estatwa rosaryo sa ko'
  ).split(' '),
);

/** Particles that soften, stress or hedge: they carry nothing the parser reads. */
const PARTICLES =
  /(?<![\p{L}'’-])(?:po|ho|ba|naman|nga|kaya|daw|raw|pala|lang|talaga|diba|eh|ay|pa|anak|iho|iha|hijo|hija)(?![\p{L}'’-])/giu;

/** Phrases first, so "pinakamahal" is one idea and "₱700 pababa" a bound. */
const PHRASES: [RegExp, string][] = [
  // Who signs: "Si Lola Cora ito.", "paolo 'to.", "Funmi po ito".
  [/(?:^|(?<=[.!?]\s))si (\p{L}+)(?: \p{L}+)? ito\b[.,!]?/giu, 'this is $1.'],
  [/(?:^|(?<=[.!?]\s))(\p{L}+) ['’]to\b[.,!]?/giu, 'this is $1.'],
  // Greetings and apologies, as talk.
  [/\bmagandang (?:umaga|tanghali)\b/gi, 'good morning'],
  [/\bmagandang hapon\b/gi, 'good afternoon'],
  [/\bmagandang gabi\b/gi, 'good evening'],
  [/\bpasensya(?: na)?(?: sa abala)?\b|\bpaumanhin\b/gi, 'sorry'],
  [/\btanong(?: ko)?\b/gi, 'just asking'],
  [/\bsalamat\b/gi, 'thanks'],
  // Rooms said by whose they are: "kwarto ko", "kwarto ni Lola", "room natin".
  [/\b(?:sa )?(?:kwarto|kuwarto|room) ko\b/gi, 'my room'],
  [/\b(?:sa )?(?:kwarto|kuwarto|room) (?:natin|namin)\b/gi, 'our room'],
  [/\b(?:kwarto|kuwarto|room) ni (\p{L}+)/giu, "$1's room"],
  [/\b(?:kwarto|kuwarto)\b/gi, 'room'],
  // Kin titles before a name ("Kuya Paolo", "Tita Lorna"): the name is who is meant.
  [/\b(?:kuya|ate|tita|tito|manong|manang|aling|mang) (?=\p{L})/giu, ''],
  // Superlatives and ranks.
  [/\bpinakamahal(?:ang|na|in)?\b|\bpinakamahalaga(?:ng)?\b/gi, 'most expensive'],
  [/\bpinakamura(?:ng)?\b/gi, 'cheapest'],
  [/\bpinakamababa(?:ng)?\b/gi, 'lowest'],
  [/\bpinakamataas(?:ng|na)?\b/gi, 'highest'],
  [/\bpinakabago(?:ng)?\b|\bhuling (?:nilista|nilagay|idinagdag)\b/gi, 'newest'],
  [/\bpinakaluma(?:ng)?\b|\bpinakamatagal(?: nang| na)?\b/gi, 'oldest'],
  [/\bpangalawa(?:ng)?\b/gi, 'second'],
  [/\bpangatlo(?:ng)?\b/gi, 'third'],
  // Comparisons and bounds.
  [/\bmas (?:mahal|mahalaga)\b/gi, 'worth more'],
  [/\bmas mura (?:sa|kaysa sa|kaysa)\b/gi, 'cheaper than'],
  [/\bmas mura\b/gi, 'cheaper'],
  [/\bmas marami(?: ang| ang mga)? (?:gamit|bagay)\b/gi, 'more things'],
  [/\bmas marami\b/gi, 'more'],
  [/\bmas (?:kaunti|konti)\b/gi, 'fewer'],
  [/\b(?:mas mababa|mababa|kulang) (?:sa|kaysa sa|kaysa)\b/gi, 'under'],
  [/\b(?:lampas|higit|mahigit|mas mataas)(?: (?:sa|kaysa sa|kaysa))?\b/gi, 'over'],
  [/\bhanggang\b/gi, 'up to'],
  [/\bpataas\b/gi, 'and up'],
  [/\bpababa\b/gi, 'and below'],
  [/\b(?:ang )?(?:bawat|kada) isa\b|\bang isa\b/gi, 'each'],
  [/\b(?:o|or) (?:ng|sa|ang) /gi, 'or '],
  // Loans.
  [/\bsino (?:ang )?may hawak(?: ng| sa)?\b|\bnasa kanino(?: ang| yung)?\b/gi, 'who has'],
  [/\bkanino (?:galing|natin hiniram|hiniram)(?: ang| yung)?\b/gi, 'who did we borrow'],
  [
    /\b(?:kailan|kelan) (?:dapat )?(?:ibalik|ibabalik|binalik|ibinalik|isauli|isasauli)\b/gi,
    'when is it due back',
  ],
  [/\bhiniram(?: natin| namin| ko)?\b/gi, 'borrowed'],
  [/\bpinahiram(?: natin| namin| ko)?\b/gi, 'lent'],
  // Advice: selling, insuring, photos and values missing.
  [
    /\bano (?:ang )?(?:pwede|puwede|pwedeng|puwedeng)(?: kong| nating| ko| natin)? (?:ibenta|ibebenta|benta)\b/gi,
    'what can i sell',
  ],
  [/\b(?:ibenta|ibebenta|maibenta)\b/gi, 'sell'],
  [
    /\bmagkano dapat (?:ang )?(?:i-?insure|ipa-?insure|insurance(?: ng)?)\b/gi,
    'how much should we insure',
  ],
  [/\bi-?insure\b|\bipa-?insure\b/gi, 'insure'],
  [/\bkailangan (?:ko|namin|natin) (?:ng )?/gi, 'i need '],
  [
    /\bwala (?:pang|pa ring|pang mga) (?:picture|litrato|larawan|photo|pic)s?\b|\bwalang (?:picture|litrato|larawan|photo|pic)s?\b/gi,
    'without a photo',
  ],
  [
    /\bwala (?:pang|pa ring) (?:presyo|halaga|value)\b|\bwalang (?:presyo|halaga|value)\b/gi,
    'without a value',
  ],
  // Question words and whole-question openings.
  [
    /\b(?:kailan|kelan) (?:natin|namin|ko|mo) (?:nilista|inilista|nilagay|idinagdag|naidagdag)\b/gi,
    'when did we add',
  ],
  [
    /\b(?:e |eh )?anong (condition|kondisyon|brand|halaga|presyo) (?:niya|nito|non|nun)\b/gi,
    'what is its $1',
  ],
  // "Ang rosaryo ko", "ang mga alahas natin": whose a thing is, said after it.
  [/\b(?:ang|yung|mga) (\p{L}+) ko\b/giu, 'my $1'],
  [/\b(?:ang|yung|mga) (\p{L}+) (?:natin|namin)\b/giu, 'our $1'],
  [/\banong oras\b/gi, 'what time'],
  [/\bsino ang\b/gi, 'who'],
  [/\bano(?:-ano|ng)?\b/gi, 'what'],
  [/\b(?:ilan|ilang)\b/gi, 'how many'],
  [/\bmagkano\b/gi, 'how much'],
  [/\balin\b/gi, 'which'],
  [/\bnasaan\b/gi, 'where is'],
  [/\bsaan\b/gi, 'where'],
  [/\b(?:kailan|kelan)\b/gi, 'when'],
  [/\bpaano\b/gi, 'how to'],
  // Things, places and words of a home and its world.
  [/\b(?:dun|doon|diyan|dyan)(?= (?:ang|sa|yung))/gi, 'of those'],
  [/\b(?:yun|iyon|yon|iyan|yan)\b/gi, 'that'],
  [/\bpara sa\b/gi, 'for'],
  [/\bngayong linggo\b/gi, 'this week'],
  [/\bsa linggo\b/gi, 'on sunday'],
  [/\bpang-?relihiyon\b/gi, 'religious'],
  [/\bpang-?pasko\b/gi, 'christmas'],
  [/\bpang-?negosyo\b/gi, 'business'],
  // "Pang-puhunan", "pang-eskwela": what something is for.
  [/\bpang-(?=\p{L})/giu, 'for '],
  [/\b(?:na|nang)\b/gi, ''],
];

/**
 * Tagalog words Filipino English mixes in ("least valuable in the kitchen po?", "alin ang mas
 * mahal", "ano yung total"): the politeness and emphasis particles carry no meaning for the
 * question and become talk the parser passes over; the question words and common nouns become
 * their English. Two-letter words that are also English or names ("at", "na") stay out.
 */
export const TAGALOG_IN_ENGLISH: Record<string, string> = {
  po: 'please',
  opo: 'yes',
  naman: 'just',
  lang: 'just',
  nga: 'just',
  pala: 'just',
  talaga: 'really',
  diba: 'right',
  ba: 'just',
  sige: 'ok',
  grabe: 'really',
  nakakahiya: 'sorry',
  salamat: 'thanks',
  ano: 'what',
  alin: 'which',
  magkano: 'how much',
  saan: 'where',
  sino: 'who',
  yung: 'the',
  ang: 'the',
  mga: 'the',
  ng: 'of',
  sa: 'in',
  ko: 'my',
  natin: 'our',
  namin: 'our',
  lahat: 'all',
  gamit: 'things',
  mas: 'more',
  mahal: 'expensive',
  kusina: 'kitchen',
  kwarto: 'room',
  bahay: 'home',
};

/** Single words, after the phrases. */
const WORDS: Record<string, string> = {
  ...TAGALOG_IN_ENGLISH,
  ni: 'of',
  nasa: 'in',
  aking: 'my',
  akin: 'mine',
  mo: 'you',
  nating: 'our',
  niya: 'its',
  nito: 'its',
  ito: 'this',
  buong: 'whole',
  bagay: 'things',
  kagamitan: 'things',
  laman: 'contents',
  halaga: 'value',
  presyo: 'price',
  mura: 'cheap',
  tsaka: 'and',
  saka: 'and',
  o: 'or',
  garahe: 'garage',
  nakalista: 'listed',
  nilista: 'added',
  inilista: 'added',
  nilagay: 'added',
  idinagdag: 'added',
  nailagay: 'put',
  inilagay: 'put',
  imbentaryo: 'inventory',
  alahas: 'jewelry',
  damit: 'clothes',
  sapatos: 'shoes',
  libro: 'books',
  perlas: 'pearl',
  hikaw: 'earrings',
  singsing: 'ring',
  kwintas: 'necklace',
  relo: 'watch',
  bagyo: 'typhoon',
  baha: 'flood',
  nasira: 'damaged',
  ngayon: 'now',
  bukas: 'tomorrow',
  kahapon: 'yesterday',
  dito: 'here',
  dasal: 'prayer',
  panalangin: 'prayer',
  pamasahe: 'fare',
  magluto: 'cook',
  misa: 'mass',
  nanalo: 'won',
  pasok: 'classes',
  piso: 'pesos',
  ating: 'our',
  aming: 'our',
  ulit: 'again',
  teka: 'wait',
  estatwa: 'statue',
  rebulto: 'statue',
  rosaryo: 'rosary',
  bibliya: 'bible',
  biblia: 'bible',
  kandila: 'candle',
};

const showsTagalog = (question: string) =>
  question
    .toLowerCase()
    .split(/[^\p{L}'’-]+/u)
    .some((word) => MARKERS.has(word));

/** The question glossed into English when it shows Tagalog; otherwise as it is. */
export function tagalogInEnglish(question: string): string {
  if (!showsTagalog(question)) return question;
  let text = question.replace(PARTICLES, ' ').replace(/ {2,}/g, ' ');
  // A peso amount written with a P ("P50,000", "P120k") is pesos, as Filipinos write them.
  text = text.replace(/\bP(?=\d)/g, '₱');
  for (const [pattern, english] of PHRASES) text = text.replace(pattern, english);
  return text
    .split(/([^\p{L}'’-]+)/u)
    .map((part) => WORDS[part.toLowerCase()] ?? part)
    .join('')
    .replace(/\s+([,.?!])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
