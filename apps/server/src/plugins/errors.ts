import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES, type ValidationIssue } from '@circle/contract';
import { AppError } from '../lib/app-error.js';

interface ZodIssueLike {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
}

const LOCATION_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/** Turns one zod issue into the 422 entry of API.md: `{loc, msg, type, ctx?}`. */
export function toValidationIssue(
  issue: ZodIssueLike,
  context: string | undefined,
): ValidationIssue {
  const loc = [
    LOCATION_NAMES[context ?? 'body'] ?? 'body',
    ...issue.instancePath
      .split('/')
      .filter(Boolean)
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
  ];
  const { params } = issue;
  const origin = params.origin;
  switch (issue.keyword) {
    case 'invalid_type':
      if (issue.message.includes('received undefined')) {
        return { loc, msg: 'Field required', type: 'missing' };
      }
      return { loc, msg: issue.message, type: `${String(params.expected ?? 'value')}_type` };
    case 'too_small':
      if (origin === 'string') {
        const min = Number(params.minimum);
        return {
          loc,
          msg: `String should have at least ${min} character${min === 1 ? '' : 's'}`,
          type: 'string_too_short',
          ctx: { min_length: min },
        };
      }
      return { loc, msg: issue.message, type: 'greater_than_equal', ctx: { ge: params.minimum } };
    case 'too_big':
      if (origin === 'string') {
        const max = Number(params.maximum);
        return {
          loc,
          msg: `String should have at most ${max} characters`,
          type: 'string_too_long',
          ctx: { max_length: max },
        };
      }
      return { loc, msg: issue.message, type: 'less_than_equal', ctx: { le: params.maximum } };
    case 'invalid_format':
      if (params.format === 'email') {
        return { loc, msg: 'value is not a valid email address', type: 'value_error' };
      }
      return { loc, msg: issue.message, type: 'string_pattern_mismatch' };
    case 'invalid_value':
      return { loc, msg: issue.message, type: 'enum', ctx: { expected: params.values } };
    case 'unrecognized_keys':
      return { loc, msg: issue.message, type: 'extra_forbidden' };
    default:
      return { loc, msg: issue.message, type: 'value_error' };
  }
}

/** One error path: every failure answers `{detail, code?}`; 5xx hides its internals. */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return reply
          .code(error.statusCode)
          .headers(error.headers)
          .send({
            detail: error.detail,
            ...(error.code ? { code: error.code } : {}),
            ...error.extra,
          });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const detail = (error.validation as unknown as ZodIssueLike[]).map((issue) =>
          toValidationIssue(issue, error.validationContext),
        );
        return reply.code(422).send({ detail });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const detail =
          error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'Request body is too large'
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Unsupported content type'
              : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
                ? 'Request body must not be empty'
                : error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
                  ? 'Malformed JSON in request body'
                  : error.message;
        return reply.code(status).send({ detail });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ detail: SERVER_MESSAGES.internalError });
    });
  },
  { name: 'errors' },
);
