/**
 * Everyday household nouns in French (France and Québec), bridged to the English an owner names
 * their rooms, categories and things in: a family may ask "c'est quoi dans le cabanon?" about
 * an inventory that says "Shed". Read after the accents are folded and before the fuzzy
 * matching, so a French word is never taken for a near English one ("cabanon" is no "cabana",
 * "vin" no "vinyl").
 */

/**
 * [French singular, English singular]: the plural of each side is made by rule (manteau →
 * manteaux, laveuse → laveuses; coat → coats). Accents are already folded.
 */
const NOUNS: readonly (readonly [string, string])[] = [
  // Places in and around a home.
  ['cabanon', 'shed'],
  ['remise', 'shed'],
  ['char', 'car'],
  ['auto', 'car'],
  ['voiture', 'car'],
  ['casier', 'locker'],
  ['balcon', 'balcony'],
  ['terrasse', 'patio'],
  ['grenier', 'attic'],
  ['entrepot', 'storage'],
  ['couloir', 'hallway'],
  ['corridor', 'hallway'],
  ['cour', 'yard'],
  ['atelier', 'workshop'],
  // Categories an owner files things under.
  ['electro', 'appliance'],
  ['electromenager', 'appliance'],
  ['appareil menager', 'appliance'],
  ['manteau', 'coat'],
  ['linge', 'clothing'],
  ['vetement', 'clothes'],
  ['oeuvre', 'art'],
  ['tableau', 'painting'],
  ['peinture', 'painting'],
  ['lithographie', 'lithograph'],
  ['affiche', 'poster'],
  ['papier', 'document'],
  ['passeport', 'passport'],
  ['vaisselle', 'dishes'],
  ['jouet', 'toy'],
  ['decoration', 'decoration'],
  ['roman', 'novel'],
  ['manuel', 'textbook'],
  // Things most households keep.
  ['souffleuse', 'snowblower'],
  ['souffleur', 'snowblower'],
  ['diable', 'hand truck'],
  ['laveuse', 'washer'],
  ['secheuse', 'dryer'],
  ['melangeur', 'blender'],
  ['malaxeur', 'mixer'],
  ['batteur', 'mixer'],
  ['grille-pain', 'toaster'],
  ['cafetiere', 'coffee maker'],
  ['bouilloire', 'kettle'],
  ['micro-ondes', 'microwave'],
  ['congelateur', 'freezer'],
  ['lave-vaisselle', 'dishwasher'],
  ['cuisiniere', 'stove'],
  ['four', 'oven'],
  ['deshumidificateur', 'dehumidifier'],
  ['humidificateur', 'humidifier'],
  ['climatiseur', 'air conditioner'],
  ['thermopompe', 'heat pump'],
  ['verre', 'glass'],
  ['vin', 'wine'],
  ['pneu', 'tire'],
  ['police', 'policy'],
  ['tondeuse', 'mower'],
  ['pelle', 'shovel'],
  ['echelle', 'ladder'],
  ['perceuse', 'drill'],
  ['scie', 'saw'],
  ['etabli', 'workbench'],
  ['tente', 'tent'],
  ['couverture', 'blanket'],
  ['couette', 'duvet'],
  ['jete', 'throw'],
  ['coussin', 'cushion'],
  ['matelas', 'mattress'],
  ['fauteuil', 'armchair'],
  ['divan', 'sofa'],
  ['canape', 'sofa'],
  ['etagere', 'shelf'],
  ['commode', 'dresser'],
  ['armoire', 'cabinet'],
  ['tapis', 'rug'],
  ['table', 'table'],
  ['chaise', 'chair'],
  ['tablette', 'tablet'],
  ['ecouteur', 'headphones'],
  ['imprimante', 'printer'],
  ['haut-parleur', 'speaker'],
  ['bague', 'ring'],
  ['collier', 'necklace'],
  ['chaine', 'chain'],
  ['bracelet', 'bracelet'],
  ['boucle', 'earring'],
  ['velo', 'bike'],
  ['casque', 'helmet'],
  ['bottes', 'boots'],
  ['valise', 'suitcase'],
  ['lampe', 'lamp'],
  ['miroir', 'mirror'],
  ['horloge', 'clock'],
];

/** Nouns English has too ("police", "table"): they show French only beside other French. */
const ENGLISH_TOO = new Set(
  'char auto remise police table bracelet four commode divan corridor roman manuel chaise decoration atelier papier cour'.split(
    ' ',
  ),
);

