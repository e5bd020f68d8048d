import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { files, inventoryItems, shares } from '../../src/db/schema.js';
import { registerUser, type TestApp } from './test-app.js';

/** The seeded inventory of the assistant's question set, and its questions with expectations. */
const folder = path.join(import.meta.dirname, '../fixtures/assistant');

export interface CorpusItem {
  name: string;
  category: string;
  brand: string | null;
  location: string;
  value: number | null;
  quantity: number;
  condition: string;
  tags: string[];
  notes: string | null;
  public: boolean;
  addedDaysAgo: number;
  photo: boolean;
}

export interface Corpus {
  today: string;
  items: CorpusItem[];
  loans: { item: string; kind: 'lent'; person: string; dueInDays: number }[];
  borrowed: {
    name: string;
    category: string;
    brand: string;
    value: number;
    person: string;
    dueInDays: number;
  }[];
}

export interface Filter {
  category?: string;
  location?: string;
  brand?: string;
  condition?: string;
  min?: number;
  max?: number;
  minIncl?: boolean;
  maxIncl?: boolean;
  public?: boolean;
  name?: string;
  either?: { category: string; location: string };
  addedWithinDays?: number;
  /** A kind-set that is no category ("power tools"), named item by item by the set's writer. */
  names?: string[];
}

export interface Expectation {
  total?: Filter;
  count?: Filter;
  list?: Filter;
  average?: Filter;
  rank?: { order: 'desc' | 'asc' | 'newest' | 'oldest'; n?: number; filter?: Filter };
  top?: { order: 'desc' | 'asc'; limit: number; filter?: Filter };
  field?: { item: string; field: string };
  items?: string[];
  compare?: { left: Filter; right: Filter; by: 'value' | 'count' };
  insure?: number;
  sell?: number;
  lacking?: 'value' | 'photo';
  scope?: 'out' | 'missing' | 'unknown';
}

export interface Question {
  class: string;
  q: string;
  expect: Expectation;
  after?: string[];
}

export const loadCorpus = (): Corpus =>
  JSON.parse(readFileSync(path.join(folder, 'inventory.json'), 'utf8')) as Corpus;
export const loadQuestions = (set: 'dev' | 'held-out'): Question[] =>
  JSON.parse(readFileSync(path.join(folder, `questions-${set}.json`), 'utf8')) as Question[];

/** Question sets written blind, from a persona and the inventory only (`blind-<persona>.json`). */
export const loadBlindSets = (): { name: string; questions: Question[] }[] =>
  readdirSync(folder)
    .filter((file) => /^blind-[a-z-]+\.json$/.test(file))
    .sort()
    .map((file) => ({
      name: file.replace(/\.json$/, ''),
      questions: JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Question[],
    }));

/**
 * Other households, each with an inventory of its own and questions written blind over it
 * (`households/<name>/inventory.json` and `questions.json`): the assistant measured on things
 * and rooms its authors never saw.
 */
export const loadHouseholds = (): { name: string; corpus: Corpus; questions: Question[] }[] => {
  const households = path.join(folder, 'households');
  if (!existsSync(households)) return [];
  return readdirSync(households)
    .filter((name) => existsSync(path.join(households, name, 'questions.json')))
    .sort()
    .map((name) => ({
      name,
      corpus: JSON.parse(
        readFileSync(path.join(households, name, 'inventory.json'), 'utf8'),
      ) as Corpus,
      questions: JSON.parse(
        readFileSync(path.join(households, name, 'questions.json'), 'utf8'),
      ) as Question[],
    }));
};

const DAY = 86_400_000;
const dateIn = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** Writes the corpus inventory for `userId`, with loans to and from three other people. */
export async function seedCorpus(t: TestApp, userId: string, corpus: Corpus) {
  const db = t.app.services.database.db;
  const people = new Map<string, string>();
  for (const person of new Set([
    ...corpus.loans.map((loan) => loan.person),
    ...corpus.borrowed.map((loan) => loan.person),
  ])) {
    const registered = await registerUser(t, undefined, 'Circle-pass-123', person);
    people.set(person, registered.userId);
  }
  const noon = Date.parse(`${corpus.today}T12:00:00Z`);
  const ids = new Map<string, string>();
  for (const item of corpus.items) {
    const id = randomUUID();
    ids.set(item.name, id);
    const created = new Date(noon - item.addedDaysAgo * DAY);
    let fileId: string | null = null;
    if (item.photo) {
      fileId = randomUUID();
      await db.insert(files).values({
        id: fileId,
        userId,
        filename: `${item.name}.jpg`,
        contentType: 'image',
        mimeType: 'image/jpeg',
        fileSize: 1000,
        storageKey: `corpus/${fileId}.jpg`,
        analysisStatus: 'completed',
        createdAt: created,
      });
    }
    await db.insert(inventoryItems).values({
      id,
      userId,
      sourceFileId: fileId,
      itemName: item.name,
      itemCategory: item.category,
      brand: item.brand,
      condition: item.condition,
      estimatedValue: item.value,
      quantity: item.quantity,
      location: item.location,
      tags: item.tags,
      notes: item.notes,
      isPublic: item.public,
      confidenceScore: 0.9,
      createdAt: created,
      updatedAt: created,
    });
  }
  const share = (
    itemId: string,
    itemName: string,
    ownerId: string,
    recipientId: string,
    dueInDays: number,
  ) =>
    db.insert(shares).values({
      id: randomUUID(),
      itemId,
      itemName,
      ownerId,
      recipientId,
      sharingType: 'BORROW',
      status: 'CLAIMED',
      shareToken: randomUUID(),
      expectedReturnDate: dateIn(corpus.today, dueInDays),
      expiresAt: new Date(noon + 30 * DAY),
      claimedAt: new Date(noon - 10 * DAY),
    });
  for (const loan of corpus.loans) {
    await share(ids.get(loan.item)!, loan.item, userId, people.get(loan.person)!, loan.dueInDays);
  }
  for (const loan of corpus.borrowed) {
    const lender = people.get(loan.person)!;
    const id = randomUUID();
    await db.insert(inventoryItems).values({
      id,
      userId: lender,
      itemName: loan.name,
      itemCategory: loan.category,
      brand: loan.brand,
      estimatedValue: loan.value,
      confidenceScore: 0.9,
    });
    await share(id, loan.name, lender, userId, loan.dueInDays);
  }
}
