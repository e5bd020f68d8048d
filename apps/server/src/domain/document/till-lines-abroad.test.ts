import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

describe('carrier bags sold at the till, in more languages', () => {
  it.each([
    'Bärkasse plast',
    'Papperskasse',
    'Plastpose',
    'Muovikassi',
    'Reklamówka foliowa',
    'Túi nilon',
    '쇼핑백(유상)',
    '비닐봉투',
  ])('%s is a charge', (label) => expect(nonItemKind(label)).toBe('charge'));
});

describe("a Korean till's tax table and the shop's address", () => {
  it.each(['과세  물품가액', '(*)면세  물품가액', '부가가치세'])('%s is no item', (label) =>
    expect(nonItemKind(label)).not.toBeNull(),
  );
  it.each(['부산 해운대구 센텀중앙로', '대구 수성구 달구벌대로 2450'])(
    '%s is the address',
    (label) => expect(nonItemKind(label)).toBe('meta'),
  );
});

describe('a Japanese till printing its tender in half-width katakana', () => {
  it.each(['ｸﾚｼﾞｯﾄ', 'ｹﾞﾝｷﾝ', 'ﾃﾞﾝｼﾏﾈｰ', 'ｵﾂﾘ', 'デビット'])('%s is a payment', (label) => {
    const kind = nonItemKind(label);
    expect(kind === 'payment' || kind === 'total').toBe(true);
  });
});

describe('a count and a price grouped by spaces under a name that gives a size', () => {
  it('reads the count and the unit price, not the size', () => {
    const text = [
      'OBI BARKACSÁRUHÁZ',
      'NYUGTA',
      'KÖNYVESPOLC 60X30CM TÖLGY',
      '   3 DB X 4 290               12 870 C00',
      'CSAVARHÚZÓ KÉSZLET             2 590 C00',
      'ÖSSZESEN:                     15 460 Ft',
    ].join('\n');
    const items = extractItems(text).items.map((i) => [i.name, i.quantity, i.value]);
    expect(items).toEqual([
      ['KÖNYVESPOLC 60X30CM TÖLGY', 3, 4290],
      ['CSAVARHÚZÓ KÉSZLET', 1, 2590],
    ]);
  });
});
