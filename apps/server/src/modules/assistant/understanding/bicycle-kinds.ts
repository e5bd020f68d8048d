import type { KindRule } from './kind-rule.js';

/**
 * Bicycles, by their name or by a maker that makes little else: a "Specialized Tarmac" or a
 * "Brompton C Line" is a bike though its name never says so. What goes with a bike (a helmet, a
 * lock, a pump) is cycling gear, not a bike, whoever made it.
 */
export const BICYCLE_KINDS: Record<string, KindRule> = {
  bicycle: {
    words: [
      'bicycle',
      'bike',
      'ebike',
      'e bike',
      'road bike',
      'gravel bike',
      'mountain bike',
      'tandem',
      'penny farthing',
      'balance bike',
    ],
    brands: [
      'specialized',
      'trek',
      'giant',
      'cannondale',
      'canyon',
      'cervelo',
      'pinarello',
      'bianchi',
      'brompton',
      'santa cruz',
      'orbea',
      'colnago',
      'rad power bikes',
      'surly',
      'kona',
      'boardman',
      'ribble',
      'merida',
      'schwinn',
      'raleigh',
      'tern',
      'pashley',
    ],
    except: [
      'helmet',
      'lock',
      'pump',
      'light',
      'headlight',
      'computer',
      'trainer',
      'case',
      'rack',
      'stand',
      'tool',
      'kit',
      'bag',
      'pannier',
      'shoe',
      'jersey',
      'short',
      'glove',
      'bottle',
      'saddle',
      'tyre',
      'tire',
      'wheel',
      'exercise',
      'motor',
      'dirt',
      'quad',
      'spin',
      'stationary',
      'trailer',
      'seat',
      'mount',
      'cover',
      'shed',
      'hook',
    ],
  },
};

/** The words people say for a bicycle (singular). */
export const BICYCLE_NAMES: Record<string, string[]> = {
  bicycle: ['bicycle', 'bike', 'push bike', 'pushbike'],
};
