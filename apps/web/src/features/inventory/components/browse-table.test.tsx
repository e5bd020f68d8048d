// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  aHandAddedItem,
  aUser,
  installFetchRouter,
  json,
  renderRoutes,
  resetDevice,
  signIn,
  type FetchRouter,
} from '@/testing';
import { LAYOUT_STORAGE_KEY, useBrowseStore } from '../stores/browse-store';

let api: FetchRouter;
const item = aHandAddedItem;

const items = [
  item({}),
  item({ id: 'i2', item_name: 'Drill', item_category: 'tools', condition: null, location: null }),
];

beforeEach(() => {
  resetDevice();
  useBrowseStore.getState().reset();
  signIn();
  api = installFetchRouter({
    'GET /auth/me': () =>
      json(
        200,
        aUser({
          id: 'u-bob',
          email: 'bob@example.com',
          full_name: 'Bob Carter',
          created_at: '2025-01-01T00:00:00Z',
        }),
      ),
    'GET /users/inventory': () =>
      json(200, {
        items,
        pagination: { total: 2, limit: 20, offset: 0, has_next: false },
      }),
  });
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function lastSort() {
  const url = new URL(String(api.callsTo('GET /users/inventory').at(-1)?.[0]), 'http://x');
  return [url.searchParams.get('sort_by'), url.searchParams.get('sort_order')];
}

describe('Browse: table view', () => {
  it('shows the items as a table, sorts by any column and remembers the choice', async () => {
    await renderRoutes('/browse');
    await screen.findByText('2 items');
    expect(document.title).toBe('Inventory · Circle');
    const toggle = screen.getByRole('group', { name: 'Show items as' });
    fireEvent.click(within(toggle).getByRole('button', { name: 'Table' }));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Category', 'Value', 'Condition', 'Room', 'Added']);
    const drill = within(table).getByRole('row', { name: /Drill/ });
    expect(within(drill).getByRole('link', { name: /Drill/ }).getAttribute('href')).toBe(
      '/item/i2',
    );
    expect(within(drill).getByText('Tools')).toBeTruthy();
    expect(localStorage.getItem(LAYOUT_STORAGE_KEY)).toBe('table');

    fireEvent.click(within(table).getByRole('button', { name: 'Room' }));
    await waitFor(() => expect(lastSort()).toEqual(['room', 'asc']));
    expect(
      within(table).getByRole('columnheader', { name: 'Room' }).getAttribute('aria-sort'),
    ).toBe('ascending');
    fireEvent.click(within(table).getByRole('button', { name: 'Room' }));
    await waitFor(() => expect(lastSort()).toEqual(['room', 'desc']));
    fireEvent.click(within(table).getByRole('button', { name: 'Condition' }));
    await waitFor(() => expect(lastSort()).toEqual(['condition', 'asc']));
    fireEvent.click(within(table).getByRole('button', { name: 'Category' }));
    await waitFor(() => expect(lastSort()).toEqual(['category', 'asc']));

    // Coming back later, the table is still the choice.
    cleanup();
    useBrowseStore.getState().reset();
    await renderRoutes('/browse');
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
