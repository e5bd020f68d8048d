// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/providers';
import { invalidateFor } from '@/app/live-updates';
import { useShareDialogStore } from '@/lib/share-dialog-store';
import { setDeploymentCurrency } from '@/lib/format-money';
import {
  aShare,
  aSharingInfo,
  aUser,
  anItem,
  installFetchRouter,
  json,
  renderRoutes,
  resetDevice,
  signIn,
  type FetchRouter,
} from '@/testing';

let api: FetchRouter;

beforeEach(() => {
  resetDevice();
  useShareDialogStore.getState().close();
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
  });
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setDeploymentCurrency('USD');
});

/** An item borrowed from Alice, on loan now. */
const borrowedFromAlice = () =>
  anItem({
    sharing_info: aSharingInfo({
      is_borrowed: true,
      borrowed_from_name: 'Alice Baker',
      sharing_status: 'CLAIMED',
      sharing_type: 'BORROW',
    }),
  });

describe('ItemDetail ownership banner', () => {
  it('a borrowed item is read-only; Mark as Returned calls RETURN and leaves', async () => {
    api.routes['GET /users/inventory/i1'] = () =>
      json(
        200,
        anItem({
          sharing_info: aSharingInfo({
            is_borrowed: true,
            borrowed_from_name: 'Alice Baker',
            borrow_expected_return: '2099-01-01',
            sharing_status: 'CLAIMED',
            sharing_type: 'BORROW',
          }),
        }),
      );
    api.routes['PATCH /users/shares/s1'] = () =>
      json(200, { share_id: 's1', action: 'RETURN', new_status: 'RETURNED', message: 'ok' });
    const router = await renderRoutes('/item/i1');
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
    const [, init] = api.callsTo('PATCH /users/shares/s1')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ action: 'RETURN' });
    expect(screen.queryByText('Item Not Found')).toBeNull();
  });

  it('a live update during the return does not reload the item being handed back', async () => {
    let returned = false;
    let answerReturn: (() => void) | undefined;
    api.routes['GET /users/inventory/i1'] = () =>
      returned ? json(404, { detail: 'Item not found' }) : json(200, borrowedFromAlice());
    api.routes['PATCH /users/shares/s1'] = () =>
      new Promise<Response>((resolve) => {
        answerReturn = () =>
          resolve(
            json(200, { share_id: 's1', action: 'RETURN', new_status: 'RETURNED', message: 'ok' }),
          );
      });
    const queryClient = createQueryClient();
    const router = await renderRoutes('/item/i1', queryClient);
    const banner = await screen.findByRole('region', { name: 'Ownership' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Mark as Returned' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Mark as Returned',
      }),
    );
    await waitFor(() => expect(answerReturn).toBeDefined());
    // The server has taken the item back; its live event arrives before the answer does.
    returned = true;
    invalidateFor(queryClient, 'share');
    answerReturn?.();
    await waitFor(() => expect(router.state.location.pathname).toBe('/community'));
    expect(api.callsTo('GET /users/inventory/i1')).toHaveLength(1);
    expect(screen.queryByText('Item Not Found')).toBeNull();
  });

  it('a refused return keeps the item on screen and reloading', async () => {
    api.routes['GET /users/inventory/i1'] = () => json(200, borrowedFromAlice());
    api.routes['PATCH /users/shares/s1'] = () =>
      json(400, { detail: 'This share was already returned.' });
    const queryClient = createQueryClient();
    const router = await renderRoutes('/item/i1', queryClient);
    const banner = await screen.findByRole('region', { name: 'Ownership' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Mark as Returned' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Mark as Returned',
      }),
    );
    expect(await screen.findByText('This share was already returned.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/item/i1');
    invalidateFor(queryClient, 'share');
    await waitFor(() => expect(api.callsTo('GET /users/inventory/i1')).toHaveLength(2));
  });

  it('"Your Item" opens the Sharing modal; recent contacts fill the e-mail', async () => {
    api.routes['GET /users/inventory/i1'] = () => json(200, anItem({}));
    api.routes['POST /users/inventory/i1/share'] = (init) =>
      json(
        201,
        aShare({
          share_id: 's9',
          shared_by: { id: 'u-bob', name: 'Bob', email: 'bob@example.com' },
          expected_return_date:
            (JSON.parse(String(init?.body)) as { expected_return_date?: string })
              .expected_return_date ?? null,
          share_token: 'tok9',
          share_url: 'http://localhost/share/tok9',
          expires_at: '2030-01-01T00:00:00Z',
        }),
      );
    await renderRoutes('/item/i1');
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
    const [, init] = api.callsTo('POST /users/inventory/i1/share')[0] ?? [];
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      sharing_type: 'BORROW',
      notify_email: 'carol@example.com',
      expires_in_hours: 168,
    });
    expect(body['expected_return_date']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('a 409 from the server shows "Share Failed" with its reason', async () => {
    api.routes['GET /users/inventory/i1'] = () => json(200, anItem({}));
    api.routes['POST /users/inventory/i1/share'] = () =>
      json(409, { detail: 'This item already has an active share.' });
    await renderRoutes('/item/i1');
    fireEvent.click(await screen.findByRole('button', { name: 'Share Item' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create Share Link' }));
    expect(await screen.findByText('Share Failed')).toBeTruthy();
    expect(screen.getByText('This item already has an active share.')).toBeTruthy();
  });
});

describe('ItemDetail amounts', () => {
  it('shows the value in the deployment currency and the amount the receipt printed', async () => {
    setDeploymentCurrency('USD');
    api.routes['GET /users/inventory/i1'] = () =>
      json(
        200,
        anItem({ estimated_value: 1324.9, original_value: 1199, original_currency: 'EUR' }),
      );
    await renderRoutes('/item/i1');
    expect(await screen.findByText('€1,199.00 on the receipt')).toBeTruthy();
    // One item on its own page: the exact amount, never a rounded one.
    expect(screen.getByText('$1,324.90')).toBeTruthy();
  });

  it('shows no receipt line for amounts already in the deployment currency', async () => {
    setDeploymentCurrency('EUR');
    api.routes['GET /users/inventory/i1'] = () => json(200, anItem({ estimated_value: 149 }));
    await renderRoutes('/item/i1');
    expect(await screen.findByText('€149.00')).toBeTruthy();
    expect(screen.queryByText(/on the receipt/)).toBeNull();
    // The value is edited in the deployment's currency, and its label says which.
    expect(screen.getByRole('textbox', { name: 'Estimated value (EUR)' })).toBeTruthy();
  });
});
