import { describe, expect, it } from 'vitest';
import { spokenPunctuation } from './dictation.js';

describe('spokenPunctuation', () => {
  it('puts back punctuation said aloud', () => {
    expect(spokenPunctuation('what is the shed worth full stop my nephew wants it')).toBe(
      'what is the shed worth. my nephew wants it',
    );
    expect(spokenPunctuation('hello comma where is the kettle question mark')).toBe(
      'hello, where is the kettle?',
    );
  });
  it('leaves questions without spoken marks as they are', () => {
    expect(spokenPunctuation('where is the stop watch')).toBe('where is the stop watch');
  });
});
