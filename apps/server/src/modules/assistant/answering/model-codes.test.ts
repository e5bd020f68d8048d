import { describe, expect, it } from 'vitest';
import { endsACode, singularCode, spacedCode } from './model-codes.js';

describe('model codes as owners type them', () => {
  it('spaces a code the way a name prints it', () => {
    expect(spacedCode('ms261')).toBe('ms 261');
    expect(spacedCode('drill')).toBeUndefined();
  });
  it('takes the end of a code from where its letters turn to figures or back', () => {
    expect(endsACode('1000xm5', 'xm5')).toBe(true);
    expect(endsACode('qe55q60b', 'q60b')).toBe(true);
    expect(endsACode('eos5d', '5d')).toBe(true);
  });
  it('reads a code made plural by an "s" as the code', () => {
    expect(singularCode('xm5s')).toBe('xm5');
    expect(singularCode('qc45s')).toBe('qc45');
    expect(singularCode('boots')).toBeUndefined();
    expect(singularCode('ms261')).toBeUndefined();
  });
  it('never takes a run from inside letters or figures, or a plain word', () => {
    expect(endsACode('qc45', 'c45')).toBe(false);
    expect(endsACode('1000xm5', '5')).toBe(false);
    expect(endsACode('watering', 'ring')).toBe(false);
    expect(endsACode('xm5', 'xm5')).toBe(false);
  });
});
