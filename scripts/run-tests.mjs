#!/usr/bin/env node
// Runs every suite (unit, integration on the embedded database and, when DATABASE_URL is set,
// again on that PostgreSQL server, then the browser journeys) and ends with one line that totals
// them all: "N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = mkdtempSync(path.join(tmpdir(), 'circle-test-report-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
// With --with-checks (CI), lint and type-check run first and count as one test each.
const withChecks = args.includes('--with-checks');
const only = args.filter((arg) => !arg.startsWith('--'));

const { DATABASE_URL, ...envWithoutDatabase } = process.env;
const suites = [
  { name: 'unit', project: 'unit', env: envWithoutDatabase },
  { name: 'integration (embedded PGlite)', project: 'integration', env: envWithoutDatabase },
];
if (DATABASE_URL) {
  suites.push({
    name: 'integration (PostgreSQL server)',
    project: 'integration',
    env: { ...envWithoutDatabase, DATABASE_URL },
  });
} else {
  console.log('DATABASE_URL is not set: the integration suite runs on the embedded database only.');
}
suites.push({
  name: 'browser journeys',
  project: 'e2e',
  env: envWithoutDatabase,
  needsBuild: true,
});

const fixturesDir = process.env.CIRCLE_FIXTURES ?? path.resolve(root, '../shared/fixtures');
if (!existsSync(fixturesDir)) {
  console.log(
    `No fixtures at ${fixturesDir}: the tests and journeys that upload them are skipped.`,
  );
}

const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

if (withChecks) {
  for (const script of ['lint', 'typecheck']) {
    console.log(`\n=== ${script} ===`);
    const check = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
    if (check.status === 0) totals.passed += 1;
    else {
      totals.failed += 1;
      broken = true;
    }
  }
}

for (const [index, suite] of suites.entries()) {
  if (only.length > 0 && !only.includes(suite.project)) continue;
  console.log(`\n=== ${suite.name} ===`);
  if (suite.project === 'e2e' && !existsSync(chromium)) {
    console.log(
      `Skipping the browser journeys: no Chromium at ${chromium} (apt-get install chromium).`,
    );
    totals.skipped += 1;
    continue;
  }
  if (suite.needsBuild) {
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: suite.env,
    });
    if (build.status !== 0) {
      console.log('The build failed, so the browser journeys could not run.');
      totals.failed += 1;
      broken = true;
      continue;
    }
  }
  const outputFile = path.join(reportDir, `${index}-${suite.project}.json`);
  const run = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      suite.project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...suite.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    },
  );
  if (!existsSync(outputFile)) {
    console.log(`${suite.name}: the runner stopped before reporting (exit ${run.status}).`);
    totals.failed += 1;
    broken = true;
    continue;
  }
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // A file that failed to load, or whose hooks failed after its tests passed, still fails the
  // run: it counts once, as its tests do not.
  const failedFiles = report.testResults.filter(
    (file) =>
      file.status === 'failed' &&
      !file.assertionResults.some((result) => result.status === 'failed'),
  );
  totals.failed += failedFiles.length;
  if (run.status !== 0) broken = true;
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(broken || totals.failed > 0 ? 1 : 0);
