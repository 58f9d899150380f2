/**
 * The platform's whole public API, one row per endpoint of the platform document's §4, as src/api/platform-openapi.yaml describes it.
 * `write` is the document's "W" mark: the endpoint needs a full key.
 * test/api/route-table.test.ts parses the document and fails when this table drifts from it.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route {
  readonly operation: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly write: boolean;
  readonly group: string;
  /** The answer is a stored file's own bytes, whatever their type: an HTML page there is no wrong address. */
  readonly answersFileContent?: true;
  /** The answer is a log that grows with the build or the database's life: it has a size cap of its own. */
  readonly answersGrowingLog?: true;
}

/** What the document says of an endpoint's answer beyond its method and path. */
type AnswerFacts = Pick<Route, 'answersFileContent' | 'answersGrowingLog'>;

const r = <const O extends string, const M extends HttpMethod, const P extends string>(
  group: string,
  operation: O,
  method: M,
  path: P,
  write: boolean,
  facts: AnswerFacts = {},
) => ({ group, operation, method, path, write, ...facts }) as const;

export const ROUTES = [
  r('projects', 'listProjects', 'GET', '/projects', false),
  r('projects', 'createProject', 'POST', '/projects', true),
  r('projects', 'getProject', 'GET', '/projects/{id}', false),
  r('projects', 'updateProject', 'PATCH', '/projects/{id}', true),
  r('projects', 'getStaticRouting', 'GET', '/projects/{id}/static-routing', false),
  r('projects', 'setStaticRouting', 'PUT', '/projects/{id}/static-routing', true),
  r('projects', 'listProxyRules', 'GET', '/projects/{id}/proxy-rules', false),
  r('projects', 'setProxyRules', 'PUT', '/projects/{id}/proxy-rules', true),

  r('compute', 'listComputeServices', 'GET', '/compute/services', false),
  r('compute', 'getComputeService', 'GET', '/compute/services/{id}', false),
  r('compute', 'scaleComputeService', 'POST', '/compute/services/{id}/scale', true),

  r('repoHost', 'listRepoHostInstallations', 'GET', '/repo-host/installations', false),

  r('deployments', 'listDeployments', 'GET', '/projects/{id}/deployments', false),
  r('deployments', 'createDeployment', 'POST', '/projects/{id}/deployments', true),
  r('deployments', 'getDeployment', 'GET', '/deployments/{id}', false),
  r('deployments', 'getDeploymentLogs', 'GET', '/deployments/{id}/logs', false, { answersGrowingLog: true }),

  r('uploads', 'createUpload', 'POST', '/uploads', true),

  r('env', 'listProjectEnv', 'GET', '/projects/{id}/env', false),
  r('env', 'setProjectEnv', 'PUT', '/projects/{id}/env', true),

  r('databases', 'listDatabases', 'GET', '/databases', false),
  r('databases', 'createDatabase', 'POST', '/databases', true),
  r('databases', 'getDatabase', 'GET', '/databases/{id}', false),
  r('databases', 'deleteDatabase', 'DELETE', '/databases/{id}', true),
  r('databases', 'stopDatabase', 'POST', '/databases/{id}/stop', true),
  r('databases', 'startDatabase', 'POST', '/databases/{id}/start', true),
  r('databases', 'restartDatabase', 'POST', '/databases/{id}/restart', true),
  r('databases', 'getDatabaseStats', 'GET', '/databases/{id}/stats', false),
  r('databases', 'getDatabaseLogs', 'GET', '/databases/{id}/logs', false, { answersGrowingLog: true }),
  r('databases', 'createDatabaseUser', 'POST', '/databases/{id}/users', true),
  r('databases', 'deleteDatabaseUser', 'DELETE', '/databases/{id}/users/{username}', true),

  r('domains', 'listDomains', 'GET', '/projects/{id}/domains', false),
  r('domains', 'attachDomain', 'POST', '/projects/{id}/domains', true),
  r('domains', 'setPrimaryDomain', 'POST', '/projects/{id}/domains/{domain}/primary', true),
  r('domains', 'detachDomain', 'DELETE', '/projects/{id}/domains/{domain}', true),
  r('domains', 'getDomainProxyStatus', 'GET', '/projects/{id}/domains/{domain}/proxy-status', false),

  r('emails', 'listEmails', 'GET', '/emails', false),
  r('emails', 'sendEmail', 'POST', '/emails', true),

  r('dns', 'listDnsZones', 'GET', '/dns/zones', false),
  r('dns', 'createDnsZone', 'POST', '/dns/zones', true),
  r('dns', 'getDnsZone', 'GET', '/dns/zones/{id}', false),
  r('dns', 'deleteDnsZone', 'DELETE', '/dns/zones/{id}', true),
  r('dns', 'listDnsRecords', 'GET', '/dns/zones/{id}/records', false),
  r('dns', 'createDnsRecord', 'POST', '/dns/zones/{id}/records', true),
  r('dns', 'updateDnsRecord', 'PUT', '/dns/zones/{id}/records/{recordId}', true),
  r('dns', 'deleteDnsRecord', 'DELETE', '/dns/zones/{id}/records/{recordId}', true),

  r('cdn', 'listCdnBuckets', 'GET', '/cdn/buckets', false),
  r('cdn', 'createCdnBucket', 'POST', '/cdn/buckets', true),
  r('cdn', 'getCdnBucket', 'GET', '/cdn/buckets/{id}', false),
  r('cdn', 'updateCdnBucket', 'PATCH', '/cdn/buckets/{id}', true),
  r('cdn', 'deleteCdnBucket', 'DELETE', '/cdn/buckets/{id}', true),
  r('cdn', 'listCdnBucketAssets', 'GET', '/cdn/buckets/{id}/assets', false),
  r('cdn', 'presignCdnUpload', 'POST', '/cdn/buckets/{id}/uploads/presign', true),
  r('cdn', 'finalizeCdnUpload', 'POST', '/cdn/buckets/{id}/uploads/finalize', true),
  r('cdn', 'startCdnMultipartUpload', 'POST', '/cdn/buckets/{id}/uploads/multipart/start', true),
  r('cdn', 'presignCdnMultipartParts', 'POST', '/cdn/buckets/{id}/uploads/multipart/presign', true),
  r('cdn', 'completeCdnMultipartUpload', 'POST', '/cdn/buckets/{id}/uploads/multipart/complete', true),
  r('cdn', 'abortCdnMultipartUpload', 'POST', '/cdn/buckets/{id}/uploads/multipart/abort', true),
  r('cdn', 'getCdnAsset', 'GET', '/cdn/assets/{id}', false),
  r('cdn', 'deleteCdnAsset', 'DELETE', '/cdn/assets/{id}', true),
  r('cdn', 'getCdnAssetSignedUrl', 'GET', '/cdn/assets/{id}/signed-url', false),
  r('cdn', 'getCdnUsage', 'GET', '/cdn/usage', false),
  r('cdn', 'listCdnKeys', 'GET', '/cdn/keys', false),
  r('cdn', 'createCdnKey', 'POST', '/cdn/keys', true),
  r('cdn', 'revokeCdnKey', 'DELETE', '/cdn/keys/{id}', true),

  r('cron', 'listCronJobs', 'GET', '/cron', false),
  r('cron', 'createCronJob', 'POST', '/cron', true),
  r('cron', 'previewCronSchedule', 'POST', '/cron/preview', false),
  r('cron', 'getCronJob', 'GET', '/cron/{id}', false),
  r('cron', 'updateCronJob', 'PATCH', '/cron/{id}', true),
  r('cron', 'deleteCronJob', 'DELETE', '/cron/{id}', true),
  r('cron', 'runCronJob', 'POST', '/cron/{id}/run', true),
  r('cron', 'listCronJobRuns', 'GET', '/cron/{id}/runs', false),

  r('envGroups', 'listEnvGroups', 'GET', '/env-groups', false),
  r('envGroups', 'createEnvGroup', 'POST', '/env-groups', true),
  r('envGroups', 'getEnvGroup', 'GET', '/env-groups/{id}', false),
  r('envGroups', 'updateEnvGroup', 'PATCH', '/env-groups/{id}', true),
  r('envGroups', 'deleteEnvGroup', 'DELETE', '/env-groups/{id}', true),
  r('envGroups', 'createEnvGroupVar', 'POST', '/env-groups/{id}/vars', true),
  r('envGroups', 'updateEnvGroupVar', 'PUT', '/env-groups/{id}/vars/{name}', true),
  r('envGroups', 'deleteEnvGroupVar', 'DELETE', '/env-groups/{id}/vars/{name}', true),
  r('envGroups', 'listProjectEnvGroups', 'GET', '/projects/{id}/env-groups', false),
  r('envGroups', 'attachProjectEnvGroup', 'POST', '/projects/{id}/env-groups', true),
  r('envGroups', 'detachProjectEnvGroup', 'DELETE', '/projects/{id}/env-groups/{groupId}', true),

  r('files', 'listProjectFiles', 'GET', '/projects/{id}/files', false),
  r('files', 'readProjectFile', 'GET', '/projects/{id}/files/content', false, { answersFileContent: true }),
  r('files', 'writeProjectFile', 'PUT', '/projects/{id}/files/content', true),
  r('files', 'deleteProjectFile', 'DELETE', '/projects/{id}/files/content', true),
  r('files', 'createProjectDirectory', 'POST', '/projects/{id}/files/directories', true),
  r('files', 'moveProjectFile', 'POST', '/projects/{id}/files/move', true),
  r('files', 'searchProjectFiles', 'GET', '/projects/{id}/files/search', false),
  r('files', 'deployProjectFiles', 'POST', '/projects/{id}/files/deploy', true),

  r('services', 'listProjectServices', 'GET', '/projects/{id}/services', false),
  r('services', 'controlProjectService', 'POST', '/projects/{id}/services/{service}/{action}', true),
  r('services', 'execProjectService', 'POST', '/projects/{id}/services/{service}/exec', true),
  r('services', 'listServiceEnv', 'GET', '/projects/{id}/services/{service}/env', false),
  r('services', 'setServiceEnvVar', 'PUT', '/projects/{id}/services/{service}/env/{name}', true),
  r('services', 'deleteServiceEnvVar', 'DELETE', '/projects/{id}/services/{service}/env/{name}', true),

  r('runs', 'listProjectRuns', 'GET', '/projects/{id}/runs', false),
  r('runs', 'createProjectRun', 'POST', '/projects/{id}/runs', true),
  r('runs', 'getProjectRun', 'GET', '/projects/{id}/runs/{runId}', false),
  r('runs', 'listAllowedRunCommands', 'GET', '/runs/allowed-commands', false),

  r('mail', 'listMailDomains', 'GET', '/mail/domains', false),
  r('mail', 'createMailDomain', 'POST', '/mail/domains', true),
  r('mail', 'getMailDomain', 'GET', '/mail/domains/{id}', false),
  r('mail', 'listMailboxes', 'GET', '/mail/domains/{id}/mailboxes', false),
  r('mail', 'createMailbox', 'POST', '/mail/domains/{id}/mailboxes', true),

  r('auth', 'startSignIn', 'POST', '/auth/start', false),
  r('auth', 'verifySignIn', 'POST', '/auth/verify', false),

  r('tunnels', 'listTunnels', 'GET', '/tunnels', false),
  r('tunnels', 'getTunnel', 'GET', '/tunnels/{id}', false),
  r('tunnels', 'createTunnel', 'POST', '/tunnels', true),
  r('tunnels', 'setTunnelPort', 'POST', '/tunnels/{id}/port', true),
  r('tunnels', 'deleteTunnel', 'DELETE', '/tunnels/{id}', true),
] as const;

