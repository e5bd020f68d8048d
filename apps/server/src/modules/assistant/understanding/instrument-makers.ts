/**
 * Makers of guitars and little else, and guitars known by their model alone: a "Squier
 * Stratocaster" is a guitar though its name never says so. Amplifiers and pedals of these makers
 * are no guitar (see the kind's exceptions).
 */
export const GUITAR_MAKERS = [
  'fender',
  'squier',
  'gibson',
  'epiphone',
  'ibanez',
  'gretsch',
  'rickenbacker',
  'paul reed smith',
  'prs',
  'jackson',
  'schecter',
];

export const GUITAR_MODELS = [
  'stratocaster',
  'strat',
  'telecaster',
  'jazzmaster',
  'les paul',
  'flying v',
];

/** Makers of bowed, blown or struck instruments and nothing else. */
export const INSTRUMENT_MAKERS = ['stentor', 'steinway', 'selmer', 'zildjian', 'ludwig', 'mahalo'];

/** Instruments played around the world, by the names their owners write. */
export const WORLD_INSTRUMENTS = [
  // South Asia
  'harmonium',
  'veena',
  'vina',
  'sitar',
  'tabla',
  'mridangam',
  'tanpura',
  'tambura',
  'sarod',
  'santoor',
  'santur',
  'shehnai',
  'bansuri',
  'dholak',
  'dhol',
  'ghatam',
  'nadaswaram',
  // Africa and the Middle East
  'djembe',
  'kora',
  'talking drum',
  'balafon',
  'kalimba',
  'mbira',
  'oud',
  'darbuka',
  'qanun',
  'ney',
  // East Asia
  'erhu',
  'guzheng',
  'pipa',
  'koto',
  'shamisen',
  'shakuhachi',
  'gayageum',
  // Europe and the Americas
  'fiddle',
  'bagpipes',
  'bodhran',
  'tin whistle',
  'concertina',
  'melodica',
  'marimba',
  'steelpan',
  'steel pan',
  'didgeridoo',
  'charango',
  'cuatro',
  'bouzouki',
  'balalaika',
  'tambourine',
  'bongos',
  'congas',
  'timpani',
  'cymbal',
  'gong',
  'organ',
];
