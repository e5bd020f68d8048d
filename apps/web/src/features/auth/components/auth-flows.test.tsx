// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import {
  aUser,
  installFetchRouter,
  json,
  renderRoutes,
  resetDevice,
  type FetchRouter,
} from '@/testing';
import { forgetCredentials, getHeldCredentials } from '../stores/held-credentials';
import { useSessionStore } from '@/lib/session-store';

const user = aUser({ is_verified: false, created_at: '2025-01-02T03:04:05Z' });
let api: FetchRouter;

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

beforeEach(() => {
  resetDevice();
  forgetCredentials();
  api = installFetchRouter({
    '/auth/me': () => json(200, { ...user, is_verified: true }),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Login', () => {
  it('shows the mapped error and clears it when typing', async () => {
    api.routes['/auth/login'] = () => json(401, { detail: 'Incorrect email or password' });
    await renderRoutes('/login');
    type('Email', 'ada@example.com');
    type('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Email or password is incorrect. Please check and try again.'),
    ).toBeTruthy();
    // Not a session expiry: no "Session Expired" toast on login.
    expect(screen.queryByText('Session Expired')).toBeNull();
    type('Password', 'wrong-password2');
    expect(
      screen.queryByText('Email or password is incorrect. Please check and try again.'),
    ).toBeNull();
  });

  it('shows the validation messages of spec §5', async () => {
    await renderRoutes('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('signs in and stores the token', async () => {
    api.routes['/auth/login'] = () =>
      json(200, {
        access_token: 'access',
        token_type: 'bearer',
        user: { ...user, is_verified: true },
        requires_verification: false,
        verification_token: null,
        verification_expires_in: 1800,
      });
    const router = await renderRoutes('/login');
    type('Email', 'ada@example.com');
    type('Password', 'correct-password');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('access');
    const [, init] = api.callsTo('/auth/login')[0] ?? [];
    expect(new Headers(init?.headers).get('Content-Type')).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(String(init?.body)).toBe('username=ada%40example.com&password=correct-password');
  });

  it('on 403 EMAIL_NOT_VERIFIED requests a verification token and moves to verification', async () => {
    api.routes['/auth/login'] = () =>
      json(403, { detail: 'Email address is not verified', code: 'EMAIL_NOT_VERIFIED' });
    api.routes['/auth/request-verification-token'] = () =>
      json(200, { verification_token: 'login-vt', expires_in: 900, user });
    const router = await renderRoutes('/login');
    type('Email', 'ada@example.com');
    type('Password', 'correct-password');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    const [, init] = api.callsTo('/auth/request-verification-token')[0] ?? [];
    expect(String(init?.body)).toBe('username=ada%40example.com&password=correct-password');
    expect(useSessionStore.getState().verification).toMatchObject({
      token: 'login-vt',
      type: 'login',
      email: 'ada@example.com',
      required: true,
    });
    expect(getHeldCredentials()).toEqual({
      email: 'ada@example.com',
      password: 'correct-password',
    });
    // Credentials stay in memory only.
    expect(JSON.stringify({ ...localStorage })).not.toContain('correct-password');
    expect(await screen.findByText('15:00')).toBeTruthy();
  });
});

describe('Register', () => {
  it('offers Sign In when the e-mail is already registered', async () => {
    api.routes['/auth/register'] = () =>
      json(409, { detail: 'Email address is already registered' });
    const router = await renderRoutes('/register');
    type('Full name', 'Ada Lovelace');
    type('Email', 'ada@example.com');
    type('Password', 'Password1');
    type('Confirm password', 'Password1');
    expect(screen.getByText('Strong')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enter your circle' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Email Already Registered' }),
    ).toBeTruthy();
    expect(screen.getByText('This email is already in use. Try logging in instead.')).toBeTruthy();
    const [, init] = api.callsTo('/auth/register')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'Password1',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
  });
});

