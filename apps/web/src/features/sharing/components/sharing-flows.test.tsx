// @vitest-environment jsdom
import type { PublicShareView } from '@circle/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import {
  aShare,
  aUser,
  installFetchRouter,
  json,
  renderRoutes,
  resetDevice,
  signIn,
  type FetchRouter,
} from '@/testing';

const user = aUser({ id: 'u-bob', email: 'bob@example.com', full_name: 'Bob Carter' });
let api: FetchRouter;

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

beforeEach(() => {
  resetDevice();
  api = installFetchRouter({
    '/auth/me': () => json(200, user),
    '/share/tok': () => json(200, publicShare),
    '/users/borrow-requests/summary': () => json(200, { pending: 2, total: 5, expiring_soon: 1 }),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ShareClaim', () => {
  it('shows the shared item to a signed-out visitor and asks to log in, remembering the page', async () => {
    const router = await renderRoutes('/share/tok');
    expect(await screen.findByRole('heading', { name: 'Cordless drill' })).toBeTruthy();
    expect(screen.getByText('Alice Baker')).toBeTruthy();
    expect(screen.getByText('52.5, 13.4')).toBeTruthy();
    expect(screen.getByText('$149.00')).toBeTruthy();
    expect(screen.getByText('Bring it back clean')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Tools: no picture of Cordless drill' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Login Required' });
    fireEvent.click(within(alert).getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSessionStore.getState().postLoginRedirect).toBe('/share/tok');
    expect(api.callsTo('POST /share/tok/claim')).toHaveLength(0);
  });

  it('claims with the trimmed message after the confirm step; Cancel goes back', async () => {
    signIn();
    api.routes['POST /share/tok/claim'] = () =>
      json(200, { success: true, message: 'You are borrowing it.', share_id: 's1' });
    await renderRoutes('/share/tok');
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
    const [, init] = api.callsTo('POST /share/tok/claim')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ message: 'Thank you!' });
  });

  it('offers "View in your items" after claiming a gift', async () => {
    signIn();
    api.routes['/share/tok'] = () => json(200, { ...publicShare, sharing_type: 'DONATE' });
    api.routes['POST /share/tok/claim'] = () =>
      json(200, { success: true, message: 'It is yours.', share_id: 's1' });
    const router = await renderRoutes('/share/tok');
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm Claim' }));
    await screen.findByRole('heading', { name: 'Item Claimed' });
    expect(screen.queryByRole('link', { name: 'View in Borrowed' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'View in your items' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/browse'));
  });

  it('omits an empty message', async () => {
    signIn();
    api.routes['POST /share/tok/claim'] = () => json(200, { success: true, message: 'ok' });
    await renderRoutes('/share/tok');
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    fireEvent.change(await screen.findByLabelText('Message to the owner (optional)'), {
      target: { value: '   ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Claim' }));
    await screen.findByRole('heading', { name: 'Item Claimed' });
    const [, init] = api.callsTo('POST /share/tok/claim')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({});
  });

  it('says "Claim Status Unclear" on HTTP 500, with Refresh and Go to My Items', async () => {
    signIn();
    api.routes['POST /share/tok/claim'] = () => json(500, { detail: 'Internal server error' });
    await renderRoutes('/share/tok');
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm Claim' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Claim Status Unclear' });
    expect(within(alert).getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Go to My Items' })).toBeTruthy();
  });

  it('refuses items the viewer cannot claim and claimed items', async () => {
    signIn();
    api.routes['/share/tok'] = () => json(200, { ...publicShare, can_claim: false });
    await renderRoutes('/share/tok');
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('You cannot claim this item')).toBeTruthy();
    cleanup();
    api.routes['/share/tok'] = () =>
      json(200, { ...publicShare, is_claimed: true, can_claim: false, status: 'CLAIMED' });
    await renderRoutes('/share/tok');
    expect(await screen.findByText('This item has already been claimed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('says a cancelled or expired link no longer works, with nothing to try again', async () => {
    api.routes['/share/tok'] = () => json(404, { detail: 'Share not found' });
    await renderRoutes('/share/tok');
    expect(await screen.findByRole('heading', { name: 'Link No Longer Works' })).toBeTruthy();
    expect(screen.getByText(/cancelled by its owner or has expired/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it('shows "Unable to Load Item" with Try Again when the link does not load', async () => {
    api.routes['/share/tok'] = () => json(503, { detail: 'Service unavailable' });
    await renderRoutes('/share/tok');
    expect(await screen.findByRole('heading', { name: 'Unable to Load Item' })).toBeTruthy();
    api.routes['/share/tok'] = () => json(200, publicShare);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Cordless drill' })).toBeTruthy();
  });
});

describe('Community: shares', () => {
  beforeEach(() => signIn());

  it('shows "Failed to load shares" with Retry', async () => {
    api.routes['/users/shares'] = () => json(400, { detail: 'Nope' });
    await renderRoutes('/community');
    expect(await screen.findByRole('heading', { name: 'Failed to load shares' })).toBeTruthy();
    api.routes['/users/shares'] = () => json(200, { shared_by_me: [], shared_with_me: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No Shared Items' })).toBeTruthy();
  });

  it("shows the owner the claimer's message", async () => {
    api.routes['/users/shares'] = () =>
      json(200, {
        shared_by_me: [
          aShare({
            status: 'CLAIMED',
            shared_with: { id: 'u-carol', name: 'Carol Danvers', email: 'carol@example.com' },
            claim_message: 'Thanks, back on Sunday!',
          }),
        ],
        shared_with_me: [],
      });
    await renderRoutes('/community');
    expect(
      await screen.findByText('Carol Danvers wrote: “Thanks, back on Sunday!”', { exact: false }),
    ).toBeTruthy();
  });

  it("shows each shared item's picture, or its category's icon when it has none", async () => {
    api.routes['/users/shares'] = () =>
      json(200, {
        shared_by_me: [
          aShare({}),
          aShare({ share_id: 's2', item_name: 'Tent', item_image_url: 'http://x/files/tent.jpg' }),
        ],
        shared_with_me: [],
      });
    await renderRoutes('/community');
    expect(
      await screen.findByRole('img', { name: 'Tools: no picture of Cordless drill' }),
    ).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'No image available' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Tent' }).getAttribute('src')).toBe(
      'http://x/files/tent.jpg',
    );
  });

  it('moves a returned loan out of Active in Borrowed', async () => {
    api.routes['/users/shares'] = () =>
      json(200, {
        shared_by_me: [],
        shared_with_me: [
          aShare({ share_id: 's2', item_name: 'Tent', status: 'CLAIMED' }),
          aShare({ status: 'RETURNED', returned_at: '2025-11-20T10:00:00Z' }),
        ],
      });
    await renderRoutes('/community?tab=borrowed');
    const active = await screen.findByRole('region', { name: 'Active (1)' });
    expect(within(active).getByText('Tent')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'History (1)' });
    expect(within(history).getByText('Cordless drill')).toBeTruthy();
  });

  it('shows the pending count on the Requests tab', async () => {
    api.routes['/users/shares'] = () => json(200, { shared_by_me: [], shared_with_me: [] });
    await renderRoutes('/community');
    expect(await screen.findByRole('tab', { name: 'Requests 2 pending' })).toBeTruthy();
  });

  it('maps a refused completion to "Cannot Mark as Complete" and updates the status after success', async () => {
    let shares = {
      shared_by_me: [
        aShare({
          status: 'RETURNED',
          shared_with: { id: 'u-bob', name: 'Bob', email: 'bob@example.com' },
        }),
      ],
      shared_with_me: [],
    };
    api.routes['/users/shares'] = () => json(200, shares);
    api.routes['PATCH /users/shares/s1'] = () =>
      json(400, { detail: 'Item must be returned before marking as completed' });
    await renderRoutes('/community');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as Complete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark as Complete?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as Complete' }));
    expect(await screen.findByText('Cannot Mark as Complete')).toBeTruthy();

    api.routes['PATCH /users/shares/s1'] = () => {
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
    const [, init] = api.callsTo('PATCH /users/shares/s1')[1] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ action: 'COMPLETE' });
  });

  it('sends a reminder and says so; a refused one shows "Failed" with the reason', async () => {
    api.routes['/users/shares'] = () =>
      json(200, {
        shared_by_me: [
          aShare({
            status: 'CLAIMED',
            can_send_reminder: true,
            shared_with: { id: 'u-bob', name: 'Bob', email: 'bob@example.com' },
          }),
        ],
        shared_with_me: [],
      });
    api.routes['POST /users/shares/s1/send-reminder'] = () =>
      json(429, { detail: 'A reminder was already sent in the last 24 hours.' });
    await renderRoutes('/community');
    fireEvent.click(await screen.findByRole('button', { name: 'Send Reminder' }));
    expect(await screen.findByText('Failed')).toBeTruthy();
    expect(screen.getByText('A reminder was already sent in the last 24 hours.')).toBeTruthy();
    api.routes['POST /users/shares/s1/send-reminder'] = () =>
      json(200, { success: true, message: 'ok', next_reminder_at: '2030-01-01T00:00:00Z' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reminder' }));
    expect(await screen.findByText('Reminder Sent')).toBeTruthy();
    expect(screen.getByText('The borrower has been reminded.')).toBeTruthy();
  });
});

describe('Community: contacts', () => {
  beforeEach(() => signIn());

  it('shows the empty state, and the error view with Retry', async () => {
    api.routes['/users/sharing-contacts'] = () => json(400, { detail: 'Nope' });
    await renderRoutes('/community?tab=contacts');
    expect(await screen.findByRole('heading', { name: 'Failed to Load Contacts' })).toBeTruthy();
    api.routes['/users/sharing-contacts'] = () =>
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
    const [input] = api.callsTo('/users/sharing-contacts')[0] ?? [];
    expect(String(input)).toContain('limit=50');
  });

  it('opens Contact Details with "No name provided"', async () => {
    api.routes['/users/sharing-contacts'] = () =>
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
    await renderRoutes('/community?tab=contacts');
    fireEvent.click(await screen.findByRole('button', { name: /carol@example.com/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Details' });
    expect(within(dialog).getByText('No name provided')).toBeTruthy();
    expect(within(dialog).getByText('CA')).toBeTruthy();
    expect(within(dialog).getByText('3')).toBeTruthy();
  });
});
