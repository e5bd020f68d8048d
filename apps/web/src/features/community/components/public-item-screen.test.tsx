// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  aBorrowRequest,
  aPagination,
  aPublicItem,
  aPublicItemsPage,
  aUser,
  installFetchRouter,
  json,
  renderRoutes,
  resetDevice,
  signIn,
  type FetchRouter,
} from '@/testing';
import { useDiscoverStore } from '../stores/discover-store';

let api: FetchRouter;
const drill = aPublicItem({
  id: 'p7',
  item_name: 'Cordless drill',
  item_category: 'tools',
  brand: 'Makita',
  condition: 'good',
  item_description: 'An 18 V drill with two batteries.',
  owner_name: 'Rosa Lind',
  owner_location: 'Kreuzberg',
  location: 'Kreuzberg',
  estimated_value: 120,
});

beforeEach(() => {
  resetDevice();
  useDiscoverStore.getState().reset();
  signIn();
  api = installFetchRouter({
    '/auth/me': () => json(200, aUser({})),
    '/users/sent-borrow-requests': () => json(200, { requests: [], pagination: aPagination(0) }),
    'GET /public/items/p7': () => json(200, drill),
  });
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Discover: a public item’s page', () => {
  it('shows the item and its owner’s area, and asks to borrow it from there', async () => {
    api.routes['POST /public/items/p7/request-borrow'] = () =>
      json(201, { request_id: 'r9', owner_notified: true, expires_at: '2030-01-01T00:00:00Z' });
    await renderRoutes('/discover/items/p7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cordless drill' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Verified')).toBeTruthy();
    expect(document.querySelector('main')).not.toBeNull();
    expect(screen.getByText('Tools')).toBeTruthy();
    expect(screen.getByText('good')).toBeTruthy();
    expect(screen.getByText('Makita')).toBeTruthy();
    expect(screen.getByText('An 18 V drill with two batteries.')).toBeTruthy();
    expect(screen.getByText('Rosa Lind')).toBeTruthy();
    expect(screen.getByText('Kreuzberg')).toBeTruthy();
    expect(screen.getByText('$120')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Ask to Borrow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request to Borrow' });
    fireEvent.change(within(dialog).getByLabelText('Message (optional)'), {
      target: { value: 'For a shelf, back on Sunday' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Request Sent')).toBeTruthy();
    const [, init] = api.callsTo('POST /public/items/p7/request-borrow')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      sharing_type: 'BORROW',
      message: 'For a shelf, back on Sunday',
    });
  });

  it('does not offer to ask for one’s own item, one lent out, or one already asked for', async () => {
    api.routes['GET /public/items/p7'] = () =>
      json(200, { ...drill, is_own: true, is_available: false });
    await renderRoutes('/discover/items/p7');
    expect(await screen.findByText('Your item')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask to Borrow' })).toHaveProperty('disabled', true);
    cleanup();

    api.routes['GET /public/items/p7'] = () => json(200, drill);
    api.routes['/users/sent-borrow-requests'] = () =>
      json(200, { requests: [aBorrowRequest({ item_id: 'p7' })], pagination: aPagination(1) });
    await renderRoutes('/discover/items/p7');
    expect(await screen.findByText('Requested')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask to Borrow' })).toHaveProperty('disabled', true);
  });

  it('says so when the item is not public (any more)', async () => {
    api.routes['GET /public/items/p7'] = () => json(404, { detail: 'Public item not found' });
    await renderRoutes('/discover/items/p7');
    expect(await screen.findByText('Item Not Available')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Discover' }).getAttribute('href')).toBe(
      '/community?tab=discover',
    );
    expect(screen.queryByRole('button', { name: 'Ask to Borrow' })).toBeNull();
  });

  it('opens from a Discover card; the card’s own button still asks at once', async () => {
    api.routes['/public/items'] = () => json(200, aPublicItemsPage([drill]));
    const router = await renderRoutes('/community?tab=discover');
    const link = await screen.findByRole('link', { name: 'Cordless drill' });
    expect(link.getAttribute('href')).toBe('/discover/items/p7');
    fireEvent.click(screen.getByRole('button', { name: 'Request to borrow Cordless drill' }));
    expect(await screen.findByRole('dialog', { name: 'Request to Borrow' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/discover/items/p7'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cordless drill' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
