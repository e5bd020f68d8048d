import type { GlossedLanguage } from './language-gloss.js';

/**
 * Portuguese and Italian said inside English questions ("quanto vale o meu notebook", "quanti
 * attrezzi ho in garage"): their everyday question words, verbs of worth and having, articles
 * and the common things of a home. Small words English also has ("no", "do", "come", "a") are
 * left out: an English question must read the same.
 */

const WORTH_ASKED: [RegExp, string][] = [
  [/\bquant[oa] (?:vale|valem|custa|custam|valgono|costa|costano)\b/gi, 'what is the value of'],
  [/\b(?:mais|piu) de (?=\$?\s?\d)|\bpiu di (?=\$?\s?\d)/gi, 'over '],
  [/\bmenos de (?=\$?\s?\d)|\bmeno di (?=\$?\s?\d)/gi, 'under '],
  [
    /\b(?:mais|piu) (?:caro|cara|caros|caras|cari|care|valioso|valiosa|prezioso|preziosa)\b/gi,
    'most expensive',
  ],
  [/\b(?:mais )?(?:barato|barata|baratos|baratas)\b|\bpiu economic[oa]\b/gi, 'cheapest'],
];

export const PORTUGUESE_IN_ENGLISH: GlossedLanguage = {
  markers: new Set(
    (
      'quanto quanta quantos quantas qual quais onde quem valem custa custam tenho temos ' +
      'coisas ferramentas joias brinquedos roupas moveis cozinha quarto meus minhas nossos ' +
      'nossas todas todos mais'
    ).split(' '),
  ),
  phrases: [...WORTH_ASKED, [/\bo que\b/gi, 'what']],
  words: {
    quanto: 'how much',
    quanta: 'how much',
    quantos: 'how many',
    quantas: 'how many',
    qual: 'which',
    quais: 'which',
    onde: 'where',
    quem: 'who',
    quando: 'when',
    vale: 'worth',
    valem: 'worth',
    custa: 'costs',
    tenho: 'i have',
    temos: 'we have',
    o: 'the',
    os: 'the',
    as: 'the',
    da: 'of the',
    das: 'of the',
    dos: 'of the',
    de: 'of',
    em: 'in',
    na: 'in the',
    nas: 'in the',
    nos: 'in the',
    e: 'and',
    ou: 'or',
    meu: 'my',
    minha: 'my',
    meus: 'my',
    minhas: 'my',
    nosso: 'our',
    nossa: 'our',
    nossos: 'our',
    nossas: 'our',
    todas: 'all',
    todos: 'all',
    tudo: 'everything',
    mais: 'more',
    coisas: 'things',
    ferramentas: 'tools',
    joias: 'jewelry',
    brinquedos: 'toys',
    roupas: 'clothes',
    moveis: 'furniture',
    cozinha: 'kitchen',
    quarto: 'bedroom',
  },
  small: new Set(
    'quanto quanta quantos quantas qual quais onde quem quando o os as da das dos de em na nas nos e ou meu minha meus minhas nosso nossa nossos nossas mais'.split(
      ' ',
    ),
  ),
};

export const ITALIAN_IN_ENGLISH: GlossedLanguage = {
  markers: new Set(
    (
      'quanto quanti quante quale quali dove il mio valgono costano abbiamo cose attrezzi ' +
      'gioielli giocattoli vestiti mobili cucina miei nostri nostre tutte tutti piu'
    ).split(' '),
  ),
  phrases: [...WORTH_ASKED, [/\bche cosa\b/gi, 'what']],
  words: {
    quanto: 'how much',
    quanta: 'how much',
    quanti: 'how many',
    quante: 'how many',
    quale: 'which',
    quali: 'which',
    dove: 'where',
    chi: 'who',
    vale: 'worth',
    valgono: 'worth',
    costa: 'costs',
    ho: 'i have',
    abbiamo: 'we have',
    il: 'the',
    lo: 'the',
    gli: 'the',
    le: 'the',
    del: 'of the',
    della: 'of the',
    dei: 'of the',
    delle: 'of the',
    di: 'of',
    nel: 'in the',
    nella: 'in the',
    in: 'in',
    e: 'and',
    o: 'or',
    mio: 'my',
    miei: 'my',
    nostro: 'our',
    nostra: 'our',
    nostri: 'our',
    nostre: 'our',
    tutte: 'all',
    tutti: 'all',
    tutto: 'everything',
    piu: 'more',
    cose: 'things',
    attrezzi: 'tools',
    gioielli: 'jewelry',
    giocattoli: 'toys',
    vestiti: 'clothes',
    mobili: 'furniture',
    cucina: 'kitchen',
  },
  small: new Set(
    'quanto quanta quanti quante quale quali dove chi il lo gli le del della dei delle di nel nella in e o mio miei nostro nostra nostri nostre piu'.split(
      ' ',
    ),
  ),
};
