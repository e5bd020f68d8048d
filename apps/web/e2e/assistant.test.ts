import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createVerifiedAccount,
  firstVisitGreeting,
  newAccount,
  signInThroughLogin,
} from './support/accounts';
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
  waitForUploads,
} from './support/inventory';
import { startServer, type RunningServer } from './support/server';

const PHOTO = 'coffee.png';
const DOCUMENT = 'home_inventory_list.txt';
const FILES = [fixture(`documents/${DOCUMENT}`), fixture(`images/${PHOTO}`)];

/** The real local AI analyses both files; the first photo of the server loads the model. */
const UPLOAD_TIMEOUT_MS = 90_000;
/** The first answer of the server waits for the embedding model to load. */
const FIRST_ANSWER_TIMEOUT_MS = 30_000;

// Items of documents/expected.json (home_inventory_list.txt) the journey relies on.
const LIST = {
  camera: 'Canon EOS R6 camera body',
  laptop: 'Dell XPS 15 laptop',
  laptopRoom: 'Office',
} as const;
/** The list alone is worth $8,449 (the cup of the photo adds a few dollars): "$8.4k". */
const LIST_WORTH_AT_LEAST = 8_000;

const QUESTIONS = {
  mostValuable: 'What is my most valuable item?',
  whereLaptop: 'Where is my laptop?',
} as const;

const FEEDBACK = {
  type: 'Feature Request',
  title: 'Dark mode for the chat',
  content: 'The assistant is great; a dark theme for late evenings would be even better.',
  rating: '4 stars: Very Good',
  ratingText: 'Very Good',
  name: 'Grace Visitor',
  email: 'grace.visitor@example.com',
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

/** The total of the Net worth card in dollars ("$8.4k" → 8400), or null while it is not shown. */
async function shownNetWorth(page: Page): Promise<number | null> {
  const total = page.getByRole('region', { name: 'Net worth' }).getByLabel(/^Total value /);
  if ((await total.count()) === 0) return null;
  return parseShownValue(((await total.textContent()) ?? '').trim());
}

/** The assistant's answers in the conversation (each has its "Rate this answer" thumbs). */
function answersIn(page: Page): Locator {
  return page
    .getByRole('log', { name: 'Conversation' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('group', { name: 'Rate this answer' }) });
}

/** The words of an answer, without its referenced items. */
async function answerText(answer: Locator): Promise<string> {
  return ((await answer.locator('.chat-bubble__text').textContent()) ?? '').trim();
}

/**
 * Types the question into "Message", presses "Send message" and returns the new answer once it
 * shows; fails at once when the conversation shows an error bubble instead.
 */
async function ask(page: Page, question: string, timeoutMs: number): Promise<Locator> {
  const answers = answersIn(page);
  const before = await answers.count();
  const errors = page.getByRole('log', { name: 'Conversation' }).getByRole('alert');
  const message = page.getByRole('textbox', { name: 'Message' });
  await message.fill(question);
  await page.getByRole('button', { name: 'Send message' }).click();
  // The question shows at once in the conversation and the box empties.
  await page
    .getByRole('log', { name: 'Conversation' })
    .getByText(question, { exact: true })
    .first()
    .waitFor();
  expect(await message.inputValue()).toBe('');
  const answer = answers.nth(before);
  await answer.or(errors.first()).waitFor({ timeout: timeoutMs });
  if ((await errors.count()) > 0) {
    throw new Error(`The assistant failed: ${(await errors.first().textContent()) ?? ''}`);
  }
  expect(await answers.count()).toBe(before + 1);
  await page
    .getByRole('status')
    .filter({ hasText: 'AI is thinking' })
    .waitFor({ state: 'detached' });
  return answer;
}

/** The conversation is scrolled to its end (the newest answer in view, spec §9). */
async function scrolledToEnd(page: Page): Promise<boolean> {
  return page
    .locator('.chat-scroller')
    .evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight < 4);
}

/** The text fields of a multipart/form-data body, by name. */
function formFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const part = /name="([^"]+)"\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*?)\r\n--/g;
  for (const match of body.matchAll(part)) {
    if (match[1] !== undefined) fields[match[1]] = match[2] ?? '';
  }
  return fields;
}

