import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** The shared fixtures beside the repository; tests that need them skip when absent. */
export const FIXTURES_DIR = path.resolve(
  fileURLToPath(new URL('../../../../', import.meta.url)),
  '../shared/fixtures',
);
export const fixturesPresent = existsSync(FIXTURES_DIR);
export const fixture = (relative: string) => readFileSync(path.join(FIXTURES_DIR, relative));

export interface UploadFields {
  file?: { buffer: Buffer; filename: string; mime?: string };
  content_type?: string;
  description?: string;
  text_content?: string;
  location?: string;
  allow_duplicate?: string;
  household_id?: string;
}

/** A multipart body as a browser would send it. */
export function multipartBody(fields: UploadFields): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----circle${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'file' || value === undefined) continue;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
      ),
    );
  }
  if (fields.file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fields.file.filename}"\r\nContent-Type: ${fields.file.mime ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      fields.file.buffer,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function upload(
  app: FastifyInstance,
  auth: Record<string, string>,
  fields: UploadFields,
) {
  // Suites upload the same fixture many times on purpose; the duplicate check has its own tests,
  // which send allow_duplicate themselves.
  const { payload, headers } = multipartBody({ allow_duplicate: 'true', ...fields });
  return app.inject({
    method: 'POST',
    url: '/api/upload/',
    payload,
    headers: { ...headers, ...auth },
  });
}
