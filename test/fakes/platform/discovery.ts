import { pathParams, ROUTES, type RouteRow } from '../../../src/api/routes.ts';

/** The machine-readable and the agent-readable descriptions of the API, both generated from ROUTES. */

/** `listCdnBucketAssets` → `List cdn bucket assets`. */
export function summaryOf(operation: string): string {
  const words = operation.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function successStatus(route: RouteRow): string {
  if (route.method === 'DELETE') return '204';
  if (route.method === 'POST' && /^(create|send|attach|run)/.test(route.operation)) return '201';
  return '200';
}

const errorResponse = { $ref: '#/components/responses/Error' };

function operationObject(route: RouteRow): Record<string, unknown> {
  const open = route.group === 'auth';
  const responses: Record<string, unknown> = {
    [successStatus(route)]: { description: 'Success' },
    '400': errorResponse,
    '404': errorResponse,
    '429': { $ref: '#/components/responses/RateLimited' },
  };
  if (!open) {
    responses['401'] = errorResponse;
    if (route.write) responses['403'] = errorResponse;
  }
  const operation: Record<string, unknown> = {
    operationId: route.operation,
    summary: summaryOf(route.operation),
    tags: [route.group],
    security: open ? [] : [{ bearerAuth: [] }],
    'x-requires-full-key': route.write,
    parameters: pathParams(route.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
    responses,
  };
  if (route.method !== 'GET' && route.method !== 'DELETE') {
    const media =
      route.operation === 'createUpload'
        ? {
            'multipart/form-data': {
              schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
            },
          }
        : { 'application/json': { schema: { type: 'object' } } };
    operation.requestBody = { required: route.operation === 'createUpload', content: media };
  }
  return operation;
}

export function openApiDocument(baseUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of ROUTES) {
    const item = paths[route.path] ?? {};
    item[route.method.toLowerCase()] = operationObject(route);
    paths[route.path] = item;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Hosting Platform Public API (local emulator)', version: 'v1' },
    servers: [{ url: baseUrl }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'A full or read platform API key' },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: { type: 'string' },
                message: { type: 'string' },
                field: { type: 'string' },
              },
            },
          },
        },
      },
      responses: {
        Error: {
          description: 'Error',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
        RateLimited: {
          description: 'More than 20 requests per second with one key',
          headers: { 'Retry-After': { schema: { type: 'integer' } } },
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    },
  };
}

export function llmsText(baseUrl: string): string {
  const lines = [
    '# Hosting Platform Public API',
    '',
    `Base URL: ${baseUrl}`,
    'Auth: send "Authorization: Bearer <API key>". Endpoints marked [full key] need a full key; the rest accept a read key.',
    'Sign-in endpoints (/auth/start, /auth/verify) need no key.',
    'Rate limit: 20 requests per second per key; 429 carries Retry-After.',
    'Errors: {"error": {"code", "message", "field"?}}. Lists: {"data": [...], "nextCursor": string|null}; page with ?cursor= and ?limit= (max 100).',
    `Machine-readable description: ${baseUrl}/openapi.json`,
    '',
  ];
  let group = '';
  for (const route of ROUTES) {
    if (route.group !== group) {
      group = route.group;
      lines.push(`## ${group}`);
    }
    const scope = route.group === 'auth' ? '[no key]' : route.write ? '[full key]' : '[read key]';
    lines.push(`${route.method} ${route.path} - ${summaryOf(route.operation)} (${route.operation}) ${scope}`);
  }
  return `${lines.join('\n')}\n`;
}
