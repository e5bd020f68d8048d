import {
  inventoryItemSchema,
  inventoryItemUpdateSchema,
  inventoryListQuerySchema,
  inventoryListResponseSchema,
  itemDeleteResponseSchema,
  visibilityUpdateSchema,
} from '@circle/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/authenticate.js';
import { toRowChanges, type InventoryService } from './inventory.service.js';

const tags = ['inventory'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid() });

export async function inventoryRoutes(
  app: FastifyInstance,
  {
    inventoryService,
    onVisibilityChange = () => undefined,
  }: { inventoryService: InventoryService; onVisibilityChange?: () => void },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
      onRequest: app.authenticate,
    },
    async (request) => {
      const q = request.query;
      return inventoryService.list(currentUser(request).user.id, {
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
        sort: { by: q.sort_by, order: q.sort_order },
      });
    },
  );

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
      onRequest: app.authenticate,
    },
    async (request) => inventoryService.get(currentUser(request).user.id, request.params.id),
  );

  r.patch(
    '/users/inventory/:id',
    {
      schema: {
        tags,
        summary: 'Edit an item (any of its fields; tags as a list or comma-separated text)',
        security,
        params: idParams,
        body: inventoryItemUpdateSchema,
        response: { 200: inventoryItemSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) =>
      inventoryService.update(
        currentUser(request).user.id,
        request.params.id,
        toRowChanges(request.body),
      ),
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
      onRequest: app.authenticate,
    },
    async (request) => {
      const item = await inventoryService.setVisibility(
        currentUser(request).user.id,
        request.params.id,
        request.body.is_public,
      );
      onVisibilityChange();
      return item;
    },
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
      onRequest: app.authenticate,
    },
    async (request) => inventoryService.delete(currentUser(request).user.id, request.params.id),
  );
}
