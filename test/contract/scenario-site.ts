import { expect } from 'vitest';
import * as api from '../../src/api/index.ts';
import { pollUntil } from '../support/poll.ts';
import { type ContractWorld, getBytes, idOf, SITE_FILES, word, writeSiteZip } from './helpers.ts';

/** Follows a deployment through getDeployment (read key) until it leaves in_progress. */
export async function watchUntilSettled(world: ContractWorld, deploymentId: string): Promise<api.Deployment> {
  return pollUntil(
    `deployment ${deploymentId}`,
    () => api.getDeployment(world.read, deploymentId),
    (deployment) => deployment.lifecycle !== 'in_progress',
  );
}

export interface Site {
  readonly projectId: string;
  readonly projectName: string;
}

/** projects, uploads, deployments and env: a site is created, configured, deployed and redeployed. */
export async function siteSteps(world: ContractWorld): Promise<Site> {
  const { full, read, platform } = world;
  const projectName = `contract-${world.shapes}`;

  const created = await api.createProject(full, { name: projectName, framework: 'static' });
  expect(created.id).toMatch(idOf(world, 'prj'));
  expect(created.name).toBe(projectName);
  expect(created.liveUrl).toBe(`${platform.origin}/sites/${platform.internalId(created.id)}/`);
  const projectId = created.id;

  const fetched = await api.getProject(read, projectId);
  expect(fetched).toMatchObject({ id: projectId, name: projectName, liveUrl: created.liveUrl });
  const updated = await api.updateProject(full, projectId, {
    buildCommand: 'npm run build',
    metadata: { Team: 'web', cost_center: 'A1' },
  });
  expect(updated.id).toBe(projectId);
  expect(api.field(updated.raw, 'buildCommand')).toBe('npm run build');
  // User-data maps keep their keys in every profile.
  expect(api.field(updated.raw, 'metadata')).toEqual({ Team: 'web', cost_center: 'A1' });
  expect(platform.state.projects.get(platform.internalId(projectId))?.buildCommand).toBe('npm run build');
  expect((await api.listProjects(read)).map((project) => project.id)).toContain(projectId);

  expect(api.field(await api.getStaticRouting(read, projectId), 'mode')).toBe('files');
  const routing = await api.setStaticRouting(full, projectId, { mode: 'spa' });
  expect(api.field(routing, 'mode')).toBe('spa');
  expect(api.field(await api.getStaticRouting(read, projectId), 'mode')).toBe('spa');

  expect(await api.listProxyRules(read, projectId)).toEqual([]);
  const rules = [{ prefix: '/api', origin: 'https://api.example.com' }];
  const set = await api.setProxyRules(full, projectId, { rules });
  expect(api.field(set, 'rules')).toEqual(rules);
  expect(await api.listProxyRules(read, projectId)).toEqual(rules);

  // Upload a real zip, deploy it, watch it go live through getDeployment, read its logs.
  const zipPath = await writeSiteZip(world.dir);
  const upload = await api.createUpload(full, zipPath);
  expect(upload.sourceUrl).toMatch(new RegExp(`^${platform.origin}/storage/uploads/upl_\\w+\\.zip$`));
  const archive = await getBytes(upload.sourceUrl);
  expect(archive.status).toBe(200);
  expect(archive.body.subarray(0, 2).toString()).toBe('PK');

  const queued = await api.createDeployment(full, projectId, { sourceTarballUrl: upload.sourceUrl });
  expect(queued.id).toMatch(idOf(world, 'dpl'));
  expect(queued).toMatchObject({ projectId, lifecycle: 'in_progress', sourceUrl: upload.sourceUrl });
  expect(word(queued.status)).toBe('queued');
  const live = await watchUntilSettled(world, queued.id);
  expect(live).toMatchObject({ id: queued.id, lifecycle: 'live', projectId });
  expect(live.url).toBe(`${platform.origin}/sites/d/${platform.internalId(queued.id)}/`);
  const page = await getBytes(live.url!);
  expect(page.body.toString()).toContain('contract site');

  const logs = await api.getDeploymentLogs(read, queued.id);
  expect(logs[0]?.text).toContain(`Build started for ${projectName}`);
  const indexSize = Buffer.byteLength(SITE_FILES['index.html']);
  expect(logs.map((line) => line.text)).toContain(`built index.html (${indexSize} bytes)`);
  expect(logs.at(-1)?.text).toBe(`Build completed; deployment is live at ${live.url}`);
  expect(logs.every((line) => !Number.isNaN(Date.parse(line.timestamp ?? '')))).toBe(true);
  const listed = await api.listDeployments(read, projectId);
  expect(listed.map((deployment) => deployment.id)).toEqual([queued.id]);
  expect(listed[0]?.lifecycle).toBe('live');

  // Env: names only come back; a change redeploys the latest source.
  expect(await api.listProjectEnvNames(read, projectId)).toEqual([]);
  const env = await api.setProjectEnv(full, projectId, {
    API_URL: 'https://api.example.com',
    TOKEN: 'value-never-echoed-7f3a',
  });
  expect(env.deploymentId).toMatch(idOf(world, 'dpl'));
  expect(env.deploymentId).not.toBe(queued.id);
  expect(await api.listProjectEnvNames(read, projectId)).toEqual(['API_URL', 'TOKEN']);
  expect(JSON.stringify(env.raw)).not.toContain('value-never-echoed-7f3a');
  const redeploy = await watchUntilSettled(world, env.deploymentId!);
  expect(redeploy.lifecycle).toBe('live');
  expect(api.field(redeploy.raw, 'trigger')).toBe('env');
  const redeployLogs = await api.getDeploymentLogs(read, redeploy.id);
  expect(redeployLogs.map((line) => line.text)).toContain('Environment: 2 variable(s) set');

  return { projectId, projectName };
}

