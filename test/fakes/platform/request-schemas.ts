import { DNS_TYPES } from './dns-values.ts';
import { METHODS } from './handlers/cron.ts';
import { ROUTING_MODES } from './handlers/projects.ts';
import type { OpenApiDocument } from './our-openapi.ts';

/**
 * The request bodies this platform judges by value, as its /openapi.json describes them: the
 * platform document (and so src/api/platform-openapi.yaml) shows none of them, but a platform that
 * serves a description states what it takes, and clients check plans against it (project-sync's
 * `routing: spaa` fails in the dry run, not after the merge). Built from the handlers' own lists, so
 * the description cannot drift from what the handlers refuse.
 */
const SCHEMAS: Record<string, { readonly operations: readonly string[]; readonly schema: object }> = {
  StaticRouting: {
    operations: ['setStaticRouting'],
    schema: {
      type: 'object',
      required: ['mode'],
      properties: { mode: { type: 'string', enum: [...ROUTING_MODES] } },
      additionalProperties: false,
    },
  },
  DnsRecord: {
    operations: ['createDnsRecord', 'updateDnsRecord'],
    schema: {
      type: 'object',
      properties: {
        type: { type: 'string', enum: [...DNS_TYPES] },
        name: { type: 'string', maxLength: 253 },
        ttl: { type: 'integer', minimum: 1, maximum: 604_800 },
        priority: { type: ['integer', 'null'], minimum: 0, maximum: 65_535 },
      },
    },
  },
  CronJob: {
    operations: ['createCronJob', 'updateCronJob'],
    schema: {
      type: 'object',
      properties: {
        name: { type: 'string', maxLength: 100 },
        schedule: { type: 'string', maxLength: 200 },
        timezone: { type: 'string' },
        enabled: { type: 'boolean' },
        method: { type: ['string', 'null'], enum: [...METHODS, null] },
      },
    },
  },
};

/** Gives the operations above their request body schemas, in place. */
export function describeRequestBodies(document: OpenApiDocument): void {
  const components = document.components as Record<string, Record<string, unknown>>;
  components.schemas ??= {};
  components.requestBodies ??= {};
  for (const [name, { operations, schema }] of Object.entries(SCHEMAS)) {
    components.schemas[name] = schema;
    components.requestBodies[name] = {
      description: `What this platform takes (the platform document does not show this body).`,
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
    };
    for (const pathItem of Object.values(document.paths as Record<string, Record<string, unknown>>)) {
      for (const operation of Object.values(pathItem)) {
        const op = operation as { operationId?: string; requestBody?: unknown };
        if (op.operationId !== undefined && operations.includes(op.operationId))
          op.requestBody = { $ref: `#/components/requestBodies/${name}` };
      }
    }
  }
}
