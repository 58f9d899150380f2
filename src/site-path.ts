/**
 * A path a user gives for a site: a post-deploy check's path (appended to the live URL as text) or a
 * proxy rule's prefix (matched against the paths visitors ask for). Servers, proxies and CDNs decode
 * `%2e`, `%2f` and `%5c` at different points, so a path that is harmless as written can name another
 * site's page once decoded (`/..%2fother/index.html`): it is judged as written and decoded.
 */
export interface SitePathRules {
  /** A check path may carry a query (`/health?full=1`), sent as is; a prefix may not. */
  readonly query: boolean;
}

/**
 * Why `path` cannot be used, as the end of a sentence ("…, which <problem>"), or undefined.
 * Refused: no leading `/`; a leading `//` (another host); spaces, control characters, backslashes;
 * `#`; `?` unless `rules.query`; `.` and `..` segments, also once %-decoded (any number of times),
 * with `/` or `\` as the separator; a %-escape that does not decode.
 */
export function sitePathProblem(path: string, rules: SitePathRules): string | undefined {
  if (!path.startsWith('/')) return 'does not start with "/"';
  if (path.startsWith('//')) return 'starts with "//", which would name another host';
  if (hasUnsafeCharacter(path)) return 'contains a space, a backslash or a control character';
  if (path.includes('#')) return 'contains "#", which is never sent to the server';
  const queryAt = path.indexOf('?');
  if (queryAt !== -1 && !rules.query) return 'has a query ("?"), which a path prefix cannot match';
  const written = queryAt === -1 ? path : path.slice(0, queryAt);
  const decoded = fullyDecoded(written);
  if (decoded === undefined) return 'has a "%" that is not a valid %-escape';
  if (hasDotSegment(decoded))
    return 'has a "." or ".." segment (as written or %-decoded, e.g. %2e%2e or ..%2f), which would leave the site';
  if (hasUnsafeCharacter(decoded) || decoded.startsWith('//'))
    return 'has a %-escape of a backslash, a control character or a leading "//", which servers read as another path';
  if (!rules.query && /[?#]/.test(decoded))
    return 'has a %-escaped "?" or "#", which a path prefix cannot match';
  return undefined;
}

function hasUnsafeCharacter(text: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  return /[\s\u0000-\u001f\u007f-\u009f\\]/.test(text);
}

function hasDotSegment(decoded: string): boolean {
  return decoded.split(/[/\\]/).some((segment) => segment === '.' || segment === '..');
}

/** `text` with every layer of %-encoding removed; undefined when an escape does not decode. */
function fullyDecoded(text: string): string | undefined {
  let current = text;
  // Each round removes one layer; double encoding (%252e) is decoded by some proxies on the way.
  for (let round = 0; round < 5 && current.includes('%'); round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) break;
    current = next;
  }
  return current;
}
