import { ConfigurationError } from '../errors.ts';

/**
 * Why a value cannot stand as one segment of a request path, or undefined when it can.
 *
 * encodeURIComponent leaves dots alone, and URL resolution then treats a segment of `.` or `..`
 * (also written `%2e`, any case) as "this directory" or "the parent": `/dns/zones/z/records/..`
 * becomes `/dns/zones/z`, and a DELETE meant for one record deletes the whole zone. An empty value
 * (an empty output of an earlier step) drops the segment just the same. A value that decodes to one
 * of these, once or more, is refused too, in case something on the way decodes it again.
 */
export function segmentProblem(value: string): 'empty' | 'dot-segment' | undefined {
  if (value.trim() === '') return 'empty';
  const decoded = fullyDecoded(value);
  return decoded === '.' || decoded === '..' ? 'dot-segment' : undefined;
}

/** The sentence part that says what is wrong with `value`, for messages of the form "... is X, which ...". */
export function segmentProblemText(value: string, problem: 'empty' | 'dot-segment'): string {
  return problem === 'empty'
    ? 'empty, so the request would lose that path segment and reach another endpoint'
    : `"${value}", a dot segment that URL resolution removes, so the request would reach another endpoint`;
}

/** Fills `{param}` placeholders, each URL-encoded as one segment; refuses values that would not stay one. */
export function fillPathTemplate(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) {
      throw new ConfigurationError(`missing path parameter "${name}" for ${template}`);
    }
    const problem = segmentProblem(value);
    if (problem !== undefined) {
      throw new ConfigurationError(
        `Path parameter "${name}" of ${template} is ${segmentProblemText(value, problem)}; nothing was sent: give the id or name it expects.`,
      );
    }
    return encodeURIComponent(value);
  });
}

/**
 * The last guard before a request leaves: `url`, once parsed the way fetch will parse it, must have
 * exactly the path it was built with (`expectedPath`: the API root's path plus the filled template).
 * Anything URL resolution rewrote would send the request, and its key, to an endpoint nobody chose.
 */
export function assertPathKept(url: string, expectedPath: string, template: string): void {
  const resolved = new URL(url).pathname;
  if (resolved === expectedPath) return;
  const want = expectedPath.split('/').filter(Boolean).length;
  const got = resolved.split('/').filter(Boolean).length;
  throw new ConfigurationError(
    `The request for ${template} would go to ${resolved} (${got} path segments instead of ${want}) once the URL is resolved, another endpoint; nothing was sent: check the ids passed to it.`,
  );
}

function fullyDecoded(value: string): string {
  let current = value;
  // Each round removes one layer of %-encoding; a handful covers any double-encoding seen in practice.
  for (let round = 0; round < 5; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}
