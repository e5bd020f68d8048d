// The web app as a phone sees it: Lighthouse (mobile emulation and throttling, its defaults) on
// Debian's chromium against the built server, for the sign-in screen (cold, signed out) and the
// dashboard, inventory and Discover (signed in as a seeded user with a few hundred items, the
// newest with photos). Prints per page the performance and accessibility scores, LCP, TBT, CLS,
// the script bytes transferred and Lighthouse's CPU benchmark (low when the machine is busy),
// the sign-in screen's script against its budget, then the audits that failed.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort, printTable, root, startServer } from './support.mjs';
import { collectionSummary, photographCollection, seedCollection } from './web-collection.mjs';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const AUTH_TOKEN_KEY = 'circle.auth_token';
const PAGES = [
  { name: 'sign-in (cold)', path: '/login', signedIn: false },
  { name: 'dashboard', path: '/', signedIn: true },
  { name: 'inventory', path: '/browse', signedIn: true },
  { name: 'Discover', path: '/community?tab=discover', signedIn: true },
];
/** The sign-in screen's script, compressed as transferred, may not exceed this. */
const SIGN_IN_SCRIPT_BUDGET_KB = 120;

/** Leaves the origin as a first visit would find it: no HTTP cache, service worker or caches. */
async function forgetOrigin(context, origin) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'service_workers,cache_storage,indexeddb',
  });
  await page.close();
}

/** Signs the browser in the way the app does: the bearer token in localStorage. */
async function storeToken(context, origin, token) {
  const page = await context.newPage();
  // A JSON answer of the same origin: sets the storage without loading (and caching) the app.
  await page.goto(`${origin}/api/health`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_TOKEN_KEY, token]);
  await page.close();
}

function figures(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  // What costs accessibility points: the audits to fix.
  const failed = lhr.categories.accessibility.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => audit.id);
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    lcp_ms: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbt_ms: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    script_kb: Number(
      (scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024).toFixed(1),
    ),
    script_files: scripts.length,
    cpu_benchmark: Math.round(lhr.environment.benchmarkIndex),
    failed,
  };
}

export async function benchWeb() {
  // BENCH_WEB_REPORTS=<dir> keeps each page's full Lighthouse report (JSON) there.
  const reportDir = process.env.BENCH_WEB_REPORTS;
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  if (!existsSync(CHROME)) {
    console.log(
      `web: no chromium at ${CHROME} (apt-get install chromium, or set CHROME_PATH): skipped`,
    );
    return;
  }
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    console.log('web: the web app is not built (npm run build): skipped');
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'circle-bench-web-'));
  const loadBefore = loadavg()[0];
  seedCollection(dataDir);
  const server = await startServer({ env: { DATA_DIR: dataDir } });
  const debuggingPort = await freePort();
  const profileDir = mkdtempSync(path.join(tmpdir(), 'circle-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROME,
    headless: true,
    args: [
      `--remote-debugging-port=${debuggingPort}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  const rows = [];
  const failures = [];
  try {
    const token = await photographCollection(server);
    for (const page of PAGES) {
      await forgetOrigin(context, server.url);
      if (page.signedIn) await storeToken(context, server.url, token);
      const result = await lighthouse(`${server.url}${page.path}`, {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // Signed in: keep the stored token (the cache was cleared above all the same).
        disableStorageReset: page.signedIn,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
      if (reportDir) {
        const file = path.join(reportDir, `${page.name.replace(/\W/g, '-')}.json`);
        writeFileSync(file, JSON.stringify(result.lhr, null, 1));
      }
      const { failed, ...row } = figures(result.lhr);
      rows.push({ page: page.name, ...row });
      if (failed.length > 0) failures.push({ page: page.name, failed: failed.join(', ') });
    }
  } finally {
    await context.close();
    await server.stop();
    rmSync(profileDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nweb: signed in with ${collectionSummary}.`);
  printTable(
    'Lighthouse mobile (default throttling): scores, LCP, TBT, CLS, script transferred per page',
    rows,
  );
  const signIn = rows[0];
  console.log(
    `Sign-in screen script: ${signIn.script_kb} KB transferred in ${signIn.script_files} files ` +
      `(budget ${SIGN_IN_SCRIPT_BUDGET_KB} KB: ${signIn.script_kb <= SIGN_IN_SCRIPT_BUDGET_KB ? 'within' : 'OVER'}).`,
  );
  console.log(
    `Load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after: a busy ` +
      'machine (cpu_benchmark well below ~1000) slows every figure; measure again when it is quiet.',
  );
  if (failures.length > 0) printTable('Accessibility audits that failed', failures);
}
