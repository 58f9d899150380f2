export const id = 829;
export const ids = [829,689];
export const modules = {

/***/ 5829:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  deployManifestProjects: () => (/* binding */ deployManifestProjects)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/api/client.ts + 7 modules
var api_client = __webpack_require__(92261);
// EXTERNAL MODULE: ./src/clock.ts
var clock = __webpack_require__(99373);
// EXTERNAL MODULE: ./src/deploy/pipeline.ts + 2 modules
var pipeline = __webpack_require__(90583);
// EXTERNAL MODULE: ./src/deploy/post-deploy.ts
var post_deploy = __webpack_require__(75689);
// EXTERNAL MODULE: ./src/deploy/report.ts
var report = __webpack_require__(65505);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/manifest/env-file.ts
var env_file = __webpack_require__(86237);
// EXTERNAL MODULE: ./src/manifest/legs.ts
var legs = __webpack_require__(92960);
// EXTERNAL MODULE: ./src/manifest/results.ts
var results = __webpack_require__(10371);
// EXTERNAL MODULE: ./src/preview/copy-project.ts
var copy_project = __webpack_require__(99399);
// EXTERNAL MODULE: ./src/preview/project.ts
var project = __webpack_require__(71105);
// EXTERNAL MODULE: ./src/preview/template.ts
var preview_template = __webpack_require__(14904);
;// CONCATENATED MODULE: ./src/preview/manifest-preview.ts




/** A pull request's preview of a manifest project: `{project}` is the production project's name. */
const PULL_PREVIEW_NAME = '{project}-pr-{pr}';
/** The merge queue's: never the pull request's own, so the queue's removal cannot take that one. */
const QUEUE_PREVIEW_NAME = '{project}-queue-{pr}';
/** The preview project's name for the production project named `production` (its manifest `project`). */
function previewProjectName(production, run, key) {
    if (/[{}]/.test(production)) {
        throw new errors/* ConfigurationError */.j1(`Project "${key}" names its platform project "${production}", whose braces a preview name cannot hold; name the project without { or }.`, 'projects');
    }
    const template = (run.queue ? QUEUE_PREVIEW_NAME : PULL_PREVIEW_NAME).replaceAll('{project}', production);
    return (0,preview_template/* renderProjectName */.T7)(template, run.values, 'projects');
}
/**
 * The preview project named `name`: found (a re-run reuses it), else created with production's
 * settings, routing mode, proxy rules and env groups (never its domains), as preview-domain's
 * `from-project` does. Production is only read, and read before the create.
 */
async function previewProjectFor(client, productionId, name, options) {
    const found = await (0,project/* findPreviewProject */.l$)(client, { kind: 'name', name }, options);
    if (found)
        return found.project;
    const production = await (0,copy_project/* readProductionConfig */.AR)(client, productionId, options);
    const made = await (0,project/* ensurePreviewProject */.s6)(client, { kind: 'name', name }, options);
    if (made.created)
        await (0,copy_project/* copyIntoPreview */.cY)(client, made.project, production, options);
    return made.project;
}

// EXTERNAL MODULE: ./src/projects/project-input.ts
var project_input = __webpack_require__(61806);
// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __webpack_require__(34200);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(48992);
// EXTERNAL MODULE: ./src/actions/common/api-terms.ts
var api_terms = __webpack_require__(49863);
// EXTERNAL MODULE: ./src/actions/common/duration.ts
var duration = __webpack_require__(39445);
// EXTERNAL MODULE: ./src/actions/projects/select.ts + 1 modules
var projects_select = __webpack_require__(42543);
// EXTERNAL MODULE: ./src/actions/deploy/live-step.ts + 1 modules
var live_step = __webpack_require__(63111);
// EXTERNAL MODULE: ./src/actions/deploy/many-inputs.ts
var many_inputs = __webpack_require__(44028);
// EXTERNAL MODULE: ./src/api/rate-limiter.ts
var rate_limiter = __webpack_require__(43053);
;// CONCATENATED MODULE: ./src/actions/deploy/many-pace.ts

/**
 * How a job of manifest mode spends its share of the key (`api-rate`; a matrix leg gets the budget
 * split over the legs at once, 2.25 for 8 legs of 18/s). The platform counts requests in a sliding
 * one-second window. A pace alone keeps a leg's average, but a window can still hold ⌈share⌉ of each
 * leg's requests (8 × 3 = 24 > 20: 429s). So a share of 1 or more is a cap instead: at most ⌊share⌋
 * requests in any second (the client's in-flight guard, which counts from the answers and so holds
 * at the platform too), sent as soon as the cap allows: upload and create go back to back, and the
 * legs running side by side stay within the budget in every window. A share under 1 (more legs than
 * requests per second) keeps its pace; a leg started the instant another ended cannot see that one's
 * last second; the 429 handling stays the backstop for both.
 */
function legRateOptions(share) {
    const perWindow = Math.max(1, Math.floor(share));
    return {
        ratePerSecond: share >= 1 ? rate_limiter/* PLATFORM_LIMIT_PER_SECOND */.Z5 : share,
        // The guard lets one request fewer than its limit into a window.
        platformLimitPerSecond: Math.min(rate_limiter/* PLATFORM_LIMIT_PER_SECOND */.Z5, perWindow + 1),
    };
}
/** No faster than this: a status read every half second sees a build within a quarter second on average. */
const MAX_POLLS_PER_SECOND = 2;
/**
 * How each project's deployment is followed: its status only (nobody prints the build logs of several
 * projects, so the log is read only for a failure's tail), each project polling with its part of the
 * share and at most twice a second, less often as the build goes on (every tenth of its age, up to the
 * watch's 5 s): a short build is seen within half a second, a long one costs requests in the log of
 * its length instead of one a second.
 */
function watchPacing(share, projectsAtOnce) {
    return {
        requestsPerSecond: Math.min(MAX_POLLS_PER_SECOND, share / Math.max(1, projectsAtOnce)),
        ageFraction: 0.1,
    };
}

;// CONCATENATED MODULE: ./src/actions/deploy/many.ts




















/**
 * Manifest mode: deploys the named manifest projects from one job, `concurrency` at a time, all with
 * one client and so one token bucket for the key (the leg's `api-rate` share). A project that fails
 * does not stop the others; every project gets a row in the `results` output.
 */
async function deployManifestProjects(action) {
    const { port, outputs, inputs, connection, signal, workspace, tempDir } = action;
    const config = (0,many_inputs/* readManyDeployInputs */.m)(inputs);
    const manifest = (0,projects_select/* loadManifest */.e)(workspace, config.manifest);
    const projects = config.keys.map((key) => {
        const found = manifest.projects.find((project) => project.key.toLowerCase() === key.toLowerCase());
        if (found)
            return found;
        throw new errors/* ActionFailure */.dR(`Input "projects" names "${key}", which ${manifest.file} does not declare; pass the keys the projects action planned (\`matrix.projects\`).`);
    });
    // Every env file is read and checked before the first write, so a missing one fails the job whole.
    const envFiles = (0,env_file/* readEnvFiles */.P)(workspace, manifest, projects);
    const apiKey = config.apiKeys.length === 0
        ? connection.apiKey
        : config.apiKeys[(0,legs/* keySlot */.Qj)(config.keys[0] ?? '', config.apiKeys.length)];
    // A client of the job's own, with no step deadline: each project has its own `timeout`, counted
    // from its own start. It has a bucket of its own (the run's clock given), paced as many-pace.ts
    // says; every request of this job goes through it.
    const client = new api_client/* PlatformClient */.Ht({
        ...connection,
        ...legRateOptions(connection.ratePerSecond),
        clock: (0,clock/* currentClock */.q6)(),
        apiKey,
        terms: api_terms/* ACTION_TERMS */.f,
        logger: port,
        signal,
    });
    const preview = previewRunOf(action.context);
    if (preview === 'skip') {
        const rows = projects.map((project) => ({
            key: project.key,
            project: project.project,
            status: 'skipped',
            durationMs: 0,
        }));
        port.info('This pull request comes from a fork, or is closed: GitHub gives fork pull requests no secrets, so no preview is deployed, and a closed one gets none.');
        outputs.set('results', JSON.stringify(rows));
        outputs.set('status', 'live');
        return;
    }
    const pacing = watchPacing(connection.ratePerSecond, Math.min(config.concurrency, projects.length));
    port.info(`Deploying ${(0,src_text/* plural */.LS)(projects.length, 'project')} of ${manifest.file}, ${config.concurrency} at a time, at ${connection.ratePerSecond} requests/s.`);
    const rows = await mapConcurrently(projects, config.concurrency, (project, index) => deployOne(project, config.ids?.[index], {
        client,
        port,
        signal,
        workspace,
        tempDir,
        config,
        pacing,
        envFiles,
        apiKey,
        manifestFile: manifest.file,
        run: action.context,
        preview,
    }));
    outputs.set('results', JSON.stringify(rows));
    const failed = rows.filter((row) => !(0,results/* isSuccess */.oJ)(row));
    outputs.set('status', failed.length === 0 ? 'live' : 'failed');
    await port.appendSummary(`### Deploy of ${rows.length} projects\n\n${(0,results/* renderResultsTable */.v4)(rows)}`);
    if (signal.aborted)
        throw new errors/* CancelledError */.cc('The job was cancelled while the projects deployed.');
    if (failed.length > 0) {
        throw new errors/* ActionFailure */.dR(`${failed.length} of ${rows.length} projects did not go live: ${failed.map((row) => `${row.key} (${row.status})`).join(', ')}.`);
    }
}
async function deployOne(project, id, context) {
    const { client, port, signal, config } = context;
    const startedAt = (0,clock/* currentClock */.q6)().now();
    const logger = prefixed(port, project.key);
    const timeoutMs = project.timeout === undefined
        ? config.defaults.timeoutMs
        : ((0,duration/* parseDuration */.E)(project.timeout) ?? config.defaults.timeoutMs);
    const row = (fields) => ({
        key: project.key,
        project: project.project,
        durationMs: (0,clock/* currentClock */.q6)().now() - startedAt,
        ...fields,
    });
    if (signal.aborted)
        return row({ status: 'cancelled' });
    try {
        const resolved = id === undefined ? await (0,project_input/* resolveProject */.KI)(client, project.project, { logger, signal }) : { id };
        // On a pull request or in the merge queue, the project's preview, never production.
        const preview = context.preview
            ? await previewProjectFor(client, resolved.id, previewProjectName(project.project, context.preview, project.key), { logger, signal })
            : undefined;
        if (preview)
            logger.info(`Deploying the preview project ${preview.name ?? preview.id} (${preview.id}).`);
        const target = preview ?? resolved;
        // Never older than live, before this leg's first write (its env file or its upload).
        const stale = await (0,live_step/* legSuperseded */.L)({
            client,
            projectId: resolved.id,
            projectRaw: 'raw' in resolved ? resolved.raw : undefined,
            logger,
            signal,
        }, config, context.run);
        if (stale) {
            logger.info(stale.sentence);
            return row({ project: resolved.id, status: 'superseded', ...(stale.url ? { url: stale.url } : {}) });
        }
        const variables = context.envFiles.get(project.key);
        if (variables !== undefined) {
            await (0,env_file/* applyEnvFile */.m)(project, variables, {
                client,
                projectId: target.id,
                manifestFile: context.manifestFile,
                digestKey: context.apiKey,
                logger,
                signal,
            });
        }
        const outcome = await (0,pipeline/* runDeployPipeline */.p)({
            client,
            projectId: target.id,
            source: {
                kind: 'upload',
                root: (0,external_node_path_.resolve)(context.workspace, project.path),
                exclude: [...config.defaults.exclude, ...(project.exclude ?? [])],
                tempDir: context.tempDir,
                uploadFormat: config.defaults.uploadFormat,
                compressionLevel: config.defaults.compressionLevel,
            },
            wait: true,
            timeoutMs,
            logger,
            signal,
            // Build logs of several projects would interleave, and the platform keeps each one whole: no
            // listener, so the watch reads statuses only and the log once, at the end.
            pacing: context.pacing,
        });
        const deployment = outcome.deployment;
        const base = {
            project: target.id,
            ...(deployment?.url ? { url: deployment.url } : {}),
            ...(deployment ? { deploymentId: deployment.id } : {}),
        };
        if (outcome.status === 'failed')
            reportBuildFailure(port, project.key, deployment?.id, outcome);
        if (outcome.status !== 'live' || deployment === undefined)
            return row({ ...base, status: outcome.status });
        const paths = project.checks ?? config.checks.paths;
        if (paths.length === 0) {
            logger.info(`live at ${deployment.url ?? '(no URL)'}`);
            return row({ ...base, status: 'live' });
        }
        const checked = await (0,post_deploy.checkLiveDeployment)({
            client,
            projectId: target.id,
            deployment,
            checks: { ...config.checks, paths },
            stepDeadline: startedAt + timeoutMs,
            logger,
            signal,
        });
        if (checked.failure)
            logger.warning(checked.failure);
        const status = checked.passed ? 'live' : checked.rollback?.deployment ? 'rolled-back' : 'checks-failed';
        return row({ ...base, status, checks: checked.passed ? 'passed' : 'failed' });
    }
    catch (error) {
        if (signal.aborted)
            return row({ status: 'cancelled' });
        port.error(`${project.key}: ${(0,redact/* redact */.E$)((0,errors/* errorMessage */.gJ)(error))}`);
        return row({ status: 'failed' });
    }
}
/**
 * A failed build's log tail, each line under the project's key (several projects share the step
 * log), and one error annotation with it, so the reason is where a failed step opens.
 */
function reportBuildFailure(port, key, deploymentId, outcome) {
    const tail = (0,report/* logTail */.RB)(outcome.logLines);
    const id = deploymentId ?? 'unknown';
    if (tail.length === 0) {
        port.error(`${key}: deployment ${id} failed on the platform before its build wrote any log line.`);
        return;
    }
    (0,report/* printLogTail */.Cu)({ info: (message) => port.info(`[${key}] ${message}`) }, id, tail);
    port.error((0,redact/* redact */.E$)(tail.join('\n')), { title: `${key}: deployment ${id} failed: build log tail` });
}
/**
 * Previews instead of production: on a pull request of this repository (a fork's gets no secrets, and
 * a closed one no deploy: `skip`), and in the merge queue, where {pr} is the queue ref's pull request.
 */
function previewRunOf(run) {
    const values = { branch: run.branch, sha: run.commitSha };
    if (run.mergeGroup)
        return { queue: true, values: { ...values, pr: run.mergeGroup.pullNumber } };
    const pull = run.pullRequest;
    if (pull === undefined)
        return undefined;
    if (pull.isFork || pull.action === 'closed')
        return 'skip';
    return { queue: false, values: { ...values, pr: pull.number } };
}
/** Log lines of one project among several, each starting with its key. */
function prefixed(port, key) {
    return {
        debug: (message) => port.debug(`[${key}] ${message}`),
        info: (message) => port.info(`[${key}] ${message}`),
        warning: (message) => port.warning(`[${key}] ${message}`),
    };
}
/** `work` over every item, at most `limit` at once, results in the items' order. */
async function mapConcurrently(items, limit, work) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results[index] = await work(items[index], index);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}


