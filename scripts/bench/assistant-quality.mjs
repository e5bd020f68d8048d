// The assistant's question set (apps/server/test/fixtures/assistant/): accuracy per class on the
// dev and held-out questions and the count of confident wrong numbers. The set runs through the
// integration test that seeds the inventory (on PGlite, and on PostgreSQL when DATABASE_URL is
// set); this section prints its report.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { printTable, root } from './support.mjs';

function runQuestionSet(databaseUrl) {
  const report = path.join(mkdtempSync(path.join(tmpdir(), 'circle-quality-')), 'report.json');
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--project',
      'integration',
      'apps/server/test/integration/assistant-quality.test.ts',
    ],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: databaseUrl ?? '', ASSISTANT_QUALITY_REPORT: report },
    },
  );
  try {
    return JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    throw new Error(`the question set did not run:\n${run.stdout}\n${run.stderr}`);
  }
}

export async function benchAssistantQuality({ postgresUrl }) {
  const targets = [
    { name: 'embedded PGlite', url: undefined },
    ...(postgresUrl ? [{ name: 'PostgreSQL server', url: postgresUrl }] : []),
  ];
  for (const target of targets) {
    const outcomes = runQuestionSet(target.url);
    for (const set of [...new Set(outcomes.map((outcome) => outcome.set))]) {
      const mine = outcomes.filter((outcome) => outcome.set === set);
      const classes = [...new Set(mine.map((outcome) => outcome.class))];
      const row = (name, list) => ({
        class: name,
        questions: list.length,
        correct: list.filter((outcome) => outcome.correct).length,
        accuracy: `${((100 * list.filter((outcome) => outcome.correct).length) / list.length).toFixed(1)} %`,
        confident_wrong_numbers: list.filter((outcome) => outcome.confidentWrongNumber).length,
      });
      printTable(`Assistant question set, ${set} (${target.name})`, [
        ...classes.map((name) =>
          row(
            name,
            mine.filter((outcome) => outcome.class === name),
          ),
        ),
        row('all', mine),
      ]);
    }
  }
}
