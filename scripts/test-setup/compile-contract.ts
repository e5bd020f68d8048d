/**
 * Vitest global setup: worker threads (long documents, photo detection) load the server from
 * its sources outside vitest's resolver, where `@circle/contract` means its compiled `dist/`.
 * A fresh clone has none, so compile it (incrementally: a no-op when it is up to date).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function compileContract(): void {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  execFileSync('npx', ['tsc', '-b', 'packages/contract/tsconfig.build.json'], {
    cwd: root,
    stdio: 'inherit',
  });
}