/***/ }),

/***/ 42543:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e: () => (/* binding */ loadManifest),
  L: () => (/* binding */ select_select)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/manifest/manifest.ts
var manifest_manifest = __webpack_require__(51336);
// EXTERNAL MODULE: ./src/manifest/paths.ts
var paths = __webpack_require__(23009);
// EXTERNAL MODULE: ./node_modules/minimatch/dist/esm/index.js + 7 modules
var esm = __webpack_require__(33581);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(48992);
;// CONCATENATED MODULE: ./src/manifest/select.ts


/**
 * The projects a change set redeploys: those with a changed file under one of their watch globs
 * (a later `!glob` takes a file back out, as in .gitignore) or its env file. A change to the manifest itself
 * redeploys everything, since any project's path or inputs may have moved with it.
 */
function selectChanged(manifest, changes) {
    if (changes.kind === 'everything')
        return { projects: manifest.projects, reason: changes.reason };
    if (changes.files.includes(manifest.file)) {
        return {
            projects: manifest.projects,
            reason: `${manifest.file} itself changed, so every project redeploys.`,
        };
    }
    // A project's env file is part of what it deploys, wherever it lies: a change to it redeploys the project.
    const selected = manifest.projects.filter((project) => {
        const watch = watcher(project.watch);
        const envFile = project.envFile?.path;
        return changes.files.some((file) => file === envFile || watch(file));
    });
    const files = changes.files.length;
    return {
        projects: selected,
        reason: `${(0,src_text/* plural */.LS)(files, 'changed file')} ${files === 1 ? 'touches' : 'touch'} ${selected.length} of ${(0,src_text/* plural */.LS)(manifest.projects.length, 'project')}.`,
    };
}
/** Whether a path is watched: the last glob that matches decides, so `!` excludes. */
function watcher(globs) {
    const matchers = globs.map((glob) => {
        const negated = glob.startsWith('!');
        return { negated, matcher: new esm/* Minimatch */.VR(negated ? glob.slice(1) : glob, { dot: true }) };
    });
    return (path) => {
        let watched = false;
        for (const { negated, matcher } of matchers) {
            if (negated ? watched && matcher.match(path) : !watched && matcher.match(path))
                watched = !negated;
        }
        return watched;
    };
}
/** The projects the `projects` input names, in manifest order; unknown keys are refused by the caller. */
function selectNamed(manifest, keys) {
    const wanted = new Set(keys.map((key) => key.toLowerCase()));
    const projects = manifest.projects.filter((project) => wanted.has(project.key.toLowerCase()));
    return {
        projects,
        reason: `The input "projects" names ${projects.length} of ${manifest.projects.length} projects.`,
    };
}
function unknownKeys(manifest, keys) {
    const known = new Set(manifest.projects.map((project) => project.key.toLowerCase()));
    return keys.filter((key) => !known.has(key.toLowerCase()));
}

