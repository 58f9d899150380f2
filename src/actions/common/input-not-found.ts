import { shownApiUrl } from '../../api/base-url.ts';
import { PlatformApiError } from '../../api/errors.ts';
import { describeNotFound } from '../../api/resource-names.ts';

/**
 * A 404 about something an input named (a project, an env group) is a mistake in that input, so it
 * is said as the one sentence of a bad input, naming it. Undefined for every other error, which
 * keeps its own message.
 */
export function notFoundInputSentence(
  error: unknown,
  inputs: ReadonlyMap<string, string>,
): string | undefined {
  if (!(error instanceof PlatformApiError) || error.status !== 404 || !error.notFound) return undefined;
  const { thing, within } = error.notFound;
  const named = within === undefined ? [thing.value] : [thing.value, within.value];
  const candidates = named.flatMap((value) =>
    [...inputs].filter(([, given]) => given === value).map(([input]) => ({ input, value })),
  );
  // `service "web" of project "p1"`: the platform's own message says which of the two is missing.
  const blamed =
    candidates.find(({ value }) => error.platformMessage?.includes(value) ?? false) ?? candidates[0];
  if (blamed === undefined) return undefined;
  const request = `${error.operation} (${error.method} ${error.pathTemplate})`;
  return `Input "${blamed.input}" names ${describeNotFound(error.notFound)}, which the platform does not have (${request} answered HTTP 404): check the id, and that the \`api-key\` belongs to the organisation that owns it.`;
}

/** How the platform answered a GET of a list endpoint at the base, when that is not its API. */
export type WrongBaseAnswer =
  | { readonly kind: 'not-found' }
  | { readonly kind: 'html' }
  | { readonly kind: 'redirect'; readonly status: number };

/**
 * The sentence for an `api-url` under which the platform does not serve its API: it names the input,
 * what came back, and the address to set instead (the origin, under which the API is at /api/v1).
 */
export function wrongApiUrlSentence(apiUrl: string, origin: string, answer: WrongBaseAnswer): string {
  const what =
    answer.kind === 'not-found'
      ? 'answers 404 for its API'
      : answer.kind === 'html'
        ? 'answers an HTML page, not its API'
        : `answers a redirect (HTTP ${answer.status}), not its API`;
  return `Input "api-url" is ${shownApiUrl(apiUrl)}, where the platform ${what}: set it to the platform's address, e.g. ${origin} (the API is under /api/v1).`;
}
