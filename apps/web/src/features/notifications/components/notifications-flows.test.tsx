// @vitest-environment jsdom
import type { Notification } from '@circle/contract';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invalidateFor } from '@/app/live-updates';
import {
  aNotification,
  aPagination,
  aUser,
  installFetchRouter,
  json,
  renderRoutes,
  resetDevice,
  signIn,
  type FetchRouter,
} from '@/testing';

const me = aUser({ id: 'u-ann', email: 'ann@example.com', full_name: 'Ann Lee' });
let api: FetchRouter;

let list: Notification[] = [];
const page = () => ({
  notifications: list,
  pagination: aPagination(list.length, 30),
  unread_count: list.filter((n) => !n.read).length,
});

beforeEach(() => {
  resetDevice();
  signIn();
  list = [
    aNotification({}),
    aNotification({
      id: 'n2',
      kind: 'request_denied',
      title: 'Olga declined your request for "Kayak"',
      body: 'Maybe someone else in the community has one.',
      share_id: null,
      request_id: 'r1',
      read: true,
    }),
  ];
  let reminders = true;
  api = installFetchRouter({
    'GET /auth/me': () => json(200, me),
    'GET /users/notifications': () => json(200, page()),
    'POST /users/notifications/read': (init) => {
      const body = JSON.parse(String(init?.body)) as { ids?: string[]; all?: boolean };
      list = list.map((n) => (body.all || body.ids?.includes(n.id) ? { ...n, read: true } : n));
      return json(200, { updated: 1, unread_count: page().unread_count });
    },
    'GET /users/notification-settings': () => json(200, { loan_reminders_by_email: reminders }),
    'PATCH /users/notification-settings': (init) => {
      reminders = (JSON.parse(String(init?.body)) as { loan_reminders_by_email: boolean })
        .loan_reminders_by_email;
      return json(200, { loan_reminders_by_email: reminders });
    },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('notifications', () => {
  it('shows the unread count on the bell in the tab header', async () => {
    api.routes['GET /users/inventory'] = () => json(404, { detail: 'Not found' });
    await renderRoutes('/community');
    const bell = await screen.findByRole(
      'link',
      { name: 'Notifications, 1 unread' },
      { timeout: 4_000 },
    );
    expect(within(bell).getByTestId('notification-count').textContent).toBe('1');
  });

  it('lists newest first, opens the item and marks it read', async () => {
    const router = await renderRoutes('/notifications');
    const rows = await screen.findAllByRole('button', { name: /claimed|declined/ });
    expect(rows[0]!.textContent).toContain('Ben claimed "Drill"');
    expect(rows[0]!.textContent).toContain('5 min ago');
    expect(screen.getAllByRole('img', { name: 'Unread' })).toHaveLength(1);
    fireEvent.click(rows[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/item/i1'));
    expect(JSON.parse(String(api.callsTo('POST /users/notifications/read')[0]![1]!.body))).toEqual({
      ids: ['n1'],
    });
  });

  it('opens a request notification on the sent requests', async () => {
    const router = await renderRoutes('/notifications');
    fireEvent.click(await screen.findByRole('button', { name: /declined your request/ }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/community?tab=requests&subTab=sent',
      ),
    );
    // Already read: nothing to mark.
    expect(api.callsTo('POST /users/notifications/read')).toHaveLength(0);
  });

  it('marks all read', async () => {
    await renderRoutes('/notifications');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryAllByRole('img', { name: 'Unread' })).toHaveLength(0));
    expect(JSON.parse(String(api.callsTo('POST /users/notifications/read')[0]![1]!.body))).toEqual({
      all: true,
    });
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });

  it('says so when there are none', async () => {
    list = [];
    await renderRoutes('/notifications');
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
  });

  it('turns loan reminder e-mails off in Profile', async () => {
    api.routes['GET /users/stats'] = () =>
      json(200, { active_tokens: 1, created_at: me.created_at });
    await renderRoutes('/profile');
    const toggle = await screen.findByRole('switch', { name: 'Loan reminders by e-mail' });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(
      JSON.parse(String(api.callsTo('PATCH /users/notification-settings')[0]![1]!.body)),
    ).toEqual({
      loan_reminders_by_email: false,
    });
  });

  it('opens the live stream with the bearer token and refetches what an event makes stale', async () => {
    await renderRoutes('/notifications');
    await waitFor(() => expect(api.callsTo('GET /users/events').length).toBeGreaterThan(0));
    const headers = api.callsTo('GET /users/events')[0]![1]!.headers as Record<string, string>;
    expect(headers['Authorization']).toBe('Bearer token');

    const client = new QueryClient();
    const spy = vi.spyOn(client, 'invalidateQueries');
    invalidateFor(client, 'share');
    invalidateFor(client, 'request');
    invalidateFor(client, 'notification');
    // Read on another device: this one's bell refetches its count.
    invalidateFor(client, 'notifications_read');
    expect(spy.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['sharing'],
      ['inventory'],
      ['community', 'requests'],
      ['sharing', 'shares'],
      ['notifications'],
      ['notifications'],
    ]);
    spy.mockClear();
    // "Sam added 4 items" reaches every member: their household's lists refetch.
    invalidateFor(client, 'notification', JSON.stringify({ kind: 'household_items_added' }));
    expect(spy.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['notifications'],
      ['inventory'],
      ['dashboard'],
      ['files'],
      ['sharing'],
    ]);
  });
});