// EXTERNAL MODULE: ./src/sync/validation.ts
var validation = __webpack_require__(8152);
// EXTERNAL MODULE: ./src/workspace/deploy-root.ts
var deploy_root = __webpack_require__(57155);
;// CONCATENATED MODULE: ./src/actions/projects/select.ts






/** The manifest, read from inside the workspace only: its name comes from a workflow input. */
function loadManifest(workspace, name) {
    const problem = (0,paths/* pathProblem */.z9)(name);
    if (problem)
        throw new errors/* ConfigurationError */.j1(`Input "manifest" ("${name}") ${problem}.`, 'manifest');
    const file = (0,manifest_manifest/* normalizePath */.Fd)(name);
    const text = (0,paths/* readFileInside */.XW)(workspace, file);
    if (text === undefined) {
        throw new errors/* ConfigurationError */.j1(`Input "manifest" names ${file}, which is not in the checked-out repository; add it (see the projects action's README) or set \`manifest\` to its path.`, 'manifest');
    }
    const manifest = (0,manifest_manifest/* readManifest */.WI)(text, file);
    checkDeployRoots(workspace, manifest);
    return manifest;
}
/**
 * Every project's folder must be, after symbolic links, inside the checkout and outside any `.git`:
 * refused at the `path:` line before any request, in the plan and again in each leg.
 */
