// @vitest-environment jsdom
import type { InventoryItem } from '@circle/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wireApiClient } from '@/app/providers';
import { renderRoutes } from '@/app/testing/render-routes';
import { useToastStore } from '@/components/ui/toast/toast-store';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { useShareDialogStore } from '@/features/sharing/stores/share-dialog-store';
import { setDeploymentCurrency } from '@/lib/format-money';
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
  setDeploymentCurrency('USD');
});

describe('ItemDetail amounts', () => {
  it('shows the value in the deployment currency and the amount the receipt printed', async () => {
    setDeploymentCurrency('USD');
    handlers['GET /users/inventory/i1'] = () =>
      json(200, item({ estimated_value: 1324.9, original_value: 1199, original_currency: 'EUR' }));
    await renderRoutes('/item/i1');
    expect(await screen.findByText('€1,199.00 on the receipt')).toBeTruthy();
    expect(screen.getByText('$1.3k')).toBeTruthy();
  });

  it('shows no receipt line for amounts already in the deployment currency', async () => {
    setDeploymentCurrency('EUR');
    handlers['GET /users/inventory/i1'] = () => json(200, item({ estimated_value: 149 }));
    await renderRoutes('/item/i1');
    expect(await screen.findByText('€149')).toBeTruthy();
    expect(screen.queryByText(/on the receipt/)).toBeNull();
    // The value is edited in the deployment's currency, and its label says which.
    expect(screen.getByRole('textbox', { name: 'Estimated value (EUR)' })).toBeTruthy();
  });
});
