// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setDeploymentCurrency } from '@/lib/format-money';
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
import { ITEM_LIMITS } from '../schemas/item-edit.schema';

let api: FetchRouter;

const item = aHandAddedItem;

const kept = item({});
const duplicate = item({ id: 'i2', quantity: 2, brand: 'Ikea' });

beforeEach(() => {
  resetDevice();
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
    'GET /users/inventory/i1': () => json(200, kept),
    'GET /users/inventory': () =>
      json(200, {
        items: [kept, duplicate],
        pagination: { total: 2, limit: 20, offset: 0, has_next: false },
      }),
  });
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setDeploymentCurrency('USD');
});

async function chooseDuplicate() {
  await renderRoutes('/item/i1');
  fireEvent.click(await screen.findByRole('button', { name: 'Merge with another item' }));
  const dialog = await screen.findByRole('dialog', { name: 'Merge Into This Item' });
  const list = await within(dialog).findByRole('list', { name: 'Items to merge' });
  // The item itself is never offered; the search starts from its name.
  await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
  const search = new URL(String(api.callsTo('GET /users/inventory').at(-1)?.[0]), 'http://x');
  expect(search.searchParams.get('search')).toBe('Coffee mug');
  expect(within(dialog).getByRole('button', { name: 'Merge' })).toHaveProperty('disabled', true);
  fireEvent.click(within(list).getByRole('button', { name: /Coffee mug/ }));
  return dialog;
}

describe('ItemDetail: layout', () => {
  it('keeps the main navigation beside the item and names the screen in the title', async () => {
    await renderRoutes('/item/i1');
    await screen.findByRole('heading', { name: 'Coffee mug' });
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    expect(within(navigation).getByRole('link', { name: 'Browse' })).toBeTruthy();
    expect(document.title).toBe('Item · Circle');
  });
});

describe('ItemDetail: editing', () => {
  it('counts characters, takes numbers only with the limit in the currency, lists categories by name and asks before leaving', async () => {
    setDeploymentCurrency('EUR');
    const router = await renderRoutes('/item/i1');
    const name = (await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement;
    expect(screen.getByText(`10 / ${ITEM_LIMITS.name}`)).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Coffee mugs' } });
    expect(screen.getByText(`11 / ${ITEM_LIMITS.name}`)).toBeTruthy();

    const category = screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement;
    const labels = Array.from(category.options).map((option) => option.textContent);
    expect(labels).toContain('Kitchen');
    expect(labels.every((label) => !label?.includes('_'))).toBe(true);

    const value = screen.getByRole('textbox', { name: 'Estimated value (EUR)' });
    fireEvent.change(value, { target: { value: '12abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the value as a number, like 120 or 49.99')).toBeTruthy();
    fireEvent.change(value, { target: { value: '2000000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The value can be at most €1,000,000,000')).toBeTruthy();
    expect(api.callsTo('PATCH /users/inventory/i1')).toHaveLength(0);

    await act(() => router.navigate('/browse'));
    const ask = await screen.findByRole('alertdialog', { name: 'Unsaved Changes' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep Editing' }));
    expect(router.state.location.pathname).toBe('/item/i1');
  });
});

describe('ItemDetail: publishing', () => {
  it("puts the item's category among Discover's filters at once", async () => {
    let published = false;
    api.routes['GET /public/items'] = () =>
      json(200, {
        items: [],
        page: 1,
        per_page: 20,
        total_items: 0,
        total_pages: 0,
        has_next: false,
        has_prev: false,
        available_categories: published ? ['kitchen', 'tools'] : ['tools'],
        available_brands: [],
        available_conditions: [],
        available_locations: [],
        value_range: { min: 0, max: 0 },
      });
    api.routes['PATCH /users/inventory/i1/visibility'] = () => {
      published = true;
      return json(200, { ...kept, is_public: true });
    };
    api.routes['GET /users/borrow-requests/summary'] = () =>
      json(200, { pending: 0, total: 0, expiring_soon: 0 });
    const router = await renderRoutes('/community?tab=discover');
    const quick = await screen.findByRole('group', { name: 'Quick filters' });
    await within(quick).findByRole('button', { name: 'Tools' });
    expect(within(quick).queryByRole('button', { name: 'Kitchen' })).toBeNull();
    await act(() => router.navigate('/item/i1'));
    fireEvent.click(await screen.findByRole('switch', { name: /Public/ }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /users/inventory/i1/visibility')).toHaveLength(1),
    );
    await act(() => router.navigate('/community?tab=discover'));
    const again = await screen.findByRole('group', { name: 'Quick filters' });
    expect(await within(again).findByRole('button', { name: 'Kitchen' })).toBeTruthy();
  });
});

describe('ItemDetail: merge two items', () => {
  it('says what happens, merges with quantities added and shows the kept item', async () => {
    api.routes['POST /users/inventory/i1/merge'] = () =>
      json(200, { ...kept, quantity: 5, brand: 'Ikea', is_verified: true });
    const dialog = await chooseDuplicate();
    expect(within(dialog).getByRole('status').textContent).toBe(
      '"Coffee mug" (quantity 2) is folded into "Coffee mug" (quantity 3): the quantity ' +
        'becomes 5, details missing here are taken from "Coffee mug", tags are joined, and ' +
        '"Coffee mug" is deleted. This cannot be undone.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('Items Merged')).toBeTruthy();
    const [, init] = api.callsTo('POST /users/inventory/i1/merge')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ other_id: 'i2' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('× 5')).toBeTruthy();
  });

  it("keeps the dialog open with the server's reason when the merge is refused", async () => {
    api.routes['POST /users/inventory/i1/merge'] = () =>
      json(409, {
        detail:
          '"Coffee mug" is lent, given or requested right now; finish that share before merging it.',
      });
    const dialog = await chooseDuplicate();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Could not merge the items: "Coffee mug" is lent, given or requested right now',
    );
  });
});
