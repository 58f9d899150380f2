export const id = 185;
export const ids = [185];
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
/* harmony import */ var _transport_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(89371);
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

/***/ 90355:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ projectLabel),
/* harmony export */   t: () => (/* binding */ ProjectDirectory)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _projects_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4906);


/** How many close names a "no such project" sentence offers. */
const CLOSE_NAMES = 5;
/**
 * Finds projects by id or name for one run, for every reference a run makes to one: a reference that
 * is an existing id is that project (one GET, so an id wins over another project's equal name);
 * anything else is matched by name against the whole list, read once per run however many
 * references are looked up (cron files name many). A name two projects share is not guessed at.
 */
class ProjectDirectory {
    #client;
    #signal;
    #lookups = new Map();
    #all;
    constructor(client, signal) {
        this.#client = client;
        this.#signal = signal;
    }
    lookUp(reference) {
        const wanted = reference.trim();
        let lookup = this.#lookups.get(wanted);
        if (lookup === undefined) {
            lookup = this.#lookUp(wanted);
            this.#lookups.set(wanted, lookup);
        }
        return lookup;
    }
    async #lookUp(wanted) {
        const byId = await this.#byId(wanted);
        if (byId !== undefined)
            return { kind: 'found', project: byId };
        const projects = await this.#list();
        const matches = projects.filter((project) => project.name === wanted);
        if (matches.length === 1)
            return { kind: 'found', project: matches[0] };
        if (matches.length > 1)
            return { kind: 'several', matches };
        return { kind: 'none', close: closeNames(projects, wanted), count: projects.length };
    }
    async #byId(wanted) {
        try {
            return await (0,_projects_js__WEBPACK_IMPORTED_MODULE_1__/* .getProject */ .U1)(this.#client, wanted, { signal: this.#signal });
        }
        catch (error) {
            // Not an id of this account (or not shaped like one): it may still be a name.
            if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PlatformApiError */ .es && [400, 404, 422].includes(error.status))
                return undefined;
            throw error;
        }
    }
    #list() {
        this.#all ??= (0,_projects_js__WEBPACK_IMPORTED_MODULE_1__/* .listProjects */ .hF)(this.#client, { query: { limit: 100 }, signal: this.#signal });
        return this.#all;
    }
}
/** `shop (prj_shop)`, or the id alone when the platform gave the project no name. */
function projectLabel(project) {
    return project.name === undefined || project.name === project.id
        ? project.id
        : `${project.name} (${project.id})`;
}
/** Names like `wanted`: the same but for case, one inside the other, or a few typos away. */
function closeNames(projects, wanted) {
    const needle = wanted.toLowerCase();
    const scored = projects
        .filter((project) => project.name !== undefined)
        .map((project) => {
        const name = project.name.toLowerCase();
        const contained = name.includes(needle) || needle.includes(name);
        return { project, distance: contained ? 0 : editDistance(name, needle) };
    })
        .filter(({ distance }) => distance <= Math.max(2, Math.floor(needle.length / 4)));
    scored.sort((a, b) => a.distance - b.distance);
    return scored.slice(0, CLOSE_NAMES).map(({ project }) => project);
}
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++) {
            const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
            current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution));
        }
        previous = current;
    }
    return previous[b.length];
}


/***/ }),

/***/ 65505:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A5: () => (/* binding */ LOG_TAIL_LINES),
/* harmony export */   Cu: () => (/* binding */ printLogTail),
/* harmony export */   QR: () => (/* binding */ reportDeployOutcome),
/* harmony export */   Qz: () => (/* binding */ failureSentence),
/* harmony export */   RB: () => (/* binding */ logTail),
/* harmony export */   gf: () => (/* binding */ deployOutputs),
/* harmony export */   x4: () => (/* binding */ toGitHubStatus)
/* harmony export */ });
/* harmony import */ var _render_deploy_status_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42408);
/* harmony import */ var _render_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61692);
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(34200);



