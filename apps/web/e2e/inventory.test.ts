import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createVerifiedAccount, newAccount, signInThroughLogin } from './support/accounts';
import {
  ACTION_TIMEOUT_MS,
  VIEWPORTS,
  launchBrowser,
  newPage,
  shot,
  type PageSession,
} from './support/browser';
import {
  fixture,
  fixtureJourney,
  fixturesPresent,
  parseShownValue,
  readItemCards,
  readItemNames,
  waitForUploads,
  type CardText,
} from './support/inventory';
import { startServer, type RunningServer } from './support/server';

const PHOTO = 'coffee.png';
const DOCUMENT = 'home_inventory_list.txt';
const FILES = [fixture(`images/${PHOTO}`), fixture(`documents/${DOCUMENT}`)];

/** The real local AI analyses both files; the first photo of the server loads the model. */
const UPLOAD_TIMEOUT_MS = 90_000;

// Items of documents/expected.json (home_inventory_list.txt) the journey relies on.
const LIST = {
  tv: 'Samsung 65" QLED TV',
  laptop: 'Dell XPS 15 laptop',
  sofa: 'IKEA Kivik sofa',
  camera: 'Canon EOS R6 camera body',
  drill: 'DeWalt 20V cordless drill kit',
} as const;
/** The photo of a cup of coffee yields a cup (expected.json: "expect a cup"). */
const CUP = /cup/i;

const EDIT = { location: 'Office desk', notes: 'Work laptop', value: '1400' } as const;

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

/** The cards once the list has settled and `ready` holds for them. */
async function settledCards(
  page: Page,
  ready: (cards: CardText[]) => boolean,
): Promise<CardText[]> {
  let settled: CardText[] = [];
  await expect
    .poll(async () => {
      const cards = await readItemCards(page);
      if (!cards || !ready(cards)) return false;
      settled = cards;
      return true;
    }, POLL)
    .toBe(true);
  return settled;
}

/**
 * The card buttons and links the floating camera button sits on, with the page scrolled to
 * `fraction` of its height and then back up a little (the button is out while reading down).
 */
async function cardActionsUnderCamera(page: Page, fraction: number): Promise<string[]> {
  await page.evaluate((f) => {
    window.scrollTo({ top: (document.documentElement.scrollHeight - innerHeight) * f });
  }, fraction);
  if (fraction > 0) {
    await page.mouse.wheel(0, -60);
    // The button's transition back into place.
    await page.waitForTimeout(400);
  }
  return page.evaluate(() => {
    const camera = document.querySelector('a[aria-label^="Upload photos"]');
    if (!camera) return ['no camera button'];
    const fab = camera.getBoundingClientRect();
    return [...document.querySelectorAll('article button, article a')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.left < fab.right &&
          box.right > fab.left &&
          box.top < fab.bottom &&
          box.bottom > fab.top
        );
      })
      .map((element) => element.getAttribute('aria-label') ?? element.textContent ?? '?');
  });
}

function namesOf(cards: readonly CardText[]): string[] {
  return cards.map((card) => card.name);
}

