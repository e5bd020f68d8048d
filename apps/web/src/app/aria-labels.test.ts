import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A name (aria-label) on an element with no role is not allowed (axe: aria-prohibited-attr) and
 * is not read out; loading placeholders are the usual slip, and show only for a moment, so the
 * browser journeys catch them only by chance.
 */
const source = path.resolve(import.meta.dirname, '..');
const GENERIC_TAG = /<(div|span|p)\b((?:[^>{}]|\{[^{}]*\})*)>/g;

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

function unnamedRoleLabels(text: string): string[] {
  return [...text.matchAll(GENERIC_TAG)]
    .filter(([, , attributes]) => /\baria-label(ledby)?=/.test(attributes!))
    .filter(([, , attributes]) => !/\brole=/.test(attributes!))
    .map(([tag]) => tag.replace(/\s+/g, ' '));
}

describe('aria labels', () => {
  it('finds a label on a div without a role, and accepts one with a role', () => {
    expect(
      unnamedRoleLabels('<div className="x" aria-busy="true" aria-label="Loading">'),
    ).toHaveLength(1);
    expect(unnamedRoleLabels('<div role="status" aria-label="Loading">')).toEqual([]);
    expect(unnamedRoleLabels('<section aria-label="Photo">')).toEqual([]);
  });

  it('names only elements that have a role, in every component', () => {
    const found = componentFiles(source).flatMap((file) =>
      unnamedRoleLabels(readFileSync(file, 'utf8')).map(
        (tag) => `${path.relative(source, file)}: ${tag}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
