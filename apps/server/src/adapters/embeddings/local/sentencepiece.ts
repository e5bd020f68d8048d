/**
 * SentencePiece (unigram) tokenizer for the Universal Sentence Encoder lite vocabulary.
 *
 * The vocabulary is a list of `[piece, score]` pairs; a piece's id is its position. Ids below
 * `RESERVED_IDS` are special symbols (`UNKNOWN_ID` = 0, `<s>`, `</s>`, three spare ids) and are
 * never matched against text. Encoding:
 *
 * 1. normalise: NFKC, zero-width characters dropped, whitespace and control characters
 *    collapsed to single spaces and trimmed; then the text is prefixed with '▁' and every space
 *    becomes '▁' (SentencePiece's word-boundary mark);
 * 2. find every vocabulary piece that starts at each character with a trie (prefix tree);
 * 3. Viterbi: the segmentation with the highest total score (sum of log-probabilities) wins;
 *    a character no piece covers becomes the unknown id, with SentencePiece's unknown score
 *    (lowest piece score − 10); consecutive unknown characters give one unknown id.
 *
 * Characters are Unicode code points, so emoji and other astral characters count as one.
 * The text is not lower-cased: the USE-lite vocabulary is case-sensitive ("▁The", "▁the").
 */
import { readFile } from 'node:fs/promises';

/** Id of the unknown piece. */
export const UNKNOWN_ID = 0;
/** Ids below this are special symbols that never come out of ordinary text. */
export const RESERVED_IDS = 6;
/** SentencePiece's word-boundary mark (U+2581). */
export const WORD_MARK = '\u2581';

/** `[piece, score]` pairs as in USE-lite's `vocab.json`; the score may be missing or broken. */
export type Vocabulary = ReadonlyArray<readonly [string, number | null | undefined]>;

interface TrieNode {
  children: Map<string, TrieNode>;
  /** Id of the piece ending here, or -1. */
  id: number;
  score: number;
}

const newNode = (): TrieNode => ({ children: new Map(), id: -1, score: 0 });

export interface EncodeOptions {
  /** Keep at most this many ids (USE-lite reads the first 128 anyway). */
  maxTokens?: number;
}

export class SentencePieceTokenizer {
  private readonly root = newNode();
  private readonly pieces: string[];
  private readonly unknownScore: number;

  constructor(vocabulary: Vocabulary) {
    if (vocabulary.length <= RESERVED_IDS) throw new Error('SentencePiece vocabulary is empty');
    this.pieces = vocabulary.map(([piece]) => piece);
    const scores = repairScores(vocabulary);
    let lowest = 0;
    for (let id = RESERVED_IDS; id < vocabulary.length; id++) {
      const piece = this.pieces[id]!;
      const score = scores[id]!;
      lowest = Math.min(lowest, score);
      if (piece.length === 0) continue;
      let node = this.root;
      for (const char of piece) {
        let next = node.children.get(char);
        if (!next) {
          next = newNode();
          node.children.set(char, next);
        }
        node = next;
      }
      // A piece listed twice keeps its better score (the vocabulary is sorted, so the first).
      if (node.id < 0 || score > node.score) {
        node.id = id;
        node.score = score;
      }
    }
    this.unknownScore = lowest - 10;
  }

  /** Reads a `vocab.json` file (a JSON array of `[piece, score]` pairs). */
  static async fromFile(file: string): Promise<SentencePieceTokenizer> {
    const vocabulary = JSON.parse(await readFile(file, 'utf8')) as unknown;
    if (!Array.isArray(vocabulary) || !vocabulary.every(isEntry)) {
      throw new Error(`${file} is not a list of [piece, score] pairs`);
    }
    return new SentencePieceTokenizer(vocabulary);
  }

  get size(): number {
    return this.pieces.length;
  }

  /** The piece text of an id (for tests and debugging). */
  piece(id: number): string | undefined {
    return this.pieces[id];
  }

  /** The text the tokenizer actually segments: NFKC, spaces as '▁', with a leading '▁'. */
  normalize(text: string): string {
    const cleaned = text
      .normalize('NFKC')
      .replace(/[\u200b-\u200d\u2060\ufeff]/gu, '')
      .replace(/[\s\p{Cc}]+/gu, ' ')
      .trim();
    return WORD_MARK + cleaned.replaceAll(' ', WORD_MARK);
  }

  /** Ids of the best segmentation of `text`; never empty (at least the leading '▁'). */
  encode(text: string, options: EncodeOptions = {}): number[] {
    const maxTokens = options.maxTokens ?? Infinity;
    let chars = Array.from(this.normalize(text));
    // Every piece is at least one character long: a generous cut keeps the work bounded for
    // huge inputs without changing the first `maxTokens` ids in practice.
    if (Number.isFinite(maxTokens)) chars = chars.slice(0, Math.max(1, maxTokens) * 16);
    const n = chars.length;

    // best[i]: highest score of a segmentation of chars[0..i); lastId/lastLen: its final piece.
    const best = new Float64Array(n + 1).fill(-Infinity);
    const lastId = new Int32Array(n + 1);
    const lastLen = new Int32Array(n + 1);
    best[0] = 0;
    for (let start = 0; start < n; start++) {
      const base = best[start]!;
      if (base === -Infinity) continue;
      let node: TrieNode | undefined = this.root;
      let coveredByPiece = false;
      for (let end = start; end < n; end++) {
        node = node.children.get(chars[end]!);
        if (!node) break;
        if (node.id < 0) continue;
        if (end === start) coveredByPiece = true;
        const score = base + node.score;
        if (score > best[end + 1]!) {
          best[end + 1] = score;
          lastId[end + 1] = node.id;
          lastLen[end + 1] = end + 1 - start;
        }
      }
      if (!coveredByPiece) {
        const score = base + this.unknownScore;
        if (score > best[start + 1]!) {
          best[start + 1] = score;
          lastId[start + 1] = UNKNOWN_ID;
          lastLen[start + 1] = 1;
        }
      }
    }

    const reversed: number[] = [];
    for (let end = n; end > 0; end -= lastLen[end]!) {
      const id = lastId[end]!;
      // Runs of unknown characters become a single unknown id, as in SentencePiece.
      if (id === UNKNOWN_ID && reversed.at(-1) === UNKNOWN_ID) continue;
      reversed.push(id);
    }
    const ids = reversed.reverse();
    return ids.length > maxTokens ? ids.slice(0, Math.max(1, maxTokens)) : ids;
  }
}

function isEntry(entry: unknown): entry is [string, number | null] {
  return (
    Array.isArray(entry) &&
    typeof entry[0] === 'string' &&
    (typeof entry[1] === 'number' || entry[1] === null || entry[1] === undefined)
  );
}

/**
 * Scores of the pieces, repaired. USE-lite's published `vocab.json` lost the score of pieces
 * containing ':' (`[":", null]`, `[":30", 30]`, `[":00", 0]`), probably in a text conversion.
 * Taken at face value those pieces would beat every real segmentation (a score of 0 or +30 is a
 * probability ≥ 1). Ordinary pieces are sorted by descending score, so a missing, non-finite or
 * positive score is replaced by the score of the piece listed just before it.
 */
function repairScores(vocabulary: Vocabulary): number[] {
  const scores: number[] = new Array<number>(vocabulary.length).fill(0);
  let previous = 0;
  for (let id = RESERVED_IDS; id < vocabulary.length; id++) {
    const raw = vocabulary[id]![1];
    const score = typeof raw === 'number' && Number.isFinite(raw) && raw < 0 ? raw : previous;
    scores[id] = score;
    previous = score;
  }
  return scores;
}
