import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_NAME, APP_VERSION } from '@circle/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { applyOpenApiConventions, BEARER_SECURITY } from './openapi-conventions.js';

/** The route runs the bearer-token check (app.authenticate) before its handler. */
function requiresBearer(app: FastifyInstance, route: RouteOptions): boolean {
  const hooks = [route.onRequest, route.preHandler].flat().filter(Boolean);
  return hooks.includes(app.authenticate as never);
}

/** `/api/items/:id` → `/api/items/{id}`, the document's spelling of a path. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * The OpenAPI 3 document, generated from the contract's zod schemas on every route, then given
 * the conventions of openapi-conventions.ts (operationIds, security, documented 4xx answers).
 */
export default fp(
  async function openapiPlugin(app: FastifyInstance) {
    const multipartOperations = new Set<string>();
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${APP_NAME} API`,
          version: APP_VERSION,
          description:
            'Personal inventory with AI analysis, sharing and community lending. Errors answer `{detail, code?}`; 422 lists `{loc, msg, type, ctx?}`.',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
      transform(input) {
        const { schema, route } = input;
        const methods = [route.method].flat().map((method) => method.toLowerCase());
        if (
          schema &&
          (schema as { consumes?: string[] }).consumes?.includes('multipart/form-data')
        ) {
          for (const method of methods)
            multipartOperations.add(`${method} ${openApiPath(input.url)}`);
        }
        const transformed = jsonSchemaTransform(input);
        const documented = transformed.schema as { security?: unknown; hide?: boolean };
        if (documented && documented.security === undefined && requiresBearer(app, route)) {
          return { ...transformed, schema: { ...documented, security: BEARER_SECURITY } };
        }
        return transformed;
      },
      transformObject: (documentObject) =>
        applyOpenApiConventions(
          'openapiObject' in documentObject ? documentObject.openapiObject : {},
          { multipartOperations },
        ) as Partial<OpenAPIV3_1.Document>,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
