import type { UploadForms } from './handlers/uploads.ts';
import { loadOurOpenApi, type OpenApiDocument, operationsOf } from './our-openapi.ts';
import { describeRequestBodies } from './request-schemas.ts';

/**
 * The machine-readable and the agent-readable descriptions of the API (§4 "Other addresses"), both
 * from our own OpenAPI file, src/api/platform-openapi.yaml: the platform serves what the project
 * says the platform is, so `npm run contract` against it finds nothing.
 */

let cached: OpenApiDocument | undefined;
const ourDocument = (): OpenApiDocument => {
  cached ??= loadOurOpenApi();
  return cached;
};

/** Upload content types the platform takes, as this platform was started (`uploadForms`). */
const UPLOAD_TYPES: Record<UploadForms, readonly string[]> = {
  both: ['multipart/form-data', 'application/zip'],
  multipart: ['multipart/form-data'],
  raw: ['application/zip'],
};

/** How this platform was started, as far as its description of the API goes. */
export interface DescribedOptions {
  readonly uploadForms?: UploadForms;
  /** `false`: POST /uploads has no request body in the document, as in §4. */
  readonly describeUploadBody?: boolean;
}

/**
 * /api/v1/openapi.json: our file as JSON, with this platform's base URL as its server. A platform
 * started to take only one upload form describes only that one, or with `describeUploadBody: false`
 * none: the client then has to learn the form from a refusal.
 */
export function openApiDocument(baseUrl: string, options: DescribedOptions = {}): OpenApiDocument {
  const { uploadForms = 'both', describeUploadBody = true } = options;
  const document = structuredClone(ourDocument());
  document.servers = [{ url: baseUrl, description: 'This local platform' }];
  describeRequestBodies(document);
  if (!describeUploadBody) {
    delete document.paths['/uploads'].post.requestBody;
    return document;
  }
  const upload = document.components.requestBodies.SourceZip;
  for (const type of Object.keys(upload.content)) {
    if (!UPLOAD_TYPES[uploadForms].includes(type)) delete upload.content[type];
  }
  return document;
}

export function llmsText(baseUrl: string): string {
  const lines = [
    '# Hosting Platform Public API',
    '',
    `Base URL: ${baseUrl}`,
    'Auth: send "Authorization: Bearer <API key>". Endpoints marked [full key] need a full key; a read key may make GET requests only.',
    'Sign-in endpoints (/auth/start, /auth/verify) need no key.',
    'Rate limit: 20 requests per second per key; 429 carries Retry-After.',
    'Errors: {"error": {"code", "message", "field"?}}. Lists: {"data": [...], "nextCursor": string|null}; page with ?cursor= and ?limit= (max 100).',
    `Machine-readable description: ${baseUrl}/openapi.json`,
    '',
  ];
  let group = '';
  for (const operation of operationsOf(ourDocument())) {
    const tag = operation.tags[0] ?? '';
    if (tag !== group) {
      group = tag;
      lines.push(`## ${group}`);
    }
    const scope =
      operation.object.security?.length === 0 ? '[no key]' : operation.fullKey ? '[full key]' : '[read key]';
    lines.push(
      `${operation.method} ${operation.path} - ${operation.summary} (${operation.operationId}) ${scope}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
