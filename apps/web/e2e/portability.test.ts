import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createVerifiedAccount, newAccount, signInThroughLogin } from './support/accounts';
import { VIEWPORTS, launchBrowser, newPage, shot, type PageSession } from './support/browser';
import { repoRoot, startServer, type RunningServer } from './support/server';

const SPREADSHEET = path.join(repoRoot, 'apps/server/test/fixtures/imports/spreadsheet-de.csv');

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Clicks the button and returns the file the browser saved, with its name. */
async function downloadOf(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).first().click(),
  ]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(file) };
}

describe.each(VIEWPORTS)('export, report and import on a $name ($width×$height)', (profile) => {
  let session: PageSession;
  let page: Page;
  const step = (name: string) => `portability-${profile.name}-${name}`;

  beforeEach(async () => {
    session = await newPage(browser, profile);
    page = session.page;
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await shot(page, step('failed')).catch(() => undefined);
    await session.close();
  });

  it('imports a spreadsheet after changing a column, then exports it and downloads the report', async () => {
    const account = newAccount(`portability.${profile.name}`, 'Ada Lovelace');
    await createVerifiedAccount(server, account);
    await signInThroughLogin(page, server.url, account);

    // 1. Profile → Import items: the file is read and its columns shown.
    await page.goto(`${server.url}/profile`);
    await page.getByRole('heading', { name: 'Your inventory' }).waitFor();
    await shot(page, step('01-profile'));
    await page.getByRole('link', { name: /Import items/ }).click();
    await page.getByRole('heading', { name: 'Import items' }).waitFor();
    await page.getByLabel('File to import').setInputFiles(SPREADSHEET);
    await page.getByRole('heading', { name: '2 items to import' }).waitFor();
    await expect
      .poll(() => page.getByLabel('Role of Kaufpreis').inputValue())
      .toBe('purchase_price');
    await page.getByText('Row 4').waitFor();

    // 2. The notes column becomes the description; the preview follows.
    await page.getByLabel('Role of Bemerkungen').selectOption('description');
    await expect
      .poll(() => page.getByLabel('Role of Bemerkungen').inputValue())
      .toBe('description');
    await shot(page, step('02-preview'));

    // 3. Import: two items, one row left out.
    await page.getByRole('button', { name: 'Import 2 items' }).click();
    await page.getByRole('heading', { name: 'Imported 2 items' }).waitFor();
    await shot(page, step('03-imported'));

    // 4. The export holds the imported items with their description.
    await page.goto(`${server.url}/profile`);
    await page.getByRole('radio', { name: /CSV/ }).click();
    const csv = await downloadOf(page, 'Export my inventory');
    expect(csv.name).toMatch(/^circle-inventory-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = csv.bytes.toString('utf8');
    expect(text.startsWith('\uFEFFid,item_name')).toBe(true);
    expect(text).toContain('Kaffeemaschine');
    expect(text).toContain('Garantie bis 2027');

    // 5. Home: the net worth card offers the insurance report.
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'Net worth' }).waitFor();
    const report = await downloadOf(page, 'Insurance report (PDF)');
    expect(report.name).toMatch(/^circle-insurance-report-.*\.pdf$/);
    expect(report.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await shot(page, step('04-home'));
    expect(session.unexpectedProblems()).toEqual([]);
  });
});
