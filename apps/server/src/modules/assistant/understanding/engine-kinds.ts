import type { KindRule } from './kind-rule.js';

/**
 * Things that run on a motor: power tools, and what has an engine of its own.
 */
export const ENGINE_KINDS: Record<string, KindRule> = {
  'power tool': {
    words: [
      'drill',
      'saw',
      'sander',
      'grinder',
      'jigsaw',
      'nailer',
      'nail gun',
      'planer',
      'impact driver',
      'heat gun',
      'chainsaw',
      'leaf blower',
      'hedge trimmer',
      'glue gun',
      'multi tool',
      'lathe',
      'bandsaw',
      'rotary tool',
      'biscuit joiner',
      'thicknesser',
    ],
    except: ['hand', 'hacksaw', 'coffee', 'pepper', 'spice', 'salt', 'meat', 'puzzle'],
  },
  // What runs on fuel of its own: a chainsaw or a tiller, never a cordless drill.
  'engine powered': {
    words: [
      'tractor',
      'tiller',
      'rototiller',
      'rotavator',
      'chainsaw',
      'mower',
      'lawnmower',
      'ride on mower',
      'strimmer',
      'generator',
      'snowblower',
      'snow blower',
      'log splitter',
      'outboard',
      'motorbike',
      'motorcycle',
      'dirt bike',
      'quad bike',
      'atv',
      'moped',
    ],
    except: ['electric', 'cordless', 'battery', 'toy', 'robot', 'model'],
  },
  motorised: {
    words: [
      'mower',
      'lawnmower',
      'leaf blower',
      'hedge trimmer',
      'strimmer',
      'pressure washer',
      'rotavator',
      'tiller',
      'generator',
      'scooter',
      'motorbike',
    ],
    include: ['power tool', 'appliance', 'vacuum', 'engine powered'],
  },
};
