// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { rehydrateSession, sanitizeRedirect, useSessionStore } from './session-store';

beforeEach(() => {
  useSessionStore.getState().clearSession();
  localStorage.clear();
});

describe('session store', () => {
  it('persists each value under its own localStorage key', () => {
    const session = useSessionStore.getState();
    session.setAuthToken('access', 'refresh');
    session.setPostLoginRedirect('/share/abc');
    session.startVerification({
      token: 'vt',
      type: 'registration',
      email: 'ada@example.com',
      expiresInSeconds: 1800,
    });
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('access');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh');
    expect(localStorage.getItem(STORAGE_KEYS.postLoginRedirect)).toBe('/share/abc');
    expect(localStorage.getItem(STORAGE_KEYS.verificationToken)).toBe('vt');
    const meta = JSON.parse(localStorage.getItem(STORAGE_KEYS.verificationMeta) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(meta).toMatchObject({ type: 'registration', email: 'ada@example.com', required: true });
    expect(meta['expiresAt']).toBeGreaterThan(Date.now() + 1_790_000);
  });

  it('reads the stored values back', () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'from-disk');
    localStorage.setItem(
      STORAGE_KEYS.verificationMeta,
      JSON.stringify({
        type: 'login',
        email: 'a@b.co',
        expiresAt: null,
        sentAt: 1,
        required: true,
      }),
    );
    rehydrateSession();
    const state = useSessionStore.getState();
    expect(state.authToken).toBe('from-disk');
    // The meta without its token: "verification required without token".
    expect(state.verification).toMatchObject({ token: null, type: 'login', required: true });
  });

  it('clears everything on logout', () => {
    const session = useSessionStore.getState();
    session.setAuthToken('access', 'refresh');
    session.setPostLoginRedirect('/x');
    session.startVerification({ token: 'vt', type: 'login', email: 'a@b.co' });
    session.clearSession();
    expect(Object.values(STORAGE_KEYS).map((key) => localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(useSessionStore.getState()).toMatchObject({
      authToken: null,
      verification: null,
      postLoginRedirect: null,
    });
  });

  it('only keeps same-origin paths as the post-login redirect', () => {
    expect(sanitizeRedirect('/share/abc?x=1')).toBe('/share/abc?x=1');
    expect(sanitizeRedirect('https://evil.example')).toBeNull();
    expect(sanitizeRedirect('//evil.example')).toBeNull();
    expect(sanitizeRedirect('/\\evil.example')).toBeNull();
    expect(sanitizeRedirect(null)).toBeNull();
  });
});
