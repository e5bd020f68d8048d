import {
  WARRANTY_NOTICE_DAYS,
  endingWarrantiesResponseSchema,
  inventoryBulkRequestSchema,
  inventoryBulkResponseSchema,
  inventoryItemCreateSchema,
  inventoryItemMergeSchema,
  inventoryMergeRequestSchema,
  inventoryMergeResponseSchema,
  inventoryItemSchema,
  inventoryItemUpdateSchema,
  inventoryListQuerySchema,
  inventoryListResponseSchema,
  itemDeleteResponseSchema,
  pictureFromAttachmentSchema,
  visibilityUpdateSchema,
} from '@circle/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/app-error.js';
import { currentUser } from '../../plugins/authenticate.js';
import type { ZodRoutes } from '../../lib/zod-routes.js';
import { toRowChanges, type InventoryService } from './inventory.service.js';

const tags = ['inventory'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid() });
const warrantiesQuerySchema = z.object({
  within_days: z.coerce.number().int().min(0).max(3650).default(WARRANTY_NOTICE_DAYS),
});

/** The bytes of one of an item's photos, for making it the main picture. */
export type AttachmentImage = (userId: string, itemId: string, id: string) => Promise<Buffer>;

export interface InventoryRoutesOptions {
  inventoryService: InventoryService;
  uploadMaxBytes?: number;
  attachmentImage?: AttachmentImage;
}

type InventoryRouteDeps = Required<InventoryRoutesOptions>;

const NO_ATTACHMENTS: AttachmentImage = async () => {
  throw new AppError(404, 'Attachment not found');
};

export async function inventoryRoutes(
  app: FastifyInstance,
  {
    inventoryService,
    uploadMaxBytes = 20_000_000,
    attachmentImage = NO_ATTACHMENTS,
  }: InventoryRoutesOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: InventoryRouteDeps = { inventoryService, uploadMaxBytes, attachmentImage };
  inventoryListRoutes(r, deps);
  itemCompositionRoutes(r, deps);
  itemRoutes(r, deps);
}

