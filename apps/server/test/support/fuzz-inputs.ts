/** Seeded inputs for fuzzing the API: the same seed gives the same requests on every run. */

export type Random = () => number;

/** mulberry32: small, fast and good enough to pick test inputs. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const pick = <T>(random: Random, values: readonly T[]): T =>
  values[Math.floor(random() * values.length)]!;

export const NUL_STRINGS = ['a\u0000b', '\u0000', 'Lamp\u0000; DROP TABLE users'];

export const BAD_STRINGS = [
  ...NUL_STRINGS,
  '',
  '   ',
  'x'.repeat(20_000),
  '💥'.repeat(300),
  "'; DROP TABLE users; --",
  '%00%ZZ',
  '../../etc/passwd',
  'lone \uD800 surrogate',
  '<script>alert(1)</script>',
  '2026-02-30',
  'NaN',
];

export const BAD_NUMBERS = [
  -1,
  0,
  -1e308,
  1e308,
  2 ** 53 + 1,
  2 ** 31,
  -(2 ** 31) - 1,
  1.5,
  -0.0001,
];

const deep = (levels: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i += 1) value = i % 2 ? [value] : { nested: value };
  return value;
};

export const BAD_VALUES: unknown[] = [
  ...BAD_STRINGS,
  ...BAD_NUMBERS,
  null,
  true,
  false,
  [],
  ['a', 1, null],
  Array.from({ length: 500 }, (_, i) => i),
  {},
  { '\u0000key': 'value' },
  deep(200),
];

/** Query-string values, as text. */
export const BAD_QUERY_VALUES = [
  ...NUL_STRINGS,
  '',
  'x'.repeat(5_000),
  '-1',
  '1e308',
  '-99999999999999999999',
  '1.5',
  'abc',
  '[]',
  '{}',
  'true',
  'null',
  '00000000-0000-0000-0000-000000000000',
];

/** Path-parameter values, before encoding. */
export const BAD_IDS = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '7b0f1b52-0c2c-4d8e-9d4b-2f3c1a9e8d77',
  '\u0000',
  'a\u0000b',
  'a'.repeat(400),
  '-1',
  '1e308',
  '..',
  '💥',
];

export const containsNul = (value: unknown): boolean =>
  JSON.stringify(value ?? null).includes('\\u0000');
