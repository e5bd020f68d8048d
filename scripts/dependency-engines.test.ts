// Every installed package must run on the Node lines the project supports (package.json
// "engines"): Node 20 while the machines run it, and the current 22 and 24. A dependency that
// declares a newer Node only makes `npm ci` warn, and may break on Node 20 at run time.
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, { version?: string; optional?: boolean; engines?: unknown }>;
};

/** The oldest supported release, and recent releases of the newer lines. */
const SUPPORTED_NODE = [semver.minVersion(manifest.engines.node)!.version, '22.20.0', '24.11.0'];

function nodeRange(engines: unknown): string | undefined {
  if (!engines || typeof engines !== 'object' || Array.isArray(engines)) return undefined;
  const node = (engines as { node?: unknown }).node;
  return typeof node === 'string' ? node : undefined;
}

describe('dependency engines', () => {
  it('the project supports Node 20', () => {
    expect(semver.satisfies('20.19.0', manifest.engines.node)).toBe(true);
  });

  it('every installed package supports the project’s Node releases', () => {
    const unsupported = Object.entries(lock.packages)
      // Platform builds (another OS or CPU) are skipped by npm and never run here.
      .filter(([path, entry]) => path !== '' && !entry.optional)
      .flatMap(([path, entry]) => {
        const range = nodeRange(entry.engines);
        if (!range) return [];
        const failing = SUPPORTED_NODE.filter((version) => !semver.satisfies(version, range));
        return failing.length > 0
          ? [`${path}@${entry.version} needs node ${range} (not ${failing.join(', ')})`]
          : [];
      });
    expect(unsupported).toEqual([]);
  });
});
