import { describe, expect, it } from 'vitest';
import { describePlaceholder } from './selected-files-card';

const of = (...types: string[]) => types.map((type) => ({ file: { type } }));

describe('the description placeholder', () => {
  it('names what was picked: a photo, a text document, or a mix', () => {
    expect(describePlaceholder(of('image/png'))).toBe("Describe what's in this photo...");
    expect(describePlaceholder(of('text/plain'))).toBe("Describe what's in this document...");
    expect(describePlaceholder(of('application/pdf', 'text/csv'))).toBe(
      "Describe what's in these documents...",
    );
    expect(describePlaceholder(of('image/png', 'application/pdf'))).toBe(
      "Describe what's in these files...",
    );
  });
});
