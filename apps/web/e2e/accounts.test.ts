import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createVerifiedAccount, newAccount, type TestAccount } from './support/accounts';
import {
  ACTION_TIMEOUT_MS,
  VIEWPORTS,
  httpErrorLine,
  launchBrowser,
  newPage,
  shot,
  type PageSession,
} from './support/browser';
import { latestCode, mailsTo } from './support/outbox';
import { startServer, type RunningServer } from './support/server';

// Texts of the product spec (§2 screens, §5 validation, §8 error catalogue).
const TEXT = {
  registerButton: 'Enter your circle',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  wrongCode: 'The code you entered is incorrect or has expired. Please try again.',
  wrongCredentials: 'Email or password is incorrect. Please check and try again.',
  // Every account here is new: its first visits are greeted "Welcome", not "Welcome back".
  greeting: (firstName: string) => `Welcome, ${firstName}!`,
  version: 'v1.0.0',
} as const;

// Titles of the screens, to know which one is showing.
const SCREEN = {
  login: 'Welcome back',
  register: 'Create your account',
  verify: 'Verify your email',
  forgot: 'Forgot your password?',
  reset: 'Reset your password',
  profile: 'Profile',
  editProfile: 'Edit Profile',
  changePassword: 'Change Password',
} as const;

const POLL = { timeout: ACTION_TIMEOUT_MS, interval: 100 } as const;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Waits until the screen with this title shows (the URL changes before the screen renders). */
async function onScreen(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { name: title, exact: true }).waitFor();
}

/** Types the code digit by digit into the six boxes, as a person would. */
async function typeCode(page: Page, code: string, groupName = 'Verification code') {
  const group = page.getByRole('group', { name: groupName });
  await group.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code, { delay: 40 });
}

