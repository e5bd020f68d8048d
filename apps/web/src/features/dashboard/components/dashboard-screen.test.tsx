// @vitest-environment jsdom
import type { Statistics } from '@circle/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/components/ui/toast/toast-store';
import { installFetchRouter, json, renderScreen, type FetchRouter } from '@/testing';
import { DashboardScreen } from './dashboard-screen';

const NOW = new Date();
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

const badge = (id: string, name: string, earned: boolean, progress: number) => ({
  id,
  name,
  icon: '🏅',
  criterion: `Criterion of ${name}`,
  earned,
  progress,
});

const statistics: Statistics = {
  net_worth: {
    total_value: 1850,
    currency: 'USD',
    verified_value: 1200,
    unverified_value: 650,
    by_category: [
      { category: 'electronics', value: 1500, count: 2 },
      { category: 'kitchenware', value: 350, count: 3 },
    ],
  },
  inventory_summary: {
    total_items: 5,
    total_files: 2,
    photo_files: 1,
    document_files: 1,
    categories: 2,
    verified_items: 3,
    public_items: 1,
    lent_items: 0,
    borrowed_items: 0,
    top_categories: [],
    top_brands: [],
    recent_items: [],
  },
  activity: {
    recent_events: [
      { type: 'upload', description: 'Uploaded coffee.png: 1 item found', at: hoursAgo(0.2) },
      { type: 'upload', description: 'Uploaded list.txt: 4 items found', at: hoursAgo(3) },
      { type: 'share', description: 'You lent Drill', at: hoursAgo(50) },
    ],
    uploads_per_day: Array.from({ length: 30 }, (_, index) => ({
      date: `2025-11-${String(index + 1).padStart(2, '0')}`,
      count: index === 29 ? 2 : 0,
    })),
    current_streak: 1,
    longest_streak: 1,
  },
  achievements: {
    rank: { level: 1, name: 'Newcomer', min_items: 0 },
    next_rank: { level: 2, name: 'Collector', min_items: 10 },
    progress_to_next_rank: 50,
    badges_earned: [
      {
        id: 'first_steps',
        name: 'First Steps',
        icon: '👣',
        description: 'Upload your first photo or document.',
        earned_at: hoursAgo(3),
      },
    ],
    next_milestone: {
      badge: 'Diverse Collector',
      description: 'Own items in 5 categories.',
      progress: 40,
    },
    completion_score: 64,
    all_badges: [
      badge('first_steps', 'First Steps', true, 100),
      badge('diverse', 'Diverse Collector', false, 40),
      badge('brand', 'Brand Explorer', false, 20),
      badge('photo', 'Photo Expert', false, 4),
    ],
  },
  last_updated: NOW.toISOString(),
  cached: false,
  calculation_time_ms: 12,
};

const recent = {
  items: [
    {
      id: 'item-1',
      item_name: 'Espresso machine',
      item_category: 'kitchenware',
      confidence_score: 0.93,
    },
  ],
  pagination: {
    total: 1,
    limit: 5,
    offset: 0,
    current_page: 1,
    total_pages: 1,
    has_next: false,
    has_previous: false,
  },
};

let api: FetchRouter;
let statisticsAnswer: (url: URL) => Response | Promise<Response>;

function renderHome() {
  return renderScreen(
    [
      { path: '/', element: <DashboardScreen /> },
      { path: '/item/:itemId', element: <p>Item detail page</p> },
    ],
    '/',
  );
}

