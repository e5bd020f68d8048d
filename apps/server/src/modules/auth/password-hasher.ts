import argon2 from 'argon2';

/**
 * argon2id at OWASP's minimum (19 MiB, t=2, p=1). The argon2 binding hashes on libuv's thread
 * pool, so the event loop stays free.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the time of one verify, for unknown accounts, so answers take about as long. */
  verifyDummy(password: string): Promise<void>;
}

export function createArgon2Hasher(): PasswordHasher {
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => argon2.hash(password, OPTIONS),
    async verify(hash, password) {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false;
      }
    },
    async verifyDummy(password) {
      dummyHash ??= argon2.hash('circle-dummy-password', OPTIONS);
      await argon2.verify(await dummyHash, password).catch(() => false);
    },
  };
}