function checkDeployRoots(workspace, manifest) {
    const issues = manifest.projects.flatMap((project) => {
        const problem = (0,deploy_root/* deployRootProblem */.v)(workspace, project.path);
        if (problem === undefined)
            return [];
        const at = { file: manifest.file, line: project.pathLine, column: 1 };
        return [(0,validation/* issueAt */.NC)(at, `Project "${project.key}": path "${project.path}" ${problem}.`)];
    });
    (0,validation/* throwIfIssues */.AR)(issues);
}
async function select_select(manifest, config, changes) {
    if (config.projects === 'all') {
        return { projects: manifest.projects, reason: 'The input "projects" is `all`.' };
    }
    if (config.projects !== undefined) {
        const unknown = unknownKeys(manifest, config.projects);
        if (unknown.length > 0) {
            const known = manifest.projects.map((project) => project.key);
            throw new errors/* ConfigurationError */.j1(`Input "projects" names ${unknown.map((key) => `"${key}"`).join(', ')}, which ${manifest.file} does not declare; use keys of its \`projects:\` (${known.slice(0, 10).join(', ')}${known.length > 10 ? ', …' : ''}) or \`all\`.`, 'projects');
        }
        return selectNamed(manifest, config.projects);
    }
    const changed = await changes();
    if (changed === 'nothing')
        return { projects: [], reason: 'The push deleted the branch; nothing to deploy.' };
    return selectChanged(manifest, changed.kind === 'files' ? changed : { kind: 'everything', reason: `Every project: ${changed.reason}.` });
}


