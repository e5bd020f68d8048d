// @vitest-environment jsdom
import type { ImportResult } from '@circle/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

const detected: ImportResult = {
  created: 2,
  skipped: 1,
  errors: [{ row: 5, detail: 'The value "abc" is not an amount.' }],
  format: 'csv',
  dry_run: true,
  columns: [
    { header: 'Artikel', role: 'name', samples: ['Kaffeemaschine', 'Regal'] },
    { header: 'Preis', role: 'value', samples: ['249,90'] },
    { header: 'Raum', role: 'location', samples: ['Küche'] },
    { header: 'Farbe', role: 'ignore', samples: ['rot'] },
  ],
  preview: [
    {
      row: 2,
      item_name: 'Kaffeemaschine',
      item_category: 'kitchenware',
      brand: 'Siemens',
      estimated_value: 276.14,
      original_value: 249.9,
      original_currency: 'EUR',
      quantity: 1,
      location: 'Küche',
      tags: [],
    },
  ],
};

const importCalls = () =>
  api.callsTo('/users/inventory/import').map(([, init]) => init?.body as FormData);

beforeEach(() => {
  resetDevice();
  signIn();
  api = installFetchRouter({
    '/auth/me': () => json(200, user),
    '/auth/user-stats': () => json(200, userStatsOf(user)),
    '/users/inventory/import': (init) => {
      const body = init?.body as FormData;
      if (body.get('dry_run') === 'true') {
        const mapping = body.get('mapping');
        if (!mapping) return json(200, detected);
        const roles = JSON.parse(String(mapping)) as Record<string, string>;
        return json(200, {
          ...detected,
          columns: detected.columns.map((column) => ({ ...column, role: roles[column.header] })),
        });
      }
      return json(200, { ...detected, dry_run: false });
    },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('import screen', () => {
  it('previews the detected columns, lets the owner change one, then imports', async () => {
    await renderRoutes('/profile/import');
    const input = await screen.findByLabelText('File to import', {}, { timeout: 10_000 });
    const file = new File(['Artikel;Preis;Raum;Farbe\n'], 'liste.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });

    expect(await screen.findByText('2 items to import')).toBeTruthy();
    expect(importCalls()[0]!.get('dry_run')).toBe('true');
    expect(importCalls()[0]!.get('format')).toBe('auto');
    expect((screen.getByLabelText('Role of Artikel') as HTMLSelectElement).value).toBe('name');
    expect((screen.getByLabelText('Role of Preis') as HTMLSelectElement).value).toBe('value');
    expect(screen.getByText('Kaffeemaschine')).toBeTruthy();
    // The amount in the deployment's currency, and as the file wrote it.
    expect(screen.getByText('$276.14')).toBeTruthy();
    expect(screen.getByText('€249.90 in the file')).toBeTruthy();
    expect(screen.getByText('1 item was imported before and is skipped.')).toBeTruthy();
    expect(screen.getByText(/Row 5/)).toBeTruthy();

    // Farbe becomes the room: Raum, which had that role, is left out.
    fireEvent.change(screen.getByLabelText('Role of Farbe'), { target: { value: 'location' } });
    await waitFor(() => expect(importCalls()).toHaveLength(2));
    expect(JSON.parse(String(importCalls()[1]!.get('mapping')))).toEqual({
      Artikel: 'name',
      Preis: 'value',
      Raum: 'ignore',
      Farbe: 'location',
    });
    await waitFor(() =>
      expect((screen.getByLabelText('Role of Farbe') as HTMLSelectElement).value).toBe('location'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Import 2 items' }));
    expect(await screen.findByText('Imported 2 items')).toBeTruthy();
    const sent = importCalls()[2]!;
    expect(sent.get('dry_run')).toBe('false');
    expect(JSON.parse(String(sent.get('mapping')))).toMatchObject({ Farbe: 'location' });
    expect((sent.get('file') as File).name).toBe('liste.csv');
    const done = screen.getByLabelText('Rows with problems');
    expect(within(done).getByText(/not an amount/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View inventory' })).toBeTruthy();
  });

  it("shows the server's reason when the file cannot be read", async () => {
    api.routes['/users/inventory/import'] = () =>
      json(422, { detail: 'No column holds the item names. Choose which column is the name.' });
    await renderRoutes('/profile/import');
    const input = await screen.findByLabelText('File to import', {}, { timeout: 10_000 });
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.csv')] } });
    expect(await screen.findByText(/No column holds the item names/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Import \d/ })).toBeNull();
  });
});

describe('downloads from Profile', () => {
  it('fetches the export with the bearer token and saves it under the offered name', async () => {
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    api.routes['/users/inventory/export'] = () =>
      new Response('\uFEFFid,item_name\r\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition':
            'attachment; filename="circle-inventory-2026-11-25.json"; filename*=UTF-8\'\'circle-inventory-2026-11-25.json',
        },
      });
    await renderRoutes('/profile');
    fireEvent.click(await screen.findByRole('radio', { name: /JSON/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Export my inventory' }));
    await waitFor(() => expect(clicked).toEqual(['circle-inventory-2026-11-25.json']));
    const [url, init] = api.fetch.mock.calls.find(([u]) => String(u).includes('/export'))!;
    expect(String(url)).toMatch(/\/users\/inventory\/export\?format=json$/);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token');
    expect(createObjectURL).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Insurance report (PDF)' })).toBeTruthy();
  });
});
