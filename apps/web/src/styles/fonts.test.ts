import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

describe('fonts that ship with the app', () => {
  it('bundles Inter and a colour emoji font, and names both in the text font stack', () => {
    const fonts = read('fonts.css');
    expect(fonts).toContain("url('@fontsource/inter/files/inter-latin-400-normal.woff2')");
    expect(fonts).toContain("@import '@fontsource/noto-color-emoji/400.css';");
    const stack = /--font-sans:([^;]+);/.exec(read('tokens.css'))?.[1] ?? '';
    expect(stack.trim().startsWith("'Inter'")).toBe(true);
    expect(stack).toContain("'Noto Color Emoji'");
  });
});