/***/ }),

/***/ 1138:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fn: () => (/* binding */ runLiveChecks),
/* harmony export */   pG: () => (/* binding */ expectation)
/* harmony export */ });
/* unused harmony export checkUrl */
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46752);
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99373);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _render_deploy_status_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42408);




/** First wait between attempts of one path, doubled each time up to MAX_RETRY_DELAY_MS. */
const FIRST_RETRY_DELAY_MS = 1_000;
const MAX_RETRY_DELAY_MS = 10_000;
/** What a last try just before the deadline is left to be answered in, at most. */
const LAST_TRY_MS = 1_000;
/** One attempt's bound: a site that hangs must not use the whole check-timeout on one try. */
const ATTEMPT_TIMEOUT_MS = 15_000;
/** Only this much of a body is searched for `contains`: a check reads a page, not a download. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;
/** The live URL and a path, joined as text so the URL's own path (e.g. `/sites/<project>`) is kept. */
function checkUrl(liveUrl, path) {
    const base = new URL(liveUrl);
    base.search = '';
    base.hash = '';
    return `${base.href.replace(/\/+$/, '')}${path}`;
}
async function readCapped(body) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        const room = MAX_BODY_BYTES - size;
        chunks.push(Buffer.from(chunk.subarray(0, room)));
        size += Math.min(chunk.length, room);
        if (size >= MAX_BODY_BYTES)
            break;
    }
    return Buffer.concat(chunks).toString('utf8');
}
/** One GET, given `boundMs` at most: undefined when it passes, else what it got instead. */
async function attempt(url, spec, signal, boundMs) {
    const timeout = (0,_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .clockTimeout */ .S2)(boundMs);
    try {
        const response = await (0,undici__WEBPACK_IMPORTED_MODULE_0__/* .request */ .Em)(url, {
            method: 'GET',
            headers: { 'cache-control': 'no-cache' },
            signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
        });
        const needsBody = response.statusCode === spec.status && spec.contains !== undefined;
        const body = needsBody ? await readCapped(response.body) : '';
        if (!needsBody)
            await response.body.dump();
        if (response.statusCode !== spec.status)
            return `${response.statusCode}`;
        if (spec.contains !== undefined && !body.includes(spec.contains))
            return `${response.statusCode} without the text`;
        return undefined;
    }
    catch (error) {
        if (signal?.aborted)
            throw error;
        return timeout.signal.aborted
            ? `no answer in ${(0,_render_deploy_status_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a3)(boundMs)}`
            : `request failed: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error)}`;
    }
    finally {
        timeout.clear();
    }
}
async function checkPath(liveUrl, path, spec, startedAt, deadline, options) {
    const clock = (0,_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .currentClock */ .q6)();
    const url = checkUrl(liveUrl, path);
    let delay = FIRST_RETRY_DELAY_MS;
    let last = {
        got: "not checked: no time was left of `check-timeout` or the step's `timeout`",
        attempts: 0,
        elapsedMs: clock.now() - startedAt,
    };
    let lastTry = false;
    for (let attempts = 1;; attempts++) {
        const boundMs = Math.min(ATTEMPT_TIMEOUT_MS, deadline - clock.now());
        if (boundMs <= 0)
            return { path, url, passed: false, ...last };
        const failure = await attempt(url, spec, options.signal, boundMs);
        const elapsedMs = clock.now() - startedAt;
        if (failure === undefined)
            return { path, url, passed: true, got: `${spec.status}`, attempts, elapsedMs };
        last = { got: failure, attempts, elapsedMs };
        const left = deadline - clock.now();
        if (left <= 0 || lastTry)
            return { path, url, passed: false, ...last };
        options.logger.info(`Check of ${path} got ${failure}; trying again.`);
        // A wait that reaches the deadline ends early enough for one last try to be answered in.
        lastTry = delay >= left;
        await clock.sleep(lastTry ? left - Math.min(LAST_TRY_MS, left / 2) : delay, options.signal);
        delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS);
    }
}
/**
 * Fetches each path of the live site until it answers as expected or `timeoutMs` has passed, on the
 * one clock (a new deployment may take a moment to be served everywhere). The paths are checked side
 * by side within the one window, so each gets all of it and the checks end within `timeoutMs` (and
 * the step's deadline) however many paths never answer; every attempt is bounded by what is left
 * of both. The results come back in the order given.
 */
async function runLiveChecks(liveUrl, spec, options) {
    const startedAt = (0,_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .currentClock */ .q6)().now();
    const deadline = Math.min(startedAt + spec.timeoutMs, options.stepDeadline ?? Number.POSITIVE_INFINITY);
    return Promise.all(spec.paths.map(async (path) => {
        const result = await checkPath(liveUrl, path, spec, startedAt, deadline, options);
        options.logger.info(`Check ${path}: ${result.passed ? 'passed' : `failed, got ${result.got}`} after ${result.attempts} attempt(s).`);
        return result;
    }));
}
/** What a path was expected to answer, for messages and the summary. */
function expectation(spec) {
    return spec.contains === undefined ? `${spec.status}` : `${spec.status} containing "${spec.contains}"`;
}


