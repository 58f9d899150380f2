/**
 * A list whose next page was already read (a cursor that repeats, pages that cycle) is not complete.
 * Read as "done", it made env-sync PUT the whole set without a variable it never saw on page 3 (so
 * deleting it), and dns-sync with prune POST records again that already existed on page 3. Refused,
 * neither writes anything.
 */
import { expect, it } from 'vitest';
import { makeWorkspace, platformKeyInputs } from '../e2e/fixtures.ts';
import { runAction } from '../e2e/harness.ts';
import { useAcceleratedClock } from '../support/clocks.ts';
import type { GitHubWorld } from '../support/world.ts';
import {
  exampleZoneFile,
  exampleZoneId,
  HOSTS,
  numbered,
  outcomeOn,
  platformCall,
  seedExampleZone,
} from './pagination-world.ts';

useAcceleratedClock({ factor: 10 });

// 45 of each (HOSTS too): pages 1 and 2 are read, page 3 (41 … 45) only through the cursor that repeats.
const VARS = numbered('VAR_', 45);

const envTarget = (world: GitHubWorld) =>
  [...world.platform.state.projects.values()].find((project) => project.name === 'env-target');

it.each(['repeating-cursor', 'cyclic-pages'] as const)(
  'env-sync never replaces the set when the variable list is paged as %s',
  async (form) => {
    const outcome = await outcomeOn(form, {
      async seed(world) {
        const project = world.platform.admin.createProject({ name: 'env-target' });
        const variables = Object.fromEntries(VARS.map((name) => [name, `value-of-${name}`]));
        await platformCall(world, 'PUT', `/projects/${project.id}/env`, { variables });
        await world.platform.admin.idle();
      },
      // Every variable but VAR_45, which sits on page 3: env-sync must not drop it unseen.
      act: async (world) => [
        await runAction({
          action: 'env-sync',
          inputs: {
            ...platformKeyInputs(world),
            project: 'env-target',
            variables: `${VARS.slice(0, 44)
              .map((name) => `${name}=value-of-${name}`)
              .join('\n')}\n`,
            wait: 'false',
          },
        }),
      ],
      state: (world) => [...(world.platform.state.env.get(envTarget(world)?.id ?? '')?.keys() ?? [])].sort(),
    });
    expect(outcome.exitCodes).toEqual([1]);
    expect(outcome.writes).toEqual([]);
    expect(outcome.state).toContain('VAR_45');
    expect(outcome.errors.join('\n')).toMatch(/listProjectEnv.*could not be read whole.*already read/s);
  },
);

it.each(['repeating-cursor', 'cyclic-pages'] as const)(
  'dns-sync with prune never posts a record again when the record list is paged as %s',
  async (form) => {
    const outcome = await outcomeOn(form, {
      seed: seedExampleZone,
      act: async (world) => [
        await runAction({
          action: 'dns-sync',
          workspace: makeWorkspace({ 'dns.yml': exampleZoneFile(HOSTS) }),
          inputs: { ...platformKeyInputs(world), file: 'dns.yml', zone: 'example.com', prune: 'true' },
        }),
      ],
      state: (world) =>
        [...world.platform.state.dnsRecords.values()].filter(
          (record) => record.zoneId === exampleZoneId(world),
        ).length,
    });
    expect(outcome.exitCodes).toEqual([1]);
    expect(outcome.writes).toEqual([]);
    expect(outcome.state).toBe(45);
    expect(outcome.errors.join('\n')).toMatch(/could not be read whole.*already read/s);
  },
);
