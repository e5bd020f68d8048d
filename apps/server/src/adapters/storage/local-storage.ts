import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  access,
  constants,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../clock.js';
import {
  PARTIAL_KEY_PATTERN,
  STORAGE_KEY_PATTERN,
  type SignedUrl,
  type SignedUrlOptions,
  type Storage,
  type StoredObject,
} from './storage.js';

const LIST_PAGE = 500;

export type SignatureCheck =
  | { ok: true; key: string; contentType: string; filename: string; expiresAt: number }
  | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Files under `<dataDir>/files`, outside any served folder, reached only through HMAC-signed URLs
 * that expire: `/files/<key>?exp=…&type=…&name=…&sig=…`.
 */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  readonly imageOrigins: string[] = [];
  private readonly root: string;

  constructor(
    dataDir: string,
    private readonly secret: string,
    private readonly clock: Clock,
    private readonly urlPrefix = '/files/',
  ) {
    this.root = path.resolve(dataDir, 'files');
  }

  private pathOf(key: string, { partialAllowed = false } = {}): string {
    const valid =
      STORAGE_KEY_PATTERN.test(key) || (partialAllowed && PARTIAL_KEY_PATTERN.test(key));
    if (!valid) throw new Error(`invalid storage key ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const partial = `${target}.${process.pid}.partial`;
    await writeFile(partial, body);
    await rename(partial, target);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(keys: string[]): Promise<void> {
    await Promise.all(
      keys.map((key) => rm(this.pathOf(key, { partialAllowed: true }), { force: true })),
    );
  }

  async *list(prefix: string): AsyncIterable<StoredObject[]> {
    // Keys are `<folder>/<name>`: a prefix naming a folder reads only that folder.
    const folders = prefix.includes('/')
      ? [prefix.slice(0, prefix.indexOf('/'))]
      : await readdir(this.root).catch(missingIsEmpty);
    let page: StoredObject[] = [];
    for (const folder of folders) {
      const names = await readdir(path.join(this.root, folder)).catch(missingIsEmpty);
      for (const name of names) {
        const key = `${folder}/${name}`;
        if (!key.startsWith(prefix)) continue;
        const partial = PARTIAL_KEY_PATTERN.test(key);
        if (!partial && !STORAGE_KEY_PATTERN.test(key)) continue;
        const info = await stat(path.join(this.root, key)).catch(() => null);
        if (!info?.isFile()) continue;
        page.push({ key, modifiedAt: info.mtime, partial });
        if (page.length >= LIST_PAGE) {
          yield page;
          page = [];
        }
      }
    }
    if (page.length > 0) yield page;
  }

  async ping(): Promise<boolean> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.W_OK);
      return true;
    } catch {
      return false;
    }
  }

  private sign(key: string, exp: number, contentType: string, filename: string): string {
    return createHmac('sha256', this.secret)
      .update(`files\n${key}\n${exp}\n${contentType}\n${filename}`)
      .digest('base64url');
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<SignedUrl> {
    const expiresAt = new Date(this.clock.now().getTime() + options.expiresInSeconds * 1000);
    const exp = Math.floor(expiresAt.getTime() / 1000);
    const params = new URLSearchParams({
      exp: String(exp),
      type: options.contentType,
      name: options.filename,
      sig: this.sign(key, exp, options.contentType, options.filename),
    });
    return { url: `${this.urlPrefix}${key}?${params.toString()}`, expiresAt: new Date(exp * 1000) };
  }

  /** Checks a signed URL's parts: forged and expired are told apart. */
  check(key: string, query: Record<string, string | undefined>): SignatureCheck {
    const { exp, type, name, sig } = query;
    if (
      !STORAGE_KEY_PATTERN.test(key) ||
      !exp ||
      !type ||
      name === undefined ||
      !sig ||
      !/^\d{1,12}$/.test(exp)
    ) {
      return { ok: false, reason: 'invalid' };
    }
    const expected = Buffer.from(this.sign(key, Number(exp), type, name));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return { ok: false, reason: 'invalid' };
    }
    if (Number(exp) * 1000 <= this.clock.now().getTime()) return { ok: false, reason: 'expired' };
    return { ok: true, key, contentType: type, filename: name, expiresAt: Number(exp) * 1000 };
  }

  async close(): Promise<void> {}
}

function missingIsEmpty(error: unknown): never[] {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return [];
  throw error;
}
