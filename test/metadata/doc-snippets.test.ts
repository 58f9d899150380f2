import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMap, isScalar, parseDocument, visit, type YAMLMap } from 'yaml';
import type { ActionSpec } from '../../src/actions/common/spec.ts';
import { loadActionSpecs } from '../../src/actions/specs.ts';
import { REPO_ROOT } from '../e2e/harness.ts';
import { seedDemo } from '../fakes/platform/demo.ts';
import { type Platform, startPlatform } from '../fakes/platform/index.ts';
import { yamlBlocks } from './markdown.ts';
import { pinProblem } from './workflow-refs.ts';

/**
 * Every YAML snippet of the documentation, and every example workflow, names only inputs our actions
 * and workflows declare, at a ref that exists: a user who copies one gets no "Unexpected input".
 */

const SPECS = await loadActionSpecs();
const REPOSITORY = 'platform-actions/platform-actions';

interface Declared {
  readonly inputs: ReadonlySet<string>;
  readonly required: ReadonlySet<string>;
  readonly secrets?: ReadonlySet<string>;
}

function actionDeclared(spec: ActionSpec): Declared {
  const inputs = Object.entries(spec.inputs);
  return {
    inputs: new Set(inputs.map(([name]) => name)),
    required: new Set(inputs.filter(([, input]) => input.required).map(([name]) => name)),
  };
}

interface WorkflowCall {
  inputs?: Record<string, { required?: boolean }>;
  secrets?: Record<string, { required?: boolean }>;
}

function workflowDeclared(file: string): Declared | undefined {
  const path = join(REPO_ROOT, '.github/workflows', file);
  if (!existsSync(path)) return undefined;
  const workflow = parseDocument(readFileSync(path, 'utf8')).toJS() as {
    on?: { workflow_call?: WorkflowCall };
  };
  const call = workflow.on?.workflow_call;
  if (!call) return undefined;
  const inputs = Object.entries(call.inputs ?? {});
  return {
    inputs: new Set(inputs.map(([name]) => name)),
    required: new Set(inputs.filter(([, input]) => input.required).map(([name]) => name)),
    secrets: new Set(Object.keys(call.secrets ?? {})),
  };
}