/** The user's items: the filtered list and adding one. */
function inventoryListRoutes(r: ZodRoutes, { inventoryService }: InventoryRouteDeps) {
  r.get(
    '/users/inventory',
    {
      schema: {
        tags,
        summary: 'Inventory items with filters, sorting and pagination',
        security,
        querystring: inventoryListQuerySchema,
        response: { 200: inventoryListResponseSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) => {
      const q = request.query;
      return inventoryService.list(currentUser(request).user.id, {
        householdId: q.household_id,
        limit: q.limit,
        offset: q.offset,
        search: q.search || undefined,
        category: q.category || undefined,
        isVerified: q.verified_only ? true : q.is_verified,
        minValue: q.min_value,
        maxValue: q.max_value,
        sharingStatus: q.sharing_status,
        isPublic: q.is_public,
        isShareable: q.is_shareable,
        sourceFileId: q.source_file_id,
        placeId: q.place_id,
        sort: { by: q.sort_by, order: q.sort_order },
      });
    },
  );

  r.get(
    '/users/inventory/warranties',
    {
      schema: {
        tags,
        summary: 'Items whose warranty ends within within_days days (default 30), soonest first',
        security,
        querystring: warrantiesQuerySchema,
        response: { 200: endingWarrantiesResponseSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) =>
      inventoryService.endingWarranties(currentUser(request).user.id, request.query.within_days),
  );

  r.post(
    '/users/inventory/bulk',
    {
      schema: {
        tags,
        summary:
          'Change many items at once, all or none: {item_ids, set: {…any fields of the item edit, is_public}}, {item_ids, add_tags?, remove_tags?} or {item_ids, delete: true}; 404 and nothing changed when any id is not yours',
        security,
        body: inventoryBulkRequestSchema,
        response: { 200: inventoryBulkResponseSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) => {
      const body = request.body;
      const action =
        'delete' in body
          ? { delete: true as const }
          : !('set' in body)
            ? { tags: { add: body.add_tags ?? [], remove: body.remove_tags ?? [] } }
            : {
                set: {
                  isVerified: true,
                  ...toRowChanges(body.set),
                  ...(body.set.is_public === undefined ? {} : { isPublic: body.set.is_public }),
                },
              };
      return inventoryService.bulk(currentUser(request).user.id, body.item_ids, action);
    },
  );

  r.post(
    '/users/inventory',
    {
      schema: {
        tags,
        summary:
          'Add an item by hand (the PATCH fields, item_name required, optional source_file_id); it counts as verified',
        security,
        body: inventoryItemCreateSchema,
        response: { 201: inventoryItemSchema },
      },
      onRequest: r.authenticate,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await inventoryService.create(currentUser(request).user.id, request.body)),
  );
}

/** Merging items and replacing an item's picture. */
function itemCompositionRoutes(
  r: ZodRoutes,
  { inventoryService, uploadMaxBytes, attachmentImage }: InventoryRouteDeps,
) {
  r.post(
    '/users/inventory/merge',
    {
      schema: {
        tags,
        summary:
          'Merge two or more items of one household into keep_id, in one transaction: quantities add, tags and notes combine, empty fields are filled from the others, which are deleted',
        security,
        body: inventoryMergeRequestSchema,
        response: { 200: inventoryMergeResponseSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) =>
      inventoryService.mergeMany(
        currentUser(request).user.id,
        request.body.item_ids,
        request.body.keep_id,
      ),
  );

  r.post(
    '/users/inventory/:id/merge',
    {
      schema: {
        tags,
        summary:
          'Merge another item into this one: quantities add, empty fields are filled from the other, which is deleted',
        security,
        params: idParams,
        body: inventoryItemMergeSchema,
        response: { 200: inventoryItemSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) =>
      inventoryService.merge(
        currentUser(request).user.id,
        request.params.id,
        request.body.other_id,
      ),
  );

  r.put(
    '/users/inventory/:id/picture',
    {
      schema: {
        tags,
        summary:
          "A new main picture: the owner's own photo (multipart: file), or one of the item's image attachments (JSON {attachment_id})",
        security,
        consumes: ['multipart/form-data', 'application/json'],
        params: idParams,
        response: { 200: inventoryItemSchema },
      },
      onRequest: r.authenticate,
      bodyLimit: uploadMaxBytes + 1_000_000,
    },
    async (request) => {
      const userId = currentUser(request).user.id;
      if (!request.isMultipart() && request.body !== undefined) {
        const parsed = pictureFromAttachmentSchema.safeParse(request.body);
        if (!parsed.success) {
          throw new AppError(422, 'Send {"attachment_id": "<uuid>"} or a photo as multipart.');
        }
        const bytes = await attachmentImage(userId, request.params.id, parsed.data.attachment_id);
        return inventoryService.setPicture(userId, request.params.id, bytes);
      }
      if (!request.isMultipart()) {
        throw new AppError(415, 'Send the photo as multipart/form-data with a "file" field.');
      }
      let file;
      try {
        file = await request.file({ limits: { fileSize: uploadMaxBytes, files: 1 } });
      } catch {
        throw badRequest('The upload could not be read: the multipart body is malformed.');
      }
      if (!file || file.fieldname !== 'file') throw badRequest('Choose a photo to upload.');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch {
        throw new AppError(
          413,
          `The photo is too large. The limit is ${Math.round(uploadMaxBytes / 1_000_000)} MB.`,
        );
      }
      return inventoryService.setPicture(userId, request.params.id, bytes);
    },
  );
}

/** One item: read, edit, visibility, delete. */
function itemRoutes(r: ZodRoutes, { inventoryService }: InventoryRouteDeps) {
  r.get(
    '/users/inventory/:id',
    {
      schema: {
        tags,
        summary: 'One inventory item',
        security,
        params: idParams,
        response: { 200: inventoryItemSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) => inventoryService.get(currentUser(request).user.id, request.params.id),
  );

  r.patch(
    '/users/inventory/:id',
    {
      schema: {
        tags,
        summary:
          'Edit an item (any of its fields; tags as a list or comma-separated text); an edit by the owner verifies it unless is_verified is sent',
        security,
        params: idParams,
        body: inventoryItemUpdateSchema,
        response: { 200: inventoryItemSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) =>
      inventoryService.update(currentUser(request).user.id, request.params.id, {
        isVerified: true,
        ...toRowChanges(request.body),
      }),
  );

  r.patch(
    '/users/inventory/:id/visibility',
    {
      schema: {
        tags,
        summary: 'Make an item public (discoverable by the community) or private',
        security,
        params: idParams,
        body: visibilityUpdateSchema,
        response: { 200: inventoryItemSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) =>
      inventoryService.setVisibility(
        currentUser(request).user.id,
        request.params.id,
        request.body.is_public,
      ),
  );

  r.delete(
    '/users/inventory/:id',
    {
      schema: {
        tags,
        summary: 'Delete an item',
        security,
        params: idParams,
        response: { 200: itemDeleteResponseSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) => inventoryService.delete(currentUser(request).user.id, request.params.id),
  );
}
