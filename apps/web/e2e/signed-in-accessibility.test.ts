import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, newAccount, signInThroughLogin } from './support/accounts';
import { axeFindings } from './support/axe';
import { VIEWPORTS, launchBrowser, newPage, shot } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/** Every signed-in screen, by its address and the document title it sets once it shows. */
const SCREENS = [
  ['/', 'Home'],
  ['/browse', 'Inventory'],
  ['/community', 'Discover'],
  ['/community?tab=discover', 'Discover'],
  ['/community?tab=requests', 'Discover'],
  ['/community?tab=borrowed', 'Discover'],
  ['/community?tab=shares', 'Discover'],
  ['/chat', 'Assistant'],
  ['/profile', 'Profile'],
  ['/profile/edit', 'Edit profile'],
  ['/profile/password', 'Change password'],
  ['/profile/email', 'Change email'],
  ['/profile/import', 'Import'],
  ['/notifications', 'Notifications'],
  ['/upload', 'Upload'],
  ['/feedback', 'Feedback'],
] as const;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('signed-in screens: one main landmark and no axe findings', () => {
  for (const profile of VIEWPORTS) {
    it(`holds on every screen (${profile.name})`, async () => {
      const account = newAccount(`axe-${profile.name}`);
      await createVerifiedAccount(server, account);
      const session = await newPage(browser, profile);
      const { page } = session;
      try {
        await signInThroughLogin(page, server.url, account);
        const findings: Record<string, unknown> = {};
        for (const [path, title] of SCREENS) {
          await page.goto(`${server.url}${path}`);
          await page.waitForFunction((name) => document.title.startsWith(name), title);
          await page.locator('main h1, main h2').first().waitFor();
          expect(await page.getByRole('main').count(), path).toBe(1);
          const found = await axeFindings(page);
          if (found.length > 0) findings[path] = found;
          await shot(page, `a11y-${profile.name}-${path}`);
        }
        expect(findings).toEqual({});
      } finally {
        await session.close();
      }
    });
  }
});
