import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Screenshots kept by CI (DESIGN.md habit 9); git ignores the folder. */
export const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts/', import.meta.url));

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How long one action or wait may take before the journey fails. */
export const ACTION_TIMEOUT_MS = 15_000;

export interface ViewportProfile {
  name: 'phone' | 'desktop';
  width: number;
  height: number;
  isMobile: boolean;
  hasTouch: boolean;
}

export const PHONE: ViewportProfile = {
  name: 'phone',
  width: 390,
  height: 844,
  isMobile: true,
  hasTouch: true,
};
export const DESKTOP: ViewportProfile = {
  name: 'desktop',
  width: 1280,
  height: 800,
  isMobile: false,
  hasTouch: false,
};
export const VIEWPORTS: readonly ViewportProfile[] = [PHONE, DESKTOP];

/** Launches the system Chromium; a browser is never downloaded. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-quic',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

/** A console error or an uncaught exception seen on the page. */
export interface BrowserProblem {
  kind: 'console' | 'pageerror';
  /** The message, followed by the resource or script address when Chromium gives one. */
  text: string;
}

export interface PageSession {
  context: BrowserContext;
  page: Page;
  /** Everything that went wrong in the page so far. */
  problems: BrowserProblem[];
  /** The problems that no pattern in `expected` accounts for, as text lines. */
  unexpectedProblems(expected?: readonly RegExp[]): string[];
  close(): Promise<void>;
}

/** A fresh context (no storage shared with other journeys) with one page at the viewport. */
export async function newPage(browser: Browser, profile: ViewportProfile): Promise<PageSession> {
  const context = await browser.newContext({
    viewport: { width: profile.width, height: profile.height },
    isMobile: profile.isMobile,
    hasTouch: profile.hasTouch,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  const problems: BrowserProblem[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    problems.push({
      kind: 'console',
      text: where ? `${message.text()} [${where}]` : message.text(),
    });
  });
  page.on('pageerror', (error) => {
    problems.push({ kind: 'pageerror', text: error.stack ?? error.message });
  });
  return {
    context,
    page,
    problems,
    unexpectedProblems: (expected = []) =>
      problems
        .filter((problem) => !expected.some((pattern) => pattern.test(problem.text)))
        .map((problem) => `${problem.kind}: ${problem.text}`),
    close: () => context.close(),
  };
}

/**
 * The console line Chromium prints for an HTTP error answer, e.g. a 400 from
 * /api/auth/verify-email: for journeys that provoke such an answer on purpose.
 */
export function httpErrorLine(status: number, apiPath: string): RegExp {
  const escaped = apiPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`status of ${status}\\b.*\\[[^\\]]*${escaped}(?:[?#][^\\]]*)?\\]$`);
}

/** Saves a full-page screenshot to apps/web/e2e/artifacts/<name>.png and returns its path. */
export async function shot(page: Page, name: string): Promise<string> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
  return file;
}
