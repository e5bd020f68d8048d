// npm 11 runs a dependency's install script only when package.json's "allowScripts" says so, and
// warns about every one it was not told about. Each package with an install script must have a
// decision on record; argon2's must be yes: its script builds the native binding for this
// machine's Node (its bundled prebuilt binary crashed Node 20 here).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  allowScripts?: Record<string, boolean>;
};
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, { hasInstallScript?: boolean }>;
};

const allowScripts = manifest.allowScripts ?? {};

/** "node_modules/a/node_modules/@scope/b" → "@scope/b". */
function packageName(lockPath: string): string {
  return lockPath.slice(lockPath.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

describe('dependency install scripts', () => {
  it('every package with an install script is allowed or declined in package.json', () => {
    const undecided = Object.entries(lock.packages)
      .filter(([lockPath, entry]) => lockPath.includes('node_modules/') && entry.hasInstallScript)
      .map(([lockPath]) => packageName(lockPath))
      .filter((name) => typeof allowScripts[name] !== 'boolean');
    expect(undecided).toEqual([]);
  });

  it('argon2 builds its native binding at install', () => {
    expect(allowScripts.argon2).toBe(true);
  });
});
