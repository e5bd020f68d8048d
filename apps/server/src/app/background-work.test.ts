import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The one home of background work: jobs with schedules, retries and a log line per run. */
const RUNTIME = 'adapters/jobs/';

/** Intervals that are not background work, each with its reason. */
const ALLOWED: Record<string, string> = {
  'modules/live/events.routes.ts': 'the heartbeat of one open live stream, cleared as it closes',
};

/** Command-line benchmarks sample their own memory; they are not part of the server. */
const isBenchmark = (file: string) => path.basename(file).startsWith('bench-');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('background work', () => {
  it('runs on the job runtime only: no setInterval anywhere else in the server', () => {
    const offenders = sourceFiles(SOURCE)
      .map((file) => path.relative(SOURCE, file).split(path.sep).join('/'))
      .filter((file) => !file.startsWith(RUNTIME) && !isBenchmark(file) && !ALLOWED[file])
      .filter((file) => /\bsetInterval\s*\(/.test(readFileSync(path.join(SOURCE, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('knows every allowed interval is still there', () => {
    for (const file of Object.keys(ALLOWED)) {
      expect(readFileSync(path.join(SOURCE, file), 'utf8')).toMatch(/\bsetInterval\s*\(/);
    }
  });
});
