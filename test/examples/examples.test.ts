import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { expectSucceeded, makeWorkspace, platformKeyInputs } from '../e2e/fixtures.ts';
import { REPO_ROOT, runAction } from '../e2e/harness.ts';
import { type SeededDemo, seedDemo } from '../fakes/platform/demo.ts';
import { useAcceleratedClock } from '../support/clocks.ts';
import { startWorld, type World } from '../support/world.ts';

/**
 * The files under examples/ as shipped, run against the platform `npm run platform` starts (the same
 * seeding): a newcomer who copies them gets exit 0, not "project prj_reports not found".
 */
let world: World;
let seeded: SeededDemo;
useAcceleratedClock({ factor: 10 });
beforeEach(async () => {
  world = await startWorld();
  seeded = seedDemo(world.platform);
});
afterEach(async () => {
  await world.close();
});

const example = (path: string) => readFileSync(join(REPO_ROOT, 'examples', path), 'utf8');

interface Step {
  readonly uses?: string;
  readonly with?: Record<string, unknown>;
}
interface Workflow {
  readonly jobs: Record<string, { readonly with?: Record<string, string>; readonly steps?: Step[] }>;
}
const workflow = (name: string) => parse(example(`workflows/${name}`)) as Workflow;

/** The `with:` of the reusable sync workflow's caller: which zone and project the sample files go to. */
const SYNC = workflow('sync.yml').jobs.sync!.with!;

function connection(): Record<string, string> {
  return platformKeyInputs(world);
}

describe('examples against the seeded local platform', () => {
  it('seeds the project the CLI reports by default', () => {
    expect(seeded.project).toMatchObject({ id: 'prj_shop', name: 'shop' });
  });

  const exampleSyncs: { name: string; file: string; target: Record<string, string>; created: string }[] = [
    {
      name: 'cron-syncs examples/sync/cron.yml into the project examples/workflows/sync.yml names',
      file: 'cron',
      target: { project: SYNC['cron-project']! },
      created: '3',
    },
    {
      name: 'dns-syncs examples/sync/dns.yml into the zone examples/workflows/sync.yml names',
      file: 'dns',
      target: { zone: SYNC['dns-zone']! },
      created: '9',
    },
  ];
  for (const { name, file, target, created } of exampleSyncs) {
    it(name, async () => {
      const result = await runAction({
        action: `${file}-sync`,
        workspace: makeWorkspace({ [`platform/${file}.yml`]: example(`sync/${file}.yml`) }),
        inputs: { ...connection(), file: SYNC[`${file}-file`]!, ...target },
      });
      expectSucceeded(result, { created });
    });
  }

  it('project-syncs examples/sync/project.yml into the project examples/workflows/sync.yml names, then has nothing to do', async () => {
    const sync = () =>
      runAction({
        action: 'project-sync',
        workspace: makeWorkspace({ 'platform/project.yml': example('sync/project.yml') }),
        inputs: { ...connection(), file: SYNC['project-file']!, project: SYNC['project-id']! },
      });
    const result = await sync();
    expectSucceeded(result, { created: '3', updated: '1', unchanged: '1', restarted: 'web' });
    // examples/site has no build step: the file leaves the build command and output directory unset,
    // so the README's deploy of examples/site still goes live after it (readme-order.test.ts).
    expect(seeded.project).toMatchObject({ staticRouting: 'spa', nodeVersion: '24', outputDirectory: null });
    expect((await sync()).outputs.changed).toBe('false');
  });

  it('runs the project-sync step of examples/workflows/preview-domain.yml on a preview project', async () => {
    const step = workflow('preview-domain.yml').jobs.preview!.steps!.find((s) =>
      s.uses?.includes('/actions/project-sync@'),
    );
    const overrides = String(step?.with?.overrides).replace(/\$\{\{[^}]*\}\}/g, '7');
    const result = await runAction({
      action: 'project-sync',
      workspace: makeWorkspace({ 'platform/project.yml': example('sync/project.yml') }),
      inputs: { ...connection(), file: String(step?.with?.file), project: 'prj_shop_preview', overrides },
    });
    expect(result.exitCode, result.stdout).toBe(0);
    const preview = world.platform.state.projects.get('prj_shop_preview');
    expect(preview?.proxyRules).toEqual([{ prefix: '/api', origin: 'https://api-pr-7.preview.example.com' }]);
    expect(preview?.staticRouting).toBe('spa');
    expect(result.outputs.restarted).toBe('');
  });

  const envSteps = Object.entries(workflow('env-sync.yml').jobs).flatMap(([job, { steps = [] }]) =>
    steps.filter((step) => step.uses?.includes('/actions/env-sync@')).map((step) => [job, step] as const),
  );
  it.each(envSteps)(
    'runs the env-sync step of job %s in examples/workflows/env-sync.yml',
    async (_, step) => {
      // Secrets and event expressions as a push to main would have them.
      const inputs = Object.fromEntries(
        Object.entries(step.with ?? {}).map(([name, value]) => {
          const text = String(value);
          if (name === 'dry-run' && text.includes('${{')) return [name, 'false'];
          return [name, text.replace(/\$\{\{[^}]*\}\}/g, 'sample-secret-value')];
        }),
      );
      const result = await runAction({
        action: 'env-sync',
        workspace: makeWorkspace({ 'config/production.env': 'LOG_LEVEL=info\n' }),
        inputs: { ...inputs, ...connection() },
      });
      expect(result.exitCode, result.stdout).toBe(0);
    },
  );
});

describe('npm run lint:workflows', () => {
  // The linting itself is test/metadata/workflows.test.ts, which npm test runs; running the script here
  // started a second vitest inside this one (a minute of CPU on a slow machine) to prove the same.
  it('runs the suite file that lints every workflow in both folders with actionlint', () => {
    const scripts = (
      JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    const file = /\btest\/metadata\/workflows\.test\.ts$/.exec(scripts['lint:workflows'] ?? '')?.[0];
    expect(scripts['lint:workflows']).toMatch(/^vitest run --project unit /);
    expect(file).toBe('test/metadata/workflows.test.ts');
    const lints = readFileSync(join(REPO_ROOT, file!), 'utf8');
    expect(lints).toContain("const WORKFLOW_DIRS = ['.github/workflows', 'examples/workflows']");
    expect(lints).toMatch(/it\.each\(workflowFiles\(\)\)\('%s passes actionlint'/);
  });
});
