import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, newAccount, signInThroughLogin } from './support/accounts';
import { CHROMIUM_PATH, PHONE, newPage, shot } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let cameraDir: string;
const account = newAccount('labels', 'Ada Lovelace');
let itemId: string;

/** A phone camera filming a printed label: Chromium's fake camera plays these frames. */
async function cameraFilming(link: string): Promise<string> {
  const qr = await QRCode.toBuffer(link, { width: 300, margin: 2 });
  const frame = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#d8d2c8' },
  })
    .composite([{ input: qr, left: 170, top: 90 }])
    .jpeg()
    .toBuffer();
  const file = path.join(cameraDir, 'label.mjpeg');
  await writeFile(file, Buffer.concat(Array.from({ length: 10 }, () => frame)));
  return file;
}

beforeAll(async () => {
  server = await startServer();
  cameraDir = await mkdtemp(path.join(tmpdir(), 'circle-camera-'));
  await createVerifiedAccount(server, account);
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: account.email, password: account.password }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const created = await fetch(`${server.url}/api/users/inventory`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ item_name: 'Cordless drill' }),
  });
  itemId = ((await created.json()) as { id: string }).id;
  // The label as printed holds the server's address; the app opens it whatever host it names.
  const camera = await cameraFilming(`http://circle.example.org/items/${itemId}`);
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${camera}`,
    ],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (cameraDir) await rm(cameraDir, { recursive: true, force: true });
});

describe('labels and attachments on a phone', () => {
  it('attaches a manual, prints the label, and scanning the label opens the item', async () => {
    const session = await newPage(browser, PHONE);
    const { page } = session;
    try {
      await session.context.grantPermissions(['camera'], { origin: server.url });
      await signInThroughLogin(page, server.url, account);

      // The label's address opens the item.
      await page.goto(`${server.url}/items/${itemId}`);
      const attachments = page.getByRole('region', { name: 'Attachments' });
      await attachments.waitFor();
      await attachments.getByLabel('Kind').selectOption('manual');
      // A one-page PDF, as small as they come.
      const manual = Buffer.from(
        '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      );
      await attachments.getByLabel('File to attach').setInputFiles({
        name: 'Drill manual.pdf',
        mimeType: 'application/pdf',
        buffer: manual,
      });
      const link = attachments.getByRole('link', { name: 'Drill manual.pdf' });
      await link.waitFor();
      const opened = await fetch(new URL((await link.getAttribute('href'))!, server.url));
      expect(opened.headers.get('content-type')).toContain('application/pdf');
      await shot(page, 'labels-phone-attachments');

      // Print label: the PDF is saved.
      await page.getByRole('button', { name: 'Print label' }).click();
      const dialog = page.getByRole('dialog', { name: 'Print labels' });
      await dialog.getByRole('radio', { name: /Large labels/ }).check();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Get the PDF' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('circle-labels.pdf');
      const pdf = await readFile((await download.path())!);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

      // Browse → Scan label: the camera reads the label and the item opens.
      await page.goto(`${server.url}/browse`);
      await page.getByRole('link', { name: 'Scan label' }).click();
      await page.waitForURL(`**/items/${itemId}`, { timeout: 30_000 });
      await page.getByRole('heading', { name: 'Cordless drill' }).waitFor();
      expect(session.unexpectedProblems()).toEqual([]);
    } catch (error) {
      await shot(page, 'labels-phone-failed').catch(() => undefined);
      throw error;
    } finally {
      await session.close();
    }
  }, 120_000);
});
