import { useToastStore } from '@/components/ui/toast/toast-store';
import { useSessionStore } from '@/lib/session-store';
import { STORAGE_KEYS } from '@/lib/storage';

/** A fresh device: nothing stored, no toasts, nobody signed in. */
export function resetDevice(): void {
  localStorage.clear();
  useToastStore.getState().clear();
  useSessionStore.setState({
    authToken: null,
    refreshToken: null,
    verification: null,
    postLoginRedirect: null,
    loggedOutExplicitly: false,
  });
}

/** Signs in with `token` as a finished login leaves it: in the store and in storage. */
export function signIn(token = 'token'): void {
  useSessionStore.setState({ authToken: token });
  localStorage.setItem(STORAGE_KEYS.authToken, token);
}
