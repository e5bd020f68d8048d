import type { ApiQuery } from './api-url';

/**
 * The household the app works on (the switcher's choice), remembered on this device; null is the
 * personal household, which the server takes when a request names none. Every inventory,
 * dashboard, files, export, report and assistant request names it (household_id).
 */
const STORAGE_KEY = 'circle.household_id';

let chosen: string | null = read();
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function chosenHouseholdId(): string | null {
  return chosen;
}

/** Switches the household every scoped request names; null goes back to the personal one. */
export function chooseHousehold(id: string | null): void {
  if (id === chosen) return;
  chosen = id;
  try {
    if (id) window.localStorage.setItem(STORAGE_KEY, id);
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused: the choice lasts for this page.
  }
  for (const listener of listeners) listener();
}

export function onHouseholdChosen(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads that take household_id as a query parameter. */
const SCOPED_READS = new Set([
  '/users/inventory',
  '/users/inventory/export',
  '/users/inventory/report',
  '/users/statistics',
  '/users/files',
  '/users/files-with-inventory',
  '/query/chat/welcome',
]);
/** Writes that take household_id in their JSON body. */
const SCOPED_JSON = new Set(['/users/inventory', '/query/chat']);
/** Uploads that take household_id as a form field. */
const SCOPED_FORMS = new Set(['/upload/', '/users/inventory/import']);

const bare = (path: string) => (path.startsWith('/') ? path : `/${path}`);

/** The request's query with the chosen household, when the path is a scoped read. */
export function scopedQuery(
  path: string,
  method: string,
  query: ApiQuery | undefined,
  id: string | null = chosen,
): ApiQuery | undefined {
  if (!id || method !== 'GET' || !SCOPED_READS.has(bare(path))) return query;
  if (query?.household_id) return query;
  return { ...query, household_id: id };
}

/** The JSON body with the chosen household, when the path is a scoped write. */
export function scopedJson(path: string, method: string, json: unknown): unknown {
  if (!chosen || method !== 'POST' || !SCOPED_JSON.has(bare(path))) return json;
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return json;
  if ('household_id' in json) return json;
  return { ...json, household_id: chosen };
}

/** Adds the chosen household to an upload's or import's form. */
export function scopeForm(path: string, form: FormData | undefined): void {
  if (!chosen || !form || !SCOPED_FORMS.has(bare(path)) || form.has('household_id')) return;
  form.append('household_id', chosen);
}