/** Fills the register form and presses "Enter your circle"; ends on the verification screen. */
async function register(page: Page, account: TestAccount, shotName?: string) {
  await onScreen(page, SCREEN.register);
  await page.getByLabel('Full name').fill(account.fullName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  const submit = page.getByRole('button', { name: TEXT.registerButton });
  await submit.waitFor();
  if (shotName) await shot(page, shotName);
  await submit.click();
  await onScreen(page, SCREEN.verify);
  await page.getByText(account.email, { exact: true }).waitFor();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

function firstName(fullName: string): string {
  return fullName.split(' ')[0] ?? fullName;
}

describe.each(VIEWPORTS)('accounts on a $name ($width×$height)', (profile) => {
  let session: PageSession;
  let page: Page;
  const shotName = (journey: string, step: string) => `${journey}-${profile.name}-${step}`;

  beforeEach(async () => {
    session = await newPage(browser, profile);
    page = session.page;
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      await shot(page, shotName('failed', task.name)).catch(() => undefined);
    }
    await session.close();
  });

  it('registers, verifies, edits the profile, changes the password and signs in again', async () => {
    const account = newAccount(`journey.${profile.name}`, 'Ada Lovelace');
    const renamed = 'Grace Hopper';
    const newPassword = 'Circle-pass-2';
    const step = (name: string) => shotName('accounts', name);

    // A signed-out visitor lands on Login; an empty submit explains what is missing.
    await page.goto(`${server.url}/`);
    await onScreen(page, SCREEN.login);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(TEXT.emailRequired, { exact: true }).waitFor();
    await page.getByText(TEXT.passwordRequired, { exact: true }).waitFor();
    await shot(page, step('01-login-required-fields'));

    // Sign up, then the code from the e-mail; six digits submit by themselves.
    await page.getByRole('link', { name: 'Sign up' }).click();
    await register(page, account, step('02-register'));
    const code = await latestCode(server.dataDir, account.email);
    await shot(page, step('03-verify-email'));
    await typeCode(page, code);
    await page.getByRole('heading', { name: TEXT.greeting(firstName(account.fullName)) }).waitFor();
    await shot(page, step('04-home'));

    // Profile: name, version and the account statistics.
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await onScreen(page, SCREEN.profile);
    const accountCard = page.getByRole('region', { name: 'Your account' });
    await accountCard.getByRole('heading', { name: account.fullName }).waitFor();
    await accountCard.getByText(account.email, { exact: true }).waitFor();
    await page.getByText(TEXT.version, { exact: true }).waitFor();
    await expect
      .poll(() => page.getByLabel('Account statistics').textContent(), POLL)
      .toMatch(/Active Sessions\s*[1-9]/);
    await shot(page, step('05-profile'));

    // Edit Profile: Save stays disabled until the name changes.
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await onScreen(page, SCREEN.editProfile);
    const nameField = page.getByLabel('Full name');
    const save = page.getByRole('button', { name: 'Save' });
    await expect.poll(() => nameField.inputValue(), POLL).toBe(account.fullName);
    expect(await save.isDisabled()).toBe(true);
    await nameField.fill(renamed);
    await expect.poll(() => save.isEnabled(), POLL).toBe(true);
    await shot(page, step('06-edit-profile'));
    await save.click();
    await onScreen(page, SCREEN.profile);
    await accountCard.getByRole('heading', { name: renamed }).waitFor();

    // Change Password: current, new and confirmation.
    await page.getByRole('link', { name: 'Change Password' }).click();
    await onScreen(page, SCREEN.changePassword);
    await page.getByLabel('Current password').fill(account.password);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await shot(page, step('07-change-password'));
    await page.getByRole('button', { name: 'Update Password' }).click();
    await onScreen(page, SCREEN.profile);

    // Log out: back on Login.
    await page.getByRole('button', { name: 'Log out' }).click();
    await onScreen(page, SCREEN.login);
    await shot(page, step('08-logged-out'));

    // The old password no longer works; the new one does.
    await signIn(page, account.email, account.password);
    await page.getByRole('alert').filter({ hasText: TEXT.wrongCredentials }).waitFor();
    await shot(page, step('09-old-password-refused'));
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: TEXT.greeting(firstName(renamed)) }).waitFor();
    await shot(page, step('10-home-after-sign-in'));

    expect(session.unexpectedProblems([httpErrorLine(401, '/api/auth/login')])).toEqual([]);
  });

  it('resets a forgotten password with the code from the e-mail', async () => {
    const account = newAccount(`forgot.${profile.name}`, 'Katherine Johnson');
    const newPassword = 'Circle-reset-3';
    const step = (name: string) => shotName('forgot-password', name);
    await createVerifiedAccount(server, account);
    const mailsBefore = (await mailsTo(server.dataDir, account.email)).length;

    await page.goto(`${server.url}/login`);
    await onScreen(page, SCREEN.login);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await onScreen(page, SCREEN.forgot);
    await page.getByLabel('Email').fill(account.email);
    await shot(page, step('01-email'));
    await page.getByRole('button', { name: 'Send Reset Code' }).click();

    await onScreen(page, SCREEN.reset);
    const code = await latestCode(server.dataDir, account.email, { after: mailsBefore });
    const update = page.getByRole('button', { name: 'Update Password' });
    // Spec §2: disabled until the code has six digits.
    expect(await update.isDisabled()).toBe(true);
    await typeCode(page, code, 'Reset code');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await expect.poll(() => update.isEnabled(), POLL).toBe(true);
    await shot(page, step('02-new-password'));
    await update.click();

    // Back on Login with the address filled in; the new password signs in.
    await onScreen(page, SCREEN.login);
    await expect.poll(() => page.getByLabel('Email').inputValue(), POLL).toBe(account.email);
    await shot(page, step('03-login'));
    await signIn(page, account.email, newPassword);
    await page.getByRole('heading', { name: TEXT.greeting(firstName(account.fullName)) }).waitFor();
    await shot(page, step('04-home'));

    expect(session.unexpectedProblems()).toEqual([]);
  });

  it('explains a wrong verification code and accepts the right one afterwards', async () => {
    const account = newAccount(`wrong.code.${profile.name}`, 'Mary Jackson');
    const step = (name: string) => shotName('wrong-code', name);

    await page.goto(`${server.url}/register`);
    await register(page, account);
    const code = await latestCode(server.dataDir, account.email);
    // Every digit shifted: certainly not the code that was sent.
    const wrong = [...code].map((digit) => String((Number(digit) + 1) % 10)).join('');

    await typeCode(page, wrong);
    const card = page.getByRole('region', { name: SCREEN.verify });
    await card.getByRole('alert').filter({ hasText: TEXT.wrongCode }).waitFor();
    expect((await card.getByRole('alert').textContent())?.trim()).toBe(TEXT.wrongCode);
    // The boxes are emptied for another try.
    await expect.poll(() => card.getByLabel('Digit 1 of 6').inputValue(), POLL).toBe('');
    await shot(page, step('01-wrong-code'));

    await typeCode(page, code);
    await page.getByRole('heading', { name: TEXT.greeting(firstName(account.fullName)) }).waitFor();
    await shot(page, step('02-home'));

    expect(session.unexpectedProblems([httpErrorLine(400, '/api/auth/verify-email')])).toEqual([]);
  });
});
