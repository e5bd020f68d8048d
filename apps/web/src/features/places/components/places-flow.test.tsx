// @vitest-environment jsdom
import type { Place } from '@circle/contract';
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

let api: FetchRouter;

const place = (
  id: string,
  parent: string | null,
  name: string,
  path: string,
  more = {},
): Place => ({
  id,
  household_id: 'h1',
  name,
  parent_id: parent,
  path,
  depth: path.split(' / ').length - 1,
  description: null,
  photo_file_id: null,
  photo_url: null,
  asset_id: null,
  item_count: 0,
  total_item_count: 0,
  total_value: 0,
  sub_place_count: 0,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...more,
});
const home = place('p1', null, 'Home', 'Home', {
  total_item_count: 2,
  total_value: 400,
  sub_place_count: 1,
});
const garage = place('p2', 'p1', 'Garage', 'Home / Garage', {
  item_count: 1,
  total_item_count: 2,
  total_value: 400,
  sub_place_count: 1,
});
const shelf = place('p3', 'p2', 'Shelf A', 'Home / Garage / Shelf A', {
  item_count: 1,
  total_item_count: 1,
  total_value: 100,
});
const drill = aHandAddedItem({
  id: 'i1',
  item_name: 'Drill',
  location: 'Shelf A',
  place_id: 'p3',
  place_path: 'Home / Garage / Shelf A',
  estimated_value: 100,
});
const bike = aHandAddedItem({
  id: 'i2',
  item_name: 'Bike',
  location: 'Garage',
  place_id: 'p2',
  place_path: 'Home / Garage',
  estimated_value: 300,
});

beforeEach(() => {
  resetDevice();
  signIn();
  api = installFetchRouter({
    'GET /auth/me': () => json(200, aUser({ id: 'u1' })),
    'GET /places': () => json(200, { household_id: 'h1', places: [home, garage, shelf] }),
    'GET /places/p2': () =>
      json(200, {
        ...garage,
        ancestors: [{ id: 'p1', name: 'Home' }],
        sub_places: [shelf],
        items: [drill, bike],
      }),
    'GET /users/inventory': (_init, url) => {
      const placeId = new URL(url, 'http://x').searchParams.get('place_id');
      const items = placeId === 'p3' ? [drill] : [drill, bike];
      return json(200, {
        items,
        pagination: { total: items.length, limit: 20, offset: 0, has_next: false },
      });
    },
  });
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Places', () => {
  it('shows the tree with what each place holds and opens a place with everything inside it', async () => {
    await renderRoutes('/places');
    const tree = await screen.findByRole('list', { name: 'Places' });
    const rows = within(tree).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Home2 items · \$400/),
      expect.stringMatching(/^Garage2 items · \$400/),
      expect.stringMatching(/^Shelf A1 item · \$100/),
    ]);
    fireEvent.click(rows[1]!);
    expect(await screen.findByRole('heading', { name: 'Garage', level: 1 })).toBeTruthy();
    expect(screen.getByText(/^2 items · \$400/)).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Where it is' });
    expect(within(crumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe(
      '/places/p1',
    );
    expect(screen.getByRole('link', { name: /Shelf A/ }).getAttribute('href')).toBe('/places/p3');
    expect(screen.getByText('Drill')).toBeTruthy();
    expect(screen.getByText('Bike')).toBeTruthy();
  });

  it('adds a place inside another', async () => {
    api.routes['POST /places'] = () => json(201, { ...shelf, id: 'p4', name: 'Box 1' });
    await renderRoutes('/places/p2');
    const name = await screen.findByLabelText('New place inside Garage');
    fireEvent.change(name, { target: { value: 'Box 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.callsTo('POST /places')).toHaveLength(1));
    const [, init] = api.callsTo('POST /places')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Box 1', parent_id: 'p2' });
  });

  it('filters Browse by a place, everything below it included', async () => {
    await renderRoutes('/browse');
    await screen.findByText('Bike');
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    const select = await screen.findByLabelText('Place (everything inside it)');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
    fireEvent.change(select, { target: { value: 'p3' } });
    await waitFor(() => {
      const url = new URL(String(api.callsTo('GET /users/inventory').at(-1)?.[0]), 'http://x');
      expect(url.searchParams.get('place_id')).toBe('p3');
    });
  });
});
