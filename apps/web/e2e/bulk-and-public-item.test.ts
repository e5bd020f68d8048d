import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, newAccount, signInThroughLogin } from './support/accounts';
import { api, apiToken } from './support/api';
import { VIEWPORTS, launchBrowser, newPage, shot } from './support/browser';
import { startServer, type RunningServer } from './support/server';

describe('Browse selection and bulk actions; a public item’s page (real browser)', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const profile of VIEWPORTS) {
    it(`selects, acts on many items, undoes a delete and reads a public item (${profile.name})`, async () => {
      const owner = newAccount(`owner ${profile.name}`, 'Rosa Lind');
      const reader = newAccount(`reader ${profile.name}`, 'Ada Lovelace');
      await createVerifiedAccount(server, owner);
      await createVerifiedAccount(server, reader);
      const token = await apiToken(server.url, owner);
      await api(server.url, token, '/auth/update-profile', {
        method: 'PUT',
        json: { public_area: 'Kreuzberg' },
      });
      const names = [
        'Cordless drill',
        'HDMI cable',
        'HDMI cable (long)',
        'Camping tent',
        'Desk lamp',
      ];
      const ids: string[] = [];
      for (const name of names) {
        const item = await api<{ id: string }>(server.url, token, '/users/inventory', {
          method: 'POST',
          json: {
            item_name: name,
            item_category: name === 'Cordless drill' ? 'tools' : 'household items',
            estimated_value: 40,
            location: 'Garage, shelf 2',
            ...(name === 'Cordless drill'
              ? {
                  brand: 'Makita',
                  condition: 'good',
                  item_description: 'An 18 V drill with two batteries.',
                }
              : {}),
          },
        });
        ids.push(item.id);
      }

      const session = await newPage(browser, profile);
      const { page } = session;
      await signInThroughLogin(page, server.url, owner);
      await page.goto(`${server.url}/browse`);
      await page.getByRole('button', { name: 'Select', exact: true }).click();
      await page.getByRole('checkbox', { name: 'Select HDMI cable', exact: true }).click();
      await page.getByRole('checkbox', { name: 'Select HDMI cable (long)' }).click();
      await page.getByText('2 selected').waitFor();
      // A tap selects; it did not open the item.
      expect(new URL(page.url()).pathname).toBe('/browse');
      await shot(page, `bulk-select-cards-${profile.name}`);

      // Merge the two cables into the first.
      await page
        .getByRole('toolbar', { name: 'Selected items' })
        .getByRole('button', { name: 'Merge' })
        .click();
      await page.getByRole('button', { name: 'Merge 2 Items' }).click();
      await page.getByText('2 items are now "HDMI cable" (quantity 2).').waitFor();

      // The table selects too: all shown rows, then publish them.
      await page.getByRole('button', { name: 'Table' }).click();
      await page.getByRole('button', { name: 'Select', exact: true }).click();
      await page.getByRole('checkbox', { name: 'Select all shown items' }).click();
      await page.getByText('4 selected').waitFor();
      await shot(page, `bulk-select-table-${profile.name}`);
      await page
        .getByRole('toolbar', { name: 'Selected items' })
        .getByRole('button', { name: 'Publish', exact: true })
        .click();
      await page.getByText('4 items are now public.').waitFor();

      // Delete, then undo: nothing is deleted.
      await page.getByRole('button', { name: 'Select', exact: true }).click();
      await page.getByRole('checkbox', { name: 'Select Desk lamp' }).click();
      await page
        .getByRole('toolbar', { name: 'Selected items' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await page.getByRole('button', { name: 'Undo' }).click();
      await page
        .getByRole('checkbox', { name: 'Select Desk lamp' })
        .or(page.getByRole('link', { name: 'Desk lamp' }))
        .waitFor();
      await page.waitForTimeout(9_000);
      const list = await api<{ items: { item_name: string }[] }>(
        server.url,
        token,
        '/users/inventory',
      );
      expect(list.items.map((item) => item.item_name).sort()).toEqual([
        'Camping tent',
        'Cordless drill',
        'Desk lamp',
        'HDMI cable',
      ]);
      await session.close();

      // Another user reads the drill's page before asking for it.
      const other = await newPage(browser, profile);
      await signInThroughLogin(other.page, server.url, reader);
      await other.page.goto(`${server.url}/discover/items/${ids[0]}`);
      await other.page.getByRole('heading', { level: 1, name: 'Cordless drill' }).waitFor();
      await other.page.getByText('Kreuzberg').waitFor();
      expect(await other.page.getByText(/Garage/).count()).toBe(0);
      await shot(other.page, `public-item-${profile.name}`);
      await other.page.getByRole('button', { name: 'Ask to Borrow' }).click();
      await other.page.getByRole('dialog', { name: 'Request to Borrow' }).waitFor();
      expect(other.unexpectedProblems()).toEqual([]);
      await other.close();
    }, 180_000);
  }
});
