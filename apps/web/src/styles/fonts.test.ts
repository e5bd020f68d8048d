import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

describe('fonts that ship with the app', () => {
  it('bundles Inter first and falls back to the colour emoji fonts for emoji', () => {
    const fonts = read('fonts.css');
    expect(fonts).toContain("url('@fontsource/inter/files/inter-latin-400-normal.woff2')");
    const stack = /--font-sans:([^;]+);/.exec(read('tokens.css'))?.[1] ?? '';
    expect(stack.trim().startsWith("'Inter'")).toBe(true);
    expect(stack).toContain("'Noto Color Emoji'");
  });
});
