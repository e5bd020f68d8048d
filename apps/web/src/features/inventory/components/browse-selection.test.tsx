// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
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
import { useBrowseStore } from '../stores/browse-store';
import { mergeOutcome } from './merge-item-dialog';

let api: FetchRouter;
const lamp = aHandAddedItem({ id: 'i1', item_name: 'Desk lamp', quantity: 1 });
const drill = aHandAddedItem({ id: 'i2', item_name: 'Drill', item_category: 'tools', quantity: 2 });
const tent = aHandAddedItem({ id: 'i3', item_name: 'Tent', quantity: 1 });

beforeEach(() => {
  resetDevice();
  useBrowseStore.getState().reset();
  signIn();
  api = installFetchRouter({
    'GET /auth/me': () => json(200, aUser({})),
    'GET /users/inventory': () =>
      json(200, {
        items: [lamp, drill, tent],
        pagination: { total: 3, limit: 20, offset: 0, has_next: false },
      }),
  });
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Browse: merge two selected items', () => {
  it('merges the second item picked into the first, with the item screen’s confirmation', async () => {
    api.routes['POST /users/inventory/i2/merge'] = () => json(200, { ...drill, quantity: 3 });
    await renderRoutes('/browse');
    fireEvent.click(await screen.findByRole('button', { name: 'Select' }));
    const merge = screen.getByRole('button', { name: 'Merge' });
    expect(merge).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Drill' }));
    expect(merge).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Desk lamp' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    // Merging needs exactly two.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Tent' }));
    expect(merge).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Tent' }));
    expect(merge).toHaveProperty('disabled', false);

    fireEvent.click(merge);
    const dialog = await screen.findByRole('alertdialog', { name: 'Merge Two Items?' });
    expect(within(dialog).getByText(mergeOutcome(drill, lamp))).toBeTruthy();
    // The other one can be kept instead; back again.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep “Desk lamp” instead' }));
    expect(within(dialog).getByText(mergeOutcome(lamp, drill))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep “Drill” instead' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('Items Merged')).toBeTruthy();
    const [, init] = api.callsTo('POST /users/inventory/i2/merge')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ other_id: 'i1' });
    // Selection mode ends with the merge.
    expect(screen.queryByRole('checkbox', { name: 'Select Drill' })).toBeNull();
  });

  it('publishes every selected item in one bulk request', async () => {
    let sent: unknown = null;
    api.routes['POST /users/inventory/bulk'] = (init) => {
      sent = JSON.parse(String(init?.body));
      return json(200, {
        items: [lamp, tent].map((item) => ({ ...item, is_public: true })),
        updated: 2,
        deleted: 0,
      });
    };
    await renderRoutes('/browse');
    fireEvent.click(await screen.findByRole('button', { name: 'Select' }));
    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(publish).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Desk lamp' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Tent' }));
    fireEvent.click(publish);
    expect(await screen.findByText('2 items are now public.')).toBeTruthy();
    expect(sent).toEqual({ item_ids: ['i1', 'i3'], set: { is_public: true } });
  });

  it('Done leaves selection mode without merging', async () => {
    await renderRoutes('/browse');
    fireEvent.click(await screen.findByRole('button', { name: 'Select' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Drill' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('checkbox', { name: 'Select Drill' })).toBeNull();
    expect(api.callsTo('POST /users/inventory/i2/merge')).toHaveLength(0);
  });
});
