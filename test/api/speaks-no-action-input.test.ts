/**
 * src/api is the platform client: it knows nothing of the actions that use it, so none of its modules
 * (code, messages or comments) names an action input. The action layer hands the client the words of
 * its inputs (src/actions/common/api-terms.ts); this test fails when one creeps back into src/api.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTION_TERMS } from '../../src/actions/common/api-terms.ts';
import { loadActionSpecs } from '../../src/actions/specs.ts';
import { PlatformClient } from '../../src/api/client.ts';
import type { ConfigurationError } from '../../src/errors.ts';

const API_DIR = join(import.meta.dirname, '../../src/api');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The ways a text names an input: any mention of a hyphenated one (`api-key` is never anything else),
 * and for every name the phrasings an error uses: `Input "x"`, `` the `x` input ``, `` `x` secret ``.
 */
function inputMentions(names: readonly string[]): RegExp {
  const forms = names.flatMap((name) => {
    const n = escapeRegExp(name);
    const phrased = [`Input \\\\?"${n}\\\\?"`, `\`${n}\` (input|secret)`, `\\b${n} input\\b`];
    return name.includes('-') ? [`(?<![\\w/'-])${n}(?![\\w/'-])`, ...phrased] : phrased;
  });
  return new RegExp(forms.join('|'));
}

describe('src/api and action inputs', async () => {
  const specs = await loadActionSpecs();
  const names = [...new Set(specs.flatMap((spec) => Object.keys(spec.inputs)))];
  const pattern = inputMentions(names);

  it('knows the inputs it looks for', () => {
    expect(names).toEqual(
      expect.arrayContaining(['api-key', 'api-url', 'allow-insecure-http', 'timeout', 'project']),
    );
    expect(pattern.test('check that api-url points at the platform')).toBe(true);
    expect(pattern.test('give the step more time with its `timeout` input')).toBe(true);
    expect(pattern.test('Input "project" is "shop"')).toBe(true);
    expect(pattern.test('the `apiUrl` option')).toBe(false);
  });

  it('names no action input in any module under src/api', () => {
    const offenders = sourcesUnder(API_DIR).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          pattern.test(line) ? [`${relative(API_DIR, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(offenders).toEqual([]);
  });
});

describe('the client without an action', () => {
  it("names its own options in what it says, the action's inputs only when given ACTION_TERMS", () => {
    const said = (terms?: typeof ACTION_TERMS) => {
      try {
        new PlatformClient({
          apiUrl: 'ftp://platform.example.com',
          apiKey: 'acme_pk_0123456789',
          ...(terms ? { terms } : {}),
        });
      } catch (error) {
        return error as ConfigurationError;
      }
      throw new Error('the client accepted an ftp:// address');
    };
    expect(said().message).toMatch(/^The `apiUrl` option must start with https:\/\//);
    expect(said().input).toBeUndefined();
    expect(said(ACTION_TERMS).message).toMatch(/^Input "api-url" must start with https:\/\//);
    expect(said(ACTION_TERMS).input).toBe('api-url');
  });
});