describe.skipIf(!fixturesPresent).each(VIEWPORTS)(
  fixtureJourney('inventory on a $name ($width×$height)'),
  (profile) => {
    let session: PageSession;
    let page: Page;
    const shotName = (journey: string, step: string) => `${journey}-${profile.name}-${step}`;

    beforeEach(async () => {
      session = await newPage(browser, profile);
      page = session.page;
    });

    afterEach(async ({ task }) => {
      if (task.result?.state === 'fail') {
        await shot(page, shotName('failed', task.name)).catch(() => undefined);
      }
      await session.close();
    });

    it('uploads a photo and a list, filters, sorts, edits an item, zooms its photo and deletes a file', async () => {
      const account = newAccount(`inventory.${profile.name}`, 'Ada Lovelace');
      const step = (name: string) => shotName('inventory', name);
      await createVerifiedAccount(server, account);
      await signInThroughLogin(page, server.url, account);

      const panel = page.getByRole('tabpanel');
      const tab = (name: string) => page.getByRole('tab', { name, exact: true });
      const itemLink = (name: string | RegExp) =>
        panel.getByRole('article').getByRole('link', { name, exact: typeof name === 'string' });

      // 1. Browse is empty; the floating camera button opens Upload.
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Browse' })
        .click();
      await panel.getByRole('heading', { name: 'No items found' }).waitFor();
      await page.getByRole('link', { name: /^Upload photos/ }).click();
      await page.getByRole('heading', { name: 'Upload Item', exact: true }).waitFor();
      await page.getByTestId('gallery-input').setInputFiles(FILES);
      await page.getByRole('heading', { name: '2 files selected' }).waitFor();
      const selected = page.getByRole('list', { name: 'Selected files' });
      await selected.getByText(PHOTO, { exact: true }).waitFor();
      await selected.getByText(DOCUMENT, { exact: true }).waitFor();
      await page.getByRole('img', { name: `Preview of ${PHOTO}` }).waitFor();
      await shot(page, step('01-upload-selection'));
      await page.getByRole('button', { name: 'Quick Upload' }).click();
      await page.getByRole('status').filter({ hasText: '2 files added to Upload Queue' }).waitFor();
      await waitForUploads(page, [PHOTO, DOCUMENT], UPLOAD_TIMEOUT_MS);
      const queue = page.getByRole('list', { name: 'Uploads' });
      await expect
        .poll(() => queue.getByRole('listitem', { name: DOCUMENT }).textContent(), POLL)
        .toMatch(/\d+ items found/);
      await shot(page, step('01-upload-complete'));

      // 2. Browse (Items): the cup from the photo and the list's items.
      await page.getByRole('button', { name: 'Back' }).click();
      await expect.poll(() => tab('Items').getAttribute('aria-selected'), POLL).toBe('true');
      const all = await settledCards(page, (cards) => {
        const names = namesOf(cards);
        return names.some((name) => CUP.test(name)) && names.includes(LIST.laptop);
      });
      expect(namesOf(all)).toEqual(expect.arrayContaining([LIST.tv, LIST.laptop, LIST.sofa]));
      await page.getByText(`${all.length} items`, { exact: true }).waitFor();
      await shot(page, step('02-browse-items'));
      // The floating camera button never sits on a card's actions, at rest or after scrolling.
      for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
        expect(await cardActionsUnderCamera(page, fraction), `scrolled to ${fraction}`).toEqual([]);
      }
      await page.evaluate(() => window.scrollTo({ top: 0 }));

      // 3. Filters: category Electronics in the sheet, then a search, then everything again.
      await panel.getByRole('button', { name: 'Filters', exact: true }).click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await sheet
        .getByRole('radiogroup', { name: 'Category' })
        .getByRole('radio', { name: 'Electronics' })
        .click();
      await expect
        .poll(
          () => sheet.getByRole('radio', { name: 'Electronics' }).getAttribute('aria-checked'),
          POLL,
        )
        .toBe('true');
      await shot(page, step('03-filters-sheet'));
      await sheet.getByRole('button', { name: 'Show Results' }).click();
      await sheet.waitFor({ state: 'hidden' });
      await panel.getByRole('button', { name: 'Filters, 1 active' }).waitFor();
      const electronics = await settledCards(
        page,
        (cards) => cards.length > 0 && cards.every((card) => card.category === 'Electronics'),
      );
      expect(namesOf(electronics)).toEqual(
        expect.arrayContaining([LIST.laptop, LIST.tv, LIST.camera]),
      );
      expect(namesOf(electronics)).not.toContain(LIST.sofa);
      expect(electronics.length).toBeLessThan(all.length);
      await shot(page, step('03-filter-electronics'));

      await panel.getByRole('searchbox', { name: 'Search items' }).fill('dell');
      await expect.poll(() => readItemNames(page), POLL).toEqual([LIST.laptop]);
      await panel.getByText('1 item', { exact: true }).waitFor();
      await shot(page, step('03-search-dell'));

      await panel.getByRole('button', { name: 'Clear search' }).click();
      await panel
        .getByRole('group', { name: 'Quick filters' })
        .getByRole('button', { name: 'All', exact: true })
        .click();
      await panel.getByRole('button', { name: 'Filters', exact: true }).waitFor();
      await expect
        .poll(async () => (await readItemNames(page))?.slice().sort(), POLL)
        .toEqual(namesOf(all).sort());

      // 4. Sort by Value: the first choice sorts ascending (spec §4), a second tap reverses it.
      const sortGroup = panel.getByRole('group', { name: 'Sort by' });
      await sortGroup.getByRole('button', { name: 'Sort by Value' }).click();
      await sortGroup.getByRole('button', { name: 'Sort by Value, ascending' }).waitFor();
      const ascending = await settledCards(page, (cards) => {
        const values = cards.map((card) => parseShownValue(card.value));
        return values.every(
          (value, index) => index === 0 || (values[index - 1] ?? Infinity) <= (value ?? Infinity),
        );
      });
      const valued = ascending.filter((card) => parseShownValue(card.value) !== null);
      // The camera ($2,099) is the most valuable: last of the items with a value (no value sorts last).
      expect(valued.at(-1)?.name).toBe(LIST.camera);
      const ascendingNames = namesOf(ascending);
      // The cup (a few dollars) is the least valuable: the first card.
      expect(ascendingNames[0]).toMatch(CUP);
      expect(ascendingNames.indexOf(LIST.drill)).toBeLessThan(ascendingNames.indexOf(LIST.laptop));
      expect(ascendingNames.indexOf(LIST.laptop)).toBeLessThan(ascendingNames.indexOf(LIST.camera));
      await shot(page, step('04-sort-value-ascending'));

      await sortGroup.getByRole('button', { name: 'Sort by Value, ascending' }).click();
      await sortGroup.getByRole('button', { name: 'Sort by Value, descending' }).waitFor();
      const descending = await settledCards(page, (cards) => cards[0]?.name === LIST.camera);
      const descendingValues = descending.map((card) => parseShownValue(card.value));
      descendingValues.forEach((value, index) => {
        const previous = descendingValues[index - 1];
        if (index === 0 || value === null) return;
        expect(previous).not.toBeNull();
        expect(previous ?? 0).toBeGreaterThanOrEqual(value);
      });
      expect(namesOf(descending).indexOf(LIST.drill)).toBeGreaterThan(
        namesOf(descending).indexOf(LIST.laptop),
      );
      await shot(page, step('04-sort-value-descending'));

      // 5. Edit the laptop, save, reload: the values stay.
      await itemLink(LIST.laptop).click();
      await page.getByRole('heading', { level: 1, name: LIST.laptop }).waitFor();
      const editor = page.getByRole('region', { name: 'Details' });
      const locationField = editor.getByRole('combobox', { name: 'Place', exact: true });
      const notesField = editor.getByRole('textbox', { name: 'Notes', exact: true });
      const valueField = editor.getByRole('textbox', { name: 'Estimated value (USD)' });
      await expect.poll(() => valueField.inputValue(), POLL).toBe('1450');
      await locationField.fill(EDIT.location);
      await notesField.fill(EDIT.notes);
      await valueField.fill(EDIT.value);
      await shot(page, step('05-item-edit'));
      await editor.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('status').filter({ hasText: 'Item Updated' }).waitFor();
      await page
        .getByRole('region', { name: 'Location' })
        .getByText(EDIT.location, { exact: true })
        .waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: LIST.laptop }).waitFor();
      await expect.poll(() => locationField.inputValue(), POLL).toBe(EDIT.location);
      expect(await notesField.inputValue()).toBe(EDIT.notes);
      expect(await valueField.inputValue()).toBe(EDIT.value);
      // One item's page shows its exact amount.
      await page
        .getByText(/^\$1,400(?:\.00)?$/)
        .first()
        .waitFor();
      await shot(page, step('05-item-saved-after-reload'));

      // 6. The cup: its photo in the full-screen viewer, zoomed in, then closed.
      await page.getByRole('button', { name: 'Back' }).click();
      await itemLink(CUP).first().click();
      const cupHeading = page.getByRole('heading', { level: 1, name: CUP });
      await cupHeading.waitFor();
      const cupName = ((await cupHeading.textContent()) ?? '').trim();
      // The cup's own picture is its crop; the whole photo is one tap away.
      await page.getByRole('img', { name: cupName }).first().waitFor();
      await shot(page, step('06-item-picture'));
      await page.getByRole('button', { name: 'See the whole photo' }).click();
      const wholePhoto = `The whole photo ${cupName} was found in`;
      const viewer = page.getByRole('dialog', { name: wholePhoto });
      const zoomLevel = viewer.getByRole('status', { name: 'Zoom level' });
      await zoomLevel.waitFor();
      expect((await zoomLevel.textContent())?.trim()).toBe('100%');
      const image = viewer.getByRole('img', { name: wholePhoto });
      await shot(page, step('06-viewer'));
      const zoomPercent = async () => Number.parseInt((await zoomLevel.textContent()) ?? '', 10);
      if (profile.hasTouch) {
        // A double tap zooms to 200%; "Zoom in" steps by 50% up to the 300% maximum.
        const box = await image.boundingBox();
        if (!box) throw new Error('The viewer image has no box');
        const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        await page.touchscreen.tap(centre.x, centre.y);
        await page.touchscreen.tap(centre.x, centre.y);
        await expect.poll(zoomPercent, POLL).toBe(200);
        const zoomIn = viewer.getByRole('button', { name: 'Zoom in' });
        await zoomIn.click();
        await zoomIn.click();
        await expect.poll(zoomPercent, POLL).toBe(300);
        expect(await zoomIn.isDisabled()).toBe(true);
      } else {
        // The wheel zooms in steps; however far it turns, the zoom stops at 300%.
        const box = await image.boundingBox();
        if (!box) throw new Error('The viewer image has no box');
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.wheel(0, -300);
        await expect.poll(zoomPercent, POLL).toBeGreaterThan(100);
        expect(await zoomPercent()).toBeLessThanOrEqual(300);
        await page.mouse.wheel(0, -5000);
        await expect.poll(zoomPercent, POLL).toBe(300);
      }
      const zoomed = await zoomPercent();
      expect(zoomed).toBeGreaterThan(100);
      expect(zoomed).toBeLessThanOrEqual(300);
      expect(await image.getAttribute('style')).toContain(`scale(${zoomed / 100})`);
      await shot(page, step('06-viewer-zoomed'));
      await viewer.getByRole('button', { name: 'Close image viewer' }).click();
      await viewer.waitFor({ state: 'hidden' });
      await cupHeading.waitFor();

      // 7. Files view: delete the document; its items leave the Items view, the cup stays.
      await page.getByRole('button', { name: 'Back' }).click();
      await tab('Files').click();
      await panel.getByRole('button', { name: DOCUMENT, exact: true }).waitFor();
      await panel.getByRole('button', { name: PHOTO, exact: true }).waitFor();
      await panel.getByText('2 files', { exact: true }).waitFor();
      await shot(page, step('07-files'));
      await panel.getByRole('button', { name: `Delete ${DOCUMENT}`, exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete File?' });
      await confirm.getByText(`"${DOCUMENT}" will be deleted together with the`).waitFor();
      await shot(page, step('07-delete-confirm'));
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      const toast = page.getByRole('status').filter({ hasText: 'File Deleted' });
      await toast.waitFor();
      expect(await toast.textContent()).toMatch(/\d+ items were removed with it\./);
      await confirm.waitFor({ state: 'hidden' });
      await panel
        .getByRole('button', { name: DOCUMENT, exact: true })
        .waitFor({ state: 'detached' });
      await panel.getByText('1 file', { exact: true }).waitFor();
      await shot(page, step('07-file-deleted'));

      await tab('Items').click();
      const remaining = await settledCards(page, (cards) =>
        cards.some((card) => CUP.test(card.name)),
      );
      expect(namesOf(remaining)).not.toContain(LIST.laptop);
      expect(namesOf(remaining)).not.toContain(LIST.tv);
      expect(remaining.length).toBeLessThan(all.length);
      await shot(page, step('07-items-after-delete'));

      // 8. The same photo again: the upload screen asks first, and nothing doubles.
      await page.getByRole('link', { name: /^Upload photos/ }).click();
      await page.getByRole('heading', { name: 'Upload Item', exact: true }).waitFor();
      await page.getByTestId('gallery-input').setInputFiles([FILES[0]!]);
      await page.getByRole('button', { name: 'Quick Upload' }).click();
      const again = page.getByRole('alertdialog', { name: 'Already Uploaded' });
      await again.getByText(/^You uploaded this on \d{1,2} \w{3} — upload again\?$/).waitFor();
      await shot(page, step('08-duplicate-warning'));
      await again.getByRole('button', { name: "Don't Upload" }).click();
      await again.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Discard' }).click();

      // 9. Add an item by hand: the value takes numbers only; the new item is verified.
      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByRole('button', { name: 'Add item', exact: true }).click();
      const adding = page.getByRole('dialog', { name: 'Add item' });
      await adding.getByRole('textbox', { name: 'Name' }).fill('Moka pot');
      await adding
        .getByRole('combobox', { name: 'Category' })
        .selectOption({ label: 'Kitchenware' });
      const value = adding.getByRole('textbox', { name: 'Estimated value (USD)' });
      await value.fill('lots');
      await adding.getByRole('button', { name: 'Add item', exact: true }).click();
      await adding.getByText('Enter the value as a number, like 120 or 49.99').waitFor();
      await shot(page, step('09-add-item-invalid'));
      await value.fill('35');
      await adding.getByRole('combobox', { name: 'Place', exact: true }).fill('Kitchen');
      await adding.getByRole('button', { name: 'Add item', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Moka pot' }).waitFor();
      await page.getByLabel('Verified').first().waitFor();
      await page
        .getByText(/^\$35(?:\.00)?$/)
        .first()
        .waitFor();
      await shot(page, step('09-added-item'));

      // 10. A file's details offer to add an item the AI missed.
      await page.getByRole('button', { name: 'Back' }).click();
      await tab('Files').click();
      await panel.getByRole('button', { name: PHOTO, exact: true }).click();
      const details = page.getByRole('dialog', { name: PHOTO });
      await details.getByRole('button', { name: 'Add an item the AI missed' }).waitFor();
      await shot(page, step('10-file-details-add'));
      await details.getByRole('button', { name: 'Add an item the AI missed' }).click();
      await page.getByRole('dialog', { name: 'Add an item the AI missed' }).waitFor();
      await shot(page, step('10-add-missed-item'));

      expect(session.unexpectedProblems()).toEqual([]);
    });
  },
);