export type RouteRow = (typeof ROUTES)[number];
export type OperationName = RouteRow['operation'];

const byOperation = new Map<string, RouteRow>(ROUTES.map((row) => [row.operation, row]));

export function routeFor(operation: OperationName): RouteRow {
  const row = byOperation.get(operation);
  if (!row) throw new Error(`unknown operation ${operation}`);
  return row;
}

/** Names of the `{param}` placeholders of a path template, in order. */
export function pathParams(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/**
 * Finds the route for a concrete method and path (without the /api/v1 prefix).
 * A literal segment beats a placeholder, so `/services/web/exec` is exec, not the `{action}` route.
 */
export function matchRoute(
  method: string,
  path: string,
): { route: RouteRow; params: Record<string, string> } | undefined {
  const segments = path.split('/').filter(Boolean);
  let best: { route: RouteRow; params: Record<string, string>; literals: number } | undefined;
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const parts = route.path.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    let ok = true;
    for (let i = 0; i < parts.length && ok; i++) {
      const part = parts[i]!;
      const seg = segments[i]!;
      if (part.startsWith('{')) {
        try {
          params[part.slice(1, -1)] = decodeURIComponent(seg);
        } catch {
          ok = false;
        }
      } else if (part === seg) literals++;
      else ok = false;
    }
    if (ok && (!best || literals > best.literals)) best = { route, params, literals };
  }
  return best && { route: best.route, params: best.params };
}