/** The referenced item of an answer, a button named after the item. */
function referencedItem(page: Page, answer: Locator, name: string): Locator {
  return answer.getByRole('button').filter({ has: page.getByText(name, { exact: true }) });
}

describe.skipIf(!fixturesPresent).each(VIEWPORTS)(
  fixtureJourney('assistant on a $name ($width×$height)'),
  (profile) => {
    let session: PageSession;
    let page: Page;
    /** A second, signed-out visitor of the same test, closed with the first. */
    let visitor: PageSession | undefined;
    const shotName = (journey: string, step: string) => `${journey}-${profile.name}-${step}`;

    beforeEach(async () => {
      session = await newPage(browser, profile);
      page = session.page;
      visitor = undefined;
    });

    afterEach(async ({ task }) => {
      if (task.result?.state === 'fail') {
        await shot(page, shotName('failed', task.name)).catch(() => undefined);
        if (visitor) {
          await shot(visitor.page, shotName('failed-visitor', task.name)).catch(() => undefined);
        }
      }
      await visitor?.close();
      await session.close();
    });

    it('uploads, reads the dashboard, asks the assistant and sends feedback signed out', async () => {
      const account = newAccount(`assistant.${profile.name}`, 'Ada Lovelace');
      const step = (name: string) => shotName('assistant', name);
      await createVerifiedAccount(server, account);
      await signInThroughLogin(page, server.url, account);

      // 1. Upload the home inventory list and a photo from Home's quick action.
      await page
        .getByRole('region', { name: 'Quick Actions' })
        .getByRole('link', { name: /^Upload/ })
        .click();
      await page.getByRole('heading', { name: 'Upload Item', exact: true }).waitFor();
      await page.getByTestId('gallery-input').setInputFiles(FILES);
      await page.getByRole('heading', { name: '2 files selected' }).waitFor();
      await page.getByRole('button', { name: 'Quick Upload' }).click();
      await page.getByRole('status').filter({ hasText: '2 files added to Upload Queue' }).waitFor();
      await waitForUploads(page, [DOCUMENT, PHOTO], UPLOAD_TIMEOUT_MS);
      const queue = page.getByRole('list', { name: 'Uploads' });
      await expect
        .poll(() => queue.getByRole('listitem', { name: DOCUMENT }).textContent(), POLL)
        .toMatch(/\d+ items found/);
      await shot(page, step('01-uploads'));

      // 2. Home: the greeting, the net worth of the list, and the First Steps badge earned.
      await page.getByRole('button', { name: 'Back' }).click();
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Home', exact: true })
        .click();
      await page.getByRole('heading', { name: firstVisitGreeting(account.fullName) }).waitFor();
      const netWorth = page.getByRole('region', { name: 'Net worth' });
      await netWorth.waitFor();
      // Home asks for the figures on every visit; should they still be the ones from before the
      // uploads, "Refresh dashboard" recomputes them on the server.
      const upToDate = await expect
        .poll(() => shownNetWorth(page), { timeout: 5_000, interval: 100 })
        .toBeGreaterThanOrEqual(LIST_WORTH_AT_LEAST)
        .then(
          () => true,
          () => false,
        );
      if (!upToDate) {
        console.warn(
          `[assistant ${profile.name}] Home showed a net worth of ${await shownNetWorth(page)} ` +
            'after the uploads; pressing "Refresh dashboard".',
        );
        await page.getByRole('button', { name: 'Refresh dashboard' }).click();
        await expect
          .poll(() => shownNetWorth(page), POLL)
          .toBeGreaterThanOrEqual(LIST_WORTH_AT_LEAST);
      }
      const totalLabel = await netWorth.getByLabel(/^Total value /).getAttribute('aria-label');
      expect(totalLabel).toMatch(/^Total value \$\d+(\.\d)?k$/);

      await page
        .getByRole('region', { name: 'Inventory' })
        .getByText('1 photo · 1 document', { exact: true })
        .waitFor();
      const achievements = page.getByRole('region', { name: 'Your Achievements' });
      const firstSteps = achievements.getByRole('listitem').filter({ hasText: 'First Steps' });
      await firstSteps.getByText('Earned', { exact: true }).waitFor();
      // "Show all" lists every badge, the locked ones with their progress; "Show less" folds them.
      await achievements.getByRole('button', { name: /^Show all \(\d+\)$/ }).click();
      await achievements.getByRole('button', { name: 'Show less' }).waitFor();
      await expect
        .poll(() => achievements.getByLabel(/^Locked, \d+% done$/).count(), POLL)
        .toBeGreaterThan(0);
      await page
        .getByRole('region', { name: 'Activity' })
        .getByText(new RegExp(`^Uploaded ${DOCUMENT.replace('.', '\\.')}: \\d+ items found$`))
        .waitFor();
      // Recently Added lists the 5 newest items, each opening its ItemDetail.
      const recent = page.getByRole('region', { name: 'Recently Added' });
      await expect.poll(() => recent.getByRole('listitem').count(), POLL).toBe(5);
      expect(await recent.getByRole('link', { name: 'See all' }).count()).toBe(1);
      await shot(page, step('02-dashboard'));
      await achievements.getByRole('button', { name: 'Show less' }).click();
      await achievements.getByRole('button', { name: /^Show all \(\d+\)$/ }).waitFor();

      // 3. Chat: the most valuable item.
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Chat', exact: true })
        .click();
      await page.getByRole('textbox', { name: 'Message' }).waitFor();
      const mostValuable = await ask(page, QUESTIONS.mostValuable, FIRST_ANSWER_TIMEOUT_MS);
      expect(await answerText(mostValuable)).toContain(LIST.camera);
      await referencedItem(page, mostValuable, LIST.camera).waitFor();
      // The referenced items come most valuable first.
      expect(await mostValuable.getByRole('button').first().textContent()).toMatch(
        new RegExp(`^${LIST.camera}`),
      );
      await expect.poll(() => scrolledToEnd(page), POLL).toBe(true);
      await shot(page, step('03-chat-most-valuable'));

      // 4. Chat: where the laptop is.
      const whereLaptop = await ask(page, QUESTIONS.whereLaptop, ACTION_TIMEOUT_MS);
      const whereText = await answerText(whereLaptop);
      expect(whereText).toContain(LIST.laptop);
      expect(whereText).toMatch(new RegExp(`\\b${LIST.laptopRoom}\\b`));
      const laptopItem = referencedItem(page, whereLaptop, LIST.laptop);
      await laptopItem.waitFor();
      await expect.poll(() => scrolledToEnd(page), POLL).toBe(true);
      await shot(page, step('04-chat-where-laptop'));

      // 5. Thumbs up on the answer: pressed at once, kept after the server's answer and a reload.
      const thumbsUp = whereLaptop.getByRole('button', { name: 'Thumbs up' });
      const thumbsDown = whereLaptop.getByRole('button', { name: 'Thumbs down' });
      expect(await thumbsUp.getAttribute('aria-pressed')).toBe('false');
      const feedbackSaved = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/query/chat/feedback') &&
          response.request().method() === 'POST',
      );
      await thumbsUp.click();
      await expect.poll(() => thumbsUp.getAttribute('aria-pressed'), POLL).toBe('true');
      const saved = await feedbackSaved;
      expect(saved.ok()).toBe(true);
      expect(await thumbsUp.getAttribute('aria-pressed')).toBe('true');
      expect(await thumbsDown.getAttribute('aria-pressed')).toBe('false');
      expect(
        await mostValuable.getByRole('button', { name: 'Thumbs up' }).getAttribute('aria-pressed'),
      ).toBe('false');
      await shot(page, step('05-thumbs-up'));

      await page.reload();
      const conversation = page.getByRole('log', { name: 'Conversation' });
      await conversation.getByText(QUESTIONS.whereLaptop, { exact: true }).first().waitFor();
      await expect.poll(() => answersIn(page).count(), POLL).toBe(2);
      const laptopAnswer = answersIn(page).last();
      expect(await answerText(laptopAnswer)).toBe(whereText);
      await expect
        .poll(
          () =>
            laptopAnswer.getByRole('button', { name: 'Thumbs up' }).getAttribute('aria-pressed'),
          POLL,
        )
        .toBe('true');

      // 6. The referenced laptop opens its ItemDetail.
      await referencedItem(page, laptopAnswer, LIST.laptop).click();
      await page.getByRole('heading', { level: 1, name: LIST.laptop }).waitFor();
      const details = page.getByRole('region', { name: 'Details' });
      await expect
        .poll(
          () => details.getByRole('combobox', { name: 'Place', exact: true }).inputValue(),
          POLL,
        )
        .toBe(LIST.laptopRoom);
      await shot(page, step('06-item-detail'));
      expect(session.unexpectedProblems()).toEqual([]);

      // 7. A signed-out visitor sends feedback from the sign-in screen.
      visitor = await newPage(browser, profile);
      const guest = visitor.page;
      await guest.goto(`${server.url}/login`);
      await guest.getByRole('heading', { name: 'Welcome back', exact: true }).waitFor();
      await guest.getByRole('button', { name: 'Send feedback' }).click();
      const sheet = guest.getByRole('dialog', { name: 'Send Feedback' });
      await sheet.waitFor();
      await sheet.getByRole('button', { name: 'Close feedback form' }).waitFor();
      await sheet
        .getByRole('combobox', { name: 'Feedback type' })
        .selectOption({ label: FEEDBACK.type });
      await sheet.getByRole('textbox', { name: 'Title' }).fill(FEEDBACK.title);
      await sheet.getByRole('textbox', { name: 'Your feedback' }).fill(FEEDBACK.content);
      const rating = sheet.getByRole('radiogroup', { name: 'Rating' });
      await rating.getByRole('radio', { name: FEEDBACK.rating }).click();
      await expect
        .poll(
          () => rating.getByRole('radio', { name: FEEDBACK.rating }).getAttribute('aria-checked'),
          POLL,
        )
        .toBe('true');
      await sheet.getByText(FEEDBACK.ratingText, { exact: true }).waitFor();
      // From 3 stars on, the form asks whether Circle would be recommended.
      const recommend = sheet.getByRole('switch', {
        name: 'Would you recommend Circle to a friend?',
      });
      await recommend.click();
      await expect.poll(() => recommend.getAttribute('aria-checked'), POLL).toBe('true');
      await sheet.getByRole('textbox', { name: 'Name (optional)' }).fill(FEEDBACK.name);
      await sheet.getByRole('textbox', { name: 'Email (optional)' }).fill(FEEDBACK.email);
      await shot(guest, step('07-feedback-form'));

      const submitted = guest.waitForResponse(
        (response) =>
          response.url().endsWith('/api/feedback/submit') && response.request().method() === 'POST',
      );
      await sheet.getByRole('button', { name: 'Send Feedback', exact: true }).click();
      const response = await submitted;
      expect(response.status()).toBe(201);
      const body = (await response.json()) as { id?: unknown; success?: unknown };
      expect(body.success).toBe(true);
      expect(typeof body.id).toBe('string');
      // What was stored: the form's fields as the server received them.
      expect(formFields(response.request().postData() ?? '')).toMatchObject({
        feedback_type: 'feature_request',
        feedback_title: FEEDBACK.title,
        feedback_content: FEEDBACK.content,
        rating: '4',
        would_recommend: 'true',
        follow_up_requested: 'false',
        user_name: FEEDBACK.name,
        user_email: FEEDBACK.email,
      });
      const thanks = guest.getByRole('alertdialog', { name: 'Thank You!' });
      await thanks.waitFor();
      await shot(guest, step('08-feedback-thanks'));
      await thanks.getByRole('button', { name: 'OK', exact: true }).click();
      await thanks.waitFor({ state: 'hidden' });
      await sheet.waitFor({ state: 'hidden' });
      await guest.getByRole('heading', { name: 'Welcome back', exact: true }).waitFor();

      expect(visitor.unexpectedProblems()).toEqual([]);
      expect(session.unexpectedProblems()).toEqual([]);
    });
  },
);
