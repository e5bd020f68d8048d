import type { Multipart } from '@fastify/multipart';
import {
  fileDeleteResponseSchema,
  fileDetailQuerySchema,
  fileListQuerySchema,
  fileListResponseSchema,
  filesWithInventoryQuerySchema,
  filesWithInventoryResponseSchema,
  fileWithItemsSchema,
  refreshFileUrlsRequestSchema,
  refreshFileUrlsResponseSchema,
  uploadCheckResponseSchema,
  uploadResponseSchema,
  UPLOAD_CONTENT_TYPES,
} from '@circle/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PDF_MAX_PAGES } from '../../adapters/pdf/pdf-reader.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import { formatByteSize } from '../../lib/byte-size.js';
import { currentUser } from '../../plugins/authenticate.js';
import type { AccessPolicy } from '../households/index.js';
import { householdField } from '../households/index.js';
import type { ZodRoutes } from '../../lib/zod-routes.js';
import type { FilesService, UploadInput } from './files.service.js';
import type { IdempotentUploads } from './upload-idempotency.js';

const tags = ['files'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid() });

const FIELD_LIMITS: Record<string, number> = {
  content_type: 10,
  description: 2000,
  location: 200,
  text_content: 1_000_000,
  allow_duplicate: 5,
  household_id: 40,
};

/** Reads the multipart upload: one `file` and the text fields, each within its limit. */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<UploadInput> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'Send the upload as multipart/form-data with a "file" field.');
  }
  const fields: Record<string, string> = {};
  let file: UploadInput['file'] = null;
  let parts: AsyncIterableIterator<Multipart>;
  try {
    parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1_000_000 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw badRequest(`Unexpected file field "${part.fieldname}": send the file as "file".`);
        }
        file = { buffer: await part.toBuffer(), filename: part.filename };
      } else {
        const limit = FIELD_LIMITS[part.fieldname];
        if (limit === undefined) continue;
        const value = String(part.value ?? '');
        if (value.length > limit) {
          throw new AppError(422, `${part.fieldname} must be at most ${limit} characters`);
        }
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, `The file is too large. The limit is ${formatByteSize(maxBytes)}.`);
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw badRequest('Send one file per upload.');
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError(415, 'Send the upload as multipart/form-data with a "file" field.');
    }
    throw badRequest('The upload could not be read: the multipart body is malformed.');
  }
  const claimed = fields.content_type?.trim().toLowerCase();
  if (claimed && !(UPLOAD_CONTENT_TYPES as readonly string[]).includes(claimed)) {
    throw new AppError(422, 'content_type must be "image" or "text"');
  }
  const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  return {
    file,
    claimedContentType: claimed as UploadInput['claimedContentType'],
    description: optional(fields.description),
    textContent: fields.text_content,
    location: optional(fields.location),
    allowDuplicate: ['true', '1'].includes(fields.allow_duplicate?.trim().toLowerCase() ?? ''),
    householdId: householdField(fields.household_id),
  };
}

const uploadHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(255)
    .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be 1 to 255 visible ASCII characters')
    .optional()
    .describe(
      'Makes retries safe: a retry with the same key and content answers 200 with the first upload instead of a second file (kept 24 h per user); the same key with other content is 422, and 409 while the first upload still runs',
    ),
});

export interface FilesRoutesOptions {
  filesService: FilesService;
  idempotentUploads: IdempotentUploads;
  uploadMaxBytes: number;
  access: AccessPolicy;
}

export async function filesRoutes(app: FastifyInstance, deps: FilesRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  uploadRoutes(r, deps);
  fileListRoutes(r, deps);
  fileRoutes(r, deps);
}

