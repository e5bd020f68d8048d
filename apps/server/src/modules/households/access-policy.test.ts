import { describe, expect, it } from 'vitest';
import type { HouseholdRole } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { AccessPolicy, mayAct } from './access-policy.js';

const roles: Record<string, HouseholdRole> = {
  'owner|h1': 'owner',
  'sam|h1': 'member',
  'vera|h1': 'viewer',
};

const policy = new AccessPolicy({
  roleOf: async (userId, householdId) => roles[`${userId}|${householdId}`] ?? null,
  personalHouseholdId: async (userId) => `personal-${userId}`,
  householdOf: async (kind, id) => (kind === 'item' && id === 'item-1' ? 'h1' : null),
  isBorrowing: async (userId, itemId) => userId === 'bo' && itemId === 'item-1',
});

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: unknown) => (error instanceof AppError ? error.statusCode : 500),
  );

describe('AccessPolicy', () => {
  it('lets owners manage, members write and viewers and borrowers read', () => {
    expect(mayAct('owner', 'manage')).toBe(true);
    expect(mayAct('member', 'manage')).toBe(false);
    expect(mayAct('member', 'write')).toBe(true);
    expect(mayAct('viewer', 'write')).toBe(false);
    expect(mayAct('viewer', 'read')).toBe(true);
    expect(mayAct('borrower', 'read')).toBe(true);
    expect(mayAct('borrower', 'write')).toBe(false);
    expect(mayAct(null, 'read')).toBe(false);
  });

  it("decides on a household's other rows (a borrow request) with the row's own 404", async () => {
    const answer = (userId: string) =>
      policy.ofHousehold(userId, 'h1', 'write', 'Borrow request not found');
    expect(await statusOf(answer('sam'))).toBe(200);
    expect(await statusOf(answer('owner'))).toBe(200);
    expect(await statusOf(answer('vera'))).toBe(403);
    await expect(answer('stranger')).rejects.toMatchObject({
      statusCode: 404,
      detail: 'Borrow request not found',
    });
  });

  it('answers 404 to outsiders and 403 to members without the role', async () => {
    expect(await statusOf(policy.item('stranger', 'item-1', 'read', 'Item not found'))).toBe(404);
    expect(await statusOf(policy.item('vera', 'item-1', 'read', 'Item not found'))).toBe(200);
    expect(await statusOf(policy.item('vera', 'item-1', 'write', 'Item not found'))).toBe(403);
    expect(await statusOf(policy.item('sam', 'item-1', 'write', 'Item not found'))).toBe(200);
    expect(await statusOf(policy.household('sam', 'h1', 'manage'))).toBe(403);
    expect(await statusOf(policy.household('owner', 'h1', 'manage'))).toBe(200);
    expect(await statusOf(policy.item('sam', 'missing', 'read', 'Item not found'))).toBe(404);
  });

  it('lets a borrower read the one item, and nothing more', async () => {
    expect(await policy.item('bo', 'item-1', 'read', 'Item not found')).toEqual({
      householdId: 'h1',
      role: 'borrower',
    });
    expect(await statusOf(policy.item('bo', 'item-1', 'write', 'Item not found'))).toBe(404);
  });

  it('falls back to the personal household when none is named', async () => {
    const personal = new AccessPolicy({
      roleOf: async (userId, householdId) =>
        householdId === `personal-${userId}` ? 'owner' : null,
      personalHouseholdId: async (userId) => `personal-${userId}`,
      householdOf: async () => null,
    });
    expect(await personal.household('ann', undefined, 'write')).toEqual({
      householdId: 'personal-ann',
      role: 'owner',
    });
  });
});
