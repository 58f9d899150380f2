import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { reusableWorkflows } from '../../scripts/gen-metadata.ts';
import { REPO_ROOT } from '../e2e/harness.ts';
import { startPlatform } from '../fakes/platform/index.ts';
import { yamlBlocks } from './markdown.ts';

/**
 * The documentation agrees with itself and with the workflows (issue 33.3): one name per secret, a
 * permissions row and a copy-ready caller for every reusable workflow, callers that grant what the
 * workflow's jobs ask for, and a seed table with everything the local platform starts with.
 */

const read = (file: string) => readFileSync(join(REPO_ROOT, file), 'utf8');
const readme = read('README.md');
const inDir = (dir: string, pattern: RegExp) =>
  readdirSync(join(REPO_ROOT, dir))
    .filter((name) => pattern.test(name))
    .map((name) => `${dir}/${name}`);
const docs = [
  'README.md',
  ...inDir('docs', /\.md$/),
  ...readdirSync(join(REPO_ROOT, 'actions')).map((name) => `actions/${name}/README.md`),
];
const exampleWorkflows = inDir('examples/workflows', /\.ya?ml$/);
const WORKFLOWS = reusableWorkflows(REPO_ROOT);

type Grants = Record<string, string>;
const LEVEL: Record<string, number> = { none: 0, read: 1, write: 2 };

/** What a caller must grant: per scope, the most any job of the workflow (or its top level) asks. */
function workflowNeeds(workflow: {
  permissions?: Grants;
  jobs: Record<string, { permissions?: Grants }>;
}): Grants {
  const needs: Grants = {};
  for (const grants of [
    workflow.permissions,
    ...Object.values(workflow.jobs).map((job) => job.permissions),
  ]) {
    for (const [scope, level] of Object.entries(grants ?? {})) {
      if ((LEVEL[level] ?? 0) > (LEVEL[needs[scope] ?? 'none'] ?? 0)) needs[scope] = level;
    }
  }
  return needs;
}

/** What `grants` lacks of `needs`, as `scope: level` strings. */
function missingGrants(needs: Grants, grants: Grants | undefined): string[] {
  return Object.entries(needs)
    .filter(([scope, level]) => (LEVEL[grants?.[scope] ?? 'none'] ?? 0) < (LEVEL[level] ?? 0))
    .map(([scope, level]) => `${scope}: ${level}`);
}

const needsOf = (file: string) => workflowNeeds(parse(read(`.github/workflows/${file}`)));

interface Caller {
  readonly where: string;
  readonly workflow: string;
  readonly permissions: Grants | undefined;
}

/** Every job of `text` that calls one of our reusable workflows. */
function callersIn(where: string, text: string): Caller[] {
  let document: { jobs?: Record<string, { uses?: string; permissions?: Grants }> } | null;
  try {
    document = parse(text);
  } catch {
    return [];
  }
  return Object.entries(document?.jobs ?? {}).flatMap(([job, body]) => {
    const workflow = /\/\.github\/workflows\/([\w-]+\.yml)@/.exec(body?.uses ?? '')?.[1];
    return workflow ? [{ where: `${where} (job ${job})`, workflow, permissions: body.permissions }] : [];
  });
}

const callers = [
  ...exampleWorkflows.flatMap((file) => callersIn(file, read(file))),
  ...docs.flatMap((file) =>
    yamlBlocks(read(file)).flatMap((block) => callersIn(`${file}:${block.line}`, block.text)),
  ),
];

/** The README's "Give the job its permissions" table: first cell → the `scope: level` pairs of the second. */
function permissionRows(markdown: string): Map<string, Grants> {
  const start = markdown.indexOf('### 3. Give the job its permissions');
  const section = markdown.slice(start, markdown.indexOf('\n### ', start + 1));
  const rows = new Map<string, Grants>();
  for (const [, use = '', grants = ''] of section.matchAll(/^\| (.+?) \| (.+?) \|/gm)) {
    for (const [, name] of use.matchAll(/`([\w.-]+)`/g)) {
      rows.set(
        name!,
        Object.fromEntries([...grants.matchAll(/`([a-z-]+): (read|write)`/g)].map(([, s, l]) => [s, l])),
      );
    }
  }
  return rows;
}

describe('secrets', () => {
  it('have one name each: every secrets.PLATFORM_* the docs, examples and workflows use is in the README', () => {
    const named = new Set(
      [...readme.matchAll(/^\| `(PLATFORM_[A-Z_]+)` \| secret \|/gm)].map(([, name]) => name),
    );
    expect([...named].sort()).toEqual(['PLATFORM_API_KEY', 'PLATFORM_READ_KEY']);
    const files = [...docs, ...exampleWorkflows, ...inDir('.github/workflows', /\.ya?ml$/)];
    const unknown = files.flatMap((file) =>
      [...read(file).matchAll(/secrets\.(PLATFORM_\w*KEY\w*)/g)]
        .filter(([, name]) => !named.has(name))
        .map(([, name]) => `${file}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe('permissions', () => {
  const rows = permissionRows(readme);

  it('are computed from every job of a workflow, the strongest level per scope', () => {
    const needs = workflowNeeds({
      permissions: { contents: 'read' },
      jobs: {
        a: { permissions: { 'pull-requests': 'read', issues: 'read' } },
        b: { permissions: { 'pull-requests': 'write' } },
        c: {},
      },
    });
    expect(needs).toEqual({ contents: 'read', 'pull-requests': 'write', issues: 'read' });
    expect(missingGrants(needs, { contents: 'read', 'pull-requests': 'write' })).toEqual(['issues: read']);
    expect(missingGrants(needs, { contents: 'write', 'pull-requests': 'write', issues: 'read' })).toEqual([]);
  });

  it.each(WORKFLOWS)('has a README row for %s that says exactly what its jobs ask for', (workflow) => {
    expect(rows.get(workflow), `README permissions table has no row for ${workflow}`).toEqual(
      needsOf(workflow),
    );
  });

  it('are granted by every copy-ready caller, in examples/ and in the docs', () => {
    expect(callers.length).toBeGreaterThanOrEqual(WORKFLOWS.length);
    const short = callers
      .map((caller) => ({ caller, missing: missingGrants(needsOf(caller.workflow), caller.permissions) }))
      .filter(({ caller, missing }) => missing.length > 0 || caller.permissions === undefined)
      .map(
        ({ caller, missing }) =>
          `${caller.where} calls ${caller.workflow} without ${missing.join(', ') || 'a permissions: block'}`,
      );
    expect(short).toEqual([]);
  });
});

describe('examples/workflows', () => {
  it.each(WORKFLOWS)('has a copy-ready caller of %s', (workflow) => {
    expect(
      callers.filter((caller) => caller.where.startsWith('examples/')).map((caller) => caller.workflow),
    ).toContain(workflow);
  });
});

describe("docs/local-platform.md's seed table", () => {
  it('lists the account-wide resources every platform starts with: compute services and installations', async () => {
    const doc = read('docs/local-platform.md');
    const rows = [...doc.matchAll(/^\| (compute service|installation) \| `([^`]+)`/gm)].map(
      ([, kind, name]) => `${kind} ${name}`,
    );
    const platform = await startPlatform();
    try {
      const seeded = [
        ...[...platform.state.computeServices.values()].map((service) => `compute service ${service.name}`),
        ...[...platform.state.installations.values()].map(
          (installation) => `installation ${installation.accountLogin}`,
        ),
      ];
      expect(seeded.length).toBeGreaterThan(0);
      expect(rows.sort()).toEqual(seeded.sort());
    } finally {
      await platform.close();
    }
  });
});
