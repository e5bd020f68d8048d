import type { InventoryItem, InventoryListResponse } from '@circle/contract';
import type { Page } from 'playwright-core';
import { api } from './api';

export { api } from './api';

/** The signed-in page's bearer token (the app keeps it in localStorage). */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('circle.auth_token'));
  if (!token) throw new Error('The page holds no session');
  return token;
}

/** Every item of the account, as the server has them. */
export async function serverItems(baseUrl: string, token: string): Promise<InventoryItem[]> {
  const list = await api<InventoryListResponse>(baseUrl, token, '/users/inventory?limit=200');
  return list.items;
}

/** Whether the page's copy for offline use is ready: items, kept answers, and every screen's code. */
export async function offlineCopyReady(page: Page, expectedItems: number): Promise<boolean> {
  return page.evaluate(async (expected) => {
    if (!navigator.serviceWorker.controller) return false;
    // Opening a database that does not exist yet would create it empty, before the app does.
    const known = await indexedDB.databases();
    if (!known.some((database) => database.name === 'circle-offline')) return false;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('circle-offline');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    if (!db.objectStoreNames.contains('items')) {
      db.close();
      return false;
    }
    const read = <T>(store: string, action: (s: IDBObjectStore) => IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        const request = action(db.transaction(store).objectStore(store));
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const items = await read('items', (store) => store.count());
    const snapshot = await read('meta', (store) => store.get('queries'));
    db.close();
    if (items !== expected || !snapshot) return false;
    const worker = await (await fetch('/sw.js')).text();
    const listed = /const APP_URLS = (\[[^\]]*\]);/.exec(worker)?.[1];
    const appUrls = listed ? (JSON.parse(listed) as string[]) : [];
    const cached = await Promise.all(appUrls.map((url) => caches.match(url)));
    return cached.every(Boolean);
  }, expectedItems);
}

/** The changes still in the page's outbox. */
export async function outboxSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('circle-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('outbox').objectStore('outbox').count();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}
