// @vitest-environment jsdom
import type { InventoryItem, SharingInfo } from '@circle/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient, wireApiClient } from '@/app/providers';
import { routes } from '@/app/router';
import { useToastStore } from '@/components/ui/toast/toast-store';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { useShareDialogStore } from '@/features/sharing/stores/share-dialog-store';
import { STORAGE_KEYS } from '@/lib/storage';

type Handler = (init: RequestInit | undefined) => Response;
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
    return key === `${init?.method ?? 'GET'} ${path}`;
  });
}

function info(overrides: Partial<SharingInfo>): SharingInfo {
  return {
    is_borrowed: false,
    borrowed_from_name: null,
    borrow_expected_return: null,
    is_shared: false,
    sharing_status: null,
    sharing_type: null,
    shared_with_name: null,
    expected_return_date: null,
    returned_at: null,
    can_send_reminder: false,
    share_id: 's1',
    sharing_history: [],
    ...overrides,
  };
}

function item(overrides: Partial<InventoryItem>): InventoryItem {
  return {
    id: 'i1',
    user_id: 'u-alice',
    source_file_id: null,
    file_record_id: null,
    item_name: 'Cordless drill',
    item_description: 'Two batteries',
    item_category: 'tools',
    brand: 'DeWalt',
    condition: 'good',
    estimated_value: 149,
    quantity: 1,
    location: 'Garage',
    tags: ['tools'],
    notes: null,
    confidence_score: 0.95,
    is_verified: false,
    is_public: false,
    is_shareable: true,
    source_image_url: null,
    source_image_expires_at: null,
    image_url: null,
    thumbnail_url: null,
    perishability_type: 'non-perishable',
    prominence_score: 0.5,
    visual_area_percentage: 0.2,
    ownership_likelihood: 0.9,
    created_at: '2025-11-01T10:00:00Z',
    updated_at: '2025-11-01T10:00:00Z',
    sharing_info: null,
    ...overrides,
  };
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

beforeEach(() => {
  localStorage.clear();
  useToastStore.getState().clear();
  useShareDialogStore.getState().close();
  useSessionStore.setState({
    authToken: 'token',
    refreshToken: null,
    verification: null,
    postLoginRedirect: null,
    loggedOutExplicitly: false,
  });
  localStorage.setItem(STORAGE_KEYS.authToken, 'token');
  handlers = {
    'GET /auth/me': () =>
      json(200, {
        id: 'u-bob',
        email: 'bob@example.com',
        full_name: 'Bob Carter',
        is_verified: true,
        created_at: '2025-01-01T00:00:00Z',
      }),
    'GET /users/inventory': () => json(200, { items: [], pagination: {} }),
    'GET /users/sharing-contacts': () =>
      json(200, {
        contacts: [
          {
            email: 'carol@example.com',
            name: 'Carol Danvers',
            times_shared: 2,
            last_shared: '2025-11-01T00:00:00Z',
          },
        ],
        pagination: {},
      }),
  };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    const handler = handlers[`${init?.method ?? 'GET'} ${path}`];
    return handler ? handler(init) : json(404, { detail: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('scrollTo', vi.fn());
  wireApiClient();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ItemDetail ownership banner', () => {
  it('a borrowed item is read-only; Mark as Returned calls RETURN and leaves', async () => {
    handlers['GET /users/inventory/i1'] = () =>
      json(
        200,
        item({
          sharing_info: info({
            is_borrowed: true,
            borrowed_from_name: 'Alice Baker',
            borrow_expected_return: '2099-01-01',
            sharing_status: 'CLAIMED',
            sharing_type: 'BORROW',
          }),
        }),
      );
    handlers['PATCH /users/shares/s1'] = () =>
      json(200, { share_id: 's1', action: 'RETURN', new_status: 'RETURNED', message: 'ok' });
    const router = renderAt('/item/i1');
    const banner = await screen.findByRole('region', { name: 'Ownership' });
    expect(within(banner).getByText('Borrowed from Alice Baker')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Public' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update Location' })).toBeNull();
    fireEvent.click(within(banner).getByRole('button', { name: 'Mark as Returned' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Mark as Returned',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/community'));
    expect(router.state.location.search).toBe('?tab=borrowed');
    const [, init] = callsTo('PATCH /users/shares/s1')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ action: 'RETURN' });
    expect(screen.queryByText('Item Not Found')).toBeNull();
  });

  it('"Your Item" opens the Sharing modal; recent contacts fill the e-mail', async () => {
    handlers['GET /users/inventory/i1'] = () => json(200, item({}));
    handlers['POST /users/inventory/i1/share'] = (init) =>
      json(201, {
        share_id: 's9',
        item_id: 'i1',
        item_name: 'Cordless drill',
        item_image_url: null,
        sharing_type: 'BORROW',
        status: 'PENDING',
        notes: null,
        created_at: '2025-11-01T10:00:00Z',
        updated_at: '2025-11-01T10:00:00Z',
        shared_with: null,
        shared_by: { id: 'u-bob', name: 'Bob', email: 'bob@example.com' },
        expected_return_date:
          (JSON.parse(String(init?.body)) as { expected_return_date?: string })
            .expected_return_date ?? null,
        claimed_at: null,
        returned_at: null,
        completed_at: null,
        share_token: 'tok9',
        share_url: 'http://localhost/share/tok9',
        expires_at: '2030-01-01T00:00:00Z',
        can_send_reminder: false,
        last_reminder_at: null,
        claim_message: null,
      });
    renderAt('/item/i1');
    const banner = await screen.findByRole('region', { name: 'Ownership' });
    expect(within(banner).getByText('Your Item')).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: 'Share Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Item' });
    // The return date is picked with the browser's own date picker, from tomorrow on.
    const returnDate = within(dialog).getByLabelText('Expected return date') as HTMLInputElement;
    expect(returnDate.type).toBe('date');
    expect(returnDate.min).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(returnDate.min < returnDate.value && returnDate.value < returnDate.max).toBe(true);
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Use Carol Danvers, carol@example.com' }),
    );
    expect(
      (within(dialog).getByLabelText('Notify by email (optional)') as HTMLInputElement).value,
    ).toBe('carol@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Create Share Link' }));
    expect(await screen.findByRole('dialog', { name: 'Item Shared' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Share link' }) as HTMLInputElement).value).toBe(
      'http://localhost/share/tok9',
    );
    const [, init] = callsTo('POST /users/inventory/i1/share')[0] ?? [];
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      sharing_type: 'BORROW',
      notify_email: 'carol@example.com',
      expires_in_hours: 168,
    });
    expect(body['expected_return_date']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('a 409 from the server shows "Share Failed" with its reason', async () => {
    handlers['GET /users/inventory/i1'] = () => json(200, item({}));
    handlers['POST /users/inventory/i1/share'] = () =>
      json(409, { detail: 'This item already has an active share.' });
    renderAt('/item/i1');
    fireEvent.click(await screen.findByRole('button', { name: 'Share Item' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create Share Link' }));
    expect(await screen.findByText('Share Failed')).toBeTruthy();
    expect(screen.getByText('This item already has an active share.')).toBeTruthy();
  });
});
