import { singular } from '../../../domain/words/singular.js';
import { foldAccents } from '../understanding/other-languages.js';

/** The singular words of a text: what the owner's names and notes say, as asked. */
export const wordsOf = (text: string | null | undefined) =>
  new Set(
    // "Glashütte" asked as "glashutte": the owner's accents are folded as the question's are.
    foldAccents((text ?? '').toLowerCase())
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .map(singular),
  );
