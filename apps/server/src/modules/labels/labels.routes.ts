import { LABEL_LAYOUTS, LABELS_MAX, labelsRequestSchema } from '@circle/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../adapters/storage/storage.js';
import { currentUser } from '../../plugins/authenticate.js';
import type { LabelsService } from './labels.service.js';

export interface LabelsRoutesOptions {
  labels: LabelsService;
}

export async function labelsRoutes(app: FastifyInstance, { labels }: LabelsRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/labels',
    {
      schema: {
        tags: ['labels'],
        summary:
          'A PDF sheet of labels for items and places: each with a QR code of its Circle link, its asset id and its name',
        description: [
          `layout: ${LABEL_LAYOUTS.join(', ')} (A4 with 3 × 8 labels of 70 × 37 mm; US Letter with 3 × 10 labels of 2.625 × 1 in, like Avery 5160; one 100 × 150 mm label per page). Default a4-3x8.`,
          `1 to ${LABELS_MAX} labels per request (an id given twice prints twice); none or more answer 422. Any id that is not an item (or place) of a household you belong to answers 404 and nothing is made.`,
        ].join('\n\n'),
        security: [{ bearerAuth: [] }],
        body: labelsRequestSchema,
      },
      // Up to 100,000 ids (3.9 MB of JSON) are read, so too many get their clear answer.
      bodyLimit: 4_000_000,
      onRequest: r.authenticate,
    },
    async (request, reply) => {
      const pdf = await labels.sheet(currentUser(request).user.id, request.body);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition('circle-labels.pdf', 'attachment'))
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
}
