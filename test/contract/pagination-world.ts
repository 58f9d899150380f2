/**
 * One scenario of a list-reading action, run on a platform that answers every list in one page and
 * again on platforms that page in each common form (page size 20): the writes must be the same.
 */
import { describe, expect, it } from 'vitest';
import { writesFrom } from '../e2e/fixtures.ts';
import type { ActionRunResult } from '../e2e/harness.ts';
import { PAGINATION_FORMS, type PaginationForm, REFUSED_FORMS } from '../fakes/platform/index.ts';
import type { LoggedRequest } from '../fakes/platform/request-log.ts';
import { setupCall } from '../fakes/platform/tests/helpers.ts';
import { type GitHubWorld, startWorld } from '../support/world.ts';

export const PAGE_SIZE = 20;

/** Every form the client can follow; the refused ones never let a list past one page be read whole. */
export const FOLLOWABLE_FORMS = PAGINATION_FORMS.filter(
  (form) => form !== 'one-page' && !REFUSED_FORMS.includes(form),
);

/** What each refused form's failure says, after "could not be read whole: ". */
const REFUSAL: Record<string, RegExp> = {
  'total-only': /could not be read whole: the platform says it holds \d+ item\(s\), but only 20/,
  'repeating-cursor':
    /could not be read whole: only \d+ item\(s\) in 2 page\(s\) could be read, because its next page is one already read/,
  'cyclic-pages':
    /could not be read whole: .*only \d+ item\(s\) in \d+ page\(s\) could be read, because its next page is one already read/,
};

export interface Scenario {
  /** Puts what the action will read on the platform (not counted as the action's writes). */
  seed(world: GitHubWorld): Promise<void>;
  /** Runs the action (once or more); every write it makes is compared. */
  act(world: GitHubWorld): Promise<ActionRunResult[]>;
  /** What the platform holds afterwards that the scenario is about, free of random ids. */
  state(world: GitHubWorld): unknown;
}

/** A scenario with what a platform that cannot be paged past page 1 must be refused for. */
export interface ContractScenario extends Scenario {
  /** The refusal's wording, naming the list that could not be read whole. */
  readonly refusedList: RegExp;
  /** What the scenario checks of its run on a platform that answers each list in one page. */
  readonly baseline?: (outcome: Outcome) => void;
}

export interface Outcome {
  readonly exitCodes: (number | null)[];
  /** `METHOD /path` of each write, ids replaced by `:id` (ids are random per platform). */
  readonly writes: string[];
  readonly state: unknown;
  readonly errors: string[];
  readonly plans: (string | undefined)[];
}

const RANDOM_ID = /\b[a-z]{2,6}_[0-9a-z]{12}\b/g;

const withoutIds = (text: string) => text.replace(RANDOM_ID, ':id');

function shown(write: LoggedRequest): string {
  return `${write.method} ${withoutIds(write.path)}`;
}

export async function outcomeOn(form: PaginationForm, scenario: Scenario): Promise<Outcome> {
  const world = await startWorld({
    github: true,
    rateLimit: 1000,
    pagination: { form, pageSize: PAGE_SIZE },
  });
  try {
    await scenario.seed(world);
    world.platform.admin.resetRateLimit();
    const writes = writesFrom(world.platform);
    const results = await scenario.act(world);
    return {
      exitCodes: results.map((result) => result.exitCode),
      writes: writes().map(shown),
      state: scenario.state(world),
      errors: results.flatMap((result) => result.errors).map(withoutIds),
      plans: results.map((result) => result.outputs.plan).map((plan) => plan && withoutIds(plan)),
    };
  } finally {
    await world.close();
  }
}

/** The same writes, state, plans and exit codes as on the one-page platform. */
export function expectSameAs(baseline: Outcome, paged: Outcome): void {
  expect(paged.errors).toEqual(baseline.errors);
  expect(paged.exitCodes).toEqual(baseline.exitCodes);
  expect(paged.writes).toEqual(baseline.writes);
  expect(paged.plans).toEqual(baseline.plans);
  expect(paged.state).toEqual(baseline.state);
}

