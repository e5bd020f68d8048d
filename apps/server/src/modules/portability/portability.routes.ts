import { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import {
  columnMappingSchema,
  IMPORT_FORMATS,
  importResultSchema,
  householdScopeQuerySchema,
  inventoryExportQuerySchema,
  type ColumnMapping,
  type ImportFormat,
} from '@circle/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../adapters/storage/storage.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import { currentUser } from '../../plugins/authenticate.js';
import type { AccessPolicy } from '../households/index.js';
import { householdField } from '../households/index.js';
import type { ExportService } from './export.service.js';
import type { ImportRequest, ImportService } from './import.service.js';
import type { ReportService } from './report.service.js';

const tags = ['inventory'];
const security = [{ bearerAuth: [] }];

export async function portabilityRoutes(
  app: FastifyInstance,
  options: {
    exportService: ExportService;
    reportService: ReportService;
    importService: ImportService;
    access: AccessPolicy;
    uploadMaxBytes: number;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/users/inventory/export',
    {
      schema: {
        tags,
        summary: 'Download every item you own as CSV (RFC 4180, UTF-8) or as a JSON array',
        security,
        querystring: inventoryExportQuerySchema,
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const userId = currentUser(request).user.id;
      const { format, household_id: requested } = request.query;
      const { householdId } = await options.access.household(userId, requested, 'read');
      const service = options.exportService;
      reply
        .header(
          'Content-Type',
          format === 'csv'
            ? 'text/csv; charset=utf-8; header=present'
            : 'application/json; charset=utf-8',
        )
        .header('Content-Disposition', contentDisposition(service.fileName(format), 'attachment'))
        .header('Cache-Control', 'no-store');
      return reply.send(
        Readable.from(
          format === 'csv' ? service.csv(householdId) : service.json(userId, householdId),
        ),
      );
    },
  );

  r.get(
    '/users/inventory/report',
    {
      schema: {
        tags,
        summary: 'An insurance report (PDF) of every item you own, with totals and photos',
        security,
        querystring: householdScopeQuerySchema,
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { user } = currentUser(request);
      const service = options.reportService;
      const { householdId } = await options.access.household(
        user.id,
        request.query.household_id,
        'read',
      );
      const pdf = await service.report(householdId, { name: user.fullName, email: user.email });
      reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition(service.fileName(), 'attachment'))
        .header('Cache-Control', 'no-store');
      return reply.send(pdf);
    },
  );

  r.post(
    '/users/inventory/import',
    {
      schema: {
        tags,
        summary:
          'Import items from a Homebox export or a spreadsheet (multipart: file, format?, dry_run?, mapping?)',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: importResultSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const input = await readImport(request, options.uploadMaxBytes);
      const userId = currentUser(request).user.id;
      const { householdId } = await options.access.household(userId, input.householdId, 'write');
      return options.importService.run(userId, { ...input, householdId });
    },
  );
}

/** The multipart import: one `file` and the optional fields format, dry_run and mapping. */
async function readImport(request: FastifyRequest, maxBytes: number): Promise<ImportRequest> {
  const unsupported = () =>
    new AppError(415, 'Send the import as multipart/form-data with a "file" field.');
  if (!request.isMultipart()) throw unsupported();
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    const parts: AsyncIterableIterator<Multipart> = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 100_000 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw badRequest(`Unexpected file field "${part.fieldname}": send the file as "file".`);
        }
        file = await part.toBuffer();
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(
        413,
        `The file is too large. The limit is ${Math.round(maxBytes / 1_000_000)} MB.`,
      );
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw unsupported();
    if (code === 'FST_FILES_LIMIT') throw badRequest('Send one file per import.');
    throw badRequest('The import could not be read: the multipart body is malformed.');
  }
  if (!file) throw new AppError(422, 'Choose a file to import: the "file" field is missing.');
  if (file.length === 0) throw new AppError(422, 'The file is empty.');
  const format = (fields.format?.trim().toLowerCase() || 'auto') as ImportFormat;
  if (!IMPORT_FORMATS.includes(format)) {
    throw new AppError(422, `format must be one of ${IMPORT_FORMATS.join(', ')}`);
  }
  const dryRun = fields.dry_run?.trim().toLowerCase();
  if (dryRun && !['true', 'false', '1', '0'].includes(dryRun)) {
    throw new AppError(422, 'dry_run must be true or false');
  }
  return {
    file,
    format,
    dryRun: dryRun === 'true' || dryRun === '1',
    mapping: parseMapping(fields.mapping),
    householdId: householdField(fields.household_id),
  };
}

function parseMapping(text: string | undefined): ColumnMapping | undefined {
  if (!text?.trim()) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError(422, 'mapping must be JSON: an object of column header → role.');
  }
  const parsed = columnMappingSchema.safeParse(value);
  if (!parsed.success) {
    throw new AppError(
      422,
      `mapping must map column headers to roles (${parsed.error.issues[0]?.message ?? 'invalid'}).`,
    );
  }
  return parsed.data;
}
