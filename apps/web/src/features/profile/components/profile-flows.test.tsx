// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { STORAGE_KEYS } from '@/lib/storage';
import {
  aUser,
  installFetchRouter,
  json,
  renderRoutes,
  resetDevice,
  signIn,
  userStatsOf,
  type FetchRouter,
} from '@/testing';

const user = aUser();
let api: FetchRouter;

beforeEach(() => {
  resetDevice();
  signIn();
  api = installFetchRouter({
    '/auth/me': () => json(200, user),
    '/auth/user-stats': () => json(200, userStatsOf(user, 3)),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Profile', () => {
  it('shows the user, Active Sessions, Member Since and the version label', async () => {
    await renderRoutes('/profile');
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(await screen.findByText('3')).toBeTruthy();
    expect(screen.getByText('Active Sessions')).toBeTruthy();
    expect(screen.getByText('Member Since')).toBeTruthy();
    expect(screen.getByText('Mar 14, 2025')).toBeTruthy();
    expect(screen.getByText('v1.0.0')).toBeTruthy();
    expect(screen.getAllByTestId('verified-badge').length).toBeGreaterThan(0);
  });

  it('opens the feedback sheet from Send Feedback, with its screenshot option', async () => {
    api.routes['/feedback/types'] = () =>
      json(200, { types: [{ value: 'bug', label: 'Bug report' }] });
    const router = await renderRoutes('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Send Feedback' }));
    const sheet = await screen.findByRole('dialog', { name: 'Send Feedback' });
    expect(await within(sheet).findByRole('button', { name: 'Capture screenshot' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('logs out locally even when the server call fails', async () => {
    api.routes['/auth/logout'] = () => json(500, { detail: 'Internal server error' });
    const router = await renderRoutes('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('/auth/logout')).toHaveLength(1);
    expect(useSessionStore.getState().authToken).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    // A failed logout is ignored: no "Server Error" toast.
    expect(screen.queryByText('Server Error')).toBeNull();
  });

  it('deletes the account after confirmation, then logs out without another backend call', async () => {
    api.routes['/auth/delete-account'] = () =>
      json(200, { message: 'Account deleted', success: true });
    const router = await renderRoutes('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    expect(api.callsTo('/auth/delete-account')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('/auth/delete-account')).toHaveLength(1);
    expect(api.callsTo('/auth/logout')).toHaveLength(0);
    expect(useSessionStore.getState().authToken).toBeNull();
  });
});

describe('EditProfile', () => {
  it('keeps Save disabled until the name changes and asks before leaving with unsaved changes', async () => {
    const router = await renderRoutes('/profile/edit');
    const save = (await screen.findByRole('button', { name: 'Save' })) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ada King' } });
    expect(save.disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('alertdialog', { name: 'Unsaved Changes' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/profile/edit');

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(api.callsTo('/auth/update-profile')).toHaveLength(0);
  });

  it('saves the new name', async () => {
    api.routes['/auth/update-profile'] = (init) =>
      json(200, { ...user, ...(JSON.parse(String(init?.body)) as object) });
    const router = await renderRoutes('/profile/edit');
    fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Ada King' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByRole('heading', { name: 'Ada King' })).toBeTruthy();
  });

  it('saves the area shown to others, and sends an emptied one to clear it', async () => {
    api.routes['/auth/update-profile'] = (init) =>
      json(200, { ...user, ...(JSON.parse(String(init?.body)) as object) });
    const router = await renderRoutes('/profile/edit');
    const area = await screen.findByLabelText('Area shown to others (optional)');
    fireEvent.change(area, { target: { value: ' Kensington ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    const [, init] = api.callsTo('/auth/update-profile')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      full_name: 'Ada Lovelace',
      public_area: 'Kensington',
    });
  });
});

describe('ChangePassword', () => {
  it('shows the mapped "Password is incorrect" message', async () => {
    api.routes['/auth/update-password'] = () => json(400, { detail: 'Password is incorrect' });
    await renderRoutes('/profile/password');
    fireEvent.change(await screen.findByLabelText('Current password'), {
      target: { value: 'wrong' },
    });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Newpassword1' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), {
      target: { value: 'Newpassword1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(
      await screen.findByText('Current password is incorrect. Please try again.'),
    ).toBeTruthy();
    const [, init] = api.callsTo('/auth/update-password')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      current_password: 'wrong',
      new_password: 'Newpassword1',
    });
  });
});

describe('ChangeEmail', () => {
  it('disables the button for an empty or unchanged address', async () => {
    await renderRoutes('/profile/email');
    const button = (await screen.findByRole('button', {
      name: 'Update Email',
    })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('New email'), {
      target: { value: ' ADA@example.com ' },
    });
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('New email'), { target: { value: 'ada@new.example' } });
    expect(button.disabled).toBe(false);
  });

  it('says another account uses the address, in words for a signed-in person', async () => {
    api.routes['/auth/update-email'] = () =>
      json(409, { detail: 'Email address is used by another account' });
    await renderRoutes('/profile/email');
    fireEvent.change(await screen.findByLabelText('New email'), {
      target: { value: 'taken@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Email' }));
    expect(
      await screen.findByText(
        'Another account already uses this email address. Please choose a different one.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Try logging in/)).toBeNull();
  });

  it('moves to email_change verification with the returned token', async () => {
    api.routes['/auth/update-email'] = () =>
      json(200, { message: 'Code sent', verification_token: 'change-vt', expires_in: 1800 });
    api.routes['/auth/verify-email'] = () =>
      json(200, {
        message: 'Email updated',
        user: { ...user, email: 'ada@new.example' },
        verification_type: 'email_change',
      });
    const router = await renderRoutes('/profile/email');
    fireEvent.change(await screen.findByLabelText('New email'), {
      target: { value: 'ada@new.example' },
    });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Email' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(useSessionStore.getState().verification).toMatchObject({
      token: 'change-vt',
      type: 'email_change',
      email: 'ada@new.example',
      required: false,
    });
    expect(await screen.findByRole('heading', { name: 'Confirm your new email' })).toBeTruthy();
    fireEvent.paste(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), {
      clipboardData: { getData: () => '654321' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect((await screen.findAllByText('ada@new.example')).length).toBeGreaterThan(0);
    // The spent token is forgotten once the verification screen has gone.
    await waitFor(() => expect(useSessionStore.getState().verification).toBeNull());
    expect(useSessionStore.getState().authToken).toBe('token');
  });
});
