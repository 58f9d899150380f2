import { afterEach, describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/api/client.ts';
import { PlatformApiError } from '../../src/api/errors.ts';
import type { Logger } from '../../src/log.ts';
import { type AttachRequest, attachPreview, type PreviewReporter } from '../../src/preview/attach.ts';
import { detachPreview } from '../../src/preview/detach.ts';
import { readProxyStatus } from '../../src/projects/proxy-status.ts';
import { type Platform, type ShapeProfile, startPlatform } from '../fakes/platform/index.ts';

let platform: Platform | undefined;
afterEach(async () => {
  await platform?.close();
  platform = undefined;
});

/** Records what the core tells GitHub, in order. */
function recorder() {
  const calls: string[] = [];
  const reporter: PreviewReporter & { removed(domain: string): Promise<number> } = {
    started: async (id) => void calls.push(`started ${id ?? '-'}`),
    live: async (state) => void calls.push(`live ${state.domainUrl}`),
    failed: async (status) => void calls.push(`failed ${status}`),
    removed: async (domain) => {
      calls.push(`removed ${domain}`);
      return 0;
    },
  };
  return { calls, reporter };
}

function collectingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    debug() {},
    info: (m) => void lines.push(m),
    warning: (m) => void lines.push(`warning: ${m}`),
  };
}

async function world(shapes: ShapeProfile = 'canonical') {
  // Domains stay pending for the whole test, so a loaded machine cannot make the proxy status race.
  platform = await startPlatform({
    shapes,
    build: { queuedMs: 20, buildingMs: 50, logLineIntervalMs: 5 },
    lifecycle: { domainActivationMs: 600_000 },
  });
  const client = new PlatformClient({ apiUrl: platform.url, apiKey: platform.fullKey, backoffBaseMs: 5 });
  return { platform, client };
}

const DOMAIN = 'pr-3.preview.example.com';
const REPOSITORY_DEPLOY = { source: { kind: 'repository' }, wait: true, timeoutMs: 30_000 } as const;

/** Attaching DOMAIN to `project`, not as primary, with no env groups and no deploy unless `changes` say. */
function attachRequest(
  client: PlatformClient,
  project: AttachRequest['project'],
  changes: Partial<AttachRequest> = {},
): AttachRequest {
  return {
    client,
    project,
    envGroups: [],
    domain: DOMAIN,
    primary: false,
    deploy: undefined,
    github: recorder().reporter,
    logger: collectingLogger(),
    ...changes,
  };
}

describe.each(['canonical', 'snake', 'wrapped'] as const)('preview core (%s responses)', (shapes) => {
  it('creates the named project once, attaches once, and detaches once', async () => {
    const { platform, client } = await world(shapes);
    const { calls, reporter } = recorder();
    const request = attachRequest(client, { kind: 'name', name: 'shop-pr-3' }, { github: reporter });
    const first = await attachPreview(request);
    const second = await attachPreview(request);
    expect(first.project.created).toBe(true);
    expect(second.project).toMatchObject({ created: false, byName: true });
    expect(second.project.project.id).toBe(first.project.project.id);
    expect(first.attach?.alreadyAttached).toBe(false);
    expect(second.attach?.alreadyAttached).toBe(true);
    expect(first.proxyStatus).toBe('pending');
    expect(platform.state.domains.get(DOMAIN)?.projectId).toBe(first.project.project.id);
    expect(calls).toEqual(['started -', `live https://${DOMAIN}`, 'started -', `live https://${DOMAIN}`]);

    const detached = await detachPreview({ ...request, github: reporter });
    expect(detached.result.kind).toBe('detached');
    expect(detached.failure).toBeUndefined();
    expect(detached.notices.join('\n')).toMatch(/remains: the platform API cannot delete projects/);
    expect(platform.state.domains.has(DOMAIN)).toBe(false);
    const again = await detachPreview({ ...request, github: reporter });
    expect(again.result.kind).toBe('not-attached');
  });
});

