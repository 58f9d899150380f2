import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeSharedAgent } from '../../src/api/index.ts';
import { ROUTES } from '../../src/api/routes.ts';
import type { PlatformOptions } from '../fakes/platform/index.ts';
import {
  ALL_OPERATIONS,
  type ContractWorld,
  exercised,
  SHAPES,
  type Shape,
  startContractWorld,
  stopContractWorld,
} from './helpers.ts';
import { computeAndRepoHostSteps, cronSteps, signInAndTunnelSteps } from './scenario-account.ts';
import { cdnSteps, MULTIPART_THRESHOLD } from './scenario-cdn.ts';
import { databaseSteps, dnsAndMailSteps, emailSteps } from './scenario-data.ts';
import { domainSteps, envGroupSteps, type Site, siteSteps } from './scenario-site.ts';
import { fileSteps, runSteps, serviceSteps } from './scenario-source.ts';

/**
 * The contract: every operation of the route table, called through the client's resource functions
 * against the local platform over real HTTP on loopback (undici to a socket, no fetch mock), in a
 * scenario whose results are checked step by step. The platform's request log then proves that every
 * one of the 113 operations answered 2xx, in each of the three response shapes.
 */
const VARIANTS: { label: string; shapes: Shape; forms: PlatformOptions }[] = [
  ...SHAPES.map((shapes) => ({ label: `${shapes} shapes`, shapes, forms: {} })),
  // Nothing says ids are strings or how times are written: integers and epoch seconds are common.
  {
    label: 'numeric ids and epoch-second times',
    shapes: 'canonical',
    forms: { ids: 'numeric', times: 'epoch-seconds' },
  },
  { label: 'snake shapes with epoch-millisecond times', shapes: 'snake', forms: { times: 'epoch-millis' } },
];

describe.each(VARIANTS)('every endpoint through the client ($label)', ({ label, shapes, forms }) => {
  let world: ContractWorld;
  let site: Site;

  beforeAll(async () => {
    world = await startContractWorld(shapes, { multipartThresholdBytes: MULTIPART_THRESHOLD, ...forms });
  });
  afterAll(async () => {
    await stopContractWorld(world);
    await closeSharedAgent();
  });

  it('talks to a real loopback socket, with nothing standing in for the network', () => {
    expect(new URL(world.platform.url).hostname).toBe('127.0.0.1');
    expect(vi.isMockFunction(globalThis.fetch)).toBe(false);
  });

  it('projects, static routing, proxy rules, upload, deploy, watch, logs and env', async () => {
    site = await siteSteps(world);
  });

  it('env groups, their variables and attachment', async () => {
    await envGroupSteps(world, site);
  });

  it('custom domains', async () => {
    await domainSteps(world, site);
  });

  it('the source tree and deploying it', async () => {
    await fileSteps(world, site);
  });

  it('services and one-off runs', async () => {
    await serviceSteps(world, site);
    await runSteps(world, site);
  });

  it('databases', async () => {
    await databaseSteps(world);
  });

  it('e-mail, DNS zones and records, mail domains and mailboxes', async () => {
    await emailSteps(world);
    await dnsAndMailSteps(world);
  });

  it('CDN buckets, uploads, assets, signed URLs, usage and keys', async () => {
    await cdnSteps(world);
  });

  it('cron, sign-in, tunnels, compute and repository-host installations', async () => {
    await cronSteps(world);
    await signInAndTunnelSteps(world);
    await computeAndRepoHostSteps(world);
  });

  it('answered 2xx for all 113 operations, writes with the full key and reads with the read key', () => {
    const done = exercised(world.platform);
    const missing = ALL_OPERATIONS.filter((operation) => !done.has(operation));
    console.info(`contract coverage: ${done.size}/${ROUTES.length} operations (${label})`);
    expect(missing).toEqual([]);
    expect(done.size).toBe(113);

    // A read key permits GET only (§5): every other method needs the full key, sign-in aside.
    const writeRoutes = new Set<string>(
      ROUTES.filter((route) => route.write || (route.method !== 'GET' && route.group !== 'auth')).map(
        (route) => route.operation,
      ),
    );
    const wrongKey = world.platform.requestLog
      .filter((entry) => entry.operation !== undefined && entry.status < 300)
      // The tunnel is created with the key that sign-in returned, which is also a full key.
      .filter((entry) => entry.keyKind !== (writeRoutes.has(entry.operation!) ? 'full' : 'read'))
      .map((entry) => `${entry.operation} with ${entry.keyKind}`);
    expect(wrongKey).toEqual([]);
    // Nothing the platform answered needed a warning from the client's tolerant readers.
    expect(world.logger.lines).toEqual([]);
    expect(world.platform.requestLog.filter((entry) => entry.status === 429)).toEqual([]);
  });
});
