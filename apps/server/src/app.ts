import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { LocalStorage } from './adapters/storage/local-storage.js';
import { buildServices, type AppOverrides, type AppServices } from './app/services.js';
import { registerRoutes } from './app/routes.js';
import type { Config } from './config.js';
import { fileServingRoutes } from './modules/files/index.js';
import authenticatePlugin from './plugins/authenticate.js';
import errorsPlugin from './plugins/errors.js';
import inputGuardPlugin, {
  clientErrorHandler,
  frameworkErrorHandler,
} from './plugins/input-guard.js';
import openapiPlugin from './plugins/openapi.js';
import securityPlugin from './plugins/security.js';
import { serializerCompiler } from './plugins/serializer.js';
import webAppPlugin from './plugins/web-app.js';

export type { AppOverrides, AppServices } from './app/services.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

/** The application: services built once (app/services.ts), then plugins, then routes. */
export async function buildApp(
  config: Config,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      overrides.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers["x-verification-token"]'],
          },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const composition = await buildServices(config, overrides, app.log);
  const services = composition.services;
  app.decorate('services', services);
  app.addHook('onReady', () => composition.start());
  app.addHook('onClose', () => composition.close());

  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  // JSON and HTML answers above 1 KB go out compressed (brotli at a fast level, else gzip); the
  // web app's assets come precompressed from the build, photos and PDFs are already compressed.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^(?:application\/(?:[\w.+-]*\+)?json|text\/(?!event-stream)|image\/svg\+xml)/,
  });
  await app.register(securityPlugin, {
    corsOrigins: config.corsOrigins,
    extraImageSources: services.storage.imageOrigins,
  });
  await app.register(formbody, { bodyLimit: config.bodyLimitBytes });
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1 } });
  await app.register(openapiPlugin);
  await app.register(authenticatePlugin, { authService: services.authService });
  await app.register((api) => registerRoutes(api, services), { prefix: '/api' });
  if (services.storage instanceof LocalStorage) {
    await app.register(fileServingRoutes, { storage: services.storage });
  }
  await app.register(webAppPlugin, { distDir: config.webDistDir, currency: config.currency });
  return app;
}
