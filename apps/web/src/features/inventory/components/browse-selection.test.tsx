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
} from '@/testing';
import { useBrowseStore } from '../stores/browse-store';

const lamp = aHandAddedItem({ id: 'i1', item_name: 'Desk lamp', quantity: 1 });
const drill = aHandAddedItem({ id: 'i2', item_name: 'Drill', item_category: 'tools' });
const tent = aHandAddedItem({ id: 'i3', item_name: 'Tent' });
const rope = aHandAddedItem({ id: 'i4', item_name: 'Rope' });

beforeEach(() => {
  resetDevice();
  useBrowseStore.getState().reset();
  signIn();
  installFetchRouter({
    'GET /auth/me': () => json(200, aUser({})),
    'GET /users/inventory': () =>
      json(200, {
        items: [lamp, drill, tent, rope],
        pagination: { total: 4, limit: 20, offset: 0, has_next: false },
      }),
  });
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const box = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });
const checked = (name: string) => box(name).getAttribute('aria-checked') === 'true';

describe('Browse cards: select mode', () => {
  it('a tap on a card selects and deselects it instead of opening the item', async () => {
    const router = await renderRoutes('/browse');
    fireEvent.click(await screen.findByRole('button', { name: 'Select' }, { timeout: 10_000 }));
    expect(screen.getByText('Tap items to select them.')).toBeTruthy();

    // The whole card is the target: a button over it, announced as a checkbox.
    const card = box('Drill');
    expect(card.tagName).toBe('BUTTON');
    fireEvent.click(card);
    expect(checked('Drill')).toBe(true);
    expect(screen.getByText('1 selected')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/browse');
    fireEvent.click(box('Drill'));
    expect(checked('Drill')).toBe(false);

    // The card's own link rests while selecting (no tab stop, no click).
    const link = screen.getByRole('link', { name: 'Drill', hidden: true });
    expect(link.closest('[inert]')).not.toBeNull();
  });

  it('shift-click selects the range from the last card clicked', async () => {
    await renderRoutes('/browse');
    fireEvent.click(await screen.findByRole('button', { name: 'Select' }, { timeout: 10_000 }));
    fireEvent.click(box('Desk lamp'));
    fireEvent.click(box('Tent'), { shiftKey: true });
    expect(['Desk lamp', 'Drill', 'Tent', 'Rope'].map(checked)).toEqual([true, true, true, false]);
    expect(screen.getByText('3 selected')).toBeTruthy();
  });

  it('Done leaves select mode, and the card opens the item again', async () => {
    await renderRoutes('/browse');
    fireEvent.click(await screen.findByRole('button', { name: 'Select' }, { timeout: 10_000 }));
    fireEvent.click(box('Drill'));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('checkbox', { name: 'Select Drill' })).toBeNull();
    const link = screen.getByRole('link', { name: 'Drill' });
    expect(link.getAttribute('href')).toBe('/item/i2');
    expect(link.closest('[inert]')).toBeNull();
  });
});

describe('Browse table: select mode', () => {
  it('selects rows by checkbox, all shown rows at once, and ranges with shift', async () => {
    useBrowseStore.getState().setLayout('table');
    await renderRoutes('/browse');
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(within(table).queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));

    const all = within(table).getByRole('checkbox', { name: 'Select all shown items' });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select Drill' }));
    expect(screen.getByText('1 selected')).toBeTruthy();
    expect(all.getAttribute('aria-checked')).toBe('mixed');

    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select Rope' }), {
      shiftKey: true,
    });
    expect(screen.getByText('3 selected')).toBeTruthy();
    expect(
      within(table)
        .getByRole('row', { name: /Desk lamp/ })
        .hasAttribute('data-selected'),
    ).toBe(false);

    fireEvent.click(all);
    expect(screen.getByText('4 selected')).toBeTruthy();
    expect((all as HTMLInputElement).checked).toBe(true);
    fireEvent.click(all);
    expect(screen.getByText('Tap items to select them.')).toBeTruthy();
  });
});
