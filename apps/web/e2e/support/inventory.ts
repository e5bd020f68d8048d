import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './server';

/** The shared fixtures (photos and documents), beside the project: ../shared/fixtures. */
export const FIXTURES_DIR =
  process.env.CIRCLE_FIXTURES ?? path.resolve(repoRoot, '../shared/fixtures');

/** A fresh clone has no ../shared beside it: the journeys that upload fixtures skip then. */
export const fixturesPresent = existsSync(FIXTURES_DIR);

/** The title of a journey that uploads fixtures, saying why it is skipped when it is. */
export function fixtureJourney(title: string): string {
  return fixturesPresent ? title : `${title} (skipped: no fixtures at ${FIXTURES_DIR})`;
}

export function fixture(relative: string): string {
  return path.join(FIXTURES_DIR, relative);
}

/** An inventory card of Browse, as a person reads it. */
export interface CardText {
  name: string;
  /** The value as shown ("$450", "$2.1k"), without the quantity. */
  value: string;
  /** The category tag ("Electronics"). */
  category: string;
}

/**
 * The item cards of Browse's panel, top to bottom; null while the list still shows the previous
 * answer (a filter or sort change keeps the old cards until the new ones arrive) or is loading.
 */
export async function readItemCards(page: Page): Promise<CardText[] | null> {
  const panel = page.getByRole('tabpanel');
  if ((await panel.locator('[data-stale], [aria-busy="true"]').count()) > 0) return null;
  return panel.getByRole('article').evaluateAll((cards) =>
    cards.map((card) => ({
      name: card.querySelector('h3')?.textContent?.trim() ?? '',
      value: (card.querySelector('.item-card__value')?.firstChild?.textContent ?? '').trim(),
      category: card.querySelector('.category-tag')?.textContent?.trim() ?? '',
    })),
  );
}

/** The names of the cards, or null while the list is not settled (see readItemCards). */
export async function readItemNames(page: Page): Promise<string[] | null> {
  const cards = await readItemCards(page);
  return cards ? cards.map((card) => card.name) : null;
}

/** "$450" → 450, "$2.1k" → 2100, "—" (no value) → null. */
export function parseShownValue(shown: string): number | null {
  const match = /^\$([\d.]+)(k?)$/.exec(shown.replace(/,/g, ''));
  if (!match?.[1]) return null;
  return Number(match[1]) * (match[2] ? 1000 : 1);
}

const WORKING_STATUS = /^(Waiting in queue\.\.\.|Uploading\.\.\. \d+%|AI analyzing\.\.\.)$/;

/**
 * Waits until every named entry of the Upload screen's queue reads "Complete!"; fails at once
 * when one shows anything but a working status (an upload or analysis failure).
 */
export async function waitForUploads(
  page: Page,
  fileNames: readonly string[],
  timeoutMs: number,
): Promise<void> {
  const queue = page.getByRole('list', { name: 'Uploads' });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const statuses = await Promise.all(
      fileNames.map(async (name) => {
        const entry = queue.getByRole('listitem', { name, exact: true });
        if ((await entry.count()) === 0) return 'missing';
        return ((await entry.locator('.queue-entry__status-text').textContent()) ?? '').trim();
      }),
    );
    if (statuses.every((status) => status === 'Complete!')) return;
    const failed = statuses.findIndex(
      (status) => status !== 'Complete!' && status !== 'missing' && !WORKING_STATUS.test(status),
    );
    if (failed >= 0) {
      throw new Error(`The upload of ${fileNames[failed]} ended with "${statuses[failed]}"`);
    }
    if (Date.now() > deadline) {
      const summary = fileNames.map((name, index) => `${name}: ${statuses[index]}`).join(', ');
      throw new Error(`The uploads did not complete within ${timeoutMs / 1000} s (${summary})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
