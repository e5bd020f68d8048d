import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, newAccount, signInThroughLogin } from './support/accounts';
import { VIEWPORTS, launchBrowser, newPage, shot } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/** A German receipt in euros, uploaded to a deployment that counts in US dollars. */
const RECEIPT = `MÖBELHAUS KÖLN
Sofa "Lisa"                     1.199,00 €
Summe                          1.199,00 €
Girocard                       1.199,00 €
`;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a receipt in another currency', () => {
  it.each(VIEWPORTS)(
    'shows the converted value and the amount on the receipt ($name)',
    async (profile) => {
      const account = newAccount(`euro-${profile.name}`);
      await createVerifiedAccount(server, account);
      const session = await newPage(browser, profile);
      try {
        const { page } = session;
        await signInThroughLogin(page, server.url, account);
        const token = await page.evaluate(() => localStorage.getItem('circle.auth_token'));
        const form = new FormData();
        form.set('content_type', 'text');
        form.set('text_content', RECEIPT);
        const response = await fetch(`${server.url}/api/upload/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        expect(response.status).toBe(201);
        const body = (await response.json()) as { inventory_items: Array<{ id: string }> };
        const [sofa] = body.inventory_items;

        await page.goto(`${server.url}/item/${sofa!.id}`);
        await page.getByText('€1,199.00 on the receipt').waitFor();
        expect(await page.locator('.item-detail__value').innerText()).toMatch(/^\$1,\d{3}\.\d{2}/);
        await shot(page, `documents-original-amount-${profile.name}`);
        expect(session.unexpectedProblems()).toEqual([]);
      } finally {
        await session.close();
      }
    },
  );
});
