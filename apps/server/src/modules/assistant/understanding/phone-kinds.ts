import type { KindRule } from './kind-rule.js';

/**
 * Phones, as people own them: named "phone", or only by their model family ("iPhone 13",
 * "Galaxy S23", "Pixel 8", "Redmi Note 12"), or by a maker that makes nothing else people list.
 * A Galaxy Tab or Galaxy Watch is no phone, nor is a phone's case or charger.
 */
export const PHONE_KINDS: Record<string, KindRule> = {
  phone: {
    words: [
      'phone',
      'iphone',
      'smartphone',
      'cellphone',
      'mobile phone',
      'feature phone',
      'button phone',
      'galaxy',
      'pixel',
      'redmi',
      'poco',
      'xperia',
      'moto g',
      'moto e',
      'razr',
      'oneplus',
      'blackberry',
      'nokia',
    ],
    except: [
      'tab',
      'tablet',
      'watch',
      'bud',
      'case',
      'cover',
      'charger',
      'cable',
      'stand',
      'holder',
      'mount',
      'tripod',
      'lens',
      'screen protector',
      'power bank',
      'headphone',
      'earphone',
      'book',
      'buds',
      'slate',
      'art',
      'print',
      'poster',
      'projector',
      'lamp',
    ],
    brands: ['infinix', 'tecno', 'itel', 'oppo', 'vivo', 'realme', 'oneplus'],
  },
};
