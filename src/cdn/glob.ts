/**
 * The small glob dialect of `cache-control` rules: `*` any run of characters but `/`, `**` any run
 * including `/`, `?` one character but `/`, `{a,b}` alternatives, `[abc]` / `[!abc]` classes.
 * A pattern without `/` is matched against the file's name at any depth (`*.html` matches
 * `docs/index.html`), as in .gitignore; one with `/` against the whole path below `path`.
 */
export interface Glob {
  readonly pattern: string;
  matches(relativePath: string): boolean;
}

export class GlobSyntaxError extends Error {
  override readonly name = 'GlobSyntaxError';
}

export function compileGlob(pattern: string): Glob {
  const trimmed = pattern.replace(/^\.\//, '').replace(/^\//, '');
  if (trimmed === '') throw new GlobSyntaxError('the pattern is empty');
  const regex = new RegExp(`^${translate(trimmed)}$`, 'u');
  const baseNameOnly = !trimmed.includes('/');
  return {
    pattern,
    matches: (relativePath) => {
      const subject = baseNameOnly ? relativePath.slice(relativePath.lastIndexOf('/') + 1) : relativePath;
      return regex.test(subject);
    },
  };
}

function translate(pattern: string): string {
  let out = '';
  let braces = 0;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === '*') {
      if (pattern[i + 1] === '*') {
        i++;
        // `**/` also matches no directory at all: `**/a.js` matches `a.js`.
        if (pattern[i + 1] === '/') {
          i++;
          out += '(?:.*/)?';
        } else out += '.*';
      } else out += '[^/]*';
    } else if (char === '?') out += '[^/]';
    else if (char === '[') {
      const end = pattern.indexOf(']', i + 2);
      if (end < 0) throw new GlobSyntaxError(`"[" at position ${i + 1} is never closed`);
      let body = pattern.slice(i + 1, end);
      const negated = body.startsWith('!') || body.startsWith('^');
      if (negated) body = body.slice(1);
      out += `[${negated ? '^/' : ''}${body.replace(/[\\\]^]/g, '\\$&')}]`;
      i = end;
    } else if (char === '{') {
      braces++;
      out += '(?:';
    } else if (char === '}' && braces > 0) {
      braces--;
      out += ')';
    } else if (char === ',' && braces > 0) out += '|';
    else if (char === '\\' && i + 1 < pattern.length) {
      i++;
      out += escapeRegex(pattern[i]!);
    } else out += escapeRegex(char);
  }
  if (braces > 0) throw new GlobSyntaxError('a "{" is never closed');
  return out;
}

function escapeRegex(char: string): string {
  return /[.+^${}()|[\]\\/*?]/.test(char) ? `\\${char}` : char;
}
