/**
 * The shared frame of the bad-input catalogue: one world per case, a valid baseline per action, and
 * what every failure must look like (exit ≠ 0, one failure annotation naming the input and the fix,
 * and not one write). The cases themselves live in cases-*.ts, one module per group of actions.
 */
import { expect } from 'vitest';
import { makeWorkspace, SITE } from '../e2e/fixtures.ts';
import { type ActionRunResult, type GitHubEvent, runAction } from '../e2e/harness.ts';
import { call } from '../fakes/platform/tests/helpers.ts';
import { type GitHubWorld, startWorld } from '../support/world.ts';

export const ACTIONS = [
  'deploy',
  'preview-domain',
  'env-sync',
  'cron-sync',
  'dns-sync',
  'project-sync',
  'cdn-publish',
  'run',
  'preview-database',
  'api',
  'preview-sweep',
  'projects',
  'drift-report',
  'compute-scale',
] as const;
export type ActionName = (typeof ACTIONS)[number];

/** What a case can refer to: the platform and the resources every baseline uses. */
export interface CaseSetup {
  readonly world: GitHubWorld;
  readonly url: string;
  readonly fullKey: string;
  readonly readKey: string;
  readonly projectId: string;
  readonly zoneName: string;
  readonly bucketName: string;
}

export type InputPatch = Record<string, string> | ((setup: CaseSetup) => Record<string, string>);

export interface BadInputCase {
  readonly action: ActionName;
  readonly title: string;
  /** Laid over the action's valid baseline; '' empties an input. */
  readonly inputs?: InputPatch;
  /** Workspace files laid over the baseline's. */
  readonly files?: Record<string, string>;
  readonly event?: GitHubEvent;
  /** The input the failure sentence must name, in quotes or backticks. */
  readonly input: string;
  /**
   * Instead of the quoted input: a problem inside the declared file is named by file:line, where the
   * fix goes (the step also annotates that line).
   */
  readonly names?: RegExp;
  /** What the sentence tells the user to do. */
  readonly fix: RegExp;
}

export const CRON_FILE = "nightly:\n  schedule: '0 3 * * *'\n  command: npm run backup\n";
export const PROJECT_FILE =
  'settings:\n  buildCommand: npm run build\nrouting: spa\nproxy-rules:\n  - { prefix: /api, origin: "https://api.example.com" }\n';
export const DNS_FILE = "www:\n  type: A\n  value: 192.0.2.10\n'':\n  type: TXT\n  value: v=spf1 -all\n";

interface Baseline {
  readonly inputs: Record<string, string>;
  readonly files: Record<string, string>;
}

/** A valid run of each action; every case breaks exactly one thing of it. */
export function baseline(action: ActionName, setup: CaseSetup): Baseline {
  const connection = { 'api-key': setup.fullKey, 'api-url': setup.url };
  const quiet = { comment: 'false', 'github-deployment': 'false' };
  switch (action) {
    case 'deploy':
      return { inputs: { ...connection, ...quiet, project: setup.projectId }, files: SITE };
    case 'preview-domain':
      return {
        // A per-commit domain: a push event has no {pr}, and a fixed domain is refused.
        inputs: { ...connection, ...quiet, project: setup.projectId, domain: 'preview-{sha}.example.com' },
        files: SITE,
      };
    case 'env-sync':
      return {
        inputs: { ...connection, project: setup.projectId, variables: 'GREETING=hello\n' },
        files: {},
      };
    case 'cron-sync':
      return {
        inputs: { ...connection, file: 'cron.yml', project: setup.projectId },
        files: { 'cron.yml': CRON_FILE },
      };
    case 'dns-sync':
      return {
        inputs: { ...connection, file: 'dns.yml', zone: setup.zoneName },
        files: { 'dns.yml': DNS_FILE },
      };
    case 'project-sync':
      return {
        inputs: { ...connection, file: 'project.yml', project: setup.projectId },
        files: { 'project.yml': PROJECT_FILE },
      };
    case 'cdn-publish':
      return { inputs: { ...connection, bucket: setup.bucketName, path: 'public' }, files: PUBLIC_FILES };
    case 'run':
      return { inputs: { ...connection, project: setup.projectId, command: 'echo migrated' }, files: {} };
    case 'preview-database':
      return {
        inputs: { ...connection, project: setup.projectId, name: 'shop-pr-{pr}', pr: '7' },
        files: {},
      };
    case 'api':
      return { inputs: { ...connection, path: `/projects/${setup.projectId}` }, files: {} };
    case 'drift-report':
      // One plan job that found no drift: with no issue open, nothing is written anywhere.
      return {
        inputs: {
          'api-key': setup.readKey,
          'api-url': setup.url,
          needs: JSON.stringify({ 'cron-sync': { result: 'success', outputs: { changed: 'false' } } }),
        },
        files: {},
      };
    case 'preview-sweep':
      // Nothing on the platform matches the templates, so the baseline asks GitHub nothing.
      return {
        inputs: {
          ...connection,
          'project-name': 'shop-pr-{pr}',
          domain: 'pr-{pr}.preview.example.com',
          'database-name': 'shop-pr-{pr}',
        },
        files: {},
      };
    case 'projects':
      // The harness's default push names no `before`, so it plans every project without asking GitHub.
      return { inputs: { ...connection }, files: { 'platform.yml': MANIFEST_FILE } };
    case 'compute-scale':
      // The seeded ml-worker has 4 CPU and 16384 MB: a real change, so a read key is refused.
      return { inputs: { ...connection, service: 'ml-worker', cpu: '8' }, files: {} };
  }
}

