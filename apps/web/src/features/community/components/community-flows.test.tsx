// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const me = aUser({ id: 'u-bob', email: 'bob@example.com', full_name: 'Bob Carter' });
let api: FetchRouter;

beforeEach(() => {
  resetDevice();
  useDiscoverStore.getState().reset();
  signIn();
  api = installFetchRouter({
    '/auth/me': () => json(200, me),
    '/users/borrow-requests/summary': () => json(200, { pending: 1, total: 3, expiring_soon: 1 }),
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Borrow requests', () => {
  it('shows the summary, the counts on the chips, "Nd left" and the expiring-soon flag', async () => {
    api.routes['/users/borrow-requests'] = () =>
      json(200, {
        requests: [
          aBorrowRequest({ days_until_expiry: 1 }),
          aBorrowRequest({ id: 'r2', status: 'APPROVED', item_name: 'Drill' }),
        ],
        pagination: aPagination(2),
      });
    await renderRoutes('/community?tab=requests');
    expect(await screen.findByText('1d left')).toBeTruthy();
    expect(screen.getByText('Expiring soon')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pending 1' })).toBeTruthy();
    expect(screen.getByText('Expiring Soon')).toBeTruthy();
    // Without a picture, a request shows its item's category icon, not a placeholder.
    expect(screen.getByRole('img', { name: 'Sports: no picture of Trek bike' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'No image available' })).toBeNull();
  });

  it('asks the server for one status and says "No Pending Requests" when there are none', async () => {
    api.routes['/users/borrow-requests'] = (_init, url) =>
      json(200, {
        requests: url.searchParams.get('status') === 'PENDING' ? [] : [aBorrowRequest({})],
        pagination: aPagination(1),
      });
    await renderRoutes('/community?tab=requests');
    await screen.findByText('Trek bike');
    fireEvent.click(screen.getByRole('button', { name: /^Pending/ }));
    expect(await screen.findByRole('heading', { name: 'No Pending Requests' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approved' }));
    expect(await screen.findByRole('heading', { name: 'Trek bike', level: 3 })).toBeTruthy();
    const statuses = api
      .callsTo('/users/borrow-requests')
      .map(([input]) => new URL(String(input), 'http://localhost').searchParams.get('status'));
    expect(statuses).toEqual([null, 'PENDING', 'APPROVED']);
  });

  it('approves a pending request from the sheet with the response message', async () => {
    api.routes['/users/borrow-requests'] = () =>
      json(200, { requests: [aBorrowRequest({})], pagination: aPagination(1) });
    api.routes['PATCH /users/borrow-requests/r1'] = () =>
      json(200, {
        request_id: 'r1',
        action: 'APPROVE',
        status: 'APPROVED',
        share_created: true,
        share_url: 'http://x/share/t',
      });
    await renderRoutes('/community?tab=requests');
    fireEvent.click(
      await screen.findByRole('button', { name: "Respond to Bob Carter's request for Trek bike" }),
    );
    const sheet = await screen.findByRole('dialog', { name: 'Borrow Request' });
    fireEvent.change(within(sheet).getByLabelText('Response message (optional)'), {
      target: { value: ' Saturday works ' },
    });
    expect(within(sheet).getByText('16/500')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Request Approved')).toBeTruthy();
    const [, init] = api.callsTo('PATCH /users/borrow-requests/r1')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      action: 'APPROVE',
      response_message: 'Saturday works',
    });
  });

  it('shows "Failed to deny request" when the server gives no reason', async () => {
    api.routes['/users/borrow-requests'] = () =>
      json(200, { requests: [aBorrowRequest({})], pagination: aPagination(1) });
    api.routes['PATCH /users/borrow-requests/r1'] = () => json(500, { detail: 'Internal' });
    await renderRoutes('/community?tab=requests');
    fireEvent.click(await screen.findByRole('button', { name: /Respond to/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Deny' }));
    expect(await screen.findByText('Failed to deny request')).toBeTruthy();
  });

  it('Sent: Claim now and Cancel remove the request from the list', async () => {
    let sent = [
      aBorrowRequest({ id: 'r1', status: 'APPROVED', claimable: true }),
      aBorrowRequest({ id: 'r2', item_name: 'Drill' }),
    ];
    api.routes['/users/sent-borrow-requests'] = () =>
      json(200, { requests: sent, pagination: aPagination(sent.length) });
    api.routes['POST /users/sent-borrow-requests/r1/claim'] = () => {
      sent = sent.filter((r) => r.id !== 'r1');
      return json(200, { success: true, message: 'You are borrowing it.' });
    };
    api.routes['PATCH /users/sent-borrow-requests/r2/cancel'] = () => {
      sent = sent.filter((r) => r.id !== 'r2');
      return json(200, { success: true, message: 'Request cancelled' });
    };
    await renderRoutes('/community?tab=requests&subTab=sent');
    expect(await screen.findByRole('button', { name: 'Sent', pressed: true })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Claim now: Trek bike' }));
    await waitFor(() => expect(screen.queryByText('Trek bike')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel request for Drill' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Cancel Request',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'No Requests Found' })).toBeTruthy();
  });

  it('Sent: the summary counts the requests sent, not those received', async () => {
    const sent = [
      aBorrowRequest({ id: 'r1', status: 'APPROVED', claimable: true }),
      aBorrowRequest({ id: 'r2', item_name: 'Drill', days_until_expiry: 1 }),
      aBorrowRequest({ id: 'r3', item_name: 'Tent', days_until_expiry: 6 }),
    ];
    api.routes['/users/sent-borrow-requests'] = () =>
      json(200, { requests: sent, pagination: aPagination(sent.length) });
    await renderRoutes('/community?tab=requests&subTab=sent');
    const sentSummary = await screen.findByLabelText('Requests sent');
    await waitFor(() =>
      expect(
        within(sentSummary)
          .getAllByRole('definition')
          .map((figure) => figure.textContent),
      ).toEqual(['2', '3', '1']),
    );
  });

  it('shows "Unable to Load Requests" with Retry', async () => {
    api.routes['/users/borrow-requests'] = () => json(400, { detail: 'Nope' });
    await renderRoutes('/community?tab=requests');
    expect(await screen.findByRole('heading', { name: 'Unable to Load Requests' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('Discover', () => {
  it('debounces the search by 500 ms and shows cards, chips and the count', async () => {
    api.routes['/public/items'] = (_init, url) =>
      json(
        200,
        aPublicItemsPage(
          url.searchParams.get('search') === 'tre'
            ? [aPublicItem({})]
            : [aPublicItem({}), aPublicItem({ id: 'p2', item_name: 'Lamp' })],
        ),
      );
    await renderRoutes('/community?tab=discover');
    expect(await screen.findByText('2 items')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(screen.getByText('No more items to load')).toBeTruthy();
    // Six category chips at most, beside All and the two quick filters.
    const quick = screen.getByRole('group', { name: 'Quick filters' });
    expect(within(quick).getAllByRole('button')).toHaveLength(2 + 1 + 6);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(screen.getByLabelText('Search public items'), { target: { value: 'tre' } });
    await act(async () => {
      vi.advanceTimersByTime(400);
    });
    expect(api.callsTo('/public/items')).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(150);
    });
    vi.useRealTimers();
    expect(await screen.findByText('1 item')).toBeTruthy();
    const last = api.callsTo('/public/items').at(-1)?.[0];
    const query = new URL(String(last), 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      page: '1',
      per_page: '20',
      sort: '-created_at',
      search: 'tre',
    });
  });

  it("shows an item's own picture, or its category's icon when it has none", async () => {
    api.routes['/public/items'] = () =>
      json(
        200,
        aPublicItemsPage([
          aPublicItem({}),
          aPublicItem({ id: 'p2', item_name: 'Lamp', image_url: 'http://x/files/lamp.jpg' }),
        ]),
      );
    await renderRoutes('/community?tab=discover');
    expect(
      await screen.findByRole('img', { name: 'Sports: no picture of Trek bike' }),
    ).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'No image available' })).toBeNull();
    const lamp = screen.getByRole('img', { name: 'Lamp' });
    expect(lamp.getAttribute('src')).toBe('http://x/files/lamp.jpg');
  });

  it('counts active filters on the badge', async () => {
    api.routes['/public/items'] = () => json(200, aPublicItemsPage([aPublicItem({})]));
    await renderRoutes('/community?tab=discover');
    await screen.findByText('1 item');
    fireEvent.click(screen.getByRole('button', { name: 'Verified Only' }));
    fireEvent.click(screen.getByRole('button', { name: 'With Photos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tools' }));
    expect(screen.getByRole('button', { name: 'Filters, 3 active' })).toBeTruthy();
  });

  it('disables own and unavailable items and explains why', async () => {
    api.routes['/public/items'] = () =>
      json(
        200,
        aPublicItemsPage([
          aPublicItem({ id: 'own', is_own: true, item_name: 'My lamp', is_available: false }),
          aPublicItem({ id: 'lent', item_name: 'Drill', is_available: false }),
        ]),
      );
    await renderRoutes('/community?tab=discover');
    const own = await screen.findByRole('button', { name: 'Request to borrow My lamp' });
    expect(own.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Your item')).toBeTruthy();
    fireEvent.click(own);
    expect(await screen.findByText('You cannot request to borrow your own safeItem.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'Request to borrow Drill' }));
    expect(
      await screen.findByText('This item is not currently available for borrowing.'),
    ).toBeTruthy();
  });

  it('sends a borrow request with only type Borrow', async () => {
    api.routes['/public/items'] = () => json(200, aPublicItemsPage([aPublicItem({})]));
    api.routes['POST /public/items/p1/request-borrow'] = () =>
      json(201, { request_id: 'r9', owner_notified: true, expires_at: '2030-01-01T00:00:00Z' });
    await renderRoutes('/community?tab=discover');
    fireEvent.click(await screen.findByRole('button', { name: 'Request to borrow Trek bike' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request to Borrow' });
    fireEvent.change(within(dialog).getByLabelText('Message (optional)'), {
      target: { value: 'x'.repeat(501) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Please keep your message under 500 characters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.change(within(dialog).getByLabelText('Message (optional)'), {
      target: { value: ' Hello ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    api.routes['/users/sent-borrow-requests'] = () =>
      json(200, { requests: [aBorrowRequest({ item_id: 'p1' })], pagination: aPagination(1) });
    expect(await screen.findByText('Request Sent')).toBeTruthy();
    const [, init] = api.callsTo('POST /public/items/p1/request-borrow')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ sharing_type: 'BORROW', message: 'Hello' });
    // The card now says so, and a second request is not offered.
    expect(await screen.findByText('Requested')).toBeTruthy();
  });
});
