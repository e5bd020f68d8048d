import { VERIFICATION, VERIFICATION_TYPES, type VerificationType } from '@circle/contract';
import { create } from 'zustand';
import {
  STORAGE_KEYS,
  clearAllStoredKeys,
  readJson,
  readString,
  writeJson,
  writeString,
} from '@/lib/storage';

/** What the verification screen needs; the token itself is stored under its own key. */
export interface VerificationState {
  token: string | null;
  type: VerificationType;
  email: string;
  /** Epoch ms when the token (and its code) expires; null when the server gave no expiry. */
  expiresAt: number | null;
  /** Epoch ms when the last code was sent (the resend cooldown counts from here). */
  sentAt: number;
  /** Sign-in is blocked until this verification succeeds (registration and login types). */
  required: boolean;
}

type VerificationMeta = Omit<VerificationState, 'token'>;

export interface StartVerificationInput {
  token: string;
  type: VerificationType;
  email: string;
  expiresInSeconds?: number | null | undefined;
}

interface SessionState {
  authToken: string | null;
  refreshToken: string | null;
  verification: VerificationState | null;
  postLoginRedirect: string | null;
  /** Set by an explicit logout in this tab, so guards do not remember the page left behind. */
  loggedOutExplicitly: boolean;
  setAuthToken: (token: string, refreshToken?: string | null) => void;
  clearAuthToken: () => void;
  startVerification: (input: StartVerificationInput) => void;
  markCodeResent: (expiresInSeconds?: number | null) => void;
  clearVerification: () => void;
  setPostLoginRedirect: (path: string | null) => void;
  /** Forget everything this device holds about the session (logout, account deletion). */
  clearSession: () => void;
}

function isVerificationMeta(value: unknown): value is VerificationMeta {
  if (typeof value !== 'object' || value === null) return false;
  const meta = value as Record<string, unknown>;
  return (
    typeof meta['type'] === 'string' &&
    (VERIFICATION_TYPES as readonly string[]).includes(meta['type']) &&
    typeof meta['email'] === 'string' &&
    (meta['expiresAt'] === null || typeof meta['expiresAt'] === 'number') &&
    typeof meta['sentAt'] === 'number' &&
    typeof meta['required'] === 'boolean'
  );
}

/** Only same-origin paths may be stored as the post-login redirect (no open redirects). */
export function sanitizeRedirect(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) {
    return null;
  }
  return path;
}

export function requiresVerificationFor(type: VerificationType): boolean {
  return type === 'registration' || type === 'login';
}

function readPersisted() {
  const meta = readJson(STORAGE_KEYS.verificationMeta, isVerificationMeta);
  const verificationToken = readString(STORAGE_KEYS.verificationToken);
  return {
    authToken: readString(STORAGE_KEYS.authToken),
    refreshToken: readString(STORAGE_KEYS.refreshToken),
    verification: meta ? { ...meta, token: verificationToken } : null,
    postLoginRedirect: sanitizeRedirect(readString(STORAGE_KEYS.postLoginRedirect)),
  };
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  ...readPersisted(),
  loggedOutExplicitly: false,
  setAuthToken: (token, refreshToken) =>
    set({
      authToken: token,
      refreshToken: refreshToken === undefined ? get().refreshToken : refreshToken,
      loggedOutExplicitly: false,
    }),
  clearAuthToken: () => set({ authToken: null, refreshToken: null }),
  startVerification: ({ token, type, email, expiresInSeconds }) => {
    const now = Date.now();
    set({
      verification: {
        token,
        type,
        email,
        expiresAt: expiresInSeconds && expiresInSeconds > 0 ? now + expiresInSeconds * 1000 : null,
        sentAt: now,
        required: requiresVerificationFor(type),
      },
    });
  },
  markCodeResent: (expiresInSeconds) => {
    const current = get().verification;
    if (!current) return;
    const now = Date.now();
    const lifetime =
      expiresInSeconds && expiresInSeconds > 0
        ? expiresInSeconds
        : VERIFICATION.tokenLifetimeSeconds;
    set({ verification: { ...current, sentAt: now, expiresAt: now + lifetime * 1000 } });
  },
  clearVerification: () => set({ verification: null }),
  setPostLoginRedirect: (path) => set({ postLoginRedirect: sanitizeRedirect(path) }),
  clearSession: () => {
    set({
      authToken: null,
      refreshToken: null,
      verification: null,
      postLoginRedirect: null,
      loggedOutExplicitly: true,
    });
    clearAllStoredKeys();
  },
}));

// Mirror the store into localStorage, one key per stored value.
useSessionStore.subscribe((state, previous) => {
  if (state.authToken !== previous.authToken) writeString(STORAGE_KEYS.authToken, state.authToken);
  if (state.refreshToken !== previous.refreshToken) {
    writeString(STORAGE_KEYS.refreshToken, state.refreshToken);
  }
  if (state.postLoginRedirect !== previous.postLoginRedirect) {
    writeString(STORAGE_KEYS.postLoginRedirect, state.postLoginRedirect);
  }
  if (state.verification !== previous.verification) {
    const verification = state.verification;
    writeString(STORAGE_KEYS.verificationToken, verification?.token ?? null);
    if (verification) {
      const { token: _token, ...meta } = verification;
      writeJson(STORAGE_KEYS.verificationMeta, meta);
    } else {
      writeJson(STORAGE_KEYS.verificationMeta, null);
    }
  }
});

/** Re-reads localStorage (another tab signed in or out). */
export function rehydrateSession(): void {
  useSessionStore.setState(readPersisted());
}

export const sessionSelectors = {
  requiresVerification: (state: SessionState) => state.verification?.required ?? false,
  hasVerificationToken: (state: SessionState) => Boolean(state.verification?.token),
};
