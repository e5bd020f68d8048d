// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { aUser, installFetchRouter, json, renderRoutes, resetDevice } from '@/testing';

const failing = vi.hoisted(() => ({ chat: true }));

// A tab screen that throws while rendering (until told otherwise).
vi.mock('@/features/assistant/components/assistant-screen', () => ({
  AssistantScreen: () => {
    if (failing.chat) throw new Error('Chat exploded');
    return <p>Chat works again</p>;
  },
}));

const user = aUser({ id: 'u1', created_at: '2025-01-02T03:04:05Z' });

beforeEach(() => {
  failing.chat = true;
  resetDevice();
  useSessionStore.setState({ authToken: 'token-1' });
  installFetchRouter({ '/auth/me': () => json(200, user) });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionStore.setState({ authToken: null });
});

describe('a tab screen that fails to render', () => {
  it('shows the error screen inside the app shell; Try Again renders it anew', async () => {
    const router = await renderRoutes('/chat');
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
    expect(
      screen.getByText("We're sorry, but something unexpected happened. Please try again."),
    ).toBeTruthy();
    // The navigation stays usable.
    expect(screen.getAllByRole('navigation', { name: 'Main' }).length).toBeGreaterThan(0);

    failing.chat = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Chat works again')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/chat');
  });
});