const LOG_TAIL_LINES = 50;
/** A deploy's status as summaries, PR comments and GitHub show it. */
function toGitHubStatus(status) {
    if (status === 'live')
        return 'success';
    if (status === 'pending')
        return 'in_progress';
    if (status === 'cancelled')
        return 'cancelled';
    return 'failure';
}
function logTail(lines, count = LOG_TAIL_LINES) {
    return lines.slice(-count).map((line) => line.text);
}
/** Why the step fails, as one sentence, or undefined when the outcome is a success. */
function failureSentence(outcome, timeoutMs) {
    const id = outcome.deployment?.id ?? 'unknown';
    const shown = Math.min(LOG_TAIL_LINES, outcome.logLines.length);
    switch (outcome.status) {
        case 'live':
        case 'pending':
            return undefined;
        case 'failed':
            return shown === 0
                ? `Deployment ${id} failed on the platform before its build wrote any log line.`
                : `Deployment ${id} failed on the platform; the last ${shown} line${shown === 1 ? '' : 's'} of its build log are printed at the end of the step log and in the job summary.`;
        case 'timed-out':
            return `Deployment ${id} was not live after ${(0,_render_deploy_status_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(timeoutMs)}; it may still finish on the platform. Raise the \`timeout\` input (e.g. \`timeout: 45m\`) if builds take this long.`;
        case 'cancelled':
            return `The job was cancelled while deployment ${id} was ${outcome.deployment?.status || 'in progress'}; the platform may still finish it.`;
    }
}
/**
 * The build log is in a folded group; the lines that explain a failure are printed again outside
 * it, at the end of the step log where a failed step opens, as the error sentence says.
 */
function printLogTail(port, deploymentId, tail) {
    port.info(`Last ${tail.length} line${tail.length === 1 ? '' : 's'} of the build log of deployment ${deploymentId}:`);
    for (const line of tail)
        port.info((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redact */ .E$)(line));
}
/** What the reader of a failed deploy's summary can do about it. */
function nextSteps(outcome) {
    switch (outcome.status) {
        case 'failed':
            return 'Fix the error in the build log tail below, then push again: the site that was live stays live.';
        case 'timed-out':
            return 'Look at the deployment on the platform, and raise the `timeout` input if builds take this long.';
        case 'cancelled':
            return 'Re-run the job to deploy again; the platform may still finish the deployment it started.';
        default:
            return undefined;
    }
}
function checksNextSteps(verdict) {
    return verdict.liveNow
        ? `Fix what the checks below found, then deploy again; meanwhile ${verdict.liveNow} is live.`
        : 'Fix what the checks below found, then deploy again (or roll back with `source: deployment`).';
}
/** The deploy action's outputs for `outcome`: the action's report writes them before anything else. */
function deployOutputs(outcome, verdict) {
    // `url` is what is live now: never a deployment that failed its checks and was replaced.
    const url = verdict ? verdict.url : outcome.deployment?.url;
    return {
        status: verdict?.status ?? outcome.status,
        'deployment-id': outcome.deployment?.id ?? '',
        url: url ?? '',
        'source-url': outcome.sourceUrl ?? '',
        'archive-sha256': outcome.archive?.sha256 ?? '',
    };
}
/**
 * The job summary's section for `outcome` (the action's report.ts appends it) and the failure
 * sentence; on failure, prints the log tail and its error annotation (deployOutputs are the outputs).
 */
