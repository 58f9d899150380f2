export const id = 353;
export const ids = [353];
export const modules = {

/***/ 59098:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B1: () => (/* binding */ getDeploymentLogs),
/* harmony export */   Jn: () => (/* binding */ listDeployments),
/* harmony export */   Yy: () => (/* binding */ createDeployment),
/* harmony export */   gG: () => (/* binding */ listDeploymentsTimed),
/* harmony export */   i8: () => (/* binding */ getDeployment)
/* harmony export */ });
/* unused harmony export toDeployment */
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99373);
/* harmony import */ var _decode_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97364);
/* harmony import */ var _incomplete_list_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88427);
/* harmony import */ var _lifecycle_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2884);
/* harmony import */ var _list_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(15461);
/* harmony import */ var _resource_names_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(34563);
/* harmony import */ var _routes_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(14200);
/* harmony import */ var _transport_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(51177);
/* harmony import */ var _operation_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(38424);
/* harmony import */ var _records_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(87512);










function commitShaOf(raw) {
    const commit = (0,_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .field */ .ZZ)(raw, 'commitSha', 'commit', 'sha', 'gitCommitSha', 'revision');
    if ((0,_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(commit))
        return (0,_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(commit, 'sha', 'id', 'hash');
    return typeof commit === 'string' ? commit : undefined;
}
function sourceOf(raw) {
    const source = (0,_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .field */ .ZZ)(raw, 'source', 'git', 'meta');
    return (0,_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(source) ? source : undefined;
}
/** A deployment record of any of the shapes the platform might use. */
function toDeployment(value, logger, fallbackId) {
    const raw = (0,_records_js__WEBPACK_IMPORTED_MODULE_9__/* .asRecord */ .qY)(value);
    const source = sourceOf(raw);
    const status = (0,_lifecycle_js__WEBPACK_IMPORTED_MODULE_3__/* .rawStatusOf */ .A0)(raw) ?? '';
    return {
        id: (0,_records_js__WEBPACK_IMPORTED_MODULE_9__/* .idOf */ .TH)(raw, 'deploymentId') ?? fallbackId ?? '',
        lifecycle: (0,_lifecycle_js__WEBPACK_IMPORTED_MODULE_3__/* .toLifecycle */ .UJ)(status, logger, 'deployment status'),
        status,
        raw,
        ...(0,_records_js__WEBPACK_IMPORTED_MODULE_9__/* .defined */ .sw)({
            url: (0,_records_js__WEBPACK_IMPORTED_MODULE_9__/* .urlField */ .Wn)(raw, 'url', 'liveUrl', 'deploymentUrl', 'previewUrl', 'publicUrl', 'domain'),
            projectId: (0,_records_js__WEBPACK_IMPORTED_MODULE_9__/* .refId */ .NP)(raw, 'projectId', 'project'),
            createdAt: (0,_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .timestampField */ .hO)(raw, 'createdAt', 'created', 'insertedAt', 'startedAt'),
            sourceUrl: (0,_records_js__WEBPACK_IMPORTED_MODULE_9__/* .urlField */ .Wn)(raw, 'sourceTarballUrl', 'sourceUrl', 'tarballUrl') ??
                (typeof (0,_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .field */ .ZZ)(raw, 'source') === 'string' ? (0,_records_js__WEBPACK_IMPORTED_MODULE_9__/* .urlField */ .Wn)(raw, 'source') : undefined) ??
                (0,_records_js__WEBPACK_IMPORTED_MODULE_9__/* .urlField */ .Wn)(source, 'sourceTarballUrl', 'url', 'tarballUrl'),
            branch: (0,_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(raw, 'branch', 'gitBranch', 'ref') ?? (0,_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(source, 'branch', 'ref'),
            commitSha: commitShaOf(raw) ?? (source ? commitShaOf(source) : undefined),
            trigger: (0,_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .stringField */ .OM)(raw, 'trigger', 'triggeredBy', 'triggerType'),
        }),
    };
}
function sourceBody(source) {
    if ('sourceTarballUrl' in source)
        return { sourceTarballUrl: source.sourceTarballUrl };
    return (0,_records_js__WEBPACK_IMPORTED_MODULE_9__/* .defined */ .sw)({ branch: source.branch, commitSha: source.commitSha });
}
/**
 * POST /projects/{id}/deployments. Not retried after an ambiguous failure (AmbiguousRequestError):
 * src/deploy reconciles by listing. When the body lacks an id, a `Location` header is used.
 */
async function createDeployment(client, projectId, source, options) {
    const response = await client.callRaw('createDeployment', (0,_records_js__WEBPACK_IMPORTED_MODULE_9__/* .callOptions */ .jp)(options, { id: projectId }, { body: sourceBody(source) }));
    const body = (0,_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .unwrap */ .oA)(response.body, (0,_resource_names_js__WEBPACK_IMPORTED_MODULE_5__/* .singularKeysFor */ .HO)((0,_routes_js__WEBPACK_IMPORTED_MODULE_6__/* .routeFor */ .nR)('createDeployment')));
    const location = response.headers.location;
    const fromLocation = typeof location === 'string' ? location.split('/').filter(Boolean).at(-1) : undefined;
    const deployment = toDeployment(body, client.logger, fromLocation);
    (0,_records_js__WEBPACK_IMPORTED_MODULE_9__/* .requireId */ .l4)('createDeployment', deployment.id, 'deployment');
    return deployment.projectId ? deployment : { ...deployment, projectId };
}
const getDeployment = (0,_operation_js__WEBPACK_IMPORTED_MODULE_8__/* .endpoint */ .sR)('getDeployment', {
    decode: (value, deploymentId, client) => toDeployment(value, client.logger, deploymentId),
    fallbackId: 'path',
});
/** Newest first, as the platform lists them. */
const listDeployments = (0,_operation_js__WEBPACK_IMPORTED_MODULE_8__/* .listing */ .RR)('listDeployments', (record, _, client) => toDeployment(record, client.logger));
/** Build and runtime logs, text or JSON, as lines. */
const getDeploymentLogs = (0,_operation_js__WEBPACK_IMPORTED_MODULE_8__/* .logLines */ .OG)('getDeploymentLogs');
/**
 * listDeployments that also reads the platform's clock, so a caller can tell which records were made
 * after a moment of its own (a request it sent) whatever the runner's clock says.
 */
async function listDeploymentsTimed(client, projectId, options, clock = (0,_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .currentClock */ .q6)()) {
    let clockOffsetMs;
    const [call, pages] = (0,_records_js__WEBPACK_IMPORTED_MODULE_9__/* .listOptions */ .NM)(options, { id: projectId });
    const records = await (0,_list_js__WEBPACK_IMPORTED_MODULE_4__/* .collectPages */ .V)({
        base: client.base,
        logger: client.logger,
        refusedQueryParams: client.refusedQueryParams,
        send: async (route, url, callOptions) => {
            const response = await client.send(route, url, callOptions);
            const platformNow = Date.parse((0,_transport_js__WEBPACK_IMPORTED_MODULE_7__/* .headerValue */ .Z)(response.headers, 'date') ?? '');
            if (clockOffsetMs === undefined && Number.isFinite(platformNow))
                clockOffsetMs = platformNow - clock.now();
            return response;
        },
    }, (0,_routes_js__WEBPACK_IMPORTED_MODULE_6__/* .routeFor */ .nR)('listDeployments'), call, pages);
    const mapped = records.map((record) => toDeployment(record, client.logger));
    // A list cut at the pages asked for stays marked so: nothing may be concluded from what it lacks.
    const deployments = (0,_incomplete_list_js__WEBPACK_IMPORTED_MODULE_2__/* .isPartialList */ .Uo)(records) ? (0,_incomplete_list_js__WEBPACK_IMPORTED_MODULE_2__/* .markPartial */ .X3)(mapped) : mapped;
    return clockOffsetMs === undefined ? { deployments } : { deployments, clockOffsetMs };
}


/***/ }),

/***/ 4808:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ watchDeployment)
/* harmony export */ });
/* unused harmony export newLines */
/* harmony import */ var _api_resources_deployments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59098);
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99373);
/* harmony import */ var _pause_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(84581);
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34200);




