import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useLiteDir } from './embed-shared.js';
import {
  RESERVED_IDS,
  SentencePieceTokenizer,
  UNKNOWN_ID,
  WORD_MARK,
  type Vocabulary,
} from './sentencepiece.js';

describe('SentencePieceTokenizer on a toy vocabulary', () => {
  const vocabulary: Vocabulary = [
    ['<unk>', 0],
    ['<s>', 0],
    ['</s>', 0],
    ['extra_token_id_1', 0],
    ['extra_token_id_2', 0],
    ['extra_token_id_3', 0],
    [`${WORD_MARK}the`, -1], // 6
    [WORD_MARK, -2], // 7
    ['t', -3], // 8
    ['h', -3], // 9
    ['e', -3], // 10
    [`${WORD_MARK}th`, -2.5], // 11
    ['re', -2], // 12
    ['r', -4], // 13
    [`${WORD_MARK}there`, -7], // 14: worse than ▁the + re (-3)
    [':', null], // 15: broken score, repaired to -7 (the score listed before it)
    ['e:', -1], // 16
  ];
  const tokenizer = new SentencePieceTokenizer(vocabulary);

  it('picks the segmentation with the best total score', () => {
    expect(tokenizer.encode('the')).toEqual([6]);
    expect(tokenizer.encode('there')).toEqual([6, 12]);
    expect(tokenizer.encode('the the')).toEqual([6, 6]);
  });

  it('never matches reserved pieces, even when the text spells them', () => {
    expect(tokenizer.encode('<s>').some((id) => id > 0 && id < RESERVED_IDS)).toBe(false);
  });

  it('maps a run of unknown characters to one unknown id', () => {
    expect(tokenizer.encode('thexyz')).toEqual([6, UNKNOWN_ID]);
    expect(tokenizer.encode('x the')).toEqual([7, UNKNOWN_ID, 6]);
  });

  it('repairs a missing score instead of treating it as probability 1', () => {
    // Scored 0, ':' would make ▁the + : (-1) win; repaired, ▁th + e: (-3.5) beats it (-8).
    expect(tokenizer.encode('the:')).toEqual([11, 16]);
    expect(tokenizer.encode(':')).toEqual([7, 15]);
  });

  it('caps the number of ids', () => {
    expect(tokenizer.encode('the the the the', { maxTokens: 2 })).toEqual([6, 6]);
  });
});

describe('SentencePieceTokenizer on the USE-lite vocabulary', () => {
  let tokenizer: SentencePieceTokenizer;
  beforeAll(async () => {
    tokenizer = await SentencePieceTokenizer.fromFile(path.join(useLiteDir(), 'vocab.json'));
  });
  const pieces = (text: string) => tokenizer.encode(text).map((id) => tokenizer.piece(id));

  it('loads 8000 pieces', () => {
    expect(tokenizer.size).toBe(8000);
  });

  it('normalises the way USE-lite expects: NFKC, spaces as ▁, leading ▁, case kept', () => {
    expect(tokenizer.normalize('Hello  world ')).toBe('▁Hello▁world');
    expect(tokenizer.normalize('ﬁle\tbox\n')).toBe('▁file▁box');
    expect(tokenizer.normalize('')).toBe('▁');
  });

  it('tokenises known words into whole pieces', () => {
    expect(pieces('hello world')).toEqual(['▁hell', 'o', '▁world']);
    expect(pieces('where is my laptop?')).toEqual(['▁where', '▁is', '▁my', '▁laptop', '?']);
    expect(pieces('The coffee machine')).toEqual(['▁The', '▁coffee', '▁machine']);
    expect(pieces('DeWalt cordless drill')).toEqual([
      '▁De',
      'W',
      'al',
      't',
      '▁cor',
      'd',
      'less',
      '▁drill',
    ]);
  });

  it('gives ids inside the vocabulary and never reserved ids for ordinary text', () => {
    const texts = [
      'hello world',
      'Nespresso Vertuo coffee machine',
      'Receipt: 2 × €4.99, paid 10:30 on 2024-05-01!',
      "Grandma's (antique) clock — “priceless”",
    ];
    for (const text of texts) {
      const ids = tokenizer.encode(text);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) {
        expect(id).toBeGreaterThanOrEqual(RESERVED_IDS);
        expect(id).toBeLessThan(tokenizer.size);
      }
    }
  });

  it('does not let the broken ":" scores of vocab.json win', () => {
    // vocab.json lists [":30", 30] and [":", null]; taken literally ":30" would swallow times.
    expect(pieces('10:45')).toContain(':');
    expect(pieces('a: b')).toEqual(['▁a', ':', '▁b']);
  });

  it('maps characters outside the vocabulary to the unknown id', () => {
    expect(tokenizer.encode('日本')).toEqual([30, UNKNOWN_ID]); // '▁', then one unknown
    expect(tokenizer.encode('😀 ok')).toEqual([30, UNKNOWN_ID, tokenizer.encode('ok')[0]]);
  });

  it('always gives at least one id, even for empty text', () => {
    expect(tokenizer.encode('')).toEqual([30]);
    expect(tokenizer.encode(' \n\t ')).toEqual([30]);
    expect(tokenizer.piece(30)).toBe(WORD_MARK);
  });

  it('stays bounded on huge input', () => {
    const ids = tokenizer.encode('word '.repeat(100_000), { maxTokens: 128 });
    expect(ids).toHaveLength(128);
  });
});
