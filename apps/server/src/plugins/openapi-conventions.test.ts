import { describe, expect, it } from 'vitest';
import { applyOpenApiConventions, operationIdFor } from './openapi-conventions.js';

describe('operationIdFor', () => {
  it('names reads, edits and deletions after the method and the path', () => {
    expect(operationIdFor('get', '/api/users/inventory')).toBe('getUsersInventory');
    expect(operationIdFor('get', '/api/users/inventory/{id}')).toBe('getUsersInventoryById');
    expect(operationIdFor('patch', '/api/users/inventory/{id}/visibility')).toBe(
      'updateUsersInventoryByIdVisibility',
    );
    expect(operationIdFor('delete', '/api/query/chat/history')).toBe('deleteQueryChatHistory');
  });
  it('names actions after the action', () => {
    expect(operationIdFor('post', '/api/auth/login')).toBe('authLogin');
    expect(operationIdFor('put', '/api/auth/update-profile')).toBe('authUpdateProfile');
    expect(operationIdFor('post', '/api/share/{token}/claim')).toBe('shareByTokenClaim');
  });
});

describe('applyOpenApiConventions', () => {
  it('fills in the id, a public security, error answers, and drops a trailing slash', () => {
    const document = applyOpenApiConventions(
      {
        paths: {
          '/api/upload/': { post: { security: [{ bearerAuth: [] }], responses: {} } },
          '/api/items/{id}': {
            get: { parameters: [{ in: 'path' }], responses: { 404: { description: 'Gone' } } },
          },
        },
      },
      { multipartOperations: new Set(['post /api/upload/']) },
    );
    const upload = document.paths['/api/upload']!.post!;
    expect(upload.operationId).toBe('upload');
    expect(Object.keys(upload.responses!).sort()).toEqual(['400', '401', '413', '415', '422']);
    expect(upload.requestBody).toBeDefined();
    const item = document.paths['/api/items/{id}']!.get!;
    expect(item.security).toEqual([]);
    expect(item.responses!['404']).toMatchObject({
      description: 'Gone',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    });
    expect(document.components.schemas).toHaveProperty('Error');
  });
});