const DEFAULT_PACING = {
    requestsPerSecond: 0.9,
    logsEveryActive: 2,
    logsEveryQuiet: 4,
    quietBeforeBackoffMs: 60_000,
    maxMs: 5_000,
    backoff: 1.5,
    ageFraction: 0,
};
/**
 * Follows one deployment until it is live or failed, printing only new log lines. Each tick reads
 * the status (about once a second at first) and, every few ticks, the log; the next tick waits as
 * long as the tick's requests cost at `requestsPerSecond`, so a job averages at most 1 request/s
 * yet sees `live` within about a second. A build quiet for a minute is polled less, up to every 5 s.
 */
async function watchDeployment(client, deploymentId, options) {
    const pacing = { ...DEFAULT_PACING, ...options.pacing };
    const following = options.followLog !== false;
    const watchedFrom = (0,_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .currentClock */ .q6)().now();
    const printed = [];
    let deployment;
    let requests = 0;
    let lastStatus = '';
    let lastActivity = (0,_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .currentClock */ .q6)().now();
    let ticksSinceLogs = Number.POSITIVE_INFINITY;
    let logsFlowing = following;
    let quietSpacing = 0;
    const syncLogs = async () => {
        requests++;
        ticksSinceLogs = 0;
        const lines = await (0,_api_resources_deployments_js__WEBPACK_IMPORTED_MODULE_0__/* .getDeploymentLogs */ .B1)(client, deploymentId, { signal: options.signal });
        const fresh = newLines(printed, lines);
        if (fresh.length === 0)
            return false;
        printed.push(...fresh);
        if (following)
            for (const line of fresh)
                options.logger.info((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redact */ .E$)(line.text));
        return true;
    };
    while (true) {
        if (options.signal?.aborted)
            return { status: 'cancelled', deployment, logLines: printed, requests };
        const before = requests;
        requests++;
        deployment = await (0,_api_resources_deployments_js__WEBPACK_IMPORTED_MODULE_0__/* .getDeployment */ .i8)(client, deploymentId, { signal: options.signal });
        const moved = deployment.status !== lastStatus;
        const lifecycle = deployment.lifecycle;
        ticksSinceLogs++;
        const logsDue = ticksSinceLogs >= (logsFlowing ? pacing.logsEveryActive : pacing.logsEveryQuiet);
        // The lines written before this status are read before it is announced: a reader of the step
        // log sees "is live" (or "is failed") after the build's last line, not in the middle of them.
        const logsWanted = following ? lifecycle !== 'in_progress' || moved || logsDue : lifecycle === 'failed';
        if (logsWanted)
            logsFlowing = await syncLogs();
        if (moved) {
            lastStatus = deployment.status;
            options.onStatus?.(deployment);
        }
        if (lifecycle !== 'in_progress')
            return { status: lifecycle, deployment, logLines: printed, requests };
        const now = (0,_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .currentClock */ .q6)().now();
        if (moved || logsFlowing)
            lastActivity = now;
        if (now >= options.deadline)
            return { status: 'timed-out', deployment, logLines: printed, requests };
        const spacing = ((requests - before) / pacing.requestsPerSecond) * 1000;
        quietSpacing =
            now - lastActivity > pacing.quietBeforeBackoffMs
                ? Math.min(Math.max(quietSpacing, spacing) * pacing.backoff, pacing.maxMs)
                : 0;
        const ageSpacing = Math.min(pacing.ageFraction * (now - watchedFrom), pacing.maxMs);
        await (0,_pause_js__WEBPACK_IMPORTED_MODULE_2__/* .pause */ .v)(Math.min(Math.max(spacing, quietSpacing, ageSpacing), options.deadline - now), options.signal);
    }
}
/**
 * Logs come back whole on every poll (the document shows no cursor), so the new ones are the
 * suffix past what was printed. If the platform rotated or rewrote earlier lines, fall back to
 * printing the lines not seen before by content.
 */
