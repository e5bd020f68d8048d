// @vitest-environment jsdom
import type { BorrowRequest, PublicItem, PublicItemsPage } from '@circle/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wireApiClient } from '@/app/providers';
import { renderRoutes } from '@/app/testing/render-routes';
import { useToastStore } from '@/components/ui/toast/toast-store';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { STORAGE_KEYS } from '@/lib/storage';
import { useDiscoverStore } from '../stores/discover-store';

const me = {
  id: 'u-bob',
  email: 'bob@example.com',
  full_name: 'Bob Carter',
  is_verified: true,
  created_at: '2025-03-14T10:00:00Z',
};

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
    return key === path || key === `${init?.method ?? 'GET'} ${path}`;
  });
}

function renderAt(path: string) {
  return renderRoutes(path);
}

const pagination = (total: number) => ({
  total,
  limit: 200,
  offset: 0,
  current_page: 1,
  total_pages: 1,
  has_next: false,
  has_previous: false,
});

function request(overrides: Partial<BorrowRequest>): BorrowRequest {
  return {
    id: 'r1',
    request_id: 'r1',
    item_id: 'i1',
    item_name: 'Trek bike',
    item_image_url: null,
    requester_name: 'Bob Carter',
    owner_name: 'Alice Baker',
    created_at: '2025-11-20T10:00:00Z',
    expires_at: '2025-11-27T10:00:00Z',
    days_until_expiry: 5,
    status: 'PENDING',
    message: 'Weekend trip?',
    response_message: null,
    expected_return_date: null,
    claimable: false,
    share_url: null,
    ...overrides,
  };
}

function publicItem(overrides: Partial<PublicItem>): PublicItem {
  return {
    id: 'p1',
    is_own: false,
    item_name: 'Trek bike',
    item_description: null,
    item_category: 'sports',
    brand: 'Trek',
    estimated_value: 1050,
    condition: 'good',
    location: null,
    tags: [],
    confidence_score: 0.95,
    is_verified: true,
    perishability_type: 'non-perishable',
    estimated_expiry_date: null,
    prominence_score: 0.5,
    owner_name: 'Alice Baker',
    owner_location: 'Berlin',
    image_url: null,
    thumbnail_url: null,
    image_expires_at: null,
    created_at: '2025-11-20T10:00:00Z',
    updated_at: '2025-11-20T10:00:00Z',
    is_shareable: true,
    is_available: true,
    sharing_types_available: ['BORROW'],
    ...overrides,
  };
}

function page(items: PublicItem[], extra: Partial<PublicItemsPage> = {}): PublicItemsPage {
  return {
    items,
    page: 1,
    per_page: 20,
    total_items: items.length,
    total_pages: 1,
    has_next: false,
    has_prev: false,
    available_categories: ['sports', 'tools', 'books', 'art', 'decor', 'storage', 'jewelry'],
    available_brands: ['Trek'],
    available_conditions: ['good'],
    available_locations: ['Berlin'],
    value_range: { min: 0, max: 1050 },
    ...extra,
  };
}

