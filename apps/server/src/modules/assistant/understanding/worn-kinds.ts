import type { KindRule } from './kind-rule.js';

/**
 * Things worn, by where they are worn: on the wrist, a finger, the neck, the head, the feet,
 * the eyes, the ears, or over everything else.
 */
export const WORN_KINDS: Record<string, KindRule> = {
  wristwear: {
    words: ['watch', 'wristwatch', 'smartwatch', 'bracelet', 'bangle', 'wristband', 'cufflink'],
    except: ['watch winder', 'stopwatch'],
  },
  ring: {
    words: ['ring', 'wedding band', 'signet'],
    except: ['ring light', 'doorbell', 'key ring'],
  },
  neckwear: { words: ['necklace', 'pendant', 'choker', 'scarf', 'tie', 'bow tie', 'locket'] },
  headwear: { words: ['hat', 'cap', 'beanie', 'helmet', 'beret', 'fedora', 'headband'] },
  footwear: {
    words: [
      'shoe',
      'boot',
      'trainer',
      'sneaker',
      'sandal',
      'slipper',
      'loafer',
      'heel',
      'clog',
      'flip flop',
      'jandal',
      'thong sandal',
      'espadrille',
      'mule',
      'wellington',
      'welly',
    ],
    brands: ['havaianas', 'birkenstock', 'crocs', 'blundstone', 'ugg', 'dr martens'],
    except: ['shoe rack', 'boot tray', 'car boot'],
  },
  eyewear: { words: ['glasses', 'sunglasses', 'spectacles', 'goggles', 'contact lens'] },
  earwear: { words: ['earring', 'stud earring', 'hoop', 'earbud', 'airpod', 'hearing aid'] },
  outerwear: {
    words: [
      'coat',
      'jacket',
      'parka',
      'anorak',
      'raincoat',
      'overcoat',
      'trench coat',
      'puffer',
      'fleece',
      'gilet',
      'poncho',
      'windbreaker',
      'cagoule',
    ],
    except: ['coat hanger', 'coat rack', 'coat hook', 'jacket potato'],
  },
};
