/**
 * An id of `.`, `..` (or `%2e%2e`) or an empty one used to be resolved away by URL
 * normalisation, so the request landed on another route (`DELETE …/records/..` deleted the zone).
 * Each case checks both layers: the action's input reader refuses it naming the input, and the core
 * (with the input check bypassed) sends nothing, so the local platform sees not one write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readApiInputs } from '../../src/actions/api/inputs.ts';
import { resolveRequest } from '../../src/actions/api/request.ts';
import { sendApiRequest } from '../../src/actions/api/send.ts';
import { spec as apiSpec } from '../../src/actions/api/spec.ts';
import { InputReader } from '../../src/actions/common/inputs.ts';
import { readDeployInputs } from '../../src/actions/deploy/inputs.ts';
import { spec as deploySpec } from '../../src/actions/deploy/spec.ts';
import { readEnvSyncInputs } from '../../src/actions/env-sync/inputs.ts';
import { spec as envSyncSpec } from '../../src/actions/env-sync/spec.ts';
import { PlatformClient } from '../../src/api/client.ts';
import { routeFor } from '../../src/api/routes.ts';
import { runDeployPipeline } from '../../src/deploy/pipeline.ts';
import { runEnvSync } from '../../src/env/sync.ts';
import { ConfigurationError } from '../../src/errors.ts';
import { silentLogger } from '../../src/log.ts';
import { catalogue as apiCatalogue } from '../catalogue/api.ts';
import { catalogue as deployCatalogue } from '../catalogue/deploy.ts';
import { catalogue as envSyncCatalogue } from '../catalogue/env-sync.ts';
import { type Platform, startPlatform } from '../fakes/platform/index.ts';
import { call } from '../fakes/platform/tests/helpers.ts';
import { thrownBy } from '../support/thrown.ts';

/** Valid values for every input of each action, from its catalogue. */
const apiSample = apiCatalogue.metadata.sample;
const deploySample = deployCatalogue.metadata.sample;
const envSyncSample = envSyncCatalogue.metadata.sample;

function reader<I extends string>(
  spec: ConstructorParameters<typeof InputReader<I>>[0],
  values: Record<string, string>,
): InputReader<I> {
  return new InputReader(spec, (name) => values[name] ?? '');
}

/** What `run` threw, which must be a ConfigurationError (the test fails on anything else, or nothing). */
function refusal(run: () => unknown): ConfigurationError {
  return thrownBy(ConfigurationError, run);
}

let platform: Platform;
let client: PlatformClient;
beforeAll(async () => {
  platform = await startPlatform();
  client = new PlatformClient({ apiUrl: platform.url, apiKey: platform.fullKey });
});
afterAll(() => platform.close());

describe('deploy with project: ..', () => {
  it.each(['..', '.', '%2e%2E', '%2E%2e'])('the input %j is refused by name before any request', (value) => {
    const error = refusal(() => readDeployInputs(reader(deploySpec, { ...deploySample, project: value })));
    expect(error.input).toBe('project');
    expect(error.message).toMatch(
      /^Input "project" is ".+", which is not a project's id or name: .*set it to the id or name/,
    );
  });

  it('the pipeline itself sends nothing for a project id of ..', async () => {
    const writesBefore = platform.writes().length;
    const requestsBefore = platform.requestLog.length;
    const outcome = runDeployPipeline({
      client,
      projectId: '..',
      source: { kind: 'repository', branch: 'main' },
      wait: false,
      timeoutMs: 10_000,
      logger: silentLogger,
    });
    await expect(outcome).rejects.toThrow(ConfigurationError);
    await expect(outcome).rejects.toThrow(/Path parameter "id" of \/projects\/\{id\}\/deployments/);
    expect(platform.writes().length).toBe(writesBefore);
    expect(platform.requestLog.length).toBe(requestsBefore);
  });
});

describe('env-sync with service: ..', () => {
  it('the input is refused by name before any request', () => {
    const error = refusal(() =>
      readEnvSyncInputs(reader(envSyncSpec, { ...envSyncSample, 'env-file': '', service: '..' })),
    );
    expect(error.input).toBe('service');
    expect(error.message).toMatch(/^Input "service" is "\.\.", which is not the name of a compose service/);
  });

  it('an attach-to entry of .. is refused by name too', () => {
    const values = {
      ...envSyncSample,
      'env-file': '',
      project: '',
      service: '',
      group: 'g1',
      'attach-to': 'p1, ..',
    };
    expect(refusal(() => readEnvSyncInputs(reader(envSyncSpec, values))).input).toBe('attach-to');
  });

  it("the sync itself never reads the project's own variables as the service's, nor writes", async () => {
    const project = platform.admin.createProject({ name: 'dot-service' });
    await call(platform, 'PUT', `/projects/${project.id}/env`, { body: { variables: { KEEP: 'x' } } });
    const writesBefore = platform.writes().length;
    const sync = runEnvSync({
      client,
      target: { kind: 'service', projectId: project.id, service: '..' },
      declared: new Map([['A', '1']]),
      digestKey: { key: platform.fullKey, from: 'api-key' },
      prune: true,
      dryRun: false,
      wait: false,
      timeoutMs: 10_000,
      logger: silentLogger,
    });
    await expect(sync).rejects.toThrow(ConfigurationError);
    expect(platform.writes().length).toBe(writesBefore);
    const env = await call(platform, 'GET', `/projects/${project.id}/env`);
    expect(JSON.stringify(env.json)).toContain('KEEP');
  });
});

describe('api with DELETE /dns/zones/<zone>/records/..', () => {
  it.each(['..', '%2e%2e', '%2E.'])('the path input with %j is refused by name', (segment) => {
    const values = { ...apiSample, method: 'DELETE', path: `/dns/zones/z1/records/${segment}`, body: '' };
    const error = refusal(() => readApiInputs(reader(apiSpec, values)));
    expect(error.input).toBe('path');
    expect(error.message).toMatch(/^Input "path": its \{recordId\} segment .* so it was not sent/);
  });

  it('the request itself is not sent, and the zone is still there', async () => {
    const zone = await call(platform, 'POST', '/dns/zones', { body: { name: 'dots.example' } });
    expect(zone.status).toBe(201);
    const zoneId = String(zone.json.id);
    const writesBefore = platform.writes().length;
    const request = {
      ...resolveRequest('DELETE', `/dns/zones/${zoneId}/records/r1`, [], undefined),
      params: { id: zoneId, recordId: '..' },
    };
    expect(request.route).toBe(routeFor('deleteDnsRecord'));
    await expect(sendApiRequest(client, request)).rejects.toThrow(ConfigurationError);
    expect(platform.writes().length).toBe(writesBefore);
    expect((await call(platform, 'GET', `/dns/zones/${zoneId}`)).status).toBe(200);
  });
});