function newLines(printed, current) {
    const last = printed.at(-1);
    const aligned = current.length >= printed.length &&
        (last === undefined || current[printed.length - 1]?.text === last.text);
    if (aligned)
        return current.slice(printed.length);
    const seen = new Set(printed.map((line) => `${line.timestamp ?? ''}|${line.text}`));
    return current.filter((line) => !seen.has(`${line.timestamp ?? ''}|${line.text}`));
}


/***/ }),

/***/ 59319:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $: () => (/* binding */ clientFor),
  L: () => (/* binding */ createGitHubClient)
});

// EXTERNAL MODULE: ./src/clock.ts
var src_clock = __webpack_require__(99373);
// EXTERNAL MODULE: ./src/pause.ts
var pause = __webpack_require__(84581);
// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __webpack_require__(34200);
// EXTERNAL MODULE: ./src/github/context.ts + 1 modules
var context = __webpack_require__(97779);
// EXTERNAL MODULE: ./src/api/transport.ts + 2 modules
var transport = __webpack_require__(51177);
;// CONCATENATED MODULE: ./src/github/node-fetch.ts

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 20;
/** Statuses whose Response may not have a body. */
const NULL_BODY = new Set([101, 204, 205, 304]);
async function nodeHttpFetch(input, init = {}) {
    let url = new URL(String(input));
    let method = (init.method ?? 'GET').toUpperCase();
    let body = bodyBytes(init.body);
    let headers = headerRecord(init.headers);
    for (let redirects = 0;; redirects++) {
        const answer = await exchange(url, method, headers, body, init.signal ?? undefined);
        const follow = REDIRECTS.has(answer.status) && answer.location !== undefined && init.redirect !== 'manual';
        if (!follow)
            return responseOf(answer, url);
        if (init.redirect === 'error' || redirects >= MAX_REDIRECTS)
            throw new TypeError('fetch failed', {
                cause: new Error(`redirected from ${url.origin}${url.pathname}`),
            });
        const next = new URL(answer.location, url);
        if (next.origin !== url.origin)
            headers = without(headers, ['authorization', 'cookie']);
        if (answer.status === 303 || (method === 'POST' && (answer.status === 301 || answer.status === 302))) {
            method = method === 'HEAD' ? 'HEAD' : 'GET';
            body = undefined;
            headers = without(headers, ['content-type', 'content-length']);
        }
        url = next;
    }
}
function exchange(url, method, headers, body, signal) {
    // The platform client's pools: keep-alive, and the proxy the environment names, if any.
    const { agent, request } = (0,transport/* agentFor */.Pf)(url);
    return new Promise((resolve, reject) => {
        const sent = request(url, {
            method,
            agent,
            headers: body === undefined ? headers : { ...headers, 'content-length': String(body.length) },
            ...(signal ? { signal } : {}),
        });
        const fail = (error) => reject(error.name === 'AbortError' ? error : new TypeError('fetch failed', { cause: error }));
        sent.on('error', fail);
        sent.once('response', (response) => {
            const chunks = [];
            response.on('data', (chunk) => chunks.push(chunk));
            response.on('error', fail);
            response.on('end', () => resolve({
                status: response.statusCode ?? 0,
                statusText: response.statusMessage ?? '',
                rawHeaders: response.rawHeaders,
                location: response.headers.location,
                body: Buffer.concat(chunks),
            }));
        });
        sent.end(body);
    });
}
function responseOf(answer, url) {
    const headers = new Headers();
    for (let index = 0; index + 1 < answer.rawHeaders.length; index += 2) {
        headers.append(answer.rawHeaders[index], answer.rawHeaders[index + 1]);
    }
    const response = new Response(NULL_BODY.has(answer.status) ? null : answer.body, {
        status: answer.status,
        statusText: answer.statusText,
        headers,
    });
    // A constructed Response has no URL of its own; fetch's is the last one asked.
    Object.defineProperty(response, 'url', { value: url.href });
    return response;
}
function bodyBytes(body) {
    if (body === undefined || body === null)
        return undefined;
    if (typeof body === 'string')
        return Buffer.from(body);
    if (body instanceof Uint8Array)
        return body;
    if (body instanceof ArrayBuffer)
        return new Uint8Array(body);
    throw new TypeError('nodeHttpFetch sends string or byte bodies only');
}
function headerRecord(headers) {
    return Object.fromEntries(new Headers(headers ?? {}).entries());
}
function without(headers, names) {
    return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name.toLowerCase())));
}

