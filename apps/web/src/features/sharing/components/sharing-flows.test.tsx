// @vitest-environment jsdom
import type { PublicShareView, Share } from '@circle/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient, wireApiClient } from '@/app/providers';
import { routes } from '@/app/router';
import { useToastStore } from '@/components/ui/toast/toast-store';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { STORAGE_KEYS } from '@/lib/storage';

const user = {
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

/** Handlers by "METHOD /path" (or just "/path" for any method), the query ignored. */
function callsTo(key: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    return key === path || key === `${init?.method ?? 'GET'} ${path}`;
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function signIn() {
  useSessionStore.setState({ authToken: 'token' });
  localStorage.setItem(STORAGE_KEYS.authToken, 'token');
}

const publicShare: PublicShareView = {
  item: {
    name: 'Cordless drill',
    description: 'Two batteries',
    category: 'tools',
    condition: 'good',
    estimated_value: 149,
    image_url: null,
  },
  owner: { name: 'Alice Baker', approximate_location: '52.5, 13.4' },
  sharing_type: 'BORROW',
  status: 'PENDING',
  notes: 'Bring it back clean',
  expected_return_date: '2030-01-10',
  expires_at: '2030-01-03T00:00:00Z',
  created_at: '2029-12-27T00:00:00Z',
  is_claimed: false,
  can_claim: true,
  is_owner: false,
};

function share(overrides: Partial<Share>): Share {
  return {
    share_id: 's1',
    item_id: 'i1',
    item_name: 'Cordless drill',
    item_image_url: null,
    sharing_type: 'BORROW',
    status: 'PENDING',
    notes: null,
    created_at: '2025-11-01T10:00:00Z',
    updated_at: '2025-11-01T10:00:00Z',
    shared_with: null,
    shared_by: { id: 'u-alice', name: 'Alice Baker', email: 'alice@example.com' },
    expected_return_date: '2030-01-10',
    claimed_at: null,
    returned_at: null,
    completed_at: null,
    share_token: 'tok',
    share_url: 'http://localhost/share/tok',
    expires_at: '2030-01-03T00:00:00Z',
    can_send_reminder: false,
    last_reminder_at: null,
    claim_message: null,
    ...overrides,
  };
}

beforeEach(() => {
  localStorage.clear();
  useToastStore.getState().clear();
  useSessionStore.setState({
    authToken: null,
    refreshToken: null,
    verification: null,
    postLoginRedirect: null,
    loggedOutExplicitly: false,
  });
  handlers = {
    '/auth/me': () => json(200, user),
    '/share/tok': () => json(200, publicShare),
    '/users/borrow-requests/summary': () => json(200, { pending: 2, total: 5, expiring_soon: 1 }),
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
  vi.unstubAllGlobals();
});

describe('ShareClaim', () => {
  it('shows the shared item to a signed-out visitor and asks to log in, remembering the page', async () => {
    const router = renderAt('/share/tok');
    expect(await screen.findByRole('heading', { name: 'Cordless drill' })).toBeTruthy();
    expect(screen.getByText('Alice Baker')).toBeTruthy();
    expect(screen.getByText('52.5, 13.4')).toBeTruthy();
    expect(screen.getByText('$149')).toBeTruthy();
    expect(screen.getByText('Bring it back clean')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Tools: no picture of Cordless drill' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Login Required' });
    fireEvent.click(within(alert).getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSessionStore.getState().postLoginRedirect).toBe('/share/tok');
    expect(callsTo('POST /share/tok/claim')).toHaveLength(0);
  });

  it('claims with the trimmed message after the confirm step; Cancel goes back', async () => {
    signIn();
    handlers['POST /share/tok/claim'] = () =>
      json(200, { success: true, message: 'You are borrowing it.', share_id: 's1' });
    renderAt('/share/tok');
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    fireEvent.change(await screen.findByLabelText('Message to the owner (optional)'), {
      target: { value: '  Thank you!  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Claim' }));
    expect(await screen.findByRole('heading', { name: 'Item Claimed' })).toBeTruthy();
    expect(screen.getByText('You are borrowing it.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View in Borrowed' })).toBeTruthy();
    const [, init] = callsTo('POST /share/tok/claim')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ message: 'Thank you!' });
  });

  it('offers "View in your items" after claiming a gift', async () => {
    signIn();
    handlers['/share/tok'] = () => json(200, { ...publicShare, sharing_type: 'DONATE' });
    handlers['POST /share/tok/claim'] = () =>
      json(200, { success: true, message: 'It is yours.', share_id: 's1' });
    const router = renderAt('/share/tok');
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm Claim' }));
    await screen.findByRole('heading', { name: 'Item Claimed' });
    expect(screen.queryByRole('link', { name: 'View in Borrowed' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'View in your items' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/browse'));
  });

  it('omits an empty message', async () => {
    signIn();
    handlers['POST /share/tok/claim'] = () => json(200, { success: true, message: 'ok' });
    renderAt('/share/tok');
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    fireEvent.change(await screen.findByLabelText('Message to the owner (optional)'), {
      target: { value: '   ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Claim' }));
    await screen.findByRole('heading', { name: 'Item Claimed' });
    const [, init] = callsTo('POST /share/tok/claim')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({});
  });

  it('says "Claim Status Unclear" on HTTP 500, with Refresh and Go to My Items', async () => {
    signIn();
    handlers['POST /share/tok/claim'] = () => json(500, { detail: 'Internal server error' });
    renderAt('/share/tok');
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm Claim' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Claim Status Unclear' });
    expect(within(alert).getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Go to My Items' })).toBeTruthy();
  });

  it('refuses items the viewer cannot claim and claimed items', async () => {
    signIn();
    handlers['/share/tok'] = () => json(200, { ...publicShare, can_claim: false });
    renderAt('/share/tok');
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('You cannot claim this item')).toBeTruthy();
    cleanup();
    handlers['/share/tok'] = () =>
      json(200, { ...publicShare, is_claimed: true, can_claim: false, status: 'CLAIMED' });
    renderAt('/share/tok');
    expect(await screen.findByText('This item has already been claimed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('says a cancelled or expired link no longer works, with nothing to try again', async () => {
    handlers['/share/tok'] = () => json(404, { detail: 'Share not found' });
    renderAt('/share/tok');
    expect(await screen.findByRole('heading', { name: 'Link No Longer Works' })).toBeTruthy();
    expect(screen.getByText(/cancelled by its owner or has expired/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it('shows "Unable to Load Item" with Try Again when the link does not load', async () => {
    handlers['/share/tok'] = () => json(503, { detail: 'Service unavailable' });
    renderAt('/share/tok');
    expect(await screen.findByRole('heading', { name: 'Unable to Load Item' })).toBeTruthy();
    handlers['/share/tok'] = () => json(200, publicShare);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Cordless drill' })).toBeTruthy();
  });
});

describe('Community: shares', () => {
  beforeEach(signIn);

  it('shows "Failed to load shares" with Retry', async () => {
    handlers['/users/shares'] = () => json(400, { detail: 'Nope' });
    renderAt('/community');
    expect(await screen.findByRole('heading', { name: 'Failed to load shares' })).toBeTruthy();
    handlers['/users/shares'] = () => json(200, { shared_by_me: [], shared_with_me: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No Shared Items' })).toBeTruthy();
  });

  it("shows the owner the claimer's message", async () => {
    handlers['/users/shares'] = () =>
      json(200, {
        shared_by_me: [
          share({
            status: 'CLAIMED',
            shared_with: { id: 'u-carol', name: 'Carol Danvers', email: 'carol@example.com' },
            claim_message: 'Thanks, back on Sunday!',
          }),
        ],
        shared_with_me: [],
      });
    renderAt('/community');
    expect(
      await screen.findByText('Carol Danvers wrote: “Thanks, back on Sunday!”', { exact: false }),
    ).toBeTruthy();
  });

  it('moves a returned loan out of Active in Borrowed', async () => {
    handlers['/users/shares'] = () =>
      json(200, {
        shared_by_me: [],
        shared_with_me: [
          share({ share_id: 's2', item_name: 'Tent', status: 'CLAIMED' }),
          share({ status: 'RETURNED', returned_at: '2025-11-20T10:00:00Z' }),
        ],
      });
    renderAt('/community?tab=borrowed');
    const active = await screen.findByRole('region', { name: 'Active (1)' });
    expect(within(active).getByText('Tent')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'History (1)' });
    expect(within(history).getByText('Cordless drill')).toBeTruthy();
  });

  it('shows the pending count on the Requests tab', async () => {
    handlers['/users/shares'] = () => json(200, { shared_by_me: [], shared_with_me: [] });
    renderAt('/community');
    expect(await screen.findByRole('tab', { name: 'Requests 2 pending' })).toBeTruthy();
  });

  it('maps a refused completion to "Cannot Mark as Complete" and updates the status after success', async () => {
    let shares = {
      shared_by_me: [
        share({
          status: 'RETURNED',
          shared_with: { id: 'u-bob', name: 'Bob', email: 'bob@example.com' },
        }),
      ],
      shared_with_me: [],
    };
    handlers['/users/shares'] = () => json(200, shares);
    handlers['PATCH /users/shares/s1'] = () =>
      json(400, { detail: 'Item must be returned before marking as completed' });
    renderAt('/community');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as Complete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark as Complete?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as Complete' }));
    expect(await screen.findByText('Cannot Mark as Complete')).toBeTruthy();

    handlers['PATCH /users/shares/s1'] = () => {
      shares = { ...shares, shared_by_me: [{ ...shares.shared_by_me[0]!, status: 'COMPLETED' }] };
      return json(200, {
        share_id: 's1',
        action: 'COMPLETE',
        new_status: 'COMPLETED',
        message: 'Share completed',
      });
    };
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as Complete' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Mark as Complete',
      }),
    );
    expect(await screen.findByText('Completed')).toBeTruthy();
    const [, init] = callsTo('PATCH /users/shares/s1')[1] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ action: 'COMPLETE' });
  });

  it('sends a reminder and says so; a refused one shows "Failed" with the reason', async () => {
    handlers['/users/shares'] = () =>
      json(200, {
        shared_by_me: [
          share({
            status: 'CLAIMED',
            can_send_reminder: true,
            shared_with: { id: 'u-bob', name: 'Bob', email: 'bob@example.com' },
          }),
        ],
        shared_with_me: [],
      });
    handlers['POST /users/shares/s1/send-reminder'] = () =>
      json(429, { detail: 'A reminder was already sent in the last 24 hours.' });
    renderAt('/community');
    fireEvent.click(await screen.findByRole('button', { name: 'Send Reminder' }));
    expect(await screen.findByText('Failed')).toBeTruthy();
    expect(screen.getByText('A reminder was already sent in the last 24 hours.')).toBeTruthy();
    handlers['POST /users/shares/s1/send-reminder'] = () =>
      json(200, { success: true, message: 'ok', next_reminder_at: '2030-01-01T00:00:00Z' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reminder' }));
    expect(await screen.findByText('Reminder Sent')).toBeTruthy();
    expect(screen.getByText('The borrower has been reminded.')).toBeTruthy();
  });
});

describe('Community: contacts', () => {
  beforeEach(signIn);

  it('shows the empty state, and the error view with Retry', async () => {
    handlers['/users/sharing-contacts'] = () => json(400, { detail: 'Nope' });
    renderAt('/community?tab=contacts');
    expect(await screen.findByRole('heading', { name: 'Failed to Load Contacts' })).toBeTruthy();
    handlers['/users/sharing-contacts'] = () =>
      json(200, {
        contacts: [],
        pagination: {
          total: 0,
          limit: 50,
          offset: 0,
          current_page: 1,
          total_pages: 0,
          has_next: false,
          has_previous: false,
        },
      });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No Sharing Contacts' })).toBeTruthy();
    expect(
      screen.getByText(
        'Your frequent sharing partners will appear here after you share items with them.',
      ),
    ).toBeTruthy();
    const [input] = callsTo('/users/sharing-contacts')[0] ?? [];
    expect(String(input)).toContain('limit=50');
  });

  it('opens Contact Details with "No name provided"', async () => {
    handlers['/users/sharing-contacts'] = () =>
      json(200, {
        contacts: [
          {
            email: 'carol@example.com',
            name: null,
            times_shared: 3,
            last_shared: new Date().toISOString(),
          },
        ],
        pagination: {
          total: 1,
          limit: 50,
          offset: 0,
          current_page: 1,
          total_pages: 1,
          has_next: false,
          has_previous: false,
        },
      });
    renderAt('/community?tab=contacts');
    fireEvent.click(await screen.findByRole('button', { name: /carol@example.com/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Details' });
    expect(within(dialog).getByText('No name provided')).toBeTruthy();
    expect(within(dialog).getByText('CA')).toBeTruthy();
    expect(within(dialog).getByText('3')).toBeTruthy();
  });
});
