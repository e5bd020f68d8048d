import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createVerifiedAccount,
  newAccount,
  signInThroughLogin,
  type TestAccount,
} from './support/accounts';
import {
  ACTION_TIMEOUT_MS,
  VIEWPORTS,
  launchBrowser,
  newPage,
  shot,
  type PageSession,
} from './support/browser';
import { fixture, fixtureJourney, fixturesPresent } from './support/inventory';
import { startServer, type RunningServer } from './support/server';

const LIST_FILE = fixture('documents/home_inventory_list.txt');
const DRILL = 'DeWalt 20V cordless drill kit';
const POLL = { timeout: ACTION_TIMEOUT_MS, interval: 100 } as const;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  if (!fixturesPresent) return;
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function api<T>(token: string | null, method: string, url: string, body?: unknown) {
  const response = await fetch(`${server.url}/api${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function apiToken(account: TestAccount): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: account.email, password: account.password }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The drill of the home inventory list, uploaded through the API; answers its id. */
async function uploadDrill(token: string): Promise<string> {
  const form = new FormData();
  form.set('content_type', 'text');
  form.set(
    'file',
    new Blob([await readFile(LIST_FILE)], { type: 'text/plain' }),
    path.basename(LIST_FILE),
  );
  const response = await fetch(`${server.url}/api/upload/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { inventory_items: { id: string; item_name: string }[] };
  const drill = body.inventory_items.find((item) => item.item_name === DRILL);
  if (!drill) throw new Error(`no drill in ${JSON.stringify(body)}`);
  return drill.id;
}

describe.skipIf(!fixturesPresent).each(VIEWPORTS)(
  fixtureJourney('notifications on a $name ($width×$height)'),
  (profile) => {
    let session: PageSession;
    const step = (name: string) => `notifications-${profile.name}-${name}`;

    beforeEach(async () => {
      session = await newPage(browser, profile);
    });
    afterEach(async ({ task }) => {
      if (task.result?.state === 'fail') {
        await shot(session.page, step(`failed-${task.name}`)).catch(() => undefined);
      }
      await session.close();
    });

    it('rings the bell live when a friend claims, lists it and opens the item', async () => {
      const owner = newAccount(`notify.owner.${profile.name}`, 'Mary Jackson');
      const friend = newAccount(`notify.friend.${profile.name}`, 'Dorothy Vaughan');
      await Promise.all([
        createVerifiedAccount(server, owner),
        createVerifiedAccount(server, friend),
      ]);
      const ownerToken = await apiToken(owner);
      const drillId = await uploadDrill(ownerToken);
      const { page } = session;

      await signInThroughLogin(page, server.url, owner);
      const bell = page.getByRole('link', { name: /^Notifications/ }).first();
      await bell.waitFor();
      expect(await bell.getAttribute('aria-label')).toBe('Notifications');

      // The friend claims through the API: the owner's bell rings without a reload.
      const share = await api<{ share_token: string }>(
        ownerToken,
        'POST',
        `/users/inventory/${drillId}/share`,
        { sharing_type: 'BORROW' },
      );
      await api(await apiToken(friend), 'POST', `/share/${share.share_token}/claim`, {
        message: 'Thank you!',
      });
      await expect
        .poll(() => bell.getAttribute('aria-label'), POLL)
        .toBe('Notifications, 1 unread');
      await shot(page, step('01-bell'));

      await bell.click();
      await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
      const row = page.getByRole('button', {
        name: new RegExp(`Dorothy Vaughan claimed "${DRILL}"`),
      });
      await row.waitFor();
      await page.getByRole('img', { name: 'Unread' }).waitFor();
      await shot(page, step('02-list'));

      await row.click();
      await page.getByRole('heading', { level: 1, name: DRILL }).waitFor();
      await page.getByRole('region', { name: 'Ownership' }).getByText('Lent Out').waitFor();
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
      await expect.poll(() => page.getByRole('img', { name: 'Unread' }).count(), POLL).toBe(0);
      await shot(page, step('03-read'));

      await page.goto(`${server.url}/profile`);
      const reminders = page.getByRole('switch', { name: 'Loan reminders by e-mail' });
      await expect.poll(() => reminders.isEnabled(), POLL).toBe(true);
      expect(await reminders.getAttribute('aria-checked')).toBe('true');
      await reminders.click();
      await expect.poll(() => reminders.getAttribute('aria-checked'), POLL).toBe('false');
      await shot(page, step('04-profile-setting'));
      const saved = await api<{ loan_reminders_by_email: boolean }>(
        ownerToken,
        'GET',
        '/users/notification-settings',
      );
      expect(saved.loan_reminders_by_email).toBe(false);
      expect(session.unexpectedProblems()).toEqual([]);
    });
  },
);
