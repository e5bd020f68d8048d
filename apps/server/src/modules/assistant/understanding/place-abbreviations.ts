/**
 * Room words as they are shortened in notes and listings ("bsmt", "bdrm", "lvg rm"): a terse
 * owner types them for the room the inventory spells out.
 */
const SHORT_FORMS: Record<string, string[]> = {
  basement: ['bsmt', 'bsmnt'],
  bedroom: ['bdrm', 'bedrm'],
  bathroom: ['bthrm', 'bath rm'],
  kitchen: ['ktchn', 'kitch'],
  'living room': ['lvg rm', 'lvgrm', 'liv rm'],
  'dining room': ['dng rm', 'din rm'],
  'laundry room': ['lndry rm', 'lndry'],
  garage: ['grg'],
  storage: ['stg'],
};

/** The room's name with its room word shortened each way: "Master bedroom" → "master bdrm". */
export function abbreviatedNames(location: string): string[] {
  const name = location.toLowerCase();
  return Object.entries(SHORT_FORMS).flatMap(([word, shorts]) =>
    name === word || name.endsWith(` ${word}`) || name.startsWith(`${word} `)
      ? shorts.map((short) => name.replace(word, short))
      : [],
  );
}
