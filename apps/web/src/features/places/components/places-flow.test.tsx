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

  it("adds, replaces and removes a place's photo, and shows it in the list", async () => {
    const withPhoto = { ...garage, photo_file_id: 'f1', photo_url: '/files/garage-thumb.jpg' };
    const detail = (p: Place) => ({
      ...p,
      ancestors: [{ id: 'p1', name: 'Home' }],
      sub_places: [shelf],
      items: [drill, bike],
    });
    api.routes['PUT /places/p2/photo'] = () => {
      api.routes['GET /places/p2'] = () => json(200, detail(withPhoto));
      return json(200, detail(withPhoto));
    };
    api.routes['PATCH /places/p2'] = () => {
      api.routes['GET /places/p2'] = () => json(200, detail(garage));
      return json(200, detail(garage));
    };
    await renderRoutes('/places/p2');
    await screen.findByRole('heading', { name: 'Garage', level: 1 });
    expect(screen.queryByRole('img', { name: 'Photo of Garage' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();

    const file = new File(['png'], 'garage.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Photo of Garage'), { target: { files: [file] } });
    await waitFor(() => expect(api.callsTo('PUT /places/p2/photo')).toHaveLength(1));
    const [, init] = api.callsTo('PUT /places/p2/photo')[0]!;
    const sent = init?.body as FormData;
    expect((sent.get('file') as File).name).toBe('garage.png');
    const image = await screen.findByRole('img', { name: 'Photo of Garage' });
    expect(image.getAttribute('src')).toBe('/files/garage-thumb.jpg');
    expect(screen.getByRole('button', { name: 'Replace photo' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(api.callsTo('PATCH /places/p2')).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('PATCH /places/p2')[0]![1]?.body))).toEqual({
      photo_file_id: null,
    });
    await screen.findByRole('button', { name: 'Add a photo' });
    expect(screen.queryByRole('img', { name: 'Photo of Garage' })).toBeNull();

    cleanup();
    api.routes['GET /places'] = () =>
      json(200, { household_id: 'h1', places: [home, withPhoto, shelf] });
    await renderRoutes('/places');
    const tree = await screen.findByRole('list', { name: 'Places' });
    const thumbs = tree.querySelectorAll('img.place-thumb');
    expect([...thumbs].map((img) => img.getAttribute('src'))).toEqual(['/files/garage-thumb.jpg']);
  });

  it('asks where the contents of a place that holds items go before deleting it', async () => {
    api.routes['DELETE /places/p2'] = () =>
      json(200, { place_id: 'p2', moved_items: 1, moved_places: 1 });
    await renderRoutes('/places/p2');
    await screen.findByRole('heading', { name: 'Garage', level: 1 });
    const where = screen.getByLabelText('Move what it holds to');
    await waitFor(() => expect(within(where).getAllByRole('option').length).toBeGreaterThan(1));
    // The place itself and what is inside it are not offered.
    const offered = within(where)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered.some((text) => /Garage|Shelf A/.test(text ?? ''))).toBe(false);
    fireEvent.change(where, { target: { value: 'p1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete place' }));
    await waitFor(() => expect(api.callsTo('DELETE /places/p2')).toHaveLength(1));
    const url = new URL(String(api.callsTo('DELETE /places/p2')[0]![0]), 'http://x');
    expect(url.searchParams.get('move_to')).toBe('p1');
  });
});