/***/ }),

/***/ 75689:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkLiveDeployment: () => (/* binding */ checkLiveDeployment)
/* harmony export */ });
/* harmony import */ var _api_resources_projects_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4906);
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99373);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1138);
/* harmony import */ var _pipeline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(90583);
/* harmony import */ var _redeploy_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(89725);






/**
 * The project's live URL (what visitors get), which the checks are about; the deployment's own URL
 * when the project does not state one.
 */
async function liveUrlOf(request) {
    try {
        const project = await (0,_api_resources_projects_js__WEBPACK_IMPORTED_MODULE_0__/* .getProject */ .U1)(request.client, request.projectId, {
            ...(request.signal ? { signal: request.signal } : {}),
        });
        return project.liveUrl ?? request.deployment.url;
    }
    catch (error) {
        if (request.signal?.aborted)
            throw error;
        request.logger.warning(`Could not read the project's live URL: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error)}`);
        return request.deployment.url;
    }
}
async function rollBack(request) {
    let created;
    try {
        const outcome = await (0,_pipeline_js__WEBPACK_IMPORTED_MODULE_4__/* .runDeployPipeline */ .p)({
            client: request.client,
            projectId: request.projectId,
            source: { kind: 'deployment', target: { previous: true, before: request.deployment.id } },
            wait: true,
            // What is left of the step's time, not the whole `timeout` again: the client's requests end a
            // little after the step's deadline, and a watch cut there would lose the rollback's outcome.
            timeoutMs: Math.max(0, request.stepDeadline - (0,_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .currentClock */ .q6)().now()),
            logger: request.logger,
            ...(request.signal ? { signal: request.signal } : {}),
            ...(request.onLogLines ? { onLogLines: request.onLogLines } : {}),
            onCreated: async (deployment, from) => {
                created = { deployment, from };
                await request.onRollbackCreated?.(deployment);
            },
        });
        const to = outcome.redeployedFrom;
        const deployment = outcome.deployment ?? created?.deployment;
        return { ...(to ? { to } : {}), ...(deployment ? { deployment } : {}), outcome };
    }
    catch (error) {
        // Finding no earlier live deployment is an answer here, not a mistake in the step's inputs; any
        // other failure is reported with the failed checks, so the step's error still names the deployment
        // and, once it was created, the rollback's own, which may still go live.
        if (request.signal?.aborted)
            throw error;
        const problem = error instanceof _redeploy_js__WEBPACK_IMPORTED_MODULE_5__/* .NoPreviousDeploymentError */ .yJ ? error.fact : (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error);
        if (!created)
            return { problem };
        return { ...(created.from ? { to: created.from } : {}), deployment: created.deployment, problem };
    }
}
function failedChecks(results, spec) {
    const failed = results.filter((r) => !r.passed);
    return failed.map((r) => `${r.path} got ${r.got}, expected ${(0,_checks_js__WEBPACK_IMPORTED_MODULE_3__/* .expectation */ .pG)(spec)}`).join('; ');
}
function rollbackSentence(id, what, rollback) {
    const { to, deployment, outcome, problem } = rollback;
    if (!deployment)
        return `Deployment ${id} failed its checks (${what}) and could not be rolled back: ${problem ?? 'no earlier live deployment was found'}`;
    const redeployId = deployment.id;
    const builtFrom = to ? `, built from ${to.id}'s source,` : '';
    if (problem || !outcome)
        return `Deployment ${id} failed its checks (${what}); rollback deployment ${redeployId}${builtFrom} was created and may still go live (until it is, ${id} may still be live), but following it failed: ${problem ?? 'no outcome'}`;
    if (outcome.status === 'live')
        return `Deployment ${id} failed its checks (${what}), so it was rolled back to deployment ${to?.id}: deployment ${redeployId}, built from ${to?.id}'s source, is live.`;
    if (outcome.status === 'timed-out')
        return `Deployment ${id} failed its checks (${what}); rollback deployment ${redeployId}${builtFrom} was created but was not live when the step's \`timeout\` ran out, and may still go live. Until it is, ${id} may still be live.`;
    return `Deployment ${id} failed its checks (${what}), and the rollback to deployment ${to?.id} did not go live: deployment ${redeployId} is ${outcome.status}, so ${id} may still be live.`;
}
/** Checks the live site and, when a check fails and the policy says so, rolls the project back. */
async function checkLiveDeployment(request) {
    const { deployment, checks, logger } = request;
    const liveUrl = await liveUrlOf(request);
    if (liveUrl === undefined) {
        const failure = `Deployment ${deployment.id} is live, but neither it nor the project states a URL to check; remove \`check-path\` for this project.`;
        return { liveUrl: '', results: [], passed: false, failure };
    }
    logger.info(`Checking ${checks.paths.length} path(s) of ${liveUrl}.`);
    const options = {
        logger,
        stepDeadline: request.stepDeadline,
        ...(request.signal ? { signal: request.signal } : {}),
    };
    const results = await (0,_checks_js__WEBPACK_IMPORTED_MODULE_3__/* .runLiveChecks */ .fn)(liveUrl, checks, options);
    if (results.every((r) => r.passed))
        return { liveUrl, results, passed: true };
    const what = failedChecks(results, checks);
    if (checks.onFailure === 'fail') {
        const failure = `Deployment ${deployment.id} is live but failed its checks: ${what}.`;
        return { liveUrl, results, passed: false, failure };
    }
    logger.warning(`Deployment ${deployment.id} failed its checks (${what}); rolling back.`);
    const rollback = await rollBack(request);
    return {
        liveUrl,
        results,
        passed: false,
        rollback,
        failure: rollbackSentence(deployment.id, what, rollback),
    };
}