/** Refs of this repository a snippet may use: the default branch, a commit, or a released version. */
function refExists(ref: string): boolean {
  if (ref === 'main' || /^[0-9a-f]{40}$/.test(ref)) return true;
  const released = [
    ...readFileSync(join(REPO_ROOT, 'CHANGELOG.md'), 'utf8').matchAll(/^## \[(\d+)\.\d+\.\d+\]/gm),
  ];
  return /^v\d+(\.\d+\.\d+)?$/.test(ref) && released.some(([, major]) => ref.startsWith(`v${major}`));
}

/** What a `uses:` of this repository (or a local `./` path in it) refers to. */
function resolve(uses: string): { what: string; declared: Declared | undefined } | 'not ours' {
  const local = /^\.\/(.*)$/.exec(uses);
  const remote = new RegExp(`^${REPOSITORY}(/[^@]*)?@(.+)$`).exec(uses);
  if (!local && !remote) return 'not ours';
  const path = (local ? local[1] : remote?.[1]?.slice(1)) ?? '';
  const workflow = /^\.github\/workflows\/([^/]+\.ya?ml)$/.exec(path);
  if (workflow) return { what: `workflow ${workflow[1]}`, declared: workflowDeclared(workflow[1]!) };
  const name = path === '' ? 'deploy' : /^actions\/([^/]+)$/.exec(path)?.[1];
  const spec = SPECS.find((candidate) => candidate.name === name);
  return { what: `action ${path || '(root)'}`, declared: spec && actionDeclared(spec) };
}

function keysOf(node: unknown): string[] {
  return isMap(node) ? node.items.map((pair) => String(isScalar(pair.key) ? pair.key.value : pair.key)) : [];
}

/** The problems of one YAML text: unknown actions or workflows, undeclared or missing inputs, bad refs. */
function snippetProblems(where: string, text: string): string[] {
  const document = parseDocument(text);
  if (document.errors.length > 0) return [`${where}: not valid YAML: ${document.errors[0]!.message}`];
  const problems: string[] = [];
  visit(document, {
    Map(_, map: YAMLMap) {
      const uses = map.get('uses');
      if (typeof uses !== 'string') return;
      const pin = pinProblem({ file: where, line: 0, uses, comment: pinComment(text, uses) ?? '' });
      const target = resolve(uses);
      if (target === 'not ours') {
        if (pin) problems.push(pin);
        return;
      }
      const ref = uses.includes('@') ? uses.slice(uses.lastIndexOf('@') + 1) : undefined;
      if (ref !== undefined && !refExists(ref)) {
        problems.push(
          `${where}: ${uses}: ${ref} is not a ref of this repository (use a released @vN, @main or a commit SHA)`,
        );
      }
      if (!target.declared) {
        problems.push(`${where}: ${uses}: there is no ${target.what}`);
        return;
      }
      const given = keysOf(map.get('with', true));
      for (const input of given.filter((name) => !target.declared!.inputs.has(name))) {
        problems.push(`${where}: ${uses}: ${target.what} has no input "${input}"`);
      }
      for (const input of [...target.declared.required].filter((name) => !given.includes(name))) {
        problems.push(`${where}: ${uses}: required input "${input}" of ${target.what} is missing`);
      }
      for (const secret of keysOf(map.get('secrets', true))) {
        if (!target.declared.secrets?.has(secret)) {
          problems.push(`${where}: ${uses}: ${target.what} has no secret "${secret}"`);
        }
      }
    },
  });
  return problems;
}

/** The `# vX.Y.Z` comment after a `uses:` value in the text, if any. */
function pinComment(text: string, uses: string): string | undefined {
  const line = text.split('\n').find((candidate) => candidate.includes(`uses: ${uses}`));
  return line?.split('#')[1]?.trim();
}

function documentationFiles(): string[] {
  const markdown = (dir: string) =>
    readdirSync(join(REPO_ROOT, dir))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `${dir}/${name}`);
  const actionReadmes = readdirSync(join(REPO_ROOT, 'actions')).map((name) => `actions/${name}/README.md`);
  return ['README.md', ...markdown('docs'), ...actionReadmes].filter((file) =>
    existsSync(join(REPO_ROOT, file)),
  );
}

const exampleFiles = () =>
  readdirSync(join(REPO_ROOT, 'examples/workflows')).map((name) => `examples/workflows/${name}`);

describe('documentation snippets', () => {
  const snippets = documentationFiles().flatMap((file) =>
    yamlBlocks(readFileSync(join(REPO_ROOT, file), 'utf8')).map(
      (block) => [`${file}:${block.line}`, block.text] as const,
    ),
  );

  it('finds the snippets of the README, docs/ and every action README', () => {
    const files = new Set(snippets.map(([where]) => where.split(':')[0]));
    expect(files).toContain('README.md');
    expect(files).toContain('docs/workflows.md');
    for (const spec of SPECS.filter((candidate) => candidate.name !== 'deploy')) {
      expect(files).toContain(`actions/${spec.name}/README.md`);
    }
  });

  it('name only declared inputs and secrets of existing actions and workflows, at refs that exist', () => {
    expect(snippets.flatMap(([where, text]) => snippetProblems(where, text))).toEqual([]);
  });

  it.each(exampleFiles())('%s names only declared inputs and secrets', (file) => {
    expect(snippetProblems(file, readFileSync(join(REPO_ROOT, file), 'utf8'))).toEqual([]);
  });

  it('catches a misspelt input, an unknown action, an unknown secret, a missing required input and an unreleased @v9', () => {
    const bad = [
      'jobs:',
      '  deploy:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      `      - uses: ${REPOSITORY}@main`,
      '        with: { api-key: k, api-url: u, project: p, exclude-paths: x }',
      `      - uses: ${REPOSITORY}/actions/no-such-action@main`,
      `      - uses: ${REPOSITORY}/actions/env-sync@v9`,
      '        with: { api-key: k, api-url: u, project: p, variables: "A=1" }',
      `      - uses: ${REPOSITORY}/actions/run@main`,
      '        with: { api-key: k, api-url: u, command: npm test }',
      '  sync:',
      `    uses: ${REPOSITORY}/.github/workflows/sync.yml@main`,
      '    with: { api-url: u }',
      '    secrets: { api-token: t }',
    ].join('\n');
    const problems = snippetProblems('bad.md:1', bad);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('has no input "exclude-paths"'),
        expect.stringContaining('there is no action actions/no-such-action'),
        expect.stringContaining('v9 is not a ref of this repository'),
        expect.stringContaining('required input "project" of action actions/run is missing'),
        expect.stringContaining('workflow sync.yml has no secret "api-token"'),
      ]),
    );
    expect(problems).toHaveLength(5);
  });
});

