import type { KindRule } from './kind-rule.js';

/**
 * Kinds of a home's care and work: what looks after someone's health, and a desk to work at
 * ("the office setup" stays the owner's office, where they have one: a room's name comes first).
 */
export const CARE_AND_WORK_KINDS: Record<string, KindRule> = {
  medical: {
    words: [
      'stethoscope',
      'bp monitor',
      'blood pressure monitor',
      'blood pressure',
      'thermometer',
      'glucometer',
      'glucose meter',
      'oximeter',
      'pulse oximeter',
      'nebuliser',
      'nebulizer',
      'inhaler',
      'first aid',
      'first aid kit',
      'wheelchair',
      'crutch',
      'walking frame',
      'rollator',
      'hearing aid',
      'cpap',
      'tens machine',
      'otoscope',
      'sphygmomanometer',
      'medicine',
      'medical',
      'surgical',
      'mobility scooter',
    ],
    except: ['cabinet', 'chest', 'pouch'],
    tags: ['medical', 'health', 'medicine'],
  },
  'work from home': {
    words: [
      'laptop',
      'macbook',
      'thinkpad',
      'monitor',
      'webcam',
      'headset',
      'docking station',
      'dock',
      'keyboard',
      'mouse',
      'desk',
      'office chair',
      'desk chair',
      'ergonomic chair',
      'printer',
      'desk lamp',
    ],
    except: ['baby monitor', 'bp monitor', 'blood pressure', 'heart rate', 'piano', 'musical'],
    tags: ['wfh', 'work from home'],
  },
};
