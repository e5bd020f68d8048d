/**
 * People, animals and things nobody owns that a photo shows: never catalogued, but named in the
 * photo's description. Where the model confuses kinds (a dog scored as a cat), a weak guess is
 * named by its group ("a cat or dog") instead of a wrong species, unless a sure one of its group
 * is in the photo.
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
    // A weak guess next to a sure one of its group is one more of that kind: a herd of horses
    // with one scored low is "3 horses", not "2 horses and a farm animal".
    const sureKin = useGroup ? group.members.find((m) => byNoun.has(m)) : undefined;
    const noun = sureKin ?? (useGroup ? group.noun : cls.name);
    const existing = byNoun.get(noun);
    if (existing) existing.count++;
    else
      byNoun.set(noun, {
        noun,
        plural: useGroup && !sureKin ? group.plural : cls.plural,
        count: 1,
        person: cls.name === 'person',
      });
  }
  return [...byNoun.values()];
}
