import { ATTACHMENT_KINDS, attachmentSchema, type AttachmentKind } from '@circle/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/app-error.js';
import { formatByteSize } from '../../lib/byte-size.js';
import { currentUser } from '../../plugins/authenticate.js';
import type { AttachmentsService, NewAttachmentInput } from './attachments.service.js';

const tags = ['inventory'];
const security = [{ bearerAuth: [] }];

export interface AttachmentsRoutesOptions {
  attachments: AttachmentsService;
  uploadMaxBytes: number;
}

const KIND_MESSAGE = `kind must be one of ${ATTACHMENT_KINDS.join(', ')}`;

/** Reads the multipart body: one `file` and an optional `kind`. */
async function readAttachment(
  request: FastifyRequest,
  maxBytes: number,
): Promise<NewAttachmentInput> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'Send the attachment as multipart/form-data with a "file" field.');
  }
  let file: { bytes: Buffer; name: string } | null = null;
  let kind: string | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw badRequest(`Unexpected file field "${part.fieldname}": send the file as "file".`);
        }
        file = { bytes: await part.toBuffer(), name: part.filename };
      } else if (part.fieldname === 'kind') {
        kind = String(part.value ?? '')
          .trim()
          .toLowerCase();
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, `The file is too large. The limit is ${formatByteSize(maxBytes)}.`);
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw badRequest('Send one file per attachment.');
    }
    throw badRequest('The upload could not be read: the multipart body is malformed.');
  }
  if (!file) throw badRequest('Choose a file to attach (multipart field "file").');
  if (kind && !(ATTACHMENT_KINDS as readonly string[]).includes(kind)) {
    throw new AppError(422, KIND_MESSAGE);
  }
  return {
    bytes: file.bytes,
    fileName: file.name,
    kind: (kind || undefined) as AttachmentKind | undefined,
  };
}

export async function attachmentsRoutes(
  app: FastifyInstance,
  { attachments, uploadMaxBytes }: AttachmentsRoutesOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/users/inventory/:id/attachments',
    {
      schema: {
        tags,
        summary:
          'Attach a receipt, manual, warranty card or photo to an item (multipart: file, kind?): an image (JPEG, PNG, WebP, GIF, HEIC, AVIF) or a PDF, as told by its bytes',
        description: `kind is one of ${ATTACHMENT_KINDS.join(', ')} (default: photo for an image, other for a PDF). Over UPLOAD_MAX_BYTES answers 413, another type 415, an item with 50 attachments 409. Members and owners attach; viewers read.`,
        security,
        consumes: ['multipart/form-data'],
        params: z.object({ id: z.uuid() }),
        response: { 201: attachmentSchema },
      },
      onRequest: r.authenticate,
      bodyLimit: uploadMaxBytes + 1_000_000,
    },
    async (request, reply) => {
      const userId = currentUser(request).user.id;
      await attachments.mayAttach(userId, request.params.id);
      const input = await readAttachment(request, uploadMaxBytes);
      const attachment = await attachments.add(userId, request.params.id, input);
      return reply.code(201).send(attachment);
    },
  );

  r.delete(
    '/users/inventory/:id/attachments/:attachment_id',
    {
      schema: {
        tags,
        summary:
          'Remove an attachment from an item, with its stored file (the upload the item was read from stays: 409)',
        security,
        params: z.object({ id: z.uuid(), attachment_id: z.uuid() }),
        response: { 204: z.null().describe('Removed') },
      },
      onRequest: r.authenticate,
    },
    async (request, reply) => {
      await attachments.remove(
        currentUser(request).user.id,
        request.params.id,
        request.params.attachment_id,
      );
      return reply.code(204).send(null);
    },
  );
}
