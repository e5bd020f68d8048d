import {
  placeCreateSchema,
  placeDeleteQuerySchema,
  placeDeleteResponseSchema,
  placeDetailSchema,
  placeListQuerySchema,
  placeTreeSchema,
  placeUpdateSchema,
} from '@circle/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/authenticate.js';
import { readPlacePhoto } from './place-photo.js';
import type { PlacesService } from './places.service.js';

const tags = ['places'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid() });

export interface PlacesRoutesOptions {
  places: PlacesService;
  uploadMaxBytes: number;
}

/** The household's places: a tree of rooms, shelves and boxes the items live in. */
export async function placesRoutes(
  app: FastifyInstance,
  { places, uploadMaxBytes }: PlacesRoutesOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/places',
    {
      schema: {
        tags,
        summary: 'Add a place (members and owners); inside parent_id, or at the top',
        security,
        body: placeCreateSchema,
        response: { 201: placeDetailSchema },
      },
      onRequest: r.authenticate,
    },
    async (request, reply) =>
      reply.code(201).send(await places.create(currentUser(request).user.id, request.body)),
  );

  r.get(
    '/places',
    {
      schema: {
        tags,
        summary:
          "The household's places in tree order, each with its path, items and the value of its whole branch",
        security,
        querystring: placeListQuerySchema,
        response: { 200: placeTreeSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) => places.tree(currentUser(request).user.id, request.query.household_id),
  );

  r.get(
    '/places/:id',
    {
      schema: {
        tags,
        summary: 'One place with its sub-places, the items in it and below it, and their value',
        security,
        params: idParams,
        response: { 200: placeDetailSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) => places.get(currentUser(request).user.id, request.params.id),
  );

  r.patch(
    '/places/:id',
    {
      schema: {
        tags,
        summary:
          'Rename, move (parent_id; never into itself or a place inside it), describe or change the photo',
        security,
        params: idParams,
        body: placeUpdateSchema,
        response: { 200: placeDetailSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) => places.update(currentUser(request).user.id, request.params.id, request.body),
  );

  r.put(
    '/places/:id/photo',
    {
      schema: {
        tags,
        summary:
          "Upload the place's photo (multipart: file), replacing any; kept among the household's images, not read for items",
        description:
          'An image (JPEG, PNG, WebP, GIF, HEIC or AVIF, as told by its bytes; others 415; over UPLOAD_MAX_BYTES 413). PATCH photo_file_id null removes the photo from the place.',
        security,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: placeDetailSchema },
      },
      onRequest: r.authenticate,
      bodyLimit: uploadMaxBytes + 1_000_000,
    },
    async (request) => {
      const userId = currentUser(request).user.id;
      await places.mayWrite(userId, request.params.id);
      const upload = await readPlacePhoto(request, uploadMaxBytes);
      return places.setPhoto(userId, request.params.id, upload);
    },
  );

  r.delete(
    '/places/:id',
    {
      schema: {
        tags,
        summary:
          'Delete a place; one that holds items or places needs move_to (a place, or "none": items leave their place, sub-places move up)',
        security,
        params: idParams,
        querystring: placeDeleteQuerySchema,
        response: { 200: placeDeleteResponseSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) =>
      places.delete(currentUser(request).user.id, request.params.id, request.query.move_to),
  );
}
