/**
 * The platform's whole public API, one row per endpoint of the platform document's §4, as src/api/platform-openapi.yaml describes it.
 * `write` is the document's "W" mark (the endpoint needs a full key), which `r` takes from the method unless a row says otherwise.
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

/**
 * What the document says of an endpoint beyond its method and path: what its answer is, and its W
 * mark where that is not the method's (every GET reads; every other method writes but three).
 */
type EndpointFacts = Pick<Route, 'answersFileContent' | 'answersGrowingLog'> & { readonly write?: boolean };

const r = <const O extends string, const M extends HttpMethod, const P extends string>(
  group: string,
  operation: O,
  method: M,
  path: P,
  { write = method !== 'GET', ...answer }: EndpointFacts = {},
) => ({ group, operation, method, path, write, ...answer }) as const;

export const ROUTES = [
  r('projects', 'listProjects', 'GET', '/projects'),
  r('projects', 'createProject', 'POST', '/projects'),
  r('projects', 'getProject', 'GET', '/projects/{id}'),
  r('projects', 'updateProject', 'PATCH', '/projects/{id}'),
  r('projects', 'getStaticRouting', 'GET', '/projects/{id}/static-routing'),
  r('projects', 'setStaticRouting', 'PUT', '/projects/{id}/static-routing'),
  r('projects', 'listProxyRules', 'GET', '/projects/{id}/proxy-rules'),
  r('projects', 'setProxyRules', 'PUT', '/projects/{id}/proxy-rules'),

  r('compute', 'listComputeServices', 'GET', '/compute/services'),
  r('compute', 'getComputeService', 'GET', '/compute/services/{id}'),
  r('compute', 'scaleComputeService', 'POST', '/compute/services/{id}/scale'),

  r('repoHost', 'listRepoHostInstallations', 'GET', '/repo-host/installations'),

  r('deployments', 'listDeployments', 'GET', '/projects/{id}/deployments'),
  r('deployments', 'createDeployment', 'POST', '/projects/{id}/deployments'),
  r('deployments', 'getDeployment', 'GET', '/deployments/{id}'),
  r('deployments', 'getDeploymentLogs', 'GET', '/deployments/{id}/logs', { answersGrowingLog: true }),

  r('uploads', 'createUpload', 'POST', '/uploads'),

  r('env', 'listProjectEnv', 'GET', '/projects/{id}/env'),
  r('env', 'setProjectEnv', 'PUT', '/projects/{id}/env'),

  r('databases', 'listDatabases', 'GET', '/databases'),
  r('databases', 'createDatabase', 'POST', '/databases'),
  r('databases', 'getDatabase', 'GET', '/databases/{id}'),
  r('databases', 'deleteDatabase', 'DELETE', '/databases/{id}'),
  r('databases', 'stopDatabase', 'POST', '/databases/{id}/stop'),
  r('databases', 'startDatabase', 'POST', '/databases/{id}/start'),
  r('databases', 'restartDatabase', 'POST', '/databases/{id}/restart'),
  r('databases', 'getDatabaseStats', 'GET', '/databases/{id}/stats'),
  r('databases', 'getDatabaseLogs', 'GET', '/databases/{id}/logs', { answersGrowingLog: true }),
  r('databases', 'createDatabaseUser', 'POST', '/databases/{id}/users'),
  r('databases', 'deleteDatabaseUser', 'DELETE', '/databases/{id}/users/{username}'),

  r('domains', 'listDomains', 'GET', '/projects/{id}/domains'),
  r('domains', 'attachDomain', 'POST', '/projects/{id}/domains'),
  r('domains', 'setPrimaryDomain', 'POST', '/projects/{id}/domains/{domain}/primary'),
  r('domains', 'detachDomain', 'DELETE', '/projects/{id}/domains/{domain}'),
  r('domains', 'getDomainProxyStatus', 'GET', '/projects/{id}/domains/{domain}/proxy-status'),

  r('emails', 'listEmails', 'GET', '/emails'),
  r('emails', 'sendEmail', 'POST', '/emails'),

  r('dns', 'listDnsZones', 'GET', '/dns/zones'),
  r('dns', 'createDnsZone', 'POST', '/dns/zones'),
  r('dns', 'getDnsZone', 'GET', '/dns/zones/{id}'),
  r('dns', 'deleteDnsZone', 'DELETE', '/dns/zones/{id}'),
  r('dns', 'listDnsRecords', 'GET', '/dns/zones/{id}/records'),
  r('dns', 'createDnsRecord', 'POST', '/dns/zones/{id}/records'),
  r('dns', 'updateDnsRecord', 'PUT', '/dns/zones/{id}/records/{recordId}'),
  r('dns', 'deleteDnsRecord', 'DELETE', '/dns/zones/{id}/records/{recordId}'),

  r('cdn', 'listCdnBuckets', 'GET', '/cdn/buckets'),
  r('cdn', 'createCdnBucket', 'POST', '/cdn/buckets'),
  r('cdn', 'getCdnBucket', 'GET', '/cdn/buckets/{id}'),
  r('cdn', 'updateCdnBucket', 'PATCH', '/cdn/buckets/{id}'),
  r('cdn', 'deleteCdnBucket', 'DELETE', '/cdn/buckets/{id}'),
  r('cdn', 'listCdnBucketAssets', 'GET', '/cdn/buckets/{id}/assets'),
  r('cdn', 'presignCdnUpload', 'POST', '/cdn/buckets/{id}/uploads/presign'),
  r('cdn', 'finalizeCdnUpload', 'POST', '/cdn/buckets/{id}/uploads/finalize'),
  r('cdn', 'startCdnMultipartUpload', 'POST', '/cdn/buckets/{id}/uploads/multipart/start'),
  r('cdn', 'presignCdnMultipartParts', 'POST', '/cdn/buckets/{id}/uploads/multipart/presign'),
  r('cdn', 'completeCdnMultipartUpload', 'POST', '/cdn/buckets/{id}/uploads/multipart/complete'),
  r('cdn', 'abortCdnMultipartUpload', 'POST', '/cdn/buckets/{id}/uploads/multipart/abort'),
  r('cdn', 'getCdnAsset', 'GET', '/cdn/assets/{id}'),
  r('cdn', 'deleteCdnAsset', 'DELETE', '/cdn/assets/{id}'),
  r('cdn', 'getCdnAssetSignedUrl', 'GET', '/cdn/assets/{id}/signed-url'),
  r('cdn', 'getCdnUsage', 'GET', '/cdn/usage'),
  r('cdn', 'listCdnKeys', 'GET', '/cdn/keys'),
  r('cdn', 'createCdnKey', 'POST', '/cdn/keys'),
  r('cdn', 'revokeCdnKey', 'DELETE', '/cdn/keys/{id}'),

  r('cron', 'listCronJobs', 'GET', '/cron'),
  r('cron', 'createCronJob', 'POST', '/cron'),
  r('cron', 'previewCronSchedule', 'POST', '/cron/preview', { write: false }),
  r('cron', 'getCronJob', 'GET', '/cron/{id}'),
  r('cron', 'updateCronJob', 'PATCH', '/cron/{id}'),
  r('cron', 'deleteCronJob', 'DELETE', '/cron/{id}'),
  r('cron', 'runCronJob', 'POST', '/cron/{id}/run'),
  r('cron', 'listCronJobRuns', 'GET', '/cron/{id}/runs'),

  r('envGroups', 'listEnvGroups', 'GET', '/env-groups'),
  r('envGroups', 'createEnvGroup', 'POST', '/env-groups'),
  r('envGroups', 'getEnvGroup', 'GET', '/env-groups/{id}'),
  r('envGroups', 'updateEnvGroup', 'PATCH', '/env-groups/{id}'),
  r('envGroups', 'deleteEnvGroup', 'DELETE', '/env-groups/{id}'),
  r('envGroups', 'createEnvGroupVar', 'POST', '/env-groups/{id}/vars'),
  r('envGroups', 'updateEnvGroupVar', 'PUT', '/env-groups/{id}/vars/{name}'),
  r('envGroups', 'deleteEnvGroupVar', 'DELETE', '/env-groups/{id}/vars/{name}'),
  r('envGroups', 'listProjectEnvGroups', 'GET', '/projects/{id}/env-groups'),
  r('envGroups', 'attachProjectEnvGroup', 'POST', '/projects/{id}/env-groups'),
  r('envGroups', 'detachProjectEnvGroup', 'DELETE', '/projects/{id}/env-groups/{groupId}'),

  r('files', 'listProjectFiles', 'GET', '/projects/{id}/files'),
  r('files', 'readProjectFile', 'GET', '/projects/{id}/files/content', { answersFileContent: true }),
  r('files', 'writeProjectFile', 'PUT', '/projects/{id}/files/content'),
  r('files', 'deleteProjectFile', 'DELETE', '/projects/{id}/files/content'),
  r('files', 'createProjectDirectory', 'POST', '/projects/{id}/files/directories'),
  r('files', 'moveProjectFile', 'POST', '/projects/{id}/files/move'),
  r('files', 'searchProjectFiles', 'GET', '/projects/{id}/files/search'),
  r('files', 'deployProjectFiles', 'POST', '/projects/{id}/files/deploy'),

  r('services', 'listProjectServices', 'GET', '/projects/{id}/services'),
  r('services', 'controlProjectService', 'POST', '/projects/{id}/services/{service}/{action}'),
  r('services', 'execProjectService', 'POST', '/projects/{id}/services/{service}/exec'),
  r('services', 'listServiceEnv', 'GET', '/projects/{id}/services/{service}/env'),
  r('services', 'setServiceEnvVar', 'PUT', '/projects/{id}/services/{service}/env/{name}'),
  r('services', 'deleteServiceEnvVar', 'DELETE', '/projects/{id}/services/{service}/env/{name}'),

  r('runs', 'listProjectRuns', 'GET', '/projects/{id}/runs'),
  r('runs', 'createProjectRun', 'POST', '/projects/{id}/runs'),
  r('runs', 'getProjectRun', 'GET', '/projects/{id}/runs/{runId}'),
  r('runs', 'listAllowedRunCommands', 'GET', '/runs/allowed-commands'),

  r('mail', 'listMailDomains', 'GET', '/mail/domains'),
  r('mail', 'createMailDomain', 'POST', '/mail/domains'),
  r('mail', 'getMailDomain', 'GET', '/mail/domains/{id}'),
  r('mail', 'listMailboxes', 'GET', '/mail/domains/{id}/mailboxes'),
  r('mail', 'createMailbox', 'POST', '/mail/domains/{id}/mailboxes'),

  r('auth', 'startSignIn', 'POST', '/auth/start', { write: false }),
  r('auth', 'verifySignIn', 'POST', '/auth/verify', { write: false }),

  r('tunnels', 'listTunnels', 'GET', '/tunnels'),
  r('tunnels', 'getTunnel', 'GET', '/tunnels/{id}'),
  r('tunnels', 'createTunnel', 'POST', '/tunnels'),
  r('tunnels', 'setTunnelPort', 'POST', '/tunnels/{id}/port'),
  r('tunnels', 'deleteTunnel', 'DELETE', '/tunnels/{id}'),
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
