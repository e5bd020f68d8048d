// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
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

const show = (estimated_value: number, quantity: number) => {
  installFetchRouter({
    'GET /auth/me': () => json(200, aUser({ id: 'u-bob' })),
    'GET /users/inventory/i1': () => json(200, aHandAddedItem({ estimated_value, quantity })),
  });
  return renderRoutes('/item/i1');
};

beforeEach(() => {
  resetDevice();
  signIn();
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ItemDetail: amounts', () => {
  it('shows one item’s exact value, cents and all, beside its quantity', async () => {
    await show(18.5, 3);
    await screen.findByRole('heading', { name: 'Coffee mug' });
    const value = document.querySelector('.item-detail__value')!;
    expect(value.textContent).toBe('$18.50 × 3');
  });

  it('does not shorten a value in the thousands', async () => {
    await show(1499.99, 1);
    await screen.findByRole('heading', { name: 'Coffee mug' });
    expect(document.querySelector('.item-detail__value')!.textContent).toBe('$1,499.99');
  });
});