export const MANIFEST_FILE = 'projects:\n  web:\n    project: shop\n    path: site\n';

const PUBLIC_FILES = { 'public/index.html': '<h1>assets</h1>', 'public/app.js': 'console.log(1);' };

/** A fresh platform with a project, a DNS zone and a CDN bucket, and empty request logs. */
/** Runs `test` in a case world of its own, closed by the test itself (the tests run side by side). */
export async function inWorld<T>(test: (setup: CaseSetup) => Promise<T>): Promise<T> {
  const setup = await startCaseWorld();
  try {
    return await test(setup);
  } finally {
    await setup.world.close();
  }
}

export async function startCaseWorld(): Promise<CaseSetup> {
  const world = await startWorld({ github: true, lifecycle: { databaseProvisionMs: 50, runMs: 50 } });
  const { platform } = world;
  const projectId = platform.admin.createProject({ name: 'shop' }).id;
  const zoneName = 'shop.example';
  const bucketName = 'shop-assets';
  for (const [path, body] of [
    ['/dns/zones', { name: zoneName }],
    ['/cdn/buckets', { name: bucketName }],
  ] as const) {
    const created = await call(platform, 'POST', path, { body });
    if (created.status !== 201) throw new Error(`setup ${path}: HTTP ${created.status} ${created.text}`);
  }
  forgetRequests(world);
  return {
    world,
    url: platform.url,
    fullKey: platform.fullKey,
    readKey: platform.readKey,
    projectId,
    zoneName,
    bucketName,
  };
}

/** Setup requests are not the action's. */
export function forgetRequests(world: GitHubWorld): void {
  world.platform.requestLog.length = 0;
  world.platform.storageLog.length = 0;
  world.platform.admin.resetRateLimit();
}

export function patchOf(patch: InputPatch | undefined, setup: CaseSetup): Record<string, string> {
  if (patch === undefined) return {};
  return typeof patch === 'function' ? patch(setup) : patch;
}

export function runCase(
  setup: CaseSetup,
  action: ActionName,
  options: { inputs?: InputPatch; files?: Record<string, string>; event?: GitHubEvent } = {},
): Promise<ActionRunResult> {
  const base = baseline(action, setup);
  return runAction({
    action,
    workspace: makeWorkspace({ ...base.files, ...options.files }),
    inputs: { ...base.inputs, ...patchOf(options.inputs, setup) },
    ...(options.event ? { event: options.event } : {}),
    // drift-report keeps its issue on the fake GitHub.
    ...(action === 'drift-report'
      ? { githubApiUrl: setup.world.github.url, githubToken: setup.world.github.token }
      : {}),
  });
}

/** The step's own failure: `::error::` with no file or line, as setFailed writes it. */
export function failureAnnotations(result: ActionRunResult): string[] {
  return result.stdout
    .split('\n')
    .filter((line) => line.startsWith('::error::'))
    .map((line) => decode(line.slice('::error::'.length)));
}

function decode(text: string): string {
  return text.replaceAll('%0A', '\n').replaceAll('%0D', '\r').replaceAll('%25', '%');
}

const QUOTED = (input: string) => new RegExp(`["\`]${input.replace(/[-]/g, '\\-')}["\`]`);

/** Exit ≠ 0, one failure sentence naming the input and the fix, and nothing written anywhere. */
export function expectRefusedBeforeAnyWrite(
  result: ActionRunResult,
  setup: CaseSetup,
  expected: { input: string; names?: RegExp; fix: RegExp },
): void {
  const context = `${result.stdout}\n${result.stderr}`;
  expect(result.exitCode, context).not.toBe(0);
  expect(result.stderr, 'nothing on stderr: no crash, no stack').toBe('');
  const failures = failureAnnotations(result);
  expect(failures, context).toHaveLength(1);
  const [sentence] = failures as [string];
  expect(sentence).toMatch(expected.names ?? QUOTED(expected.input));
  expect(sentence).toMatch(expected.fix);
  expect(sentence).not.toMatch(/Unexpected error|This is a bug/);
  expect(setup.world.platform.writes()).toEqual([]);
  expect(setup.world.platform.storageLog).toEqual([]);
}
