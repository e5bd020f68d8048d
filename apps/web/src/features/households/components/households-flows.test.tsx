// @vitest-environment jsdom
import type { Household, HouseholdMember } from '@circle/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseHousehold, chosenHouseholdId } from '@/lib/household-scope';
import {
  aUser,
  installFetchRouter,
  json,
  renderRoutes,
  resetDevice,
  signIn,
  type FetchRouter,
} from '@/testing';

const user = aUser();
const personal: Household = {
  id: 'h-personal',
  name: "Ada Lovelace's home",
  role: 'owner',
  member_count: 1,
  is_personal: true,
  created_at: '2025-03-14T10:00:00Z',
};
const maple: Household = {
  ...personal,
  id: 'h-maple',
  name: 'Maple Street',
  member_count: 2,
  is_personal: false,
};
const members: HouseholdMember[] = [
  {
    user_id: 'u1',
    full_name: 'Ada Lovelace',
    email: user.email,
    role: 'owner',
    joined_at: '2025-03-14T10:00:00Z',
  },
  {
    user_id: 'u2',
    full_name: 'Sam Lee',
    email: 'sam@example.com',
    role: 'member',
    joined_at: '2025-03-15T10:00:00Z',
  },
];
let api: FetchRouter;

beforeEach(() => {
  resetDevice();
  chooseHousehold(null);
  signIn();
  api = installFetchRouter({
    '/auth/me': () => json(200, user),
    'GET /households': () => json(200, { households: [personal, maple] }),
    'GET /households/:id/members': () => json(200, { members }),
    'GET /households/:id/invitations': () => json(200, { invitations: [] }),
  });
});

afterEach(() => {
  cleanup();
  chooseHousehold(null);
  vi.unstubAllGlobals();
});

describe('Households', () => {
  it('shows the chosen household, its members and roles; the last owner is told why not', async () => {
    chooseHousehold('h-maple');
    api.routes['DELETE /households/:id/members/:user'] = () =>
      json(409, {
        detail:
          'A household needs an owner: make another member an owner before stepping down or leaving.',
      });
    await renderRoutes('/households');
    expect(await screen.findByRole('heading', { name: 'Maple Street' })).toBeTruthy();
    expect(await screen.findByText('Sam Lee')).toBeTruthy();
    const role = screen.getByRole('combobox', { name: 'Role of Sam Lee' });
    expect((role as HTMLSelectElement).value).toBe('member');

    fireEvent.click(screen.getByRole('button', { name: 'Leave Maple Street' }));
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Leave household?' },
      { timeout: 10_000 },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText(/A household needs an owner/)).toBeTruthy();
    expect(chosenHouseholdId()).toBe('h-maple');
  });

  it('invites by e-mail with a role and lists the pending invitation', async () => {
    chooseHousehold('h-maple');
    const sent: unknown[] = [];
    api.routes['POST /households/:id/invitations'] = (init) => {
      sent.push(JSON.parse(String(init?.body)));
      return json(201, {
        id: 'i1',
        household_id: 'h-maple',
        email: 'kim@example.com',
        role: 'viewer',
        invited_by: { id: 'u1', full_name: 'Ada Lovelace' },
        expires_at: '2025-03-21T10:00:00Z',
        created_at: '2025-03-14T10:00:00Z',
      });
    };
    await renderRoutes('/households');
    fireEvent.change(await screen.findByLabelText('E-mail'), {
      target: { value: 'kim@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'viewer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(sent).toEqual([{ email: 'kim@example.com', role: 'viewer' }]));
  });

  it('every scoped request names the chosen household; switching back names none', async () => {
    api.routes['GET /users/statistics'] = () => json(500, { detail: 'x' });
    await renderRoutes('/households');
    await screen.findByRole('heading', { name: "Ada Lovelace's home" });
    fireEvent.click(await screen.findByRole('button', { name: 'Show Maple Street' }));
    await screen.findByRole('heading', { name: 'Maple Street' });
    expect(chosenHouseholdId()).toBe('h-maple');
    const { apiClient } = await import('@/lib/api-client');
    await apiClient.get('/users/statistics', { silent: true }).catch(() => undefined);
    const [address] = api.callsTo('GET /users/statistics').at(-1)!;
    expect(String(address)).toContain('household_id=h-maple');
    chooseHousehold(null);
    await apiClient.get('/users/statistics', { silent: true }).catch(() => undefined);
    expect(String(api.callsTo('GET /users/statistics').at(-1)![0])).not.toContain('household_id');
  });
});
