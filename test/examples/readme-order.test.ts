import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument, visit, type YAMLMap } from 'yaml';
import { pullRequestEvent } from '../e2e/fixtures.ts';
import { type ActionRunResult, REPO_ROOT, runAction } from '../e2e/harness.ts';
import { seedDemo } from '../fakes/platform/demo.ts';
import { yamlBlocks } from '../metadata/markdown.ts';
import { useFileAcceleratedClock } from '../support/clocks.ts';
import { type GitHubWorld, startWorld } from '../support/world.ts';

/**
 * Every snippet of the README that uses this repository's actions or workflows, run in the order the
 * README presents them, against ONE local platform seeded as `npm run platform` seeds it, in a
 * workspace holding examples/site and examples/sync as the README's paths name them: what a newcomer
 * who follows the README top to bottom does. The sync files applied in the middle (examples/sync/
 * project.yml sets the project's settings) must leave the deploys and previews after them working, so
 * the README's deploy runs once more at the end and must go live.
 */

const README = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
const REPOSITORY = 'platform-actions/platform-actions';

interface Use {
  readonly line: number;
  readonly uses: string;
  readonly with: Record<string, string>;
  readonly secrets: Record<string, string>;
}

/** The README's uses of our actions and workflows, in reading order. */
function readmeUses(): Use[] {
  const uses: Use[] = [];
  for (const block of yamlBlocks(README)) {
    visit(parseDocument(block.text), {
      Map(_, map: YAMLMap) {
        const value = map.get('uses');
        if (typeof value !== 'string' || !value.startsWith(REPOSITORY)) return;
        const record = (key: string) => {
          const node = map.get(key, true) as YAMLMap | undefined;
          return node && typeof node.toJSON === 'function' ? (node.toJSON() as Record<string, unknown>) : {};
        };
        const strings = (entries: Record<string, unknown>) =>
          Object.fromEntries(Object.entries(entries).map(([name, v]) => [name, String(v)]));
        const line = block.line + (map.range ? block.text.slice(0, map.range[0]).split('\n').length - 1 : 0);
        uses.push({ line, uses: value, with: strings(record('with')), secrets: strings(record('secrets')) });
      },
    });
  }
  return uses;
}

const world = {} as { current: GitHubWorld };
useFileAcceleratedClock({ factor: 10 });
let workspace: string;
beforeAll(async () => {
  world.current = await startWorld({ github: true });
  seedDemo(world.current.platform);
  // The caller's repository: the site at its root, the sync files under platform/, as the README says.
  workspace = mkdtempSync(join(tmpdir(), 'readme-order-'));
  cpSync(join(REPO_ROOT, 'examples/site'), workspace, { recursive: true });
  for (const file of readdirSync(join(REPO_ROOT, 'examples/sync'))) {
    cpSync(join(REPO_ROOT, 'examples/sync', file), join(workspace, 'platform', file));
  }
});
afterAll(async () => {
  await world.current.close();
});

/** `${{ … }}` as GitHub would fill it for the README's set-up (step 1 of Setup). */
function fill(text: string): string {
  const { platform } = world.current;
  const known: Record<string, string> = {
    'vars.PLATFORM_API_URL': platform.url,
    'secrets.PLATFORM_API_KEY': platform.fullKey,
    'secrets.PLATFORM_READ_KEY': platform.readKey,
    'secrets.STRIPE_KEY': 'sk_test_readme_example',
  };
  return text.replace(/\$\{\{\s*([^}]*?)\s*\}\}/g, (_, expression: string) => {
    const value = known[expression];
    if (value === undefined)
      throw new Error(`README.md uses \${{ ${expression} }}, which this test cannot fill`);
    return value;
  });
}
const filled = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, fill(value)]));

interface Run {
  readonly action: string;
  readonly inputs: Record<string, string>;
  readonly event?: { name: string; payload: Record<string, unknown> };
}

/**
 * The action runs a use stands for: an action is itself; a reusable workflow is the steps of ours it
 * runs for this event, with its inputs as the workflow passes them (.github/workflows/<name>).
 */
