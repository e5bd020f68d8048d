import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

describe('fonts that ship with the app', () => {
  it('bundles Inter first and falls back to the colour emoji fonts for emoji', () => {
    const fonts = read('fonts.css');
    expect(fonts).toContain(
      "url('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')",
    );
    // One variable face per subset covers every weight the styles use.
    expect(fonts.match(/@font-face/g)).toHaveLength(2);
    expect(fonts).toContain('font-weight: 100 900;');
    const stack = /--font-sans:([^;]+);/.exec(read('tokens.css'))?.[1] ?? '';
    expect(stack.trim().startsWith("'Inter'")).toBe(true);
    expect(stack).toContain("'Noto Color Emoji'");
  });
});