function reportDeployOutcome(port, outcome, options) {
    const { deployment, archive } = outcome;
    const verdict = options.checks?.verdict;
    const url = verdict ? verdict.url : deployment?.url;
    const failure = failureSentence(outcome, options.timeoutMs) ?? options.checks?.failure;
    const tail = logTail(outcome.logLines);
    if (outcome.status === 'failed' && tail.length > 0) {
        printLogTail(port, deployment?.id ?? '', tail);
        port.error(tail.join('\n'), {
            title: `Deployment ${deployment?.id ?? ''} failed: build log tail`,
        });
    }
    if (outcome.status === 'live' && url && !verdict)
        port.notice(`Live at ${url}`, { title: 'Deployed' });
    if (verdict?.liveNow)
        port.notice(`Deployment ${deployment?.id ?? ''} failed its checks; live now: ${verdict.liveNow}${url ? ` at ${url}` : ''}.`, { title: 'Rolled back' });
    const steps = verdict ? checksNextSteps(verdict) : nextSteps(outcome);
    const summary = (0,_render_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .renderDeploySummary */ .AY)({
        project: options.projectId,
        ...(options.projectName ? { projectName: options.projectName } : {}),
        timeline: { title: `Deployment ${deployment?.id ?? ''}`, ...outcome.timeline },
        status: verdict?.shown ?? toGitHubStatus(outcome.status),
        ...(verdict?.liveNow ? { liveNow: verdict.liveNow } : {}),
        durationMs: outcome.finishedAt - outcome.startedAt,
        ...(deployment ? { deploymentId: deployment.id } : {}),
        ...(url ? { url } : {}),
        ...(archive
            ? { archive: { bytes: archive.size, fileCount: archive.fileCount, sha256: archive.sha256 } }
            : {}),
        ...(failure ? { error: failure } : {}),
        ...(failure && tail.length > 0 ? { logTail: tail } : {}),
        ...(steps ? { nextSteps: steps } : {}),
    });
    return { failure, summary };
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

/***/ 61806:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ resolveProject),
/* harmony export */   y: () => (/* binding */ resolveProjectInput)
/* harmony export */ });
/* harmony import */ var _api_resources_projects_resolve_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90355);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/* harmony import */ var _sync_project_lookup_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49661);



/**
 * The project an input names, by id or name, or the input's ConfigurationError. Says which project
 * was meant, name and id, once in the log.
 */
async function resolveProjectInput(directory, input, reference, logger) {
    const lookup = await directory.lookUp(reference);
    if (lookup.kind !== 'found') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input "${input}" is "${reference}", which ${(0,_sync_project_lookup_js__WEBPACK_IMPORTED_MODULE_2__/* .lookupProblem */ .A)(lookup)}.`, input);
    }
    logger.info(`Project ${(0,_api_resources_projects_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .projectLabel */ .Q)(lookup.project)}.`);
    return lookup.project;
}
/** One project input of an action, resolved with a directory of its own. */
function resolveProject(client, reference, options) {
    const directory = new _api_resources_projects_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .ProjectDirectory */ .t(client, options.signal);
    return resolveProjectInput(directory, options.input ?? 'project', reference, options.logger);
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

/***/ 49661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ lookupProblem)
/* harmony export */ });
/* harmony import */ var _api_resources_projects_resolve_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90355);

/**
 * Why `reference` names no single project, as the end of a sentence that starts with what named it
 * (`Input "project" is "shop"` or `Job "nightly": project "shop"`). It lives in src/sync, below src/projects,
 * because the cron file's model names projects too and src/projects already builds on src/sync.
 */
function lookupProblem(lookup) {
    if (lookup.kind === 'several') {
        const ids = lookup.matches.map((project) => project.id).join(', ');
        return `is the name of ${lookup.matches.length} projects (${ids}): give the id of the one meant instead`;
    }
    const offer = lookup.close.length > 0
        ? `close names: ${lookup.close.map(_api_resources_projects_resolve_js__WEBPACK_IMPORTED_MODULE_0__/* .projectLabel */ .Q).join(', ')}`
        : `the key sees ${lookup.count} project(s)`;
    return `is neither the id nor the name of a project the key can see (${offer}): check the id or name, and that the \`api-key\` belongs to the organisation that owns it`;
}


/***/ })

};
