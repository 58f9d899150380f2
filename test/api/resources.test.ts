import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../src/api/index.ts';
import { matchRoute, type OperationName, ROUTES } from '../../src/api/routes.ts';
import { sendJson, startServer, type TestServer, testKey } from './helpers/server.ts';

type Call = (client: api.PlatformClient) => Promise<unknown>;

/** One invocation per operation; the Record type makes the compiler insist on all 113. */
const CALLS: Record<OperationName, Call> = {
  listProjects: (c) => api.listProjects(c),
  createProject: (c) => api.createProject(c, { name: 'site' }),
  getProject: (c) => api.getProject(c, 'p1'),
  updateProject: (c) => api.updateProject(c, 'p1', { name: 'n' }),
  getStaticRouting: (c) => api.getStaticRouting(c, 'p1'),
  setStaticRouting: (c) => api.setStaticRouting(c, 'p1', { mode: 'spa' }),
  listProxyRules: (c) => api.listProxyRules(c, 'p1'),
  setProxyRules: (c) => api.setProxyRules(c, 'p1', { rules: [] }),
  listComputeServices: (c) => api.listComputeServices(c),
  getComputeService: (c) => api.getComputeService(c, 'cs1'),
  scaleComputeService: (c) => api.scaleComputeService(c, 'cs1', { cpu: 2 }),
  listRepoHostInstallations: (c) => api.listRepoHostInstallations(c),
  listDeployments: (c) => api.listDeployments(c, 'p1'),
  createDeployment: (c) => api.createDeployment(c, 'p1', { branch: 'main' }),
  getDeployment: (c) => api.getDeployment(c, 'd1'),
  getDeploymentLogs: (c) => api.getDeploymentLogs(c, 'd1'),
  createUpload: (c) => api.createUpload(c, zipPath),
  listProjectEnv: (c) => api.listProjectEnvNames(c, 'p1'),
  setProjectEnv: (c) => api.setProjectEnv(c, 'p1', { A: '1' }),
  listDatabases: (c) => api.listDatabases(c),
  createDatabase: (c) => api.createDatabase(c, { name: 'db', engine: 'postgres' }),
  getDatabase: (c) => api.getDatabase(c, 'db1'),
  deleteDatabase: (c) => api.deleteDatabase(c, 'db1'),
  stopDatabase: (c) => api.stopDatabase(c, 'db1'),
  startDatabase: (c) => api.startDatabase(c, 'db1'),
  restartDatabase: (c) => api.restartDatabase(c, 'db1'),
  getDatabaseStats: (c) => api.getDatabaseStats(c, 'db1'),
  getDatabaseLogs: (c) => api.getDatabaseLogs(c, 'db1'),
  createDatabaseUser: (c) => api.createDatabaseUser(c, 'db1', { username: 'app' }),
  deleteDatabaseUser: (c) => api.deleteDatabaseUser(c, 'db1', 'app'),
  listDomains: (c) => api.listDomains(c, 'p1'),
  attachDomain: (c) => api.attachDomain(c, 'p1', 'www.example.com'),
  setPrimaryDomain: (c) => api.setPrimaryDomain(c, 'p1', 'www.example.com'),
  detachDomain: (c) => api.detachDomain(c, 'p1', 'www.example.com'),
  getDomainProxyStatus: (c) => api.getDomainProxyStatus(c, 'p1', 'www.example.com'),
  listEmails: (c) => api.listEmails(c),
  sendEmail: (c) => api.sendEmail(c, { to: 'a@example.com', subject: 's', text: 't' }),
  listDnsZones: (c) => api.listDnsZones(c),
  createDnsZone: (c) => api.createDnsZone(c, { name: 'example.com' }),
  getDnsZone: (c) => api.getDnsZone(c, 'z1'),
  deleteDnsZone: (c) => api.deleteDnsZone(c, 'z1'),
  listDnsRecords: (c) => api.listDnsRecords(c, 'z1'),
  createDnsRecord: (c) => api.createDnsRecord(c, 'z1', { name: '@', type: 'A', values: ['1.2.3.4'] }),
  updateDnsRecord: (c) => api.updateDnsRecord(c, 'z1', 'r1', { ttl: 60 }),
  deleteDnsRecord: (c) => api.deleteDnsRecord(c, 'z1', 'r1'),
  listCdnBuckets: (c) => api.listCdnBuckets(c),
  createCdnBucket: (c) => api.createCdnBucket(c, { name: 'b' }),
  getCdnBucket: (c) => api.getCdnBucket(c, 'b1'),
  updateCdnBucket: (c) => api.updateCdnBucket(c, 'b1', { visibility: 'private' }),
  deleteCdnBucket: (c) => api.deleteCdnBucket(c, 'b1', { force: true }),
  listCdnBucketAssets: (c) => api.listCdnBucketAssets(c, 'b1', { query: { prefix: 'img/' } }),
  presignCdnUpload: (c) => api.presignCdnUpload(c, 'b1', { key: 'a.png' }),
  finalizeCdnUpload: (c) => api.finalizeCdnUpload(c, 'b1', { uploadId: 'u' }),
  startCdnMultipartUpload: (c) => api.startCdnMultipartUpload(c, 'b1', { key: 'big.bin' }),
  presignCdnMultipartParts: (c) => api.presignCdnMultipartParts(c, 'b1', { uploadId: 'u', partNumbers: [1] }),
  completeCdnMultipartUpload: (c) => api.completeCdnMultipartUpload(c, 'b1', { uploadId: 'u', parts: [] }),
  abortCdnMultipartUpload: (c) => api.abortCdnMultipartUpload(c, 'b1', { uploadId: 'u' }),
  getCdnAsset: (c) => api.getCdnAsset(c, 'a1'),
  deleteCdnAsset: (c) => api.deleteCdnAsset(c, 'a1'),
  getCdnAssetSignedUrl: (c) => api.getCdnAssetSignedUrl(c, 'a1', { expiresInSeconds: 60 }),
  getCdnUsage: (c) => api.getCdnUsage(c, { days: 7 }),
  listCdnKeys: (c) => api.listCdnKeys(c),
  createCdnKey: (c) => api.createCdnKey(c, { name: 'ci' }),
  revokeCdnKey: (c) => api.revokeCdnKey(c, 'k1'),
  listCronJobs: (c) => api.listCronJobs(c),
  createCronJob: (c) => api.createCronJob(c, { name: 'n', schedule: '* * * * *' }),
  previewCronSchedule: (c) => api.previewCronSchedule(c, { schedule: '* * * * *' }),
  getCronJob: (c) => api.getCronJob(c, 'c1'),
  updateCronJob: (c) => api.updateCronJob(c, 'c1', { enabled: false }),
  deleteCronJob: (c) => api.deleteCronJob(c, 'c1'),
  runCronJob: (c) => api.runCronJob(c, 'c1'),
  listCronJobRuns: (c) => api.listCronJobRuns(c, 'c1'),
  listEnvGroups: (c) => api.listEnvGroups(c),
  createEnvGroup: (c) => api.createEnvGroup(c, { name: 'shared' }),
  getEnvGroup: (c) => api.getEnvGroup(c, 'g1'),
  updateEnvGroup: (c) => api.updateEnvGroup(c, 'g1', { description: 'd' }),
  deleteEnvGroup: (c) => api.deleteEnvGroup(c, 'g1'),
  createEnvGroupVar: (c) => api.createEnvGroupVar(c, 'g1', { name: 'A', value: '1' }),
  updateEnvGroupVar: (c) => api.updateEnvGroupVar(c, 'g1', 'A', '2'),
  deleteEnvGroupVar: (c) => api.deleteEnvGroupVar(c, 'g1', 'A'),
  listProjectEnvGroups: (c) => api.listProjectEnvGroups(c, 'p1'),
  attachProjectEnvGroup: (c) => api.attachProjectEnvGroup(c, 'p1', 'g1'),
  detachProjectEnvGroup: (c) => api.detachProjectEnvGroup(c, 'p1', 'g1'),
  listProjectFiles: (c) => api.listProjectFiles(c, 'p1', 'src'),
  readProjectFile: (c) => api.readProjectFile(c, 'p1', 'src/a.ts'),
  writeProjectFile: (c) => api.writeProjectFile(c, 'p1', 'src/a.ts', 'x'),
  deleteProjectFile: (c) => api.deleteProjectFile(c, 'p1', 'src/a.ts'),
  createProjectDirectory: (c) => api.createProjectDirectory(c, 'p1', 'src/new'),
  moveProjectFile: (c) => api.moveProjectFile(c, 'p1', { from: 'a', to: 'b' }),
  searchProjectFiles: (c) => api.searchProjectFiles(c, 'p1', 'TODO'),
  deployProjectFiles: (c) => api.deployProjectFiles(c, 'p1'),
  listProjectServices: (c) => api.listProjectServices(c, 'p1'),
  controlProjectService: (c) => api.controlProjectService(c, 'p1', 'web', 'restart'),
  execProjectService: (c) => api.execProjectService(c, 'p1', 'web', 'ls'),
  listServiceEnv: (c) => api.listServiceEnvNames(c, 'p1', 'web'),
  setServiceEnvVar: (c) => api.setServiceEnvVar(c, 'p1', 'web', 'A', '1'),
  deleteServiceEnvVar: (c) => api.deleteServiceEnvVar(c, 'p1', 'web', 'A'),
  listProjectRuns: (c) => api.listProjectRuns(c, 'p1'),
  createProjectRun: (c) => api.createProjectRun(c, 'p1', 'npm test'),
  getProjectRun: (c) => api.getProjectRun(c, 'p1', 'r1'),
  listAllowedRunCommands: (c) => api.listAllowedRunCommands(c),
  listMailDomains: (c) => api.listMailDomains(c),
  createMailDomain: (c) => api.createMailDomain(c, { domain: 'example.com' }),
  getMailDomain: (c) => api.getMailDomain(c, 'm1'),
  listMailboxes: (c) => api.listMailboxes(c, 'm1'),
  createMailbox: (c) => api.createMailbox(c, 'm1', { localPart: 'hello' }),
  startSignIn: (c) => api.startSignIn(c, 'a@example.com'),
  verifySignIn: (c) => api.verifySignIn(c, { email: 'a@example.com', code: '123456' }),
  listTunnels: (c) => api.listTunnels(c),
  getTunnel: (c) => api.getTunnel(c, 't1'),
  createTunnel: (c) => api.createTunnel(c, { localPort: 3000, name: 'dev' }),
  setTunnelPort: (c) => api.setTunnelPort(c, 't1', 4000),
  deleteTunnel: (c) => api.deleteTunnel(c, 't1'),
};