// EXTERNAL MODULE: ./src/github/rate-limit.ts
var rate_limit = __webpack_require__(57403);
;// CONCATENATED MODULE: ./src/github/client.ts






/** A rate limit that lasts longer is reported, not waited out, whatever the step's time. */
const MAX_RATE_LIMIT_WAIT_MS = 10 * 60_000;
/** Waits per request: GitHub asking again and again is reported rather than waited on forever. */
const MAX_RATE_LIMIT_WAITS = 3;
/**
 * A REST client for `apiUrl` (GITHUB_API_URL now, by default). `getOctokit` alone would use the URL
 * `@actions/github` read when it was first imported, which a test or a GHES run may have changed since.
 * `@actions/github` (Octokit and its own undici, ~1.2 MB of a bundle) loads on the first call: a
 * deploy that makes no GitHub request does not compile it (bench/README.md, round three).
 */
async function createGitHubClient(token, apiUrl = (0,context/* githubApiUrl */.B)(), waits = {}) {
    (0,redact/* registerSecret */.cl)(token);
    const { getOctokit } = await __webpack_require__.e(/* import() */ 413).then(__webpack_require__.bind(__webpack_require__, 92413));
    const baseUrl = apiUrl.replace(/\/+$/, '');
    // Node's http (through the proxy the environment names, if any), not undici's fetch: see node-fetch.ts.
    const request = { request: { fetch: nodeHttpFetch } };
    const octokit = getOctokit(token, { baseUrl, ...request });
    waitOutRateLimits(octokit, waits);
    return octokit;
}
async function clientFor(access) {
    return 'octokit' in access ? access.octokit : createGitHubClient(access.token, access.apiUrl, access.waits);
}
/**
 * A request GitHub refused for a rate limit was not done, so sending it again after the wait GitHub
 * asks for (`retry-after`, `x-ratelimit-reset`) has no double effect. Waits run on the run's clock
 * (tests accelerate it); a wait that would end past the step's deadline is not started: the refusal
 * is thrown, and the failure sentence names the limit and when it ends (failures.ts).
 */
