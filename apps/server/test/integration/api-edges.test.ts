import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

describe(`the API's edges (${databaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { BODY_LIMIT_BYTES: '2048' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /api/health checks the database', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'ok',
      storage: 'ok',
      version: '1.0.0',
    });
  });

  it('unknown API routes answer a JSON 404', async () => {
    for (const url of ['/api/nothing-here', '/api', '/api/auth/me/extra']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ detail: 'Not found' });
    }
    const wrongMethod = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/register',
      payload: {},
    });
    expect(wrongMethod.statusCode).toBe(404);
  });

  it('malformed JSON, wrong content types and oversized bodies get 4xx in the error shape', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: 'Malformed JSON in request body' });

    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ detail: 'Unsupported content type' });

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(5000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ detail: 'Request body is too large' });

    const notAnObject = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2,3]',
    });
    expect(notAnObject.statusCode).toBe(422);

    const emptyJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(emptyJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(emptyJson.statusCode).toBeLessThan(500);
    expect(typeof emptyJson.json().detail).toBe('string');

    const nullBytes = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'a\u0000@b.co' },
    });
    expect(nullBytes.statusCode).toBe(422);
  });

  it('sets security headers on every response and leaves CORS off', async () => {
    for (const url of ['/api/health', '/api/nothing']) {
      const response = await t.app.inject({ url, headers: { origin: 'https://evil.example' } });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(String(response.headers['content-security-policy'])).toContain(
        "frame-ancestors 'none'",
      );
      expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('serves an OpenAPI 3 document generated from the schemas, and the docs page', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/auth/login',
      '/api/auth/register',
      '/api/auth/me',
      '/api/auth/verify-email',
      '/api/auth/resend-verification-code',
      '/api/auth/request-verification-token',
      '/api/auth/request-password-reset',
      '/api/auth/reset-password',
      '/api/auth/update-profile',
      '/api/auth/update-password',
      '/api/auth/update-email',
      '/api/auth/user-stats',
      '/api/auth/delete-account',
      '/api/auth/logout',
      '/api/health',
    ]) {
      expect(paths).toContain(path);
    }
    const register = doc.paths['/api/auth/register'].post;
    expect(register.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'email',
    );
    expect(register.responses['201']).toBeDefined();
    expect(doc.paths['/api/auth/login'].post.requestBody.content).toHaveProperty(
      'application/x-www-form-urlencoded',
    );
    const docs = await t.app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
  });

  it('never answers 500 with internals: a database failure is a generic 500 and health says 503', async () => {
    const user = await signedInUser(t);
    const { database } = t.app.services;
    const originalPing = database.ping;
    database.ping = async () => false;
    const health = await t.app.inject({ url: '/api/health' });
    database.ping = originalPing;
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({
      status: 'error',
      database: 'error',
      storage: 'ok',
      version: '1.0.0',
    });

    const profileService = t.app.services.profileService;
    const original = profileService.userStats.bind(profileService);
    profileService.userStats = async () => {
      throw new Error('relation "secret_table" does not exist');
    };
    const response = await t.app.inject({ url: '/api/auth/user-stats', headers: user.auth });
    profileService.userStats = original;
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Internal server error' });
    expect(response.body).not.toContain('secret_table');
  });
});