/***/ }),

/***/ 86237:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ readEnvFiles),
/* harmony export */   m: () => (/* binding */ applyEnvFile)
/* harmony export */ });
/* harmony import */ var _env_declared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30537);
/* harmony import */ var _env_plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23708);
/* harmony import */ var _env_sync_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(23845);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
/* harmony import */ var _sync_validation_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8152);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(48992);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(23009);







/**
 * Reads the env file of every project given, and throws every problem at once (a missing file at the
 * manifest's line, a bad line at the env file's own), before anything is written. A message names
 * variables and lines, never a value. Values of a committed file are not secrets (env-sync's rule),
 * but nothing here prints them.
 */
function readEnvFiles(workspace, manifest, projects) {
    const issues = [];
    const read = new Map();
    for (const project of projects) {
        const reference = project.envFile;
        if (reference === undefined)
            continue;
        const at = { file: manifest.file, line: reference.line, column: 1 };
        const what = `Project "${project.key}": env-file ${reference.path}`;
        const text = (0,_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .readFileInside */ .XW)(workspace, reference.path);
        if (text === undefined) {
            issues.push((0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_4__/* .issueAt */ .NC)(at, `${what} is not a file in the checked-out repository; commit it there, or fix the path (relative to the repository root).`));
            continue;
        }
        const declared = (0,_env_declared_js__WEBPACK_IMPORTED_MODULE_0__/* .readDeclared */ .D6)([{ label: reference.path, input: 'env-file', text }]);
        for (const problem of declared.problems) {
            issues.push((0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_4__/* .issueAt */ .NC)({ file: reference.path, line: problem.line, column: 1 }, `${(0,_text_js__WEBPACK_IMPORTED_MODULE_6__/* .capitalise */ .sK)(problem.message)}.`));
        }
        if (declared.problems.length === 0 && declared.variables.size === 0) {
            issues.push((0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_4__/* .issueAt */ .NC)(at, `${what} declares no NAME=value line, and an empty set would delete every variable of the project; declare at least one, or remove \`env-file\`.`));
        }
        read.set(project.key, declared.variables);
    }
    (0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_4__/* .throwIfIssues */ .AR)(issues);
    return read;
}
/**
 * Gives the project exactly its env file's variables before its deployment is created, through
 * env-sync's own plan and write: nothing is written when the digest shows the same set is there
 * already, and a variable on the platform that the file does not declare is never deleted silently
 * (the project is refused before its write). The PUT makes the platform redeploy the previous
 * deployment; the deployment created after it is newer and takes over from it.
 */
async function applyEnvFile(project, variables, options) {
    const { client, projectId, logger, signal } = options;
    const file = project.envFile?.path ?? 'env-file';
    const result = await (0,_env_sync_js__WEBPACK_IMPORTED_MODULE_2__/* .runEnvSync */ .G)({
        client,
        target: { kind: 'project', projectId },
        declared: variables,
        digestKey: { key: options.digestKey, from: 'api-key' },
        prune: false,
        dryRun: false,
        wait: false,
        timeoutMs: 0,
        logger,
        ...(signal ? { signal } : {}),
        // Before env-sync's own refusal, which names env-sync's inputs: here the fix is in the file.
        onPlan: (plan) => refuseDeletes(plan, project, file, options.manifestFile),
    });
    const count = (0,_text_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(variables.size, 'variable');
    logger.info(result.changed
        ? `Set ${count} from ${file} before deploying.`
        : `${(0,_text_js__WEBPACK_IMPORTED_MODULE_6__/* .capitalise */ .sK)(count)} from ${file} already set; nothing written.`);
    return result.changed ? 'written' : 'unchanged';
}
function refuseDeletes(plan, project, file, manifestFile) {
    if (!(0,_env_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .variablesChange */ .Eo)(plan) || plan.undeclared.length === 0)
        return;
    const names = plan.undeclared;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`Refusing to set the variables of project "${project.key}" from ${file} (${manifestFile}:${project.envFile?.line ?? project.line}): the platform replaces the whole set, so it would delete ${(0,_text_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(names.length, 'variable')} the file does not declare (${names.join(', ')}); add ${names.length === 1 ? 'it' : 'them'} to ${file}, or delete ${names.length === 1 ? 'it' : 'them'} on the platform. Nothing of this project was written.`, 'env-file');
}


/***/ }),

/***/ 92960:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DS: () => (/* binding */ planLegs),
/* harmony export */   Qj: () => (/* binding */ keySlot)
/* harmony export */ });
/* unused harmony export MAX_MATRIX_LEGS */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** GitHub runs at most 256 jobs of one matrix. */
const MAX_MATRIX_LEGS = 256;
/**
 * One leg per project up to the matrix limit; past it, each project goes to batch `hash(key) % maxLegs`
 * (empty batches are left out). A stable hash of the key, not its place in the manifest: cut into runs
 * of consecutive projects, inserting one key moved dozens of others to another batch, and across two
 * runs (whose batches lock separately) one project could then be deployed twice at once.
 */