/** A form the client cannot follow: the action fails naming the list, and writes nothing. */
export function expectRefused(outcome: Outcome, list: RegExp, form: PaginationForm = 'total-only'): void {
  expect(outcome.exitCodes[0]).toBe(1);
  expect(outcome.writes).toEqual([]);
  expect(outcome.errors.join('\n')).toMatch(list);
  expect(outcome.errors.join('\n')).toMatch(REFUSAL[form] as RegExp);
}

/** A setup call with the full key. */
export function platformCall(world: GitHubWorld, method: string, path: string, body?: unknown) {
  return setupCall(world.platform, method, path, body);
}

/** `n` projects named `filler-1` … (so what a test looks for lands past page 1). */
export function fillerProjects(world: GitHubWorld, n: number): void {
  for (let index = 1; index <= n; index++) world.platform.admin.createProject({ name: `filler-${index}` });
}

export function numbered(prefix: string, n: number): string[] {
  return Array.from({ length: n }, (_, index) => `${prefix}${String(index + 1).padStart(2, '0')}`);
}

/** 45 hosts of example.com (host01 … host45): page 3 holds the last five. */
export const HOSTS = numbered('host', 45);

export const exampleZoneId = (world: GitHubWorld) =>
  [...world.platform.state.dnsZones.values()].find((zone) => zone.name === 'example.com')?.id ?? '';

/** The zone example.com with an A record for each of HOSTS, host01 at 192.0.2.1 and so on. */
export async function seedExampleZone(world: GitHubWorld): Promise<void> {
  const { id } = await platformCall(world, 'POST', '/dns/zones', { name: 'example.com' });
  for (const [index, host] of HOSTS.entries()) {
    await platformCall(world, 'POST', `/dns/zones/${id}/records`, {
      name: host,
      type: 'A',
      ttl: 300,
      values: [`192.0.2.${index + 1}`],
    });
  }
}

/** A DNS file stating `hosts`' records as seedExampleZone made them. */
export function exampleZoneFile(hosts: readonly string[]): string {
  return hosts
    .map((host) => `${host}: { type: A, ttl: 300, value: 192.0.2.${HOSTS.indexOf(host) + 1} }`)
    .join('\n');
}

/**
 * The contract, per scenario: a baseline run on a platform that answers each list in one page (every
 * run succeeding when `baselineSucceeds`), the same `sameWhat` on every followable paging form, and a
 * refusal before any write on each refused form (`total-only`, `repeating-cursor`, `cyclic-pages`).
 */
export function describeContract(
  scenarios: Record<string, ContractScenario>,
  { sameWhat, baselineSucceeds }: { readonly sameWhat: string; readonly baselineSucceeds: boolean },
): void {
  describe.each(Object.entries(scenarios))('%s', (_name, scenario) => {
    let baseline: Outcome | undefined;
    const oneAnswer = async () => {
      baseline ??= await outcomeOn('one-page', scenario);
      return baseline;
    };

    it('on a platform that answers each list in one page', async () => {
      const outcome = await oneAnswer();
      if (baselineSucceeds)
        expect(
          outcome.exitCodes.every((code) => code === 0),
          outcome.errors.join('\n'),
        ).toBe(true);
      scenario.baseline?.(outcome);
    });

    it.each(FOLLOWABLE_FORMS)(`makes the same ${sameWhat} when lists are paged as %s`, async (form) => {
      expectSameAs(await oneAnswer(), await outcomeOn(form, scenario));
    });

    it.each(REFUSED_FORMS)('refuses before any write when lists are paged as %s', async (form) => {
      expectRefused(await outcomeOn(form, scenario), scenario.refusedList, form);
    });
  });
}