/** Several words said as one thing, read before the single words. */
const PHRASES: [RegExp, string][] = [
  [/\bsalles? de lavage\b|\bbuanderies?\b/g, 'laundry room'],
  [/\bchambres? d'amis\b/g, 'guest room'],
  [/\bchambres? (?:des maitres|du maitre|principale)\b/g, 'master bedroom'],
  // "La chambre de Léa", Québec "la chambre à Léa": the room of someone, by their name.
  [
    /\b(?:la )?chambre (?:de |d'|a )(?!(?:amis|bain|coucher|lavage|invites?|bebe|enfants?|mon|ma|mes|ton|ta|sa|son|notre|nos|leur|leurs|la|le|les|l|un|une|qui|quoi)\b)([a-z][a-z-]+)\b/g,
    "$1's room",
  ],
  [/\bcours? arrieres?\b/g, 'backyard'],
  [/\bsouffleu(?:r|se)s? a feuilles\b/g, 'leaf blower'],
  [/\bsouffleu(?:r|se)s? a neige\b/g, 'snowblower'],
  [/\bverres? a vin\b/g, 'wine glasses'],
  [/\bpneus? d'hiver\b/g, 'winter tires'],
  [/\bpneus? d'ete\b/g, 'summer tires'],
  [/\bpolices? d'assurances?\b/g, 'insurance policy'],
  [/\bmanteaux? d'hiver\b/g, 'winter coats'],
  [/\bbottes? d'hiver\b/g, 'winter boots'],
  [/\bcables? (?:de survie|de demarrage|d'appoint)\b/g, 'booster cables'],
  [/\bcouvertures? de demenagement\b/g, 'moving blankets'],
  [/\bcuiseurs? a riz\b/g, 'rice cooker'],
  [/\bbatteurs? sur socle\b/g, 'stand mixer'],
  [/\bscies? a onglets?\b/g, 'mitre saw'],
  [/\bscies? circulaires?\b/g, 'circular saw'],
  [/\bbagues? de fiancailles\b/g, 'engagement ring'],
  [/\bchaines? en or\b/g, 'gold chain'],
  [/\bappareils? auditifs?\b|\bprotheses? auditives?\b/g, 'hearing aids'],
  [/\bbarres? de son\b/g, 'soundbar'],
  [/\bcartes? de hockey\b/g, 'hockey cards'],
  [/\bobjets? de collection\b/g, 'collectibles'],
  // "Les collections" said of a category is what is collected, not one item's "collection of".
  [/\b(?:les|mes|nos) collections\b(?! (?:de |d'))/g, 'the collectibles'],
  // Québec "le stock" alone is the stuff, all of it ("le stock de ski" is read elsewhere).
  [/\b(?:all the|le) stock\b(?! (?:de |d'))/g, 'all the stuff'],
  [/\bdecorations? de noel\b/g, 'christmas decorations'],
  [/\bcoffres? de toit\b/g, 'roof box'],
  [/\barbres? a chat\b/g, 'cat tree'],
  [/\bfauteuils? inclinables?\b/g, 'recliner'],
  [/\bmobilier de (?:jardin|patio|terrasse)\b/g, 'patio set'],
];

const frenchPlural = (word: string): string => {
  if (/[sxz]$/.test(word)) return word;
  if (/(?:eau|au|eu)$/.test(word)) return `${word}x`;
  if (/al$/.test(word)) return `${word.slice(0, -2)}aux`;
  return `${word}s`;
};
const englishPlural = (word: string): string => {
  if (/(?:s|sh|ch|x|es)$/.test(word)) return word;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
};

/** Each noun and its plural, the French words of a compound ("appareil menager") left out. */
export const HOUSEHOLD_NOUN_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
  NOUNS.filter(([french]) => !french.includes(' ')).flatMap(([french, english]) => [
    [french, english],
    [frenchPlural(french), englishPlural(english)],
  ]),
);

/** Compound nouns of the table (singular and plural) and the fixed phrases, longest first. */
export const HOUSEHOLD_NOUN_PHRASES: [RegExp, string][] = [
  ...PHRASES,
  ...NOUNS.filter(([french]) => french.includes(' ')).map(([french, english]): [RegExp, string] => [
    new RegExp(`\\b${french.split(' ').map(frenchPlural).join(' ')}\\b`, 'g'),
    englishPlural(english),
  ]),
  ...NOUNS.filter(([french]) => french.includes(' ')).map(([french, english]): [RegExp, string] => [
    new RegExp(`\\b${french}\\b`, 'g'),
    english,
  ]),
];

/** Nouns no English speaker types: one of them shows the question is French. */
export const HOUSEHOLD_NOUN_MARKERS: readonly string[] = NOUNS.map(([french]) => french)
  .filter((french) => !french.includes(' ') && !ENGLISH_TOO.has(french))
  .flatMap((french) => [french, frenchPlural(french)]);