function planLegs(projects, maxLegs = MAX_MATRIX_LEGS) {
    if (projects.length <= maxLegs) {
        return projects.map((project) => ({ key: project.key, keys: [project.key], projects: [project] }));
    }
    const batches = new Map();
    for (const project of projects) {
        // Keys are unique ignoring case, so the lower-case key names the project whatever its spelling.
        const slot = keySlot(project.key.toLowerCase(), maxLegs);
        batches.set(slot, [...(batches.get(slot) ?? []), project]);
    }
    return [...batches.entries()]
        .sort(([a], [b]) => a - b)
        .map(([slot, batch]) => ({
        key: `batch-${String(slot + 1).padStart(3, '0')}`,
        keys: batch.map((project) => project.key),
        projects: batch,
    }));
}
/**
 * Which key of a pool of `count` a leg uses: a stable hash of its first project's key, so a project
 * keeps its key from run to run (and its concurrency with it) however the other projects change.
 */
function keySlot(projectKey, count) {
    if (count <= 1)
        return 0;
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(projectKey).digest();
    return digest.readUInt32BE(0) % count;
}


/***/ }),

/***/ 10371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c2: () => (/* binding */ parseResults),
/* harmony export */   gb: () => (/* binding */ unreportedRows),
/* harmony export */   oJ: () => (/* binding */ isSuccess),
/* harmony export */   v4: () => (/* binding */ renderResultsTable)
/* harmony export */ });
/* harmony import */ var _render_deploy_status_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42408);
/* harmony import */ var _render_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42495);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51336);



const STATUSES = new Set([
    'live',
    'failed',
    'timed-out',
    'cancelled',
    'pending',
    'checks-failed',
    'rolled-back',
    'skipped',
    'superseded',
    // Written by the report for a planned project no leg reported (see `unreportedRows`).
    'no-result',
    'not-reported',
]);
const LABELS = {
    live: '✅ live',
    pending: '⏳ pending',
    cancelled: '🚫 cancelled',
    skipped: '⏭️ skipped',
    superseded: '⏭️ superseded (newer commit live)',
    'no-result': '❌ no result: the leg failed before deploying',
    'not-reported': '❌ no result: the leg never reported (it did not start, or was cancelled)',
};
/**
 * The rows of one result file, each checked for its shape: the files travel between jobs as
 * artifacts, so anything that is not a row we wrote (a key the manifest could not hold, a wrong type,
 * a URL that is not http(s)) is dropped.
 */
function parseResults(json) {
    const items = Array.isArray(json) ? json : [];
    const rows = [];
    for (const item of items) {
        if (item === null || typeof item !== 'object')
            continue;
        const { key, project, status, url, checks, durationMs, deploymentId } = item;
        if (typeof key !== 'string' || typeof project !== 'string' || typeof status !== 'string')
            continue;
        if (!STATUSES.has(status) || !_manifest_js__WEBPACK_IMPORTED_MODULE_2__/* .KEY_PATTERN */ .bn.test(key))
            continue;
        rows.push({
            key,
            project: project.slice(0, 200),
            status,
            durationMs: typeof durationMs === 'number' && Number.isFinite(durationMs) && durationMs >= 0 ? durationMs : 0,
            ...(typeof url === 'string' && url.length <= 500 && /^https?:\/\/[^\s]+$/i.test(url) ? { url } : {}),
            ...(checks === 'passed' || checks === 'failed' ? { checks } : {}),
            ...(typeof deploymentId === 'string' ? { deploymentId: deploymentId.slice(0, 200) } : {}),
        });
    }
    return rows;
}
/**
 * A failed row for every planned key without a result: a leg that wrote its file but no row for the
 * key died before its deploy step said anything (`no-result`); a leg that wrote no file was cancelled
 * or never started. The report never reads silence as success.
 */
function unreportedRows(planned, rows, legEnd) {
    const reported = new Set(rows.map((row) => row.key));
    return planned
        .filter((key) => !reported.has(key))
        .map((key) => {
        const end = legEnd(key);
        const status = end === 'reported' ? 'no-result' : end === 'cancelled' ? 'cancelled' : 'not-reported';
        return { key, project: key, status, durationMs: 0 };
    });
}
function isSuccess(row) {
    // Superseded: nothing shipped because a newer commit is live, which is what was wanted.
    return (row.status === 'live' || row.status === 'superseded') && row.checks !== 'failed';
}
/** One row per project, sorted by key: status, URL, checks, duration. */
function renderResultsTable(rows) {
    const sorted = [...rows].sort((a, b) => a.key.localeCompare(b.key));
    const cells = sorted.map((row) => [
        row.key,
        LABELS[row.status] ?? `❌ ${row.status}`,
        row.url ? { markdown: (0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownLink */ .iQ)(row.url, row.url) } : '',
        row.checks === undefined ? '—' : row.checks === 'passed' ? '✅ passed' : '❌ failed',
        (0,_render_deploy_status_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(row.durationMs),
    ]);
    return (0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .renderTable */ .bo)(['Project', 'Status', 'URL', 'Checks', 'Duration'], cells);
}


/***/ })

};
