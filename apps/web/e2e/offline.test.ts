import type { InventoryItem } from '@circle/contract';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, newAccount, signInThroughLogin } from './support/accounts';
import { ACTION_TIMEOUT_MS, PHONE, launchBrowser, newPage, shot } from './support/browser';
import { readItemNames } from './support/inventory';
import { api, offlineCopyReady, outboxSize, serverItems, tokenOf } from './support/offline';
import { startServer, type RunningServer } from './support/server';

/** Copying every screen's code and the inventory to the device takes a while on a busy machine. */
const READY = { timeout: 60_000, interval: 250 } as const;
const POLL = { timeout: ACTION_TIMEOUT_MS, interval: 100 } as const;

const SEEDED = [
  { item_name: 'Camping lantern', item_category: 'outdoor', location: 'Garage shelf' },
  { item_name: 'Cordless drill', item_category: 'tools', location: 'Garage' },
  { item_name: 'Garden hose', item_category: 'garden', location: 'Shed' },
  { item_name: 'Bike pump', item_category: 'sports', location: 'Hallway' },
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

async function photo(color: string): Promise<Buffer> {
  return sharp({ create: { width: 96, height: 96, channels: 3, background: color } })
    .png()
    .toBuffer();
}

async function seed(token: string): Promise<Map<string, InventoryItem>> {
  const items = new Map<string, InventoryItem>();
  for (const body of SEEDED) {
    const item = await api<InventoryItem>(server.url, token, '/users/inventory', {
      method: 'POST',
      json: body,
    });
    items.set(body.item_name, item);
  }
  const lantern = items.get('Camping lantern')!;
  const picture = new FormData();
  picture.append(
    'file',
    new Blob([new Uint8Array(await photo('#ffb38a'))], { type: 'image/png' }),
    'lantern.png',
  );
  items.set(
    'Camping lantern',
    await api<InventoryItem>(server.url, token, `/users/inventory/${lantern.id}/picture`, {
      method: 'PUT',
      body: picture,
    }),
  );
  return items;
}

async function settledNames(page: Page, expected: readonly string[]): Promise<void> {
  await expect
    .poll(async () => [...((await readItemNames(page)) ?? [])].sort(), POLL)
    .toEqual([...expected].sort());
}

async function openItem(page: Page, name: string): Promise<void> {
  await page.getByRole('tabpanel').getByRole('article').filter({ hasText: name }).first().click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

async function dismissToasts(page: Page): Promise<void> {
  for (const button of await page.getByRole('button', { name: 'Dismiss notification' }).all()) {
    await button.click().catch(() => undefined);
  }
}

async function saveDetails(page: Page, field: string, value: string): Promise<void> {
  await page.getByLabel(field, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Exact: the offline banner's "Showing what's saved on this device" must not pass for the toast.
  await page.getByText('Saved on this device', { exact: true }).first().waitFor();
}

describe('offline', () => {
  it(
    'opens signed in without a connection, browses, edits and adds, and syncs everything once',
    { timeout: 300_000 },
    async () => {
      const account = newAccount('offline');
      await createVerifiedAccount(server, account);
      const session = await newPage(browser, PHONE);
      const { page, context } = session;
      try {
        await signInThroughLogin(page, server.url, account);
        const token = await tokenOf(page);
        const seeded = await seed(token);

        // Online: the inventory and the lantern's picture are seen once.
        await page.goto(`${server.url}/browse`);
        await settledNames(
          page,
          SEEDED.map((item) => item.item_name),
        );
        await openItem(page, 'Camping lantern');
        await page.locator('img[alt="Camping lantern"]').first().waitFor();
        await page.goBack();
        await expect.poll(() => offlineCopyReady(page, SEEDED.length), READY).toBe(true);

        // The connection goes; the app is opened again.
        await context.setOffline(true);
        await page.reload();
        await page.getByText("You're offline.").waitFor();
        await settledNames(
          page,
          SEEDED.map((item) => item.item_name),
        );

        // Search and filters answer from the device's copy.
        await page.getByPlaceholder('Search items...').fill('garage');
        await settledNames(page, ['Camping lantern', 'Cordless drill']);
        await page.getByPlaceholder('Search items...').fill('lantern');
        await settledNames(page, ['Camping lantern']);

        // The item opens with the picture seen before, and is edited.
        await openItem(page, 'Camping lantern');
        await expect
          .poll(
            () =>
              page
                .locator('img[alt="Camping lantern"]')
                .first()
                .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
            POLL,
          )
          .toBe(true);
        await saveDetails(page, 'Notes', 'Needs new batteries');
        await page.getByText('Waiting to sync').first().waitFor();

        // Meanwhile the hose changes elsewhere, and is edited here too: a conflict.
        await page.goto(`${server.url}/item/${seeded.get('Garden hose')!.id}`);
        await page.getByRole('heading', { level: 1, name: 'Garden hose' }).waitFor();
        await api(server.url, token, `/users/inventory/${seeded.get('Garden hose')!.id}`, {
          method: 'PATCH',
          json: { location: 'Basement' },
        });
        await saveDetails(page, 'Place', 'Back porch');
        await expect.poll(() => outboxSize(page), POLL).toBe(2);

        // An item added by hand, with its photo.
        await page.goto(`${server.url}/browse`);
        await page.getByRole('button', { name: 'Add item' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('Name', { exact: true }).fill('Head torch');
        await dialog.getByLabel('Place', { exact: true }).fill('Garage');
        await dialog.locator('input[type="file"]').setInputFiles({
          name: 'torch.png',
          mimeType: 'image/png',
          buffer: await photo('#8cbcff'),
        });
        await dialog.getByRole('button', { name: 'Add item' }).click();
        await page.getByRole('heading', { level: 1, name: 'Head torch' }).waitFor();
        await page.getByText('Waiting to sync').first().waitFor();
        // Its photo shows from the device until the server has it.
        await expect
          .poll(
            () =>
              page
                .locator('img[alt="Head torch"]')
                .first()
                .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
            POLL,
          )
          .toBe(true);
        await dismissToasts(page);
        await shot(page, 'offline-item-waiting-phone');

        await page.goto(`${server.url}/browse`);
        await settledNames(page, [...SEEDED.map((item) => item.item_name), 'Head torch']);
        await page.getByText('4 changes waiting to sync').waitFor();
        await dismissToasts(page);
        await shot(page, 'offline-banner-phone');
        await page.setViewportSize({ width: 1280, height: 800 });
        await shot(page, 'offline-banner-desktop');
        await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
        expect(await serverItems(server.url, token)).toHaveLength(SEEDED.length);

        // The connection returns: the changes go out; the hose asks which version to keep.
        await context.setOffline(false);
        await page.getByRole('button', { name: 'Choose' }).click();
        const conflict = page.getByRole('dialog', { name: 'Changed in two places' });
        await conflict.getByRole('cell', { name: 'Back porch' }).waitFor();
        await conflict.getByRole('cell', { name: 'Basement' }).waitFor();
        await shot(page, 'offline-conflict-phone');
        await conflict.getByRole('button', { name: 'Keep your version' }).click();
        await page.getByText('All changes synced.').waitFor();
        await shot(page, 'offline-synced-phone');
        await expect.poll(() => outboxSize(page), POLL).toBe(0);

        // Everything reached the server exactly once.
        const items = await serverItems(server.url, token);
        const named = (name: string) => items.filter((item) => item.item_name === name);
        expect(items).toHaveLength(SEEDED.length + 1);
        expect(named('Head torch')).toHaveLength(1);
        expect(named('Head torch')[0]).toMatchObject({ location: 'Garage' });
        expect(named('Head torch')[0]!.image_url).not.toBeNull();
        expect(named('Camping lantern')[0]!.notes).toBe('Needs new batteries');
        expect(named('Garden hose')[0]!.location).toBe('Back porch');
        expect(named('Cordless drill')[0]!.notes).toBeNull();
        // In the order they were made: the lantern's edit before the torch was added.
        expect(named('Camping lantern')[0]!.updated_at <= named('Head torch')[0]!.created_at).toBe(
          true,
        );
        expect(
          session.unexpectedProblems([/ERR_INTERNET_DISCONNECTED/, /Failed to fetch/]),
        ).toEqual([]);
      } finally {
        await session.close();
      }
    },
  );
});
