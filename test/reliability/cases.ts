/**
 * The shared frame of the bad-input catalogue: one world per case, a valid baseline per action, and
 * what every failure must look like (exit ≠ 0, one failure annotation naming the input and the fix,
 * and not one write). Each action's baseline and cases are in its catalogue (test/catalogue/<name>.ts).
 */
import { expect } from 'vitest';
import type { ActionRunResult, GitHubEvent } from '../e2e/harness.ts';
import { call } from '../fakes/platform/tests/helpers.ts';
import { type GitHubWorld, startWorld } from '../support/world.ts';

/** An action's name: its folder under src/actions, and its catalogue test/catalogue/<name>.ts. */
export type ActionName = string;

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

/** A row of one action's bad-input table: the case without its action, titled by its key. */
export type Refusal = Omit<BadInputCase, 'action' | 'title'>;

/** One action's bad inputs from a table keyed by title, so each file names its action once. */
export function refusalsOf(action: ActionName, table: Readonly<Record<string, Refusal>>): BadInputCase[] {
  return Object.entries(table).map(([title, refusal]) => ({ action, title, ...refusal }));
}

/** A full-key action run with the read key: refused by the platform's 403, naming the key input. */
export const READ_ONLY_KEY: Refusal = {
  inputs: (setup) => ({ 'api-key': setup.readKey }),
  input: 'api-key',
  fix: /full key/,
};

/** A project id the platform does not have. */
export const UNKNOWN_PROJECT: Refusal = {
  inputs: { project: 'prj_doesnotexist' },
  input: 'project',
  fix: /check the id/,
};

/** What every action that writes to the project it is given refuses: a project the platform lacks, a read key. */
export const PROJECT_WRITER_REFUSALS: Readonly<Record<string, Refusal>> = {
  'an unknown project': UNKNOWN_PROJECT,
  'a read-only key': READ_ONLY_KEY,
};

/** A switch set to something other than true or false. */
export function notABoolean(input: string, value: string): Refusal {
  return { inputs: { [input]: value }, input, fix: /set it to true or false/ };
}

export const CRON_FILE = "nightly:\n  schedule: '0 3 * * *'\n  command: npm run backup\n";
export const PROJECT_FILE =
  'settings:\n  buildCommand: npm run build\nrouting: spa\nproxy-rules:\n  - { prefix: /api, origin: "https://api.example.com" }\n';
export const DNS_FILE = "www:\n  type: A\n  value: 192.0.2.10\n'':\n  type: TXT\n  value: v=spf1 -all\n";

export const MANIFEST_FILE = 'projects:\n  web:\n    project: shop\n    path: site\n';

/** Runs `test` in a case world of its own, closed by the test itself (the tests run side by side). */
export async function inWorld<T>(test: (setup: CaseSetup) => Promise<T>): Promise<T> {
  const setup = await startCaseWorld();
  try {
    return await test(setup);
  } finally {
    await setup.world.close();
  }
}

/** A fresh platform with a project, a DNS zone and a CDN bucket, and empty request logs. */
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
  // Reading stored bytes writes nothing (a promote hashes the archive it would ship before it refuses).
  expect(setup.world.platform.storageLog.filter((request) => request.method !== 'GET')).toEqual([]);
}