function waitOutRateLimits(octokit, waits) {
    octokit.hook.wrap('request', async (send, options) => {
        for (let waited = 0;; waited++) {
            try {
                return await send(options);
            }
            catch (error) {
                const clock = (0,src_clock/* currentClock */.q6)();
                const limit = (0,rate_limit/* rateLimitOf */.t)(error, clock.now());
                if (limit === undefined || waited >= MAX_RATE_LIMIT_WAITS || waits.signal?.aborted)
                    throw error;
                const left = (waits.deadline ?? Number.POSITIVE_INFINITY) - clock.now();
                if (limit.waitMs > Math.min(MAX_RATE_LIMIT_WAIT_MS, left))
                    throw error;
                waits.logger?.info(`GitHub: ${(0,rate_limit/* describeRateLimit */.J)(limit)}; waiting ${Math.ceil(limit.waitMs / 1000)} s, then asking again.`);
                await (0,pause/* pause */.v)(limit.waitMs, waits.signal, clock);
                if (waits.signal?.aborted)
                    throw error;
            }
        }
    });
}


/***/ }),

/***/ 84581:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ pause)
/* harmony export */ });
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99373);

/**
 * Waits `ms` on the clock, or less when `signal` aborts: polling loops then see the abort at their
 * next check and wrap up, instead of unwinding through a rejection.
 */
async function pause(ms, signal, clock = (0,_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .currentClock */ .q6)()) {
    if (signal?.aborted || ms <= 0)
        return;
    try {
        await clock.sleep(ms, signal);
    }
    catch (error) {
        // Only an abort ends a sleep early; anything else is a bug to surface.
        if (!signal?.aborted)
            throw error;
    }
}


/***/ }),

/***/ 61692:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AY: () => (/* binding */ renderDeploySummary),
/* harmony export */   BV: () => (/* binding */ renderLogTail),
/* harmony export */   QZ: () => (/* binding */ projectLabel),
/* harmony export */   bo: () => (/* reexport safe */ _markdown_js__WEBPACK_IMPORTED_MODULE_2__.bo)
/* harmony export */ });
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34200);
/* harmony import */ var _deploy_status_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42408);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42495);
/* harmony import */ var _pictures_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83345);




/** "shop (prj_1)" when the name is known and says more than the id; the id alone otherwise. */
function projectLabel(id, name) {
    return name && name !== id ? `${name} (${id})` : id;
}

