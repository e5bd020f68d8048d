import type { Multipart } from '@fastify/multipart';
import {
  DEFAULT_FEEDBACK_TYPE,
  FEEDBACK_LIMITS,
  FEEDBACK_TYPES,
  feedbackSubmitResponseSchema,
  feedbackTypesResponseSchema,
} from '@circle/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { WindowLimiter } from '../../adapters/throttle/throttle.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import { bearerToken } from '../../plugins/authenticate.js';
import type { AuthService } from '../auth/index.js';
import type { FeedbackService } from './feedback.service.js';

async function readForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let screenshot: Buffer | null = null;
  if (!request.isMultipart()) {
    throw new AppError(415, 'Send feedback as multipart/form-data.');
  }
  try {
    const parts: AsyncIterableIterator<Multipart> = request.parts({
      limits: {
        fileSize: FEEDBACK_LIMITS.screenshotMaxBytes,
        files: 1,
        fields: 40,
        fieldSize: 20_000,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'screenshot') {
          part.file.resume();
          continue;
        }
        screenshot = await part.toBuffer();
        if (screenshot.length === 0) screenshot = null;
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'The screenshot is too large. The limit is 5 MB.');
    }
    throw badRequest('The feedback form could not be read.');
  }
  return { fields, screenshot };
}

export async function feedbackRoutes(
  app: FastifyInstance,
  {
    feedbackService,
    authService,
    limiter,
  }: { feedbackService: FeedbackService; authService: AuthService; limiter: WindowLimiter },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/feedback/submit',
    {
      schema: {
        tags: ['feedback'],
        summary:
          'Send feedback (public, multipart): feedback_type, feedback_title, feedback_content, rating, would_recommend, follow_up_requested, user_email, user_name, screenshot (PNG ≤ 5 MB) and the context fields',
        consumes: ['multipart/form-data'],
        response: { 201: feedbackSubmitResponseSchema },
      },
      bodyLimit: FEEDBACK_LIMITS.screenshotMaxBytes + 1_000_000,
    },
    async (request, reply) => {
      await limiter.hit(request.ip);
      const token = bearerToken(request);
      const auth = token ? await authService.authenticate(token, { fresh: true }) : null;
      const { fields, screenshot } = await readForm(request);
      const result = await feedbackService.submit({
        fields,
        screenshot,
        user: auth ? { id: auth.user.id, email: auth.user.email, name: auth.user.fullName } : null,
        clientAddress: request.ip,
      });
      return reply.code(201).send(result);
    },
  );

  r.get(
    '/feedback/types/list',
    {
      schema: {
        tags: ['feedback'],
        summary: 'The feedback types',
        response: { 200: feedbackTypesResponseSchema },
      },
    },
    async () => ({
      types: FEEDBACK_TYPES.map((type) => ({ ...type })),
      default: DEFAULT_FEEDBACK_TYPE,
    }),
  );
}
