import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from '../adapters/mailer/mailer.js';
import type { Storage } from '../adapters/storage/storage.js';
import type { Tx } from '../db/database.js';
import type { FileRow, InventoryItemRow } from '../db/schema.js';
import type { ItemWithSource } from '../modules/inventory/index.js';
import type { AccessPolicy } from '../modules/households/index.js';
import { notFound } from '../lib/app-error.js';

/** Stand-ins for adapters and repositories in service unit tests: in memory, no database. */

/** A transaction marker for fakes: fakes ignore it, their `transaction` restores on failure. */
export const FAKE_TX = {} as Tx;

/**
 * Runs `work` as a fake transaction over `state`: when it throws, every table in `state` goes
 * back to what it held before, as a database would roll back.
 */
export async function fakeTransaction<T>(
  state: Record<string, unknown[]>,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const before = Object.fromEntries(
    Object.entries(state).map(([name, rows]) => [name, structuredClone(rows)]),
  );
  try {
    return await work(FAKE_TX);
  } catch (error) {
    for (const [name, rows] of Object.entries(before)) state[name]!.splice(0, Infinity, ...rows);
    throw error;
  }
}

export function memoryStorage(): Storage & { objects: Map<string, Buffer> } {
  const objects = new Map<string, Buffer>();
  return {
    kind: 'local',
    objects,
    async put(key, body) {
      objects.set(key, body);
    },
    async get(key) {
      return objects.get(key) ?? null;
    },
    async delete(keys) {
      for (const key of keys) objects.delete(key);
    },
    async *list() {
      yield [...objects.keys()].map((key) => ({ key, modifiedAt: new Date(0), partial: false }));
    },
    async ping() {
      return true;
    },
    async signedUrl(key) {
      return { url: `memory://${key}`, expiresAt: new Date(0) };
    },
    imageOrigins: [],
    async close() {},
  };
}

export function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: 'outbox',
    sent,
    async send(message) {
      sent.push(message);
    },
    async close() {},
  };
}

const noop = () => undefined;
export const silentLog = {
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  fatal: noop,
  child: () => silentLog,
} as unknown as FastifyBaseLogger;

export interface FakePerson {
  id: string;
  name: string | null;
  email: string;
}

export function fakeItem(
  overrides: Partial<InventoryItemRow> & Pick<InventoryItemRow, 'id' | 'userId'>,
): ItemWithSource {
  const now = new Date('2026-01-01T00:00:00Z');
  return {
    householdId: `household-of-${overrides.userId}`,
    assetId: '000-001',
    sourceFileId: null,
    placeId: null,
    itemName: 'Drill',
    itemDescription: null,
    itemCategory: 'tools',
    brand: null,
    condition: null,
    estimatedValue: null,
    originalValue: null,
    originalCurrency: null,
    quantity: 1,
    location: null,
    tags: [],
    notes: null,
    confidenceScore: 1,
    isVerified: false,
    isPublic: false,
    isShareable: true,
    perishabilityType: 'non-perishable',
    prominenceScore: 0,
    visualAreaPercentage: 0,
    ownershipLikelihood: 0.5,
    importRef: null,
    imageKey: null,
    imageThumbnailKey: null,
    serialNumber: null,
    modelNumber: null,
    purchaseDate: null,
    purchasePrice: null,
    warrantyUntil: null,
    customFields: [],
    createdAt: now,
    updatedAt: now,
    source: null,
    ...overrides,
  };
}

export function fakeFile(overrides: Partial<FileRow> & Pick<FileRow, 'id' | 'userId'>): FileRow {
  const now = new Date('2026-01-01T00:00:00Z');
  return {
    householdId: `household-of-${overrides.userId}`,
    filename: 'photo.jpg',
    contentType: 'image',
    mimeType: 'image/jpeg',
    fileSize: 3,
    storageKey: `${overrides.userId}/${overrides.id}.jpg`,
    thumbnailKey: null,
    width: null,
    height: null,
    description: null,
    location: null,
    textContent: null,
    aiDescription: null,
    analysisStatus: 'completed',
    analysisError: null,
    contentSha256: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/** An access policy over in-memory items: whoever added an item owns its household. */
export function adderAccess(items: ItemWithSource[]): Pick<AccessPolicy, 'item' | 'share'> {
  return {
    share: async (userId, share, _action, missing) => {
      if (share.ownerId === userId) return 'owner';
      if (share.recipientId === userId) return 'recipient';
      throw notFound(missing);
    },
    item: async (userId, id, _action, missing) => {
      const item = items.find((i) => i.id === id && i.userId === userId);
      if (!item) throw notFound(missing);
      return { householdId: item.householdId, role: 'owner' };
    },
  };
}

/** Each person alone in their personal household ("household-of-<id>"), as the fakes make them. */
export function personalAccess(): Pick<AccessPolicy, 'isMember' | 'ofHousehold'> {
  return {
    isMember: async (userId, householdId) => householdId === `household-of-${userId}`,
    ofHousehold: async (userId, householdId, _action, missing) => {
      if (householdId !== `household-of-${userId}`) throw notFound(missing);
      return { householdId, role: 'owner' };
    },
  };
}

/** The inventory reads of sharing over in-memory items. */
export function householdInventory(items: ItemWithSource[]) {
  return {
    findOwned: async (householdId: string, id: string) =>
      items.find((i) => i.id === id && i.householdId === householdId),
    findAny: async (id: string) => items.find((i) => i.id === id),
  };
}