beforeEach(() => {
  localStorage.clear();
  useToastStore.getState().clear();
  useDiscoverStore.getState().reset();
  useSessionStore.setState({
    authToken: 'token',
    refreshToken: null,
    verification: null,
    postLoginRedirect: null,
    loggedOutExplicitly: false,
  });
  localStorage.setItem(STORAGE_KEYS.authToken, 'token');
  handlers = {
    '/auth/me': () => json(200, me),
    '/users/borrow-requests/summary': () => json(200, { pending: 1, total: 3, expiring_soon: 1 }),
  };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const handler = handlers[`${init?.method ?? 'GET'} ${path}`] ?? handlers[path];
    return handler ? handler(init, url) : json(404, { detail: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  wireApiClient();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Borrow requests', () => {
  it('shows the summary, the counts on the chips, "Nd left" and the expiring-soon flag', async () => {
    handlers['/users/borrow-requests'] = () =>
      json(200, {
        requests: [
          request({ days_until_expiry: 1 }),
          request({ id: 'r2', status: 'APPROVED', item_name: 'Drill' }),
        ],
        pagination: pagination(2),
      });
    await renderAt('/community?tab=requests');
    expect(await screen.findByText('1d left')).toBeTruthy();
    expect(screen.getByText('Expiring soon')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pending 1' })).toBeTruthy();
    expect(screen.getByText('Expiring Soon')).toBeTruthy();
  });

  it('asks the server for one status and says "No Pending Requests" when there are none', async () => {
    handlers['/users/borrow-requests'] = (_init, url) =>
      json(200, {
        requests: url.searchParams.get('status') === 'PENDING' ? [] : [request({})],
        pagination: pagination(1),
      });
    await renderAt('/community?tab=requests');
    await screen.findByText('Trek bike');
    fireEvent.click(screen.getByRole('button', { name: /^Pending/ }));
    expect(await screen.findByRole('heading', { name: 'No Pending Requests' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approved' }));
    expect(await screen.findByRole('heading', { name: 'Trek bike', level: 3 })).toBeTruthy();
    const statuses = callsTo('/users/borrow-requests').map(([input]) =>
      new URL(String(input), 'http://localhost').searchParams.get('status'),
    );
    expect(statuses).toEqual([null, 'PENDING', 'APPROVED']);
  });

  it('approves a pending request from the sheet with the response message', async () => {
    handlers['/users/borrow-requests'] = () =>
      json(200, { requests: [request({})], pagination: pagination(1) });
    handlers['PATCH /users/borrow-requests/r1'] = () =>
      json(200, {
        request_id: 'r1',
        action: 'APPROVE',
        status: 'APPROVED',
        share_created: true,
        share_url: 'http://x/share/t',
      });
    await renderAt('/community?tab=requests');
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
    const [, init] = callsTo('PATCH /users/borrow-requests/r1')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      action: 'APPROVE',
      response_message: 'Saturday works',
    });
  });

  it('shows "Failed to deny request" when the server gives no reason', async () => {
    handlers['/users/borrow-requests'] = () =>
      json(200, { requests: [request({})], pagination: pagination(1) });
    handlers['PATCH /users/borrow-requests/r1'] = () => json(500, { detail: 'Internal' });
    await renderAt('/community?tab=requests');
    fireEvent.click(await screen.findByRole('button', { name: /Respond to/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Deny' }));
    expect(await screen.findByText('Failed to deny request')).toBeTruthy();
  });

  it('Sent: Claim now and Cancel remove the request from the list', async () => {
    let sent = [
      request({ id: 'r1', status: 'APPROVED', claimable: true }),
      request({ id: 'r2', item_name: 'Drill' }),
    ];
    handlers['/users/sent-borrow-requests'] = () =>
      json(200, { requests: sent, pagination: pagination(sent.length) });
    handlers['POST /users/sent-borrow-requests/r1/claim'] = () => {
      sent = sent.filter((r) => r.id !== 'r1');
      return json(200, { success: true, message: 'You are borrowing it.' });
    };
    handlers['PATCH /users/sent-borrow-requests/r2/cancel'] = () => {
      sent = sent.filter((r) => r.id !== 'r2');
      return json(200, { success: true, message: 'Request cancelled' });
    };
    await renderAt('/community?tab=requests&subTab=sent');
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
      request({ id: 'r1', status: 'APPROVED', claimable: true }),
      request({ id: 'r2', item_name: 'Drill', days_until_expiry: 1 }),
      request({ id: 'r3', item_name: 'Tent', days_until_expiry: 6 }),
    ];
    handlers['/users/sent-borrow-requests'] = () =>
      json(200, { requests: sent, pagination: pagination(sent.length) });
    await renderAt('/community?tab=requests&subTab=sent');
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
    handlers['/users/borrow-requests'] = () => json(400, { detail: 'Nope' });
    await renderAt('/community?tab=requests');
    expect(await screen.findByRole('heading', { name: 'Unable to Load Requests' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('Discover', () => {
  it('debounces the search by 500 ms and shows cards, chips and the count', async () => {
    handlers['/public/items'] = (_init, url) =>
      json(
        200,
        page(
          url.searchParams.get('search') === 'tre'
            ? [publicItem({})]
            : [publicItem({}), publicItem({ id: 'p2', item_name: 'Lamp' })],
        ),
      );
    await renderAt('/community?tab=discover');
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
    expect(callsTo('/public/items')).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(150);
    });
    vi.useRealTimers();
    expect(await screen.findByText('1 item')).toBeTruthy();
    const last = callsTo('/public/items').at(-1)?.[0];
    const query = new URL(String(last), 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      page: '1',
      per_page: '20',
      sort: '-created_at',
      search: 'tre',
    });
  });

  it("shows an item's own picture, or its category's icon when it has none", async () => {
    handlers['/public/items'] = () =>
      json(
        200,
        page([
          publicItem({}),
          publicItem({ id: 'p2', item_name: 'Lamp', image_url: 'http://x/files/lamp.jpg' }),
        ]),
      );
    await renderAt('/community?tab=discover');
    expect(
      await screen.findByRole('img', { name: 'Sports: no picture of Trek bike' }),
    ).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'No image available' })).toBeNull();
    const lamp = screen.getByRole('img', { name: 'Lamp' });
    expect(lamp.getAttribute('src')).toBe('http://x/files/lamp.jpg');
  });

  it('counts active filters on the badge', async () => {
    handlers['/public/items'] = () => json(200, page([publicItem({})]));
    await renderAt('/community?tab=discover');
    await screen.findByText('1 item');
    fireEvent.click(screen.getByRole('button', { name: 'Verified Only' }));
    fireEvent.click(screen.getByRole('button', { name: 'With Photos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tools' }));
    expect(screen.getByRole('button', { name: 'Filters, 3 active' })).toBeTruthy();
  });

  it('disables own and unavailable items and explains why', async () => {
    handlers['/public/items'] = () =>
      json(
        200,
        page([
          publicItem({ id: 'own', is_own: true, item_name: 'My lamp', is_available: false }),
          publicItem({ id: 'lent', item_name: 'Drill', is_available: false }),
        ]),
      );
    await renderAt('/community?tab=discover');
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
    handlers['/public/items'] = () => json(200, page([publicItem({})]));
    handlers['POST /public/items/p1/request-borrow'] = () =>
      json(201, { request_id: 'r9', owner_notified: true, expires_at: '2030-01-01T00:00:00Z' });
    await renderAt('/community?tab=discover');
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
    handlers['/users/sent-borrow-requests'] = () =>
      json(200, { requests: [request({ item_id: 'p1' })], pagination: pagination(1) });
    expect(await screen.findByText('Request Sent')).toBeTruthy();
    const [, init] = callsTo('POST /public/items/p1/request-borrow')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ sharing_type: 'BORROW', message: 'Hello' });
    // The card now says so, and a second request is not offered.
    expect(await screen.findByText('Requested')).toBeTruthy();
  });
});