describe('EmailVerification', () => {
  function startRegistrationVerification() {
    useSessionStore.getState().startVerification({
      token: 'reg-vt',
      type: 'registration',
      email: 'ada@example.com',
      expiresInSeconds: 1800,
    });
    useSessionStore.setState((state) => ({
      verification: state.verification && { ...state.verification, sentAt: Date.now() },
    }));
  }

  it('auto-submits at six digits, then signs in with the held credentials', async () => {
    startRegistrationVerification();
    const { holdCredentials } = await import('../stores/held-credentials');
    holdCredentials({ email: 'ada@example.com', password: 'Password1' });
    api.routes['/auth/verify-email'] = () =>
      json(200, {
        message: 'Email verified',
        user: { ...user, is_verified: true },
        verification_type: 'registration',
      });
    api.routes['/auth/login'] = () =>
      json(200, {
        access_token: 'fresh',
        token_type: 'bearer',
        user: { ...user, is_verified: true },
        requires_verification: false,
        verification_token: null,
        verification_expires_in: 1800,
      });
    const router = await renderRoutes('/verify-email');
    const verifyButton = await screen.findByRole('button', { name: 'Verify Email' });
    expect((verifyButton as HTMLButtonElement).disabled).toBe(true);
    fireEvent.paste(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), {
      clipboardData: { getData: () => '123456' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [, init] = api.callsTo('/auth/verify-email')[0] ?? [];
    expect(new Headers(init?.headers).get('X-Verification-Token')).toBe('reg-vt');
    expect(JSON.parse(String(init?.body))).toEqual({ code: '123456' });
    expect(useSessionStore.getState().authToken).toBe('fresh');
    expect(useSessionStore.getState().verification).toBeNull();
    expect(getHeldCredentials()).toBeNull();
  });

  it('goes to Login when there are no held credentials for auto-login', async () => {
    startRegistrationVerification();
    api.routes['/auth/verify-email'] = () =>
      json(200, { message: 'Email verified', user, verification_type: 'registration' });
    const router = await renderRoutes('/verify-email');
    fireEvent.paste(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }), {
      clipboardData: { getData: () => '123456' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSessionStore.getState().verification).toBeNull();
  });

  it('shows the mapped error of a wrong code and clears the boxes', async () => {
    startRegistrationVerification();
    api.routes['/auth/verify-email'] = () =>
      json(400, { detail: 'Invalid or expired verification code' });
    await renderRoutes('/verify-email');
    fireEvent.paste(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }), {
      clipboardData: { getData: () => '000000' },
    });
    // Said once, under the boxes, not again in a toast.
    expect(
      await screen.findByText(
        'The code you entered is incorrect or has expired. Please try again.',
      ),
    ).toBeTruthy();
    expect(
      screen.getAllByText('The code you entered is incorrect or has expired. Please try again.'),
    ).toHaveLength(1);
    expect(screen.queryByText('Verification Failed')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Digit 1 of 6' }) as HTMLInputElement).value).toBe(
      '',
    );
  });

  it('blocks Resend Code for 60 s after sending ("Please Wait")', async () => {
    startRegistrationVerification();
    await renderRoutes('/verify-email');
    const resend = await screen.findByRole('button', { name: 'Resend Code' });
    // It looks and reads inactive while the cooldown runs.
    expect(resend.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(resend);
    expect(await screen.findByText('Please Wait')).toBeTruthy();
    expect(screen.getByText(/You can resend the code in (59|60) seconds\./)).toBeTruthy();
    expect(api.callsTo('/auth/resend-verification-code')).toHaveLength(0);
  });

  it('resends after the cooldown ("Code Sent") and restarts the countdown', async () => {
    startRegistrationVerification();
    useSessionStore.setState((state) => ({
      verification: state.verification && { ...state.verification, sentAt: Date.now() - 61_000 },
    }));
    api.routes['/auth/resend-verification-code'] = () =>
      json(200, { message: 'A new code is on its way', expires_in: 1800, retry_after: 60 });
    await renderRoutes('/verify-email');
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('Code Sent')).toBeTruthy();
    const [, init] = api.callsTo('/auth/resend-verification-code')[0] ?? [];
    expect(new Headers(init?.headers).get('X-Verification-Token')).toBe('reg-vt');
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
  });

  it('"Start Over with Different Account" asks first, then logs out locally', async () => {
    startRegistrationVerification();
    const router = await renderRoutes('/verify-email');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Start Over with Different Account' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Start Over' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSessionStore.getState().verification).toBeNull();
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
