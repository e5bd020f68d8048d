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