beforeEach(() => {
  useToastStore.getState().clear();
  statisticsAnswer = () => json(200, statistics);
  api = installFetchRouter({
    'GET /users/statistics': (_init, url) => statisticsAnswer(url),
    'GET /users/inventory': () => json(200, recent),
    'GET /users/inventory/warranties': () =>
      json(200, {
        within_days: 30,
        items: [
          {
            item_id: 'item-1',
            item_name: 'Dishwasher',
            warranty_until: '2026-12-07',
            days_left: 10,
          },
        ],
      }),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DashboardScreen (Dashboard)', () => {
  it('shows net worth with a labelled chart, the summary and the recent events', async () => {
    await renderHome();
    expect(await screen.findByLabelText('Total value $1.9k')).toBeTruthy();
    expect(screen.getByText('Electronics: $1.5k, 2 items')).toBeTruthy();
    expect(screen.getByText('Kitchenware: $350, 3 items')).toBeTruthy();
    const events = screen.getByRole('list', { name: 'Recent activity' });
    expect(within(events).getByText('12m ago')).toBeTruthy();
    expect(within(events).getByText('3h ago')).toBeTruthy();
    expect(within(events).getByText('2d ago')).toBeTruthy();
    expect(
      screen.getByRole('img', { name: /Uploads per day over the last 30 days: 2 uploads/ }),
    ).toBeTruthy();
  });

  it('shows the rank, two badges, then every badge on "Show all"', async () => {
    await renderHome();
    const card = await screen.findByRole('region', { name: 'Your Achievements' });
    expect(within(card).getByText('Newcomer')).toBeTruthy();
    expect(within(card).getByText('5 items to Collector')).toBeTruthy();
    expect(within(card).getByRole('progressbar', { name: 'Progress to Collector' })).toBeTruthy();
    expect(within(card).getByText('First Steps')).toBeTruthy();
    expect(within(card).queryByText('Brand Explorer')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Show all (4)' }));
    expect(within(card).getByText('Brand Explorer')).toBeTruthy();
    expect(within(card).getByText('Criterion of Photo Expert')).toBeTruthy();
    expect(within(card).getByLabelText('Locked, 4% done')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Show less' }));
    expect(within(card).queryByText('Brand Explorer')).toBeNull();
    expect(within(card).getByText('64%')).toBeTruthy();
  });

  it('lists warranties ending soon; one opens its item', async () => {
    const router = await renderHome();
    const section = await screen.findByRole('region', { name: 'Warranties ending soon' });
    expect(within(section).getByText(/ends in 10 days/)).toBeTruthy();
    fireEvent.click(within(section).getByRole('link', { name: 'Dishwasher' }));
    await screen.findByText('Item detail page');
    expect(router.state.location.pathname).toBe('/item/item-1');
  });

  it('lists the recently added items; one opens ItemDetail', async () => {
    const router = await renderHome();
    fireEvent.click(await screen.findByRole('link', { name: 'Espresso machine' }));
    await screen.findByText('Item detail page');
    expect(router.state.location.pathname).toBe('/item/item-1');
  });

  it("holds the greeting's footer in place while the statistics load, so nothing below moves", async () => {
    let answer: (response: Response) => void = () => undefined;
    statisticsAnswer = () => new Promise<Response>((resolve) => (answer = resolve));
    await renderHome();
    const hero = document.querySelector('.hero-card')!;
    expect(hero.querySelector('.hero-card__footer .hero-card__updated-placeholder')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Refresh dashboard' })).toBeNull();
    answer(json(200, statistics));
    expect(await screen.findByRole('button', { name: 'Refresh dashboard' })).toBeTruthy();
    expect(hero.querySelector('.hero-card__updated-placeholder')).toBeNull();
  });

  it('shows the error card with Retry', async () => {
    statisticsAnswer = () => json(404, { detail: 'Not found' });
    await renderHome();
    expect(
      await screen.findByRole('alert', { name: 'Failed to load dashboard data' }),
    ).toBeTruthy();
    statisticsAnswer = () => json(200, statistics);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Total value $1.9k')).toBeTruthy();
  });

  it('refreshes with refresh=true and says so when it fails', async () => {
    await renderHome();
    await screen.findByLabelText('Total value $1.9k');
    statisticsAnswer = (url) =>
      url.searchParams.get('refresh') === 'true'
        ? json(400, { detail: 'Nope' })
        : json(200, statistics);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh dashboard' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]?.title).toBe('Failed to refresh dashboard data'),
    );
    expect(api.fetch.mock.calls.some(([url]) => String(url).includes('refresh=true'))).toBe(true);
    // The figures stay.
    expect(screen.getByLabelText('Total value $1.9k')).toBeTruthy();
  });
});