/** Env groups with their variables, attached to and detached from the site. */
export async function envGroupSteps(world: ContractWorld, site: Site): Promise<void> {
  const { full, read, platform } = world;
  const group = await api.createEnvGroup(full, { name: 'shared-secrets', description: 'for every site' });
  expect(group.id).toMatch(idOf(world, 'eg'));
  expect(group).toMatchObject({ name: 'shared-secrets', description: 'for every site', variableNames: [] });
  expect((await api.getEnvGroup(read, group.id)).name).toBe('shared-secrets');
  const renamed = await api.updateEnvGroup(full, group.id, { description: 'shared by all sites' });
  expect(renamed).toMatchObject({ id: group.id, description: 'shared by all sites' });
  expect((await api.listEnvGroups(read)).map((g) => g.id)).toEqual([group.id]);

  const added = await api.createEnvGroupVar(full, group.id, {
    name: 'SENTRY_DSN',
    value: 'https://dsn.example',
  });
  expect(api.field(added, 'name')).toBe('SENTRY_DSN');
  await api.createEnvGroupVar(full, group.id, { name: 'LOG_LEVEL', value: 'info' });
  const changed = await api.updateEnvGroupVar(full, group.id, 'LOG_LEVEL', 'debug');
  expect(String(api.field(changed, 'groupId'))).toBe(group.id);
  expect(platform.state.envGroupValues.get(platform.internalId(group.id))?.get('LOG_LEVEL')?.value).toBe(
    'debug',
  );
  await api.deleteEnvGroupVar(full, group.id, 'SENTRY_DSN');
  expect((await api.getEnvGroup(read, group.id)).variableNames).toEqual(['LOG_LEVEL']);

  const attached = await api.attachProjectEnvGroup(full, site.projectId, group.id);
  expect((api.field(attached, 'projectIds') as unknown[]).map(String)).toEqual([site.projectId]);
  const onProject = await api.listProjectEnvGroups(read, site.projectId);
  expect(onProject.map((g) => g.id)).toEqual([group.id]);
  await api.detachProjectEnvGroup(full, site.projectId, group.id);
  expect(await api.listProjectEnvGroups(read, site.projectId)).toEqual([]);
  await api.deleteEnvGroup(full, group.id);
  expect(await api.listEnvGroups(read)).toEqual([]);
}

/** A custom domain: attached (pending), verified, made primary, then detached. */
export async function domainSteps(world: ContractWorld, site: Site): Promise<void> {
  const { full, read } = world;
  const host = `www.${world.shapes}-contract.com`;
  const attached = await api.attachDomain(full, site.projectId, host);
  expect(attached).toMatchObject({ name: host, primary: false });
  expect(word(attached.status)).toBe('pending');
  const active = await pollUntil(
    `domain ${host}`,
    () => api.getDomainProxyStatus(read, site.projectId, host),
    (status) => api.field(status, 'proxied') === true,
  );
  expect(word(api.rawStatusOf(active))).toBe('active');
  expect(api.field(active, 'sslStatus')).toBe('issued');

  const primary = await api.setPrimaryDomain(full, site.projectId, host);
  expect(primary).toMatchObject({ name: host, primary: true });
  expect(api.field((await api.getProject(read, site.projectId)).raw, 'primaryDomain')).toBe(host);
  const domains = await api.listDomains(read, site.projectId);
  expect(domains.map((domain) => [domain.name, domain.primary])).toEqual([[host, true]]);

  await api.detachDomain(full, site.projectId, host);
  expect(await api.listDomains(read, site.projectId)).toEqual([]);
  expect(api.field((await api.getProject(read, site.projectId)).raw, 'primaryDomain')).toBeUndefined();
}
