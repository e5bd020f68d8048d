/**
 * The keys this app keeps in localStorage (spec §9 "Stored local keys": auth token, verification
 * token, post-login redirect, refresh token). The verification token's expiry, type and e-mail
 * sit beside it under their own key. Every access tolerates a browser that refuses storage.
 */
export const STORAGE_KEYS = {
  authToken: 'circle.auth_token',
  refreshToken: 'circle.refresh_token',
  verificationToken: 'circle.verification_token',
  verificationMeta: 'circle.verification_meta',
  postLoginRedirect: 'circle.post_login_redirect',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readString(key: StorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: StorageKey, value: string | null): void {
  try {
    const store = storage();
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Private mode or a full quota: the session then lives in memory only.
  }
}

export function readJson<T>(key: StorageKey, isValid: (value: unknown) => value is T): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeString(key, value === null || value === undefined ? null : JSON.stringify(value));
}

export function clearAllStoredKeys(): void {
  for (const key of Object.values(STORAGE_KEYS)) writeString(key, null);
}
