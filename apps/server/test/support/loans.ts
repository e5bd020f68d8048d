import type { FakeAnalyzer } from './fake-analyzer.js';
import { newItem } from './factories.js';
import type { signedInUser, TestApp } from './test-app.js';

type User = Awaited<ReturnType<typeof signedInUser>>;

export const DAY_MS = 86_400_000;

/** YYYY-MM-DD `days` after the test clock's now. */
export const dayAfter = (t: TestApp, days: number) =>
  new Date(t.clock.now().getTime() + days * DAY_MS).toISOString().slice(0, 10);

export async function shareItem(
  t: TestApp,
  owner: User,
  itemId: string,
  payload: Record<string, unknown>,
): Promise<{ share_id: string; share_token: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/users/inventory/${itemId}/share`,
    headers: owner.auth,
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`share failed: ${response.body}`);
  return response.json();
}

export async function claimShare(t: TestApp, user: User, token: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/share/${token}/claim`,
    headers: user.auth,
    payload: {},
  });
  if (response.statusCode !== 200) throw new Error(`claim failed: ${response.body}`);
}

/** An item of `owner` lent to `borrower`, due back on `expectedReturnDate`. */
export async function lend(
  t: TestApp,
  analyzer: FakeAnalyzer,
  owner: User,
  borrower: User,
  expectedReturnDate: string,
  itemName = 'Cordless drill',
) {
  const item = await newItem(t, analyzer, owner.auth, { itemName: itemName });
  const share = await shareItem(t, owner, item.id, {
    sharing_type: 'BORROW',
    expected_return_date: expectedReturnDate,
  });
  await claimShare(t, borrower, share.share_token);
  return { itemId: item.id, shareId: share.share_id, token: share.share_token };
}

export async function manageShare(t: TestApp, user: User, shareId: string, action: string) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/users/shares/${shareId}`,
    headers: user.auth,
    payload: { action },
  });
}

export async function notificationsOf(t: TestApp, user: User, query = '') {
  const response = await t.app.inject({
    url: `/api/users/notifications${query}`,
    headers: user.auth,
  });
  if (response.statusCode !== 200) throw new Error(`notifications failed: ${response.body}`);
  return response.json<{
    notifications: {
      id: string;
      kind: string;
      title: string;
      body: string;
      share_id: string | null;
      request_id: string | null;
      item_id: string | null;
      read: boolean;
      created_at: string;
    }[];
    pagination: { total: number; has_next: boolean };
    unread_count: number;
  }>();
}