describe('documentation layout', () => {
  it('gives the two set-up commands: the local deploy, and the tests .ci/run runs', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    expect(readme).toMatch(/^npm ci && npm start\b/m);
    expect(readme).toMatch(/^npm ci && npm test\b/m);
    expect(readFileSync(join(REPO_ROOT, '.ci/run'), 'utf8')).toMatch(/^npm test\b/m);
  });

  it('keeps README.md under 20 KB', () => {
    expect(statSync(join(REPO_ROOT, 'README.md')).size).toBeLessThanOrEqual(20 * 1024);
  });

  it('gives every action folder its own README, which GitHub shows when the folder is opened', () => {
    for (const name of readdirSync(join(REPO_ROOT, 'actions'))) {
      expect(existsSync(join(REPO_ROOT, 'actions', name, 'README.md')), name).toBe(true);
    }
    expect(existsSync(join(REPO_ROOT, 'docs/deploy.md'))).toBe(true);
  });

  it('links only files that exist, from the README, docs/ and every action README', () => {
    const broken = documentationFiles().flatMap((file) =>
      [...readFileSync(join(REPO_ROOT, file), 'utf8').matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)]
        .map((match) => match[1]!)
        .filter((target) => !/^[a-z]+:/.test(target))
        .filter((target) => !existsSync(join(REPO_ROOT, dirname(file), target)))
        .map((target) => `${file} -> ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('links every page of docs/ from the README', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const pages = readdirSync(join(REPO_ROOT, 'docs')).filter((name) => name.endsWith('.md'));
    for (const page of pages) expect(readme, page).toContain(`docs/${page}`);
  });
});

/** Inputs that name something which must exist on the platform before the step runs. */
const EXISTING = {
  project: 'project',
  'env-project': 'project',
  'cron-project': 'project',
  zone: 'zone',
  'dns-zone': 'zone',
  group: 'group',
  'env-groups': 'group',
  'attach-to': 'project',
} as const;

describe("the README's snippets against what npm run platform seeds", () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform();
    seedDemo(platform);
  });
  afterAll(async () => {
    await platform.close();
  });

  /** Every literal value of an EXISTING input in the README's and docs/workflows.md's snippets. */
  function named(): { where: string; kind: string; value: string }[] {
    const found: { where: string; kind: string; value: string }[] = [];
    for (const file of ['README.md', 'docs/workflows.md']) {
      for (const block of yamlBlocks(readFileSync(join(REPO_ROOT, file), 'utf8'))) {
        visit(parseDocument(block.text), {
          Pair(_, pair) {
            const key = isScalar(pair.key) ? String(pair.key.value) : '';
            if (!(key in EXISTING) || !isScalar(pair.value)) return;
            for (const value of String(pair.value.value)
              .split(/[\s,]+/)
              .filter(Boolean)) {
              if (!value.includes('${{'))
                found.push({
                  where: `${file}:${block.line}`,
                  kind: EXISTING[key as keyof typeof EXISTING],
                  value,
                });
            }
          },
        });
      }
    }
    return found;
  }

  it('names only projects, zones and env groups the local platform starts with', () => {
    const { state } = platform;
    const exists = { project: state.projects, group: state.envGroups } as const;
    const names = named();
    expect(names.map(({ value }) => value)).toEqual(expect.arrayContaining(['prj_shop', 'example.com']));
    const missing = names.filter(({ kind, value }) =>
      kind === 'zone'
        ? ![...state.dnsZones.values()].some((zone) => zone.name === value || zone.id === value)
        : !exists[kind as 'project' | 'group'].has(value),
    );
    expect(missing).toEqual([]);
  });
});
