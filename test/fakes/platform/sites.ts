import { createHash } from 'node:crypto';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { servedContentType } from './content-types.ts';
import { send, sendError } from './http-util.ts';
import type { ProjectRecord } from './records.ts';
import type { Runtime } from './runtime.ts';

/**
 * Serves live deployments: /sites/d/<deploymentId>/… (immutable per deployment) and
 * /sites/<projectId>/… (whatever is live now), honouring the project's routing mode and proxy rules.
 */

function resolveFile(files: Map<string, Buffer>, path: string, mode: ProjectRecord['staticRouting']) {
  const clean = path.replace(/^\/+/, '');
  const candidates =
    clean === '' || clean.endsWith('/') ? [`${clean}index.html`] : [clean, `${clean}/index.html`];
  if (mode === 'clean-urls' && !clean.endsWith('/')) candidates.push(`${clean}.html`);
  for (const candidate of candidates) {
    const data = files.get(candidate);
    if (data) return { path: candidate, data, status: 200 };
  }
  if (mode === 'spa' && files.has('index.html'))
    return { path: 'index.html', data: files.get('index.html')!, status: 200 };
  const notFound = files.get('404.html');
  if (notFound) return { path: '404.html', data: notFound, status: 404 };
  return undefined;
}

function isLoopback(origin: string): boolean {
  const host = new URL(origin).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
}

/** Forwards to a proxy rule's origin; only loopback origins, since the emulator must not reach the network. */
function proxy(req: IncomingMessage, res: ServerResponse, origin: string, path: string): void {
  if (!isLoopback(origin)) {
    sendError(res, 502, 'proxy_unreachable', `the emulator only proxies to loopback origins, not ${origin}`);
    return;
  }
  const upstream = httpRequest(
    // Under the origin's own path, if it has one: /api/x to https://host/v1 goes to /v1/api/x.
    new URL(`${new URL(origin).pathname.replace(/\/+$/, '')}${path}`, origin),
    { method: req.method, headers: { ...req.headers, host: new URL(origin).host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) =>
    sendError(res, 502, 'proxy_failed', `proxying to ${origin} failed: ${error.message}`),
  );
  req.pipe(upstream);
}

export function serveSite(runtime: Runtime, req: IncomingMessage, res: ServerResponse, url: URL): void {
  const segments = url.pathname.split('/');
  // ['', 'sites', 'd', id, ...rest] or ['', 'sites', projectId, ...rest]
  const perDeployment = segments[2] === 'd';
  const id = decodeURIComponent(segments[perDeployment ? 3 : 2] ?? '');
  const rest = decodeURIComponent(`/${segments.slice(perDeployment ? 4 : 3).join('/')}`);
  const project = perDeployment
    ? runtime.state.projects.get(runtime.state.deployments.get(id)?.projectId ?? '')
    : runtime.state.projects.get(id);
  const deploymentId = perDeployment ? id : project?.liveDeploymentId;
  const deployment = deploymentId ? runtime.state.deployments.get(deploymentId) : undefined;
  if (!project || !deployment || deployment.status !== 'live') {
    const what = perDeployment ? `deployment ${id}` : `project ${id}`;
    send(res, 404, `No live deployment for ${what}.\n`, { 'content-type': 'text/plain; charset=utf-8' });
    return;
  }
  const rule = project.proxyRules.find((candidate) => rest.startsWith(candidate.prefix));
  if (rule) {
    const forwarded = rule.stripPrefix ? `/${rest.slice(rule.prefix.length).replace(/^\//, '')}` : rest;
    proxy(req, res, rule.origin, `${forwarded}${url.search}`);
    return;
  }
  const files = runtime.state.builds.get(deployment.id)?.files ?? new Map<string, Buffer>();
  const found = resolveFile(files, rest, project.staticRouting);
  if (!found) {
    send(res, 404, `Not found: ${rest}\n`, { 'content-type': 'text/plain; charset=utf-8' });
    return;
  }
  const etag = `"${createHash('sha1').update(found.data).digest('hex')}"`;
  if (req.headers['if-none-match'] === etag) {
    send(res, 304, '', { etag });
    return;
  }
  const headers = { 'content-type': servedContentType(found.path), etag, 'x-deployment-id': deployment.id };
  if (req.method === 'HEAD') {
    res.writeHead(found.status, { ...headers, 'content-length': found.data.length });
    res.end();
    return;
  }
  send(res, found.status, found.data, headers);
}