const DEFAULT_TAIL_LINES = 100;
/** GitHub refuses summaries over 1 MiB per step; a tail is a glimpse, not the log. */
const MAX_TAIL_CHARS = 64 * 1024;
// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes start with ESC
const ANSI_ESCAPES = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;
/** The summary of one deploy as markdown: a table of facts, then the error and log tail if it failed. */
function renderDeploySummary(summary) {
    const rows = [
        ['Status', (0,_deploy_status_js__WEBPACK_IMPORTED_MODULE_1__/* .deployStatusLabel */ .uX)(summary.status)],
        ['Project', summary.project],
    ];
    if (summary.deploymentId !== undefined)
        rows.push(['Deployment', String(summary.deploymentId)]);
    if (summary.liveNow !== undefined)
        rows.push(['Live now', summary.liveNow]);
    if (summary.url)
        rows.push(['URL', { markdown: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownLink */ .iQ)(summary.url, summary.url) }]);
    if (summary.durationMs !== undefined)
        rows.push(['Duration', (0,_deploy_status_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(summary.durationMs)]);
    if (summary.archive) {
        const { bytes, fileCount, sha256 } = summary.archive;
        const files = `${fileCount} file${fileCount === 1 ? '' : 's'}`;
        rows.push(['Archive', `${(0,_deploy_status_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z3)(bytes)} (${bytes} bytes), ${files}`]);
        rows.push(['SHA-256', { markdown: `\`${sha256.replace(/[^0-9a-fA-F]/g, '')}\`` }]);
    }
    const title = `### Deploy ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeTableCell */ .aL)((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(projectLabel(summary.project, summary.projectName)))}\n`;
    const parts = [title, (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .renderTable */ .bo)(['', ''], rows)];
    if (summary.status !== 'success' && summary.error) {
        parts.push(`**Error:** ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeTableCell */ .aL)((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(summary.error))}\n`);
    }
    if (summary.status !== 'success' && summary.nextSteps) {
        parts.push(`**Next steps:** ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeTableCell */ .aL)((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(summary.nextSteps))}\n`);
    }
    if (summary.status !== 'success' && summary.logTail !== undefined) {
        parts.push(renderLogTail(summary.logTail, { open: true }));
    }
    if (summary.timeline !== undefined && summary.timeline.phases.length > 0) {
        parts.push((0,_pictures_js__WEBPACK_IMPORTED_MODULE_3__/* .renderGantt */ .ZK)(summary.timeline));
    }
    return parts.join('\n');
}
/** The last lines of a log, folded, in a code block nothing in the log can escape from. */
function renderLogTail(log, options = {}) {
    const { title = 'Log tail', maxLines = DEFAULT_TAIL_LINES, open = false } = options;
    const allLines = (typeof log === 'string' ? log.split(/\r?\n/) : log).flatMap((line) => line.split(/\r?\n/));
    while (allLines.length > 0 && allLines.at(-1) === '')
        allLines.pop();
    const lines = allLines.slice(-maxLines);
    let text = (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(lines.join('\n')).replace(ANSI_ESCAPES, '');
    if (text.length > MAX_TAIL_CHARS)
        text = text.slice(-MAX_TAIL_CHARS);
    const omitted = allLines.length - lines.length;
    const label = omitted > 0 ? `${title} (last ${lines.length} of ${allLines.length} lines)` : title;
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .details */ .zH)((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(label), (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .codeBlock */ .DV)(text, 'text'), open);
}


/***/ }),

/***/ 57155:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ isGitDirName),
/* harmony export */   v: () => (/* binding */ deployRootProblem)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _portable_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4951);



/**
 * Git's own directory, in any case (git refuses `.GIT` too, and a case-insensitive disk makes it the
 * same folder): it holds the repository and the checkout's `extraheader` token, and is never packed.
 */
function isGitDirName(name) {
    return name.toLowerCase() === '.git';
}
function hasGitDir(path) {
    return path.split(/[\\/]/).some(isGitDirName);
}
const GIT_DIR = 'is inside a `.git` directory, which is never deployed (it holds the repository and its credentials); name the folder your build writes to';
/**
 * Why `path` (relative to `workspace`, or absolute) cannot be the root of a deploy, as the end of a
 * sentence, or undefined. The root must be, after symbolic links, inside the checkout and outside any
 * `.git`: a link to a folder elsewhere on the runner would publish the runner's files. A path that does
 * not exist is left to the packer, which says so.
 */