describe('preview core against races and faults', () => {
  it('adopts the domain when the attach answer is lost after the platform acted', async () => {
    const { platform, client } = await world();
    const project = platform.admin.createProject({ name: 'lost' });
    platform.faults.add({ operation: 'attachDomain', times: 1, drop: 'after-body' });
    const outcome = await attachPreview(attachRequest(client, { kind: 'id', id: project.id }));
    expect(outcome.attach).toBeDefined();
    expect(platform.state.domains.get(DOMAIN)?.projectId).toBe(project.id);
    expect(platform.requestLog.filter((r) => r.operation === 'attachDomain')).toHaveLength(1);
  });

  it('adopts the project a lost create made instead of creating a second one', async () => {
    const { platform, client } = await world();
    platform.faults.add({ operation: 'createProject', times: 1, drop: 'after-body' });
    const outcome = await attachPreview(attachRequest(client, { kind: 'name', name: 'shop-pr-3' }));
    expect([...platform.state.projects.values()].filter((p) => p.name === 'shop-pr-3')).toHaveLength(1);
    expect(outcome.project.project.name).toBe('shop-pr-3');
  });

  it('does not take a domain another project holds', async () => {
    const { platform, client } = await world();
    const owner = platform.admin.createProject({ name: 'owner' });
    const other = platform.admin.createProject({ name: 'other' });
    const base = attachRequest(client, { kind: 'id', id: owner.id });
    await attachPreview(base);
    const error = await attachPreview({ ...base, project: { kind: 'id', id: other.id } }).catch((e) => e);
    expect(error).toBeInstanceOf(PlatformApiError);
    expect((error as PlatformApiError).status).toBe(409);
    expect(platform.state.domains.get(DOMAIN)?.projectId).toBe(owner.id);
  });

  it('refuses to detach the primary domain, known from the project record alone', async () => {
    const { platform, client } = await world();
    const project = platform.admin.createProject({ name: 'prod' });
    const { calls, reporter } = recorder();
    const base = attachRequest(client, { kind: 'id', id: project.id }, { github: reporter });
    await attachPreview(base);
    // Some responses carry no primary flag on the domain; the project's primaryDomain must still count.
    platform.state.projects.get(project.id)!.primaryDomain = DOMAIN;
    const outcome = await detachPreview({ ...base, github: reporter });
    expect(outcome.result.kind).toBe('primary');
    expect(outcome.failure).toMatch(/Refusing to detach pr-3\.preview\.example\.com/);
    expect(platform.state.domains.has(DOMAIN)).toBe(true);
    expect(calls.some((c) => c.startsWith('removed'))).toBe(false);
  });

  it('reports the deploy failure and leaves the domain alone', async () => {
    const { platform, client } = await world();
    const project = platform.admin.createProject({ name: 'broken', repository: 'octo/shop' });
    platform.admin.failNextBuild(project.id, 'boom');
    const { calls, reporter } = recorder();
    const outcome = await attachPreview(
      attachRequest(client, { kind: 'id', id: project.id }, { deploy: REPOSITORY_DEPLOY, github: reporter }),
    );
    expect(outcome.deploy?.status).toBe('failed');
    expect(outcome.failure).toMatch(/failed on the platform/);
    expect(outcome.attach).toBeUndefined();
    expect(platform.state.domains.has(DOMAIN)).toBe(false);
    expect(calls.at(-1)).toBe('failed failure');
  });

  it('warns when a pull request is deployed to a project that serves a production domain', async () => {
    const { platform, client } = await world();
    const project = platform.admin.createProject({ name: 'shared', repository: 'octo/shop' });
    platform.state.projects.get(project.id)!.primaryDomain = 'shop.example.com';
    const logger = collectingLogger();
    const outcome = await attachPreview(
      attachRequest(client, { kind: 'id', id: project.id }, { deploy: REPOSITORY_DEPLOY, logger }),
    );
    expect(outcome.failure).toBeUndefined();
    expect(logger.lines.join('\n')).toMatch(
      /warning: Project \S+ serves the primary domain shop\.example\.com: this deploy replaces/,
    );
  });

  it('reads an unreadable proxy status as unknown, with a warning', async () => {
    const { platform, client } = await world();
    const project = platform.admin.createProject({ name: 'proxy' });
    platform.faults.add({ operation: 'getDomainProxyStatus', times: 1, status: 403 });
    const logger = collectingLogger();
    expect(await readProxyStatus(client, project.id, DOMAIN, { logger })).toBe('unknown');
    expect(logger.lines.join('\n')).toMatch(/warning: Could not read the proxy status/);
  });
});
