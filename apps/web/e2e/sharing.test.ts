import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createVerifiedAccount, newAccount, type TestAccount } from './support/accounts';
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

// Items of documents/expected.json (home_inventory_list.txt) the journey relies on.
const DRILL = 'DeWalt 20V cordless drill kit';
const BIKE = 'Trek FX 3 hybrid bike';

const MESSAGES = {
  claim: 'Thanks! I will bring it back next weekend.',
  request: 'Could I borrow the bike for a ride on Saturday?',
  response: 'Sure, pick it up at the garage.',
} as const;

/** Owner and borrower of each viewport's run. */
const PEOPLE = {
  phone: ['Ada Lovelace', 'Alan Turing'],
  desktop: ['Grace Hopper', 'Katherine Johnson'],
} as const;

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

/** Signs in through the API (form fields username and password) and returns the bearer token. */
async function apiToken(account: TestAccount): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: account.email, password: account.password }),
  });
  const body = (await response.json()) as { access_token?: unknown };
  if (!response.ok || typeof body.access_token !== 'string') {
    throw new Error(`POST /api/auth/login answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body.access_token;
}

/** Uploads the home inventory list through the API; returns the names of the items found. */
async function uploadList(token: string): Promise<string[]> {
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
  const text = await response.text();
  if (response.status !== 201) {
    throw new Error(`POST /api/upload/ answered ${response.status}: ${text}`);
  }
  const body = JSON.parse(text) as { inventory_items: Array<{ item_name: string }> };
  return body.inventory_items.map((item) => item.item_name);
}

/** Fills Login and presses Continue (the caller waits for where it leads). */
async function fillLogin(page: Page, account: TestAccount): Promise<void> {
  await page.getByRole('heading', { name: 'Welcome back', exact: true }).waitFor();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Opens Browse signed out: Login, then the post-login redirect back to Browse. (The journey does
 * not pass through Home: the dashboard has its own journey.)
 */
async function signInToBrowse(page: Page, account: TestAccount): Promise<void> {
  await page.goto(`${server.url}/browse`);
  await fillLogin(page, account);
  await page.getByRole('tabpanel').getByRole('searchbox', { name: 'Search items' }).waitFor();
}

function mainNav(page: Page, name: string): Locator {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
}

/** A toast (success toasts are status, error toasts alert) with this title. */
function toast(page: Page, title: string): Locator {
  return page.getByRole('status').filter({ hasText: title });
}

/** Browse → search → the item's card → ItemDetail. */
async function openItem(page: Page, name: string, search: string): Promise<void> {
  const panel = page.getByRole('tabpanel');
  const searchBox = panel.getByRole('searchbox', { name: 'Search items', exact: true });
  if ((await searchBox.count()) === 0) await mainNav(page, 'Browse').click();
  await searchBox.fill(search);
  await panel.getByRole('article').getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** A tab of Community, selected; `name` may be a pattern (the Requests tab carries a count). */
async function openCommunityTab(page: Page, name: string | RegExp): Promise<Locator> {
  const tab = page
    .getByRole('tablist', { name: 'Sharing hub' })
    .getByRole('tab', { name, exact: typeof name === 'string' });
  if ((await tab.count()) === 0) await mainNav(page, 'Community').click();
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected'), POLL).toBe('true');
  return page.getByRole('tabpanel');
}

/**
 * Pull to refresh (spec §2) with a finger dragged down from the screen's title: touch events
 * through the DevTools protocol, as page.touchscreen only taps.
 */
async function pullToRefresh(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  const box = await page.getByRole('heading', { level: 1 }).first().boundingBox();
  if (!box) throw new Error('The screen title has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 10; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x, y: y + step * 25 }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}

/** The share card of an item in the open Community panel. */
function shareCard(panel: Locator, item: string): Locator {
  return panel.getByRole('article', { name: item, exact: true });
}

/** Waits until the card's status chip reads `status`. */
async function cardStatus(card: Locator, status: string): Promise<void> {
  await card.locator('.share-card__top .badge').filter({ hasText: status }).waitFor();
}

describe.skipIf(!fixturesPresent).each(VIEWPORTS)(
  fixtureJourney('sharing on a $name ($width×$height)'),
  (profile) => {
    let sessionA: PageSession;
    let sessionB: PageSession;
    let a: Page;
    let b: Page;
    const shotName = (journey: string, step: string) => `${journey}-${profile.name}-${step}`;
    /**
     * Pull to refresh on phones; a desktop has no refresh control, so it reloads. (What the other
     * person does also arrives by itself over the live stream: step 3 relies on that.)
     */
    const refresh = async (page: Page) => {
      if (profile.hasTouch) await pullToRefresh(page);
      else await page.reload();
    };

    beforeEach(async () => {
      [sessionA, sessionB] = await Promise.all([
        newPage(browser, profile),
        newPage(browser, profile),
      ]);
      a = sessionA.page;
      b = sessionB.page;
    });

    afterEach(async ({ task }) => {
      if (task.result?.state === 'fail') {
        await shot(a, shotName('failed-A', task.name)).catch(() => undefined);
        await shot(b, shotName('failed-B', task.name)).catch(() => undefined);
      }
      await Promise.all([sessionA.close(), sessionB.close()]);
    });

    it('lends through a share link, returns, and lends again after a borrow request', async () => {
      // One server serves both viewports: distinct names tell this run's people apart in Discover.
      const [ownerName, borrowerName] = PEOPLE[profile.name];
      const owner = newAccount(`sharing.owner.${profile.name}`, ownerName);
      const borrower = newAccount(`sharing.borrower.${profile.name}`, borrowerName);
      const stepA = (name: string) => shotName('sharing', `A-${name}`);
      const stepB = (name: string) => shotName('sharing', `B-${name}`);

      await Promise.all([
        createVerifiedAccount(server, owner),
        createVerifiedAccount(server, borrower),
      ]);
      const items = await uploadList(await apiToken(owner));
      expect(items).toHaveLength(11);
      expect(items).toEqual(expect.arrayContaining([DRILL, BIKE]));
      await signInToBrowse(a, owner);

      // 1. A shares the drill: Lend with the default return date.
      await openItem(a, DRILL, 'drill');
      const ownershipA = a.getByRole('region', { name: 'Ownership' });
      await ownershipA.getByText('Your Item', { exact: true }).waitFor();
      await ownershipA.getByRole('button', { name: 'Share Item' }).click();
      const shareDialog = a.getByRole('dialog', { name: 'Share Item' });
      const lend = shareDialog.getByRole('radio', { name: /^Lend\b/ });
      await expect.poll(() => lend.getAttribute('aria-checked'), POLL).toBe('true');
      expect(
        await shareDialog.getByRole('radio', { name: /^Give Away\b/ }).getAttribute('aria-checked'),
      ).toBe('false');
      const returnDate = await shareDialog
        .getByLabel('Expected return date', { exact: true })
        .inputValue();
      expect(returnDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${returnDate}T00:00:00Z`).getTime()).toBeGreaterThan(Date.now());
      await shot(a, stepA('01-share-dialog'));
      await shareDialog.getByRole('button', { name: 'Create Share Link' }).click();
      const sharedDialog = a.getByRole('dialog', { name: 'Item Shared' });
      const linkField = sharedDialog.getByRole('textbox', { name: 'Share link' });
      await expect.poll(() => linkField.inputValue(), POLL).toMatch(/\/share\/[^/?#]+$/);
      const shareLink = await linkField.inputValue();
      await shot(a, stepA('01-share-link'));
      await sharedDialog.getByRole('button', { name: 'Done' }).click();
      await sharedDialog.waitFor({ state: 'hidden' });
      await ownershipA.getByText('Share Pending', { exact: true }).waitFor();
      await shot(a, stepA('01-share-pending'));

      // 2. B, signed out, opens the link, is asked to log in and comes back to claim it.
      await b.goto(shareLink);
      await b.getByRole('heading', { level: 1, name: DRILL }).waitFor();
      await b.getByText(owner.fullName, { exact: true }).waitFor();
      await shot(b, stepB('02-share-page'));
      await b.getByRole('button', { name: 'Claim', exact: true }).click();
      const loginRequired = b.getByRole('alertdialog', { name: 'Login Required' });
      await loginRequired.waitFor();
      await shot(b, stepB('02-login-required'));
      await loginRequired.getByRole('button', { name: 'Log In' }).click();
      await fillLogin(b, borrower);
      // The post-login redirect: back on the same share page, now signed in.
      await b.getByRole('heading', { level: 1, name: DRILL }).waitFor();
      await b.getByRole('link', { name: 'Open Circle' }).waitFor();
      expect(new URL(b.url()).pathname).toBe(new URL(shareLink).pathname);
      await shot(b, stepB('02-back-on-share-page'));
      await b.getByRole('button', { name: 'Claim', exact: true }).click();
      await b
        .getByRole('textbox', { name: 'Message to the owner (optional)' })
        .fill(MESSAGES.claim);
      await shot(b, stepB('02-confirm-claim'));
      await b.getByRole('button', { name: 'Confirm Claim' }).click();
      await b.getByRole('heading', { name: 'Item Claimed' }).waitFor();
      await shot(b, stepB('02-claimed'));
      await b.getByRole('link', { name: 'View in Borrowed' }).click();
      const borrowedTab = b.getByRole('tab', { name: 'Borrowed', exact: true });
      await expect.poll(() => borrowedTab.getAttribute('aria-selected'), POLL).toBe('true');
      const drillCardB = shareCard(b.getByRole('tabpanel'), DRILL);
      await cardStatus(drillCardB, 'Borrowing');
      await drillCardB.getByText(`From ${owner.fullName}`).waitFor();
      await shot(b, stepB('02-borrowed'));

      // 3. B returns the drill (phone: in ItemDetail; desktop: on the share card).
      if (profile.name === 'phone') {
        await drillCardB.getByRole('link', { name: DRILL, exact: true }).click();
        await b.getByRole('heading', { level: 1, name: DRILL }).waitFor();
        const ownershipB = b.getByRole('region', { name: 'Ownership' });
        await ownershipB.getByText(`Borrowed from ${owner.fullName}`).waitFor();
        await shot(b, stepB('03-item-borrowed'));
        await ownershipB.getByRole('button', { name: 'Mark as Returned' }).click();
        const confirm = b.getByRole('alertdialog', { name: 'Mark as Returned?' });
        await confirm.getByRole('button', { name: 'Not Now' }).waitFor();
        await shot(b, stepB('03-return-confirm'));
        await confirm.getByRole('button', { name: 'Mark as Returned' }).click();
        await toast(b, 'Marked as Returned').waitFor();
        // The item leaves B's inventory: back to Borrowed.
        await expect.poll(() => borrowedTab.getAttribute('aria-selected'), POLL).toBe('true');
      } else {
        await drillCardB.getByRole('button', { name: 'Mark as Returned' }).click();
        await toast(b, 'Marked as Returned').waitFor();
      }
      await cardStatus(drillCardB, 'Returned');
      expect(await drillCardB.getByRole('button', { name: 'Mark as Returned' }).count()).toBe(0);
      await shot(b, stepB('03-returned'));

      // A sees it returned without reloading (the live stream refetches A's screens) and closes
      // the loan (phone: My Shares; desktop: ItemDetail).
      if (profile.name === 'phone') {
        await a.getByRole('button', { name: 'Back' }).click();
        const shares = await openCommunityTab(a, 'My Shares');
        const drillCardA = shareCard(shares, DRILL);
        await cardStatus(drillCardA, 'Returned');
        await drillCardA.getByText(`To ${borrower.fullName}`).waitFor();
        await shot(a, stepA('03-returned'));
        await drillCardA.getByRole('button', { name: 'Mark as Complete' }).click();
        const confirm = a.getByRole('alertdialog', { name: 'Mark as Complete?' });
        await confirm.getByRole('button', { name: 'Keep' }).waitFor();
        await shot(a, stepA('03-complete-confirm'));
        await confirm.getByRole('button', { name: 'Mark as Complete' }).click();
        await toast(a, 'Marked as Complete').waitFor();
      } else {
        await a.getByRole('heading', { level: 1, name: DRILL }).waitFor();
        await ownershipA.getByText('Returned', { exact: true }).waitFor();
        await shot(a, stepA('03-returned'));
        await ownershipA.getByRole('button', { name: 'Mark as Complete' }).click();
        const confirm = a.getByRole('alertdialog', { name: 'Mark as Complete?' });
        await confirm.getByRole('button', { name: 'Not Now' }).waitFor();
        await shot(a, stepA('03-complete-confirm'));
        await confirm.getByRole('button', { name: 'Mark as Complete' }).click();
        await toast(a, 'Marked as Complete').waitFor();
        await ownershipA.getByText('Recently Returned', { exact: true }).waitFor();
        await shot(a, stepA('03-recently-returned'));
        await a.getByRole('button', { name: 'Back' }).click();
        await openCommunityTab(a, 'My Shares');
      }
      // The final status on both sides: the share moved to History as Completed.
      const historyA = a.getByRole('region', { name: /^History/ });
      await cardStatus(shareCard(historyA, DRILL), 'Completed');
      expect(await a.getByRole('region', { name: /^Active/ }).count()).toBe(0);
      await shot(a, stepA('03-completed'));
      await expect.poll(() => borrowedTab.getAttribute('aria-selected'), POLL).toBe('true');
      await cardStatus(shareCard(b.getByRole('region', { name: /^History/ }), DRILL), 'Completed');
      await shot(b, stepB('03-completed'));

      // 4. A makes the bike public; B finds it in Discover and asks to borrow it.
      await openItem(a, BIKE, 'trek');
      const publicSwitch = a.getByRole('switch', { name: 'Public' });
      expect(await publicSwitch.getAttribute('aria-checked')).toBe('false');
      await publicSwitch.click();
      await expect.poll(() => publicSwitch.getAttribute('aria-checked'), POLL).toBe('true');
      await ownershipA.getByText('Public Item', { exact: true }).waitFor();
      await shot(a, stepA('04-bike-public'));

      const discover = await openCommunityTab(b, 'Discover');
      await discover.getByRole('searchbox', { name: 'Search public items' }).fill('trek');
      // Only A's bike among this run's results (an earlier run's bike may be listed, lent out).
      const bikeCardB = discover.getByRole('article').filter({ hasText: owner.fullName });
      const requestBike = bikeCardB.getByRole('button', { name: `Request to borrow ${BIKE}` });
      await requestBike.waitFor();
      await bikeCardB.getByText('Request to Borrow', { exact: true }).waitFor();
      expect(await bikeCardB.count()).toBe(1);
      expect(await requestBike.getAttribute('aria-disabled')).toBeNull();
      await shot(b, stepB('04-discover'));
      await requestBike.click();
      const requestDialog = b.getByRole('dialog', { name: 'Request to Borrow' });
      await requestDialog
        .getByRole('textbox', { name: 'Message (optional)' })
        .fill(MESSAGES.request);
      await shot(b, stepB('04-request-dialog'));
      await requestDialog.getByRole('button', { name: 'Send Request' }).click();
      await toast(b, 'Request Sent').waitFor();
      await requestDialog.waitFor({ state: 'hidden' });

      // 5. A sees the pending request under Requests (after a refresh, as in step 3) and approves it.
      await a.getByRole('button', { name: 'Back' }).click();
      await openCommunityTab(a, /^Requests\b/);
      await refresh(a);
      const requests = await openCommunityTab(a, 'Requests 1 pending');
      const status = requests.getByRole('group', { name: 'Status' });
      await status.getByRole('button', { name: 'All 1', exact: true }).waitFor();
      await status.getByRole('button', { name: 'Pending 1', exact: true }).waitFor();
      const respond = requests.getByRole('button', {
        name: `Respond to ${borrower.fullName}'s request for ${BIKE}`,
      });
      await respond.waitFor();
      await requests.getByText(`“${MESSAGES.request}”`).waitFor();
      await shot(a, stepA('05-requests'));
      await respond.click();
      const respondDialog = a.getByRole('dialog', { name: 'Borrow Request' });
      await respondDialog
        .getByRole('textbox', { name: 'Response message (optional)' })
        .fill(MESSAGES.response);
      await shot(a, stepA('05-respond-dialog'));
      await respondDialog.getByRole('button', { name: 'Approve' }).click();
      await toast(a, 'Request Approved').waitFor();
      await respondDialog.waitFor({ state: 'hidden' });
      await a.getByRole('tab', { name: 'Requests', exact: true }).waitFor();
      await shot(a, stepA('05-approved'));

      // 6. B claims the approved request from Requests → Sent; the bike is in Borrowed.
      const requestsB = await openCommunityTab(b, 'Requests');
      await requestsB.getByRole('button', { name: 'Sent', exact: true }).click();
      const claimNow = requestsB.getByRole('button', { name: `Claim now: ${BIKE}` });
      await claimNow.waitFor();
      await requestsB.getByText(`Reply: “${MESSAGES.response}”`).waitFor();
      await shot(b, stepB('06-sent-approved'));
      await claimNow.click();
      await toast(b, 'Item Claimed').waitFor();
      await claimNow.waitFor({ state: 'detached' });
      const borrowed = await openCommunityTab(b, 'Borrowed');
      const bikeCard = shareCard(borrowed, BIKE);
      await cardStatus(bikeCard, 'Borrowing');
      await bikeCard.getByText(`From ${owner.fullName}`).waitFor();
      await shot(b, stepB('06-borrowed-bike'));

      // A's My Shares: the bike is lent out to B.
      const sharesA = await openCommunityTab(a, 'My Shares');
      await refresh(a);
      const bikeCardA = shareCard(sharesA, BIKE);
      await cardStatus(bikeCardA, 'Lent Out');
      await bikeCardA.getByText(`To ${borrower.fullName}`).waitFor();
      await bikeCardA.getByRole('button', { name: 'Send Reminder' }).waitFor();
      await shot(a, stepA('06-lent-out'));

      expect(sessionA.unexpectedProblems()).toEqual([]);
      expect(sessionB.unexpectedProblems()).toEqual([]);
    });
  },
);
