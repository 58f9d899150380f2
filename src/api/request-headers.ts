import packageJson from '../../package.json' with { type: 'json' };

export const USER_AGENT = `platform-actions/${packageJson.version}`;

/**
 * The headers of every API request: the client's, and a bundle's early GET (early-answer.ts), which
 * must be the same request.
 */
export function apiRequestHeaders(apiKey: string, userAgent = USER_AGENT): Record<string, string> {
  return {
    authorization: `Bearer ${apiKey}`,
    'user-agent': userAgent,
    accept: 'application/json, text/plain;q=0.9, */*;q=0.5',
  };
}

/**
 * GET {base_url}/openapi.json as the client sends it (openapi-document.ts), and as a deploy bundle's
 * prelude sends it early: without the key, since the document describes the API and is not part of it.
 */
export function openApiDocumentHeaders(userAgent = USER_AGENT): Record<string, string> {
  return { accept: 'application/json', 'user-agent': userAgent };
}