function runsOf(use: Use, pr: number): Run[] {
  const w = filled(use.with);
  const key = fill(use.secrets['api-key'] ?? '');
  const workflow = /\/\.github\/workflows\/([^@]+)@/.exec(use.uses)?.[1];
  if (!workflow) {
    const action = /^[^/]+\/[^/]+\/actions\/([^@]+)@/.exec(use.uses)?.[1] ?? 'deploy';
    return [{ action, inputs: w }];
  }
  const connection = { 'api-key': key, 'api-url': w['api-url']! };
  switch (workflow) {
    case 'deploy.yml': {
      const { environment: _, ...inputs } = w;
      return [
        {
          action: 'deploy',
          inputs: { ...inputs, ...connection, comment: 'false', 'github-deployment': 'false' },
        },
      ];
    }
    case 'preview.yml':
      return [
        {
          action: 'preview-domain',
          event: pullRequestEvent('synchronize', pr),
          inputs: {
            ...connection,
            'project-name': w['project-name'] ?? '',
            'from-project': w['from-project'] ?? '',
            'env-groups': w['env-groups'] ?? '',
            domain: w.domain!,
            mode: 'auto',
          },
        },
      ];
    case 'preview-sweep.yml':
      return [
        {
          action: 'preview-sweep',
          inputs: {
            ...connection,
            'project-name': w['project-name']!,
            domain: w.domain!,
            'github-token': world.current.github.token,
          },
        },
      ];
    case 'sync.yml':
      // A push to main: sync.yml applies with the full key, env, then DNS, cron and the project.
      return [
        {
          action: 'env-sync',
          inputs: {
            ...connection,
            project: w['env-project']!,
            'env-file': w['env-file']!,
            variables: fill(use.secrets['env-secrets'] ?? ''),
          },
        },
        { action: 'dns-sync', inputs: { ...connection, file: w['dns-file']!, zone: w['dns-zone']! } },
        {
          action: 'cron-sync',
          inputs: { ...connection, file: w['cron-file']!, project: w['cron-project']! },
        },
        {
          action: 'project-sync',
          inputs: { ...connection, file: w['project-file']!, project: w['project-id']! },
        },
      ];
    default:
      throw new Error(`README.md calls ${workflow}, which this test does not run yet: add it to runsOf`);
  }
}

async function execute(run: Run, where: string): Promise<ActionRunResult> {
  const { github } = world.current;
  const result = await runAction({
    action: run.action,
    workspace,
    event: run.event,
    githubApiUrl: github.url,
    githubToken: github.token,
    inputs: run.inputs,
  });
  expect(
    result.exitCode,
    `${where} (${run.action}) exited ${result.exitCode}:\n${result.errors.join('\n')}\n${result.stdout.slice(-3000)}`,
  ).toBe(0);
  return result;
}

async function livePage(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return response.text();
}

describe("the README's examples, top to bottom, on one platform", () => {
  const uses = readmeUses();

  it('finds the deploy, the checked deploy, the preview, the sweep and the sync, in that order', () => {
    const kinds = uses.map(
      (use) => /\/\.github\/workflows\/([^@]+)@/.exec(use.uses)?.[1] ?? use.uses.split('@')[0],
    );
    expect(kinds).toEqual([
      'deploy.yml',
      REPOSITORY,
      REPOSITORY,
      'preview.yml',
      'preview-sweep.yml',
      'sync.yml',
    ]);
  });

  it('runs each in order, then deploys again: every step succeeds and the last deploy is live', async () => {
    const { github, platform } = world.current;
    // The sweep's leftovers: the README's preview ran for pull request 8, which GitHub says is closed.
    github.seedPullRequest({
      owner: 'octo',
      repo: 'shop',
      number: 8,
      title: 'PR 8',
      state: 'closed',
      headSha: 'c'.repeat(40),
      headRef: 'feature/old',
      baseRef: 'main',
      headRepoFullName: 'octo/shop',
    });
    const outcomes = new Map<string, ActionRunResult>();
    for (const use of uses) {
      for (const run of runsOf(use, 8)) {
        const result = await execute(run, `README.md:${use.line}`);
        outcomes.set(run.action, result);
        if (run.action === 'deploy') {
          expect(result.outputs.status).toBe('live');
          if (run.inputs['check-path']) expect(result.outputs.checks).toBe('passed');
        }
      }
    }
    // The sweep removed the closed pull request's preview domain that the README's preview attached.
    expect(Number(outcomes.get('preview-sweep')?.outputs.deleted)).toBeGreaterThanOrEqual(1);
    expect(outcomes.get('project-sync')?.outputs.changed).toBe('true');
    // project.yml is applied now: routing, proxy rules, domains, env groups, settings.
    expect(platform.state.projects.get('prj_shop')).toMatchObject({ staticRouting: 'spa' });

    // Pull request 9 opens after the sync: a preview that copies production's settings.
    const [preview] = runsOf(uses.find((use) => use.uses.includes('/preview.yml@'))!, 9);
    const copied = await execute(
      { ...preview!, inputs: { ...preview!.inputs, 'from-project': 'prj_shop' } },
      'README.md (from-project: prj_shop)',
    );
    expect(copied.outputs.url).toBeTruthy();

    // And the first deploy of the README once more, on the project as the sync files left it.
    const [deploy] = runsOf(uses[0]!, 0);
    const last = await execute(deploy!, `README.md:${uses[0]!.line} (again, after the sync)`);
    expect(last.outputs.status).toBe('live');
    const checked = uses.find((use) => use.with['check-contains']);
    expect(await livePage(last.outputs.url!)).toContain(checked?.with['check-contains']);
  });
});
