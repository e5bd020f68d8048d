import { latestCode } from './outbox';
import type { Page } from 'playwright-core';
import type { RunningServer } from './server';

export interface TestAccount {
  fullName: string;
  email: string;
  password: string;
}

let sequence = 0;

/** A fresh, unique account description (nothing is created). */
export function newAccount(label: string, fullName = 'Ada Lovelace'): TestAccount {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${sequence}`;
  return {
    fullName,
    email: `${label.toLowerCase().replace(/[^a-z0-9]+/g, '.')}.${unique}@example.com`,
    password: 'Circle-pass-1',
  };
}

async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${text}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * Registers and verifies an account through the API, for journeys that start with an existing
 * user (the registration screens have their own journey).
 */
export async function createVerifiedAccount(
  server: RunningServer,
  account: TestAccount,
): Promise<void> {
  const registered = (await postJson(`${server.url}/api/auth/register`, {
    full_name: account.fullName,
    email: account.email,
    password: account.password,
  })) as { verification_token?: unknown };
  if (typeof registered.verification_token !== 'string') {
    throw new Error('The register answer has no verification_token');
  }
  const code = await latestCode(server.dataDir, account.email);
  await postJson(
    `${server.url}/api/auth/verify-email`,
    { code },
    { 'x-verification-token': registered.verification_token },
  );
}

/** How Home greets a new account on its first visit (later visits say "Welcome back"). */
export function firstVisitGreeting(fullName: string): string {
  return `Welcome, ${firstName(fullName)}!`;
}

/** The first word of a full name, as the app greets people. */
export function firstName(fullName: string): string {
  return fullName.split(' ')[0] ?? fullName;
}

/** Signs in through the Login screen and waits for the greeting on Home. */
export async function signInThroughLogin(
  page: Page,
  baseUrl: string,
  account: TestAccount,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('heading', { name: 'Welcome back', exact: true }).waitFor();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: firstVisitGreeting(account.fullName) }).waitFor();
}
