import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createVerifiedAccount, newAccount, signInThroughLogin } from './support/accounts';
import { VIEWPORTS, launchBrowser, newPage, shot, type PageSession } from './support/browser';
import { api, apiToken } from './support/api';
import { mailsTo } from './support/outbox';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The 6-digit code of the newest invitation mail to `email`. */
async function invitationCode(email: string): Promise<string> {
  const mail = (await mailsTo(server.dataDir, email)).at(-1);
  if (!mail) throw new Error(`no invitation mail to ${email}`);
  const text = (await readFile(path.join(server.dataDir, 'outbox', mail.file), 'utf8')).replace(
    /=\r?\n/g,
    '',
  );
  const code = /code (\d{6})/.exec(text)?.[1];
  if (!code) throw new Error('the invitation mail has no code');
  return code;
}

describe.each(VIEWPORTS)('households on a $name ($width×$height)', (profile) => {
  let session: PageSession;
  const step = (name: string) => `households-${profile.name}-${name}`;

  beforeEach(async () => {
    session = await newPage(browser, profile);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      await shot(session.page, step(`failed-${task.name}`)).catch(() => undefined);
    }
    await session.close();
  });

  it('creates a household, invites a member, switches to it and shows who added what', async () => {
    const ada = newAccount(`households.owner.${profile.name}`, 'Ada Lovelace');
    const sam = newAccount(`households.member.${profile.name}`, 'Sam Lee');
    await Promise.all([createVerifiedAccount(server, ada), createVerifiedAccount(server, sam)]);
    const { page } = session;

    await signInThroughLogin(page, server.url, ada);
    await page.goto(`${server.url}/households`);
    await page.getByRole('heading', { level: 1, name: 'Households' }).waitFor();
    await page.getByRole('heading', { name: "Ada Lovelace's home" }).waitFor();
    await shot(page, step('01-personal'));

    await page.getByLabel('New household').fill('Maple Street');
    await page.getByRole('button', { name: 'Create household' }).click();
    await page.getByRole('heading', { name: 'Maple Street' }).waitFor();
    await page.getByLabel('E-mail').fill(sam.email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(sam.email, { exact: true }).waitFor();
    await shot(page, step('02-invited'));

    // Sam joins with the mailed code and adds an item to the household.
    const samToken = await apiToken(server.url, sam);
    const joined = await api<{ household: { id: string } }>(
      server.url,
      samToken,
      '/households/invitations/accept',
      { method: 'POST', json: { code: await invitationCode(sam.email) } },
    );
    await api(server.url, samToken, '/users/inventory', {
      method: 'POST',
      json: {
        item_name: 'Espresso grinder',
        estimated_value: 240,
        household_id: joined.household.id,
      },
    });

    await page.reload();
    await page.getByText('Sam Lee').first().waitFor();
    await page.getByRole('combobox', { name: 'Role of Sam Lee' }).waitFor();
    await shot(page, step('03-members'));

    await page.goto(`${server.url}/browse`);
    const switcher = page.getByRole('combobox', { name: 'Household' }).first();
    await switcher.waitFor();
    expect(await switcher.inputValue()).toBe(joined.household.id);
    await page.getByRole('link', { name: 'Espresso grinder' }).waitFor();
    await page.getByText('Added by Sam Lee').first().waitFor();
    await shot(page, step('04-browse'));

    // Back to the personal household: its own (empty) inventory.
    await switcher.selectOption({ label: "Ada Lovelace's home" });
    await expect.poll(() => page.getByRole('link', { name: 'Espresso grinder' }).count()).toBe(0);

    await page.goto(`${server.url}/households/join?token=not-a-real-token`);
    await page.getByRole('button', { name: 'Join household' }).click();
    await page.getByText('Invitation not found').waitFor();
    await shot(page, step('05-join'));
  }, 120_000);
});
