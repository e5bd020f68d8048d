// @vitest-environment jsdom
import type { InventoryItem } from '@circle/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wireApiClient } from '@/app/providers';
import { renderRoutes } from '@/app/testing/render-routes';
import { useToastStore } from '@/components/ui/toast/toast-store';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { STORAGE_KEYS } from '@/lib/storage';
import { LAYOUT_STORAGE_KEY, useBrowseStore } from '../stores/browse-store';

type Handler = (init: RequestInit | undefined, url: URL) => Response;
let handlers: Record<string, Handler> = {};
const fetchMock = vi.fn<typeof fetch>();

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function callsTo(key: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    return key === `${init?.method ?? 'GET'} ${path}`;
  });
}

function item(overrides: Partial<InventoryItem>): InventoryItem {
  return {
    id: 'i1',
    user_id: 'u-bob',
    source_file_id: null,
    file_record_id: null,
    item_name: 'Coffee mug',
    item_description: null,
    item_category: 'kitchen',
    brand: null,
    condition: 'good',
    estimated_value: 12,
    quantity: 3,
    location: 'Kitchen',
    tags: [],
    notes: null,
    confidence_score: 0.9,
    is_verified: false,
    is_public: false,
    is_shareable: true,
    source_image_url: null,
    source_image_expires_at: null,
    image_url: null,
    thumbnail_url: null,
    perishability_type: 'non-perishable',
    prominence_score: 0.5,
    visual_area_percentage: 0,
    ownership_likelihood: 0.9,
    created_at: '2025-11-01T10:00:00Z',
    updated_at: '2025-11-01T10:00:00Z',
    sharing_info: null,
    ...overrides,
  } as InventoryItem;
}

const items = [
  item({}),
  item({ id: 'i2', item_name: 'Drill', item_category: 'tools', condition: null, location: null }),
];

beforeEach(() => {
  localStorage.clear();
  useToastStore.getState().clear();
  useBrowseStore.getState().reset();
  useSessionStore.setState({
    authToken: 'token',
    refreshToken: null,
    verification: null,
    postLoginRedirect: null,
    loggedOutExplicitly: false,
  });
  localStorage.setItem(STORAGE_KEYS.authToken, 'token');
  handlers = {
    'GET /auth/me': () =>
      json(200, {
        id: 'u-bob',
        email: 'bob@example.com',
        full_name: 'Bob Carter',
        is_verified: true,
        created_at: '2025-01-01T00:00:00Z',
      }),
    'GET /users/inventory': () =>
      json(200, {
        items,
        pagination: { total: 2, limit: 20, offset: 0, has_next: false },
      }),
  };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`];
    return handler ? handler(init, url) : json(404, { detail: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('scrollTo', vi.fn());
  wireApiClient();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function lastSort() {
  const url = new URL(String(callsTo('GET /users/inventory').at(-1)?.[0]), 'http://x');
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