function deployRootProblem(workspace, path) {
    if (hasGitDir(path))
        return GIT_DIR;
    let root;
    let real;
    try {
        root = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(workspace);
        real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(workspace, path));
    }
    catch {
        return undefined;
    }
    if (!(0,_portable_names_js__WEBPACK_IMPORTED_MODULE_2__/* .isInsideRoot */ .Xj)(root, real)) {
        return `resolves (after symbolic links) to ${real}, outside the checked-out repository (${root}); deploy a folder inside the checkout, or copy the files into one first`;
    }
    return hasGitDir((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, real).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/')) ? GIT_DIR : undefined;
}


/***/ }),

/***/ 4951:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CC: () => (/* binding */ nameTooLongError),
/* harmony export */   L2: () => (/* binding */ caseCollisionError),
/* harmony export */   Xj: () => (/* binding */ isInsideRoot),
/* harmony export */   Yf: () => (/* binding */ MAX_ENTRY_NAME_BYTES),
/* harmony export */   i4: () => (/* binding */ caseCollisions),
/* harmony export */   or: () => (/* binding */ entryMode),
/* harmony export */   xf: () => (/* binding */ refusesCaseCollisions)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);


/**
 * Whether `target` (a symlink's resolved path) is `root` or below it. On Windows the comparison
 * ignores case, as NTFS does (a link may name its target in another case than the root was given),
 * and a target on another drive is outside.
 */
function isInsideRoot(root, target, rules = (node_path__WEBPACK_IMPORTED_MODULE_0___default())) {
    const relative = rules.relative(root, target);
    if (relative === '')
        return true;
    if (rules.isAbsolute(relative))
        return false;
    return relative !== '..' && !relative.startsWith(`..${rules.sep}`);
}
/**
 * The Unix mode an entry gets: git's view, 0755 if anyone may execute the file, else 0644. NTFS has
 * no executable bit, so a file packed on Windows is always 0644, whatever a stat reports there.
 */
function entryMode(permissions, platform = process.platform) {
    const executable = platform !== 'win32' && (permissions & 0o111) !== 0;
    return 0o100000 | (executable ? 0o755 : 0o644);
}
/** A zip names an entry in at most 65,535 bytes (a 16-bit field); Windows long paths can be longer. */
const MAX_ENTRY_NAME_BYTES = 0xffff;
/**
 * Names that differ only in case (`A.txt` and `a.txt`): unpacked on a case-insensitive file system
 * (Windows, macOS) one would overwrite the other. Each group is in the order given.
 */
function caseCollisions(names) {
    const byFolded = new Map();
    for (const name of names) {
        const folded = name.normalize('NFC').toLowerCase();
        const group = byFolded.get(folded);
        if (group)
            group.push(name);
        else
            byFolded.set(folded, [name]);
    }
    return [...byFolded.values()].filter((group) => group.length > 1);
}
/**
 * Runners whose file systems ignore case by default: there two files whose names differ only in
 * case exist only in a case-sensitive directory, and an archive holding both unpacks to one file.
 */
function refusesCaseCollisions(platform = process.platform) {
    return platform === 'win32' || platform === 'darwin';
}
const LISTED = 3;
function caseCollisionError(groups) {
    const listed = groups
        .slice(0, LISTED)
        .map((group) => group.join(' and '))
        .join('; ');
    const more = groups.length > LISTED ? ` and ${groups.length - LISTED} more` : '';
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input "path" holds files whose names differ only in case (${listed}${more}), which would overwrite each other when unpacked on a case-insensitive file system: rename one of each, or leave one out with the "exclude" input.`, 'path');
}
function nameTooLongError(name) {
    const bytes = Buffer.byteLength(name, 'utf8');
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input "path" holds a file whose name from the root is ${bytes} bytes long (${name.slice(0, 60)}…), more than the ${MAX_ENTRY_NAME_BYTES} bytes a zip entry can name: move it higher up, or leave it out with the "exclude" input.`, 'path');
}


/***/ })

};