/** Uploading a file, and finding an upload again by its content. */
function uploadRoutes(
  r: ZodRoutes,
  { filesService, idempotentUploads, uploadMaxBytes, access }: FilesRoutesOptions,
) {
  r.post(
    '/upload/',
    {
      schema: {
        tags,
        summary:
          'Upload a photo or a document (multipart: file, content_type, description?, text_content?, location?, household_id?); the AI analysis runs within the call',
        security,
        consumes: ['multipart/form-data'],
        description: [
          'Accepted, as told by the bytes whatever the name or type says: photos (JPEG, PNG, WebP, GIF, HEIC, AVIF), text documents (UTF-8 plain text, Markdown, CSV; at most TEXT_UPLOAD_MAX_BYTES) and PDFs (content_type `text`). A PDF is kept as it is (`file_type` application/pdf); its text, read page by page (scanned pages by OCR where the server can), becomes `text_content` and is read for items like a typed document.',
          `A PDF that cannot be read answers 400 (damaged, or protected by a password) or 413 (more than ${PDF_MAX_PAGES} pages, more text than TEXT_UPLOAD_MAX_BYTES, or not read within TEXT_EXTRACTION_TIMEOUT_MS); other files answer 415.`,
          'The same bytes uploaded again answer 409 with code DUPLICATE_UPLOAD and `duplicate_of` (the earlier file), unless the form has allow_duplicate=true.',
        ].join('\n\n'),
        headers: uploadHeaders,
        response: {
          201: uploadResponseSchema.describe('The new file and its items'),
          200: uploadResponseSchema.describe(
            'A retry with a known Idempotency-Key: the first upload, unchanged (header Idempotent-Replayed: true)',
          ),
        },
      },
      onRequest: r.authenticate,
      bodyLimit: uploadMaxBytes + 2_000_000,
    },
    async (request, reply) => {
      const input = await readUpload(request, uploadMaxBytes);
      const userId = currentUser(request).user.id;
      const { householdId } = await access.household(userId, input.householdId, 'write');
      const { file, replayed } = await idempotentUploads.upload(
        userId,
        { ...input, householdId },
        request.headers['idempotency-key'],
      );
      if (replayed) return reply.code(200).header('idempotent-replayed', 'true').send(file);
      return reply.code(201).send(file);
    },
  );

  r.get(
    '/users/files/by-hash/:sha256',
    {
      schema: {
        tags,
        summary:
          'Whether a file with these bytes (SHA-256, hex) was uploaded before: lets a client warn before sending it again',
        security,
        params: z.object({ sha256: z.string().regex(/^[0-9a-fA-F]{64}$/) }),
        response: { 200: uploadCheckResponseSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) =>
      filesService.findUpload(currentUser(request).user.id, request.params.sha256.toLowerCase()),
  );
}

/** The user's files, alone or with the items found in them. */
function fileListRoutes(r: ZodRoutes, { filesService }: FilesRoutesOptions) {
  r.get(
    '/users/files',
    {
      schema: {
        tags,
        summary: "The user's files, newest first",
        security,
        querystring: fileListQuerySchema,
        response: { 200: fileListResponseSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) =>
      filesService.list(
        currentUser(request).user.id,
        request.query.limit,
        request.query.offset,
        request.query.content_type,
        request.query.household_id,
      ),
  );

  r.get(
    '/users/files-with-inventory',
    {
      schema: {
        tags,
        summary: 'Files with the items found in each',
        security,
        querystring: filesWithInventoryQuerySchema,
        response: { 200: filesWithInventoryResponseSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) =>
      filesService.filesWithInventory(
        currentUser(request).user.id,
        request.query.page,
        request.query.page_size,
        request.query.household_id,
      ),
  );
}

/** One file: read, delete; fresh signed URLs. */
function fileRoutes(r: ZodRoutes, { filesService }: FilesRoutesOptions) {
  r.get(
    '/users/files/:id',
    {
      schema: {
        tags,
        summary: 'One file with its items; refresh_url=true signs fresh addresses',
        security,
        params: idParams,
        querystring: fileDetailQuerySchema,
        response: { 200: fileWithItemsSchema },
      },
      onRequest: r.authenticate,
    },
    // Addresses are signed afresh on every read, so refresh_url is always honoured.
    async (request) => filesService.get(currentUser(request).user.id, request.params.id),
  );

  r.delete(
    '/users/files/:id',
    {
      schema: {
        tags,
        summary: 'Delete a file, its stored copies and the items found in it',
        security,
        params: idParams,
        response: { 200: fileDeleteResponseSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) => filesService.delete(currentUser(request).user.id, request.params.id),
  );

  r.post(
    '/users/refresh-file-urls',
    {
      schema: {
        tags,
        summary: 'Fresh signed addresses for files whose addresses expired',
        security,
        body: refreshFileUrlsRequestSchema,
        response: { 200: refreshFileUrlsResponseSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) =>
      filesService.refreshUrls(currentUser(request).user.id, request.body.file_ids),
  );
}
