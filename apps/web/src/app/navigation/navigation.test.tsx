// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { STORAGE_KEYS } from '@/lib/storage';
import {
  aUser,
  installFetchRouter,
  json,
  renderRoutes,
  resetDevice,
  userStatsOf,
  type FetchRouter,
} from '@/testing';
import { VERIFICATION_RESET_DELAY_MS } from '@/lib/auth-gate';

const user = aUser({ id: 'u1', created_at: '2025-01-02T03:04:05Z' });
let api: FetchRouter;

beforeEach(() => {
  resetDevice();
  api = installFetchRouter({
    '/auth/me': () => json(200, user),
    '/auth/user-stats': () => json(200, userStatsOf(user, 2)),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('navigation rules', () => {
  it('verification required without a token: clears it locally (no backend call) and goes to Login after ~100 ms', async () => {
    useSessionStore.setState({
      verification: {
        token: null,
        type: 'registration',
        email: 'ada@example.com',
        expiresAt: null,
        sentAt: Date.now(),
        required: true,
      },
    });
    const router = await renderRoutes('/verify-email');
    const startedAt = Date.now();

    // First the loading indicator, not the verification screen.
    expect(screen.getByRole('status', { name: 'Loading your circle' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/verify-email');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(VERIFICATION_RESET_DELAY_MS - 5);
    expect(useSessionStore.getState().verification).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.verificationMeta)).toBeNull();
    expect(api.fetch).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });

  it('verification required with a token: the verification screen comes first', async () => {
    useSessionStore.getState().startVerification({
      token: 'vt',
      type: 'registration',
      email: 'ada@example.com',
      expiresInSeconds: 1800,
    });
    const router = await renderRoutes('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeTruthy();
    expect(screen.getByText('30:00')).toBeTruthy();
    // Sign-in stays reachable.
    await act(() => router.navigate('/login'));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });

  it('signed out: the signed-in area sends to Login and remembers the deep link', async () => {
    const router = await renderRoutes('/profile/edit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSessionStore.getState().postLoginRedirect).toBe('/profile/edit');
  });

  it('authenticated: the sign-in screens go on to the saved redirect, which is then forgotten', async () => {
    useSessionStore.setState({ authToken: 'token', postLoginRedirect: '/share/abc' });
    const router = await renderRoutes('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/share/abc'));
    await waitFor(() => expect(useSessionStore.getState().postLoginRedirect).toBeNull());
  });

  it('authenticated: the home tab greets the user by first name', async () => {
    useSessionStore.setState({ authToken: 'token' });
    await renderRoutes('/');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Profile' })).toBeTruthy();
    // The screen's content is the page's one main landmark, beside the navigation.
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(
      screen
        .getByRole('main')
        .contains(screen.getByRole('heading', { name: 'Welcome back, Ada!' })),
    ).toBe(true);
    const init = api.fetch.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token');
  });

  it('a stored token answered with 401 is removed and the user lands on Login', async () => {
    api.fetch.mockImplementation(() =>
      Promise.resolve(json(401, { detail: 'Could not validate credentials' })),
    );
    useSessionStore.setState({ authToken: 'expired' });
    const router = await renderRoutes('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSessionStore.getState().authToken).toBeNull();
    expect(await screen.findByText('Session Expired')).toBeTruthy();
  });

  it('unknown paths render the not-found route', async () => {
    await renderRoutes('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
