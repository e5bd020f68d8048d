/**
 * The conventions every operation of the OpenAPI document follows, applied in one place so a new
 * route gets them without ceremony: a stable camelCase operationId, its declared security, and
 * its 4xx answers documented with the error schema `{detail, code?}`.
 */

export const BEARER_SECURITY = [{ bearerAuth: [] }];
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The error bodies of API.md, as OpenAPI components. */
export const errorComponents = {
  ValidationIssue: {
    type: 'object',
    required: ['loc', 'msg', 'type'],
    properties: {
      loc: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer' }] } },
      msg: { type: 'string' },
      type: { type: 'string' },
      ctx: { type: 'object', additionalProperties: true },
    },
  },
  Error: {
    type: 'object',
    required: ['detail'],
    properties: {
      detail: {
        description: 'A message for people; a list of field problems on 422.',
        anyOf: [
          { type: 'string' },
          { type: 'array', items: { $ref: '#/components/schemas/ValidationIssue' } },
        ],
      },
      code: { type: 'string', description: 'A stable machine-readable reason, when there is one.' },
    },
  },
};

const ERROR_DESCRIPTIONS: Record<string, string> = {
  '400': 'The request could not be read (malformed body or parameters)',
  '401': 'Missing, invalid or expired bearer token',
  '404': 'Not found (or not visible to this user)',
  '413': 'The file is larger than the upload limit',
  '415': 'The file type is not supported',
  '422': 'Validation failed: `detail` lists each problem with its location',
};

/** The body of a multipart upload route (its fields are read by the handler, not a schema). */
const MULTIPART_BODY = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary' } },
        additionalProperties: { type: 'string' },
      },
    },
  },
};

const VERB_OF_METHOD: Record<string, string> = {
  get: 'get',
  put: 'update',
  patch: 'update',
  delete: 'delete',
};
/** A path that ends in an action names the operation itself: POST /auth/login → authLogin. */
const ACTION_WORDS =
  /^(?:cancel|claim|clear|delete|get|login|logout|refresh|register|request|resend|reset|send|submit|update|upload|verify)/i;

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const camelWords = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => capitalize(word.toLowerCase()));

/**
 * A stable camelCase name from the method and the path: `GET /api/users/inventory/{id}` →
 * `getUsersInventoryById`, `PATCH …/{id}/visibility` → `updateUsersInventoryByIdVisibility`,
 * `POST /api/auth/login` → `authLogin`. Routes may name themselves with `operationId` instead.
 */
export function operationIdFor(method: string, url: string): string {
  const segments = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean);
  const words: string[] = [];
  for (const segment of segments) {
    const param = /^[{:](\w+)}?$/.exec(segment)?.[1];
    words.push(...(param ? ['By', ...camelWords(param)] : camelWords(segment)));
  }
  const last = segments.at(-1) ?? '';
  const verb =
    method === 'post' || ACTION_WORDS.test(last) ? '' : (VERB_OF_METHOD[method] ?? method);
  const name = `${verb}${words.join('')}` || 'root';
  return name.charAt(0).toLowerCase() + name.slice(1);
}

export interface Operation {
  operationId?: string;
  security?: unknown[];
  parameters?: { in?: string }[];
  requestBody?: unknown;
  responses?: Record<string, { description?: string; content?: unknown }>;
}

function errorResponse(status: string) {
  return {
    description: ERROR_DESCRIPTIONS[status] ?? 'Error',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
}

/** Which 4xx answers an operation can give, from what it takes and whether it needs a token. */
function expectedErrors(operation: Operation, multipart: boolean): string[] {
  const statuses: string[] = [];
  if (multipart) statuses.push('413', '415');
  const takesInput = Boolean(operation.requestBody) || (operation.parameters ?? []).length > 0;
  if (operation.requestBody) statuses.push('400');
  if ((operation.security ?? []).length > 0) statuses.push('401');
  if ((operation.parameters ?? []).some((parameter) => parameter.in === 'path')) {
    statuses.push('404');
  }
  if (takesInput) statuses.push('422');
  return statuses.sort();
}

/**
 * Completes every operation of the generated document: operationId, security (`[]` for the
 * public ones), documented 4xx answers with the error schema. Also drops a trailing slash from
 * paths (the router ignores it) and declares the error components.
 */
export interface OpenApiDocument {
  [key: string]: unknown;
  paths: Record<string, Record<string, Operation>>;
  components: { [key: string]: unknown; schemas: Record<string, unknown> };
}

export function applyOpenApiConventions(
  document: Record<string, unknown>,
  { multipartOperations = new Set<string>() }: { multipartOperations?: ReadonlySet<string> } = {},
): OpenApiDocument {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  const tidyPaths: Record<string, Record<string, Operation>> = {};
  for (const [rawPath, item] of Object.entries(paths)) {
    const apiPath = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
    for (const [method, operation] of Object.entries(item)) {
      if (!HTTP_METHODS.includes(method)) continue;
      operation.operationId ??= operationIdFor(method, apiPath);
      operation.security ??= [];
      const multipart = multipartOperations.has(`${method} ${rawPath}`);
      if (multipart) operation.requestBody ??= MULTIPART_BODY;
      const responses = (operation.responses ??= {});
      for (const status of expectedErrors(operation, multipart)) {
        responses[status] ??= errorResponse(status);
      }
      // A 4xx a route declared without a body schema answers the error schema all the same.
      for (const [status, response] of Object.entries(responses)) {
        if (/^4\d\d$/.test(status) && !response.content) {
          response.content = errorResponse(status).content;
        }
      }
    }
    tidyPaths[apiPath] = { ...tidyPaths[apiPath], ...item };
  }
  const components = (document.components ?? {}) as { schemas?: Record<string, unknown> };
  return {
    ...document,
    paths: tidyPaths,
    components: { ...components, schemas: { ...errorComponents, ...components.schemas } },
  };
}
