/**
 * People, animals and things nobody owns that a photo shows: never catalogued, but named in the
 * photo's description. Where the model confuses kinds (a dog scored as a cat), a weak guess is
 * named by its group ("a cat or dog") instead of a wrong species.
 */
import { COCO_CLASSES } from './coco-classes.js';
import type { Detection } from './detections.js';

export interface LivingThing {
  /** Singular and plural phrase, lower case: "a dog" / "2 dogs". */
  noun: string;
  plural: string;
  count: number;
  person: boolean;
}

/** Below this score an animal is named by its group. */
const SURE_SPECIES = 0.45;
const GROUPS: Array<{ members: string[]; noun: string; plural: string }> = [
  { members: ['cat', 'dog'], noun: 'cat or dog', plural: 'cats or dogs' },
  {
    members: ['horse', 'cow', 'sheep'],
    noun: 'farm animal such as a horse, cow or sheep',
    plural: 'farm animals such as horses, cows or sheep',
  },
  {
    members: ['bear', 'zebra', 'giraffe', 'elephant'],
    noun: 'large animal',
    plural: 'large animals',
  },
];

export function livingThings(detections: Detection[]): LivingThing[] {
  const byNoun = new Map<string, LivingThing>();
  for (const d of [...detections].sort((a, b) => b.score - a.score)) {
    const cls = COCO_CLASSES[d.classId];
    if (!cls || cls.kind !== 'ignore') continue;
    const group = GROUPS.find((g) => g.members.includes(cls.name));
    const useGroup = group && d.score < SURE_SPECIES;
    const noun = useGroup ? group.noun : cls.name;
    const existing = byNoun.get(noun);
    if (existing) existing.count++;
    else
      byNoun.set(noun, {
        noun,
        plural: useGroup ? group.plural : cls.plural,
        count: 1,
        person: cls.name === 'person',
      });
  }
  return [...byNoun.values()];
}