const RECORD = { id: 'x1', name: 'n', status: 'live', url: 'https://s.example.com/x' };
let zipPath = '';
let server: TestServer;
let client: api.PlatformClient;

beforeAll(async () => {
  zipPath = join(mkdtempSync(join(tmpdir(), 'resources-')), 'a.zip');
  writeFileSync(zipPath, 'PK');
  server = await startServer((req, res) => {
    const matched = matchRoute(req.method, req.path.replace(/^\/api\/v1/, ''));
    const listing = req.method === 'GET' && /^(list|search)/.test(matched?.route.operation ?? '');
    sendJson(res, 200, listing ? { data: [RECORD] } : RECORD, {
      'x-operation': matched?.route.operation ?? '?',
    });
  });
  client = new api.PlatformClient({ apiUrl: server.apiUrl, apiKey: testKey(), ratePerSecond: 200 });
});

afterAll(async () => {
  await server.close();
});

describe('resource functions', () => {
  it.each(ROUTES.map((route) => [route.operation, route] as const))(
    '%s hits its own route',
    async (operation, route) => {
      const before = server.requests.length;
      await CALLS[operation](client);
      expect(server.requests).toHaveLength(before + 1);
      const request = server.requests.at(-1)!;
      const matched = matchRoute(request.method, request.path.replace(/^\/api\/v1/, ''));
      expect(matched?.route.operation).toBe(operation);
      expect(request.method).toBe(route.method);
      if (request.method !== 'GET' && request.method !== 'DELETE' && operation !== 'createUpload') {
        expect(request.headers['content-type']).toBe(
          request.body.length > 0 ? 'application/json' : undefined,
        );
      }
    },
  );
});
