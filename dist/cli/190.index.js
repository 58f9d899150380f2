export const id = 190;
export const ids = [190,689];
export const modules = {

/***/ 1729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ loadManifest)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _manifest_manifest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51336);
/* harmony import */ var _manifest_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(23009);
/* harmony import */ var _sync_validation_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8152);
/* harmony import */ var _workspace_deploy_root_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(57155);





/** The manifest, read from inside the workspace only: its name comes from a workflow input. */
function loadManifest(workspace, name) {
    const problem = (0,_manifest_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .pathProblem */ .z9)(name);
    if (problem)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`Input "manifest" ("${name}") ${problem}.`, 'manifest');
    const file = (0,_manifest_manifest_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizePath */ .Fd)(name);
    const text = (0,_manifest_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .readFileInside */ .XW)(workspace, file);
    if (text === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`Input "manifest" names ${file}, which is not in the checked-out repository; add it (see the projects action's README) or set \`manifest\` to its path.`, 'manifest');
    }
    const manifest = (0,_manifest_manifest_js__WEBPACK_IMPORTED_MODULE_1__/* .readManifest */ .WI)(text, file);
    checkDeployRoots(workspace, manifest);
    return manifest;
}
/**
 * Every project's folder must be, after symbolic links, inside the checkout and outside any `.git`:
 * refused at the `path:` line before any request, in the plan and again in each leg.
 */
function checkDeployRoots(workspace, manifest) {
    const issues = manifest.projects.flatMap((project) => {
        const problem = (0,_workspace_deploy_root_js__WEBPACK_IMPORTED_MODULE_4__/* .deployRootProblem */ .v)(workspace, project.path);
        if (problem === undefined)
            return [];
        const at = { file: manifest.file, line: project.pathLine, column: 1 };
        return [(0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_3__/* .issueAt */ .NC)(at, `Project "${project.key}": path "${project.path}" ${problem}.`)];
    });
    (0,_sync_validation_js__WEBPACK_IMPORTED_MODULE_3__/* .throwIfIssues */ .AR)(issues);
}


/***/ }),

/***/ 17625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runManifestMode: () => (/* binding */ runManifestMode)
});

// EXTERNAL MODULE: ./src/api/client.ts + 6 modules
var api_client = __webpack_require__(83267);
// EXTERNAL MODULE: ./src/clock.ts
var clock = __webpack_require__(99373);
// EXTERNAL MODULE: ./src/duration.ts
var duration = __webpack_require__(77607);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/github/deployment-reporter.ts
var deployment_reporter = __webpack_require__(53344);
// EXTERNAL MODULE: ./src/manifest/env-file.ts
var env_file = __webpack_require__(86237);
// EXTERNAL MODULE: ./src/manifest/legs.ts
var legs = __webpack_require__(92960);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/concurrency.ts
var concurrency = __webpack_require__(81532);
// EXTERNAL MODULE: ./src/deploy/live-leg.ts
var live_leg = __webpack_require__(23864);
// EXTERNAL MODULE: ./src/deploy/pipeline.ts + 2 modules
var pipeline = __webpack_require__(90583);
// EXTERNAL MODULE: ./src/deploy/post-deploy.ts
var post_deploy = __webpack_require__(75689);
// EXTERNAL MODULE: ./src/deploy/report.ts
var report = __webpack_require__(65505);
// EXTERNAL MODULE: ./src/preview/domain.ts
var preview_domain = __webpack_require__(56174);
// EXTERNAL MODULE: ./src/preview/copy-project.ts
var copy_project = __webpack_require__(99399);
// EXTERNAL MODULE: ./src/preview/project.ts
var project = __webpack_require__(71105);
// EXTERNAL MODULE: ./src/preview/template.ts
var preview_template = __webpack_require__(14904);
;// CONCATENATED MODULE: ./src/preview/manifest-preview.ts




/** A pull request's preview of a manifest project, unless its `preview-name` says otherwise. */
const PULL_PREVIEW_NAME = '{project}-pr-{pr}';
/** The merge queue's: never the pull request's own, so the queue's removal cannot take that one. */
const QUEUE_PREVIEW_NAME = '{project}-queue-{pr}';
/**
 * A template as the merge queue uses it: `{pr}` becomes `queue-{pr}`, so a queue's preview of pull
 * request 9 is never pull request 9's own preview (the queue's removal must not take that one).
 */
function forQueue(template) {
    return template.replaceAll('{pr}', 'queue-{pr}');
}
/** The preview project's name: the project's `preview-name` (or the default) with `{project}` its production name. */
function previewProjectName(project, run) {
    if (/[{}]/.test(project.project)) {
        throw new errors/* ConfigurationError */.j1(`Project "${project.key}" names its platform project "${project.project}", whose braces a preview name cannot hold; name the project without { or }.`, 'projects');
    }
    const given = project.previewName;
    const template = given === undefined
        ? run.queue
            ? QUEUE_PREVIEW_NAME
            : PULL_PREVIEW_NAME
        : run.queue
            ? forQueue(given)
            : given;
    return (0,preview_template/* renderProjectName */.T7)(template.replaceAll('{project}', project.project), run.values, 'projects');
}
/** The preview's domain, when the project's `preview-domain` asks for one. */
function previewDomainName(project, run) {
    const given = project.previewDomain;
    if (given === undefined)
        return undefined;
    return (0,preview_template/* renderDomain */.dC)(run.queue ? forQueue(given) : given, run.values, 'projects');
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
;// CONCATENATED MODULE: ./src/monorepo/deploy-projects.ts













/**
 * Manifest mode's deploy: the projects, `concurrency` at a time, all with one client (one token
 * bucket for the key). A project that fails does not stop the others; each ends as one row. The
 * caller reports the rows (outputs, summary, verdict): nothing here writes to the runner.
 */
async function deployManifestProjects(request) {
    return (0,concurrency/* mapLimited */.bB)(request.projects, request.concurrency, (project) => deployOne(project, request));
}
async function deployOne({ entry: project, id, timeoutMs }, request) {
    const { client, signal, defaults } = request;
    const startedAt = (0,clock/* currentClock */.q6)().now();
    const logger = prefixed(request.logger, project.key);
    const row = (fields) => ({
        key: project.key,
        project: project.project,
        durationMs: (0,clock/* currentClock */.q6)().now() - startedAt,
        ...fields,
    });
    if (signal.aborted)
        return row({ status: 'cancelled' });
    let record;
    let created;
    try {
        const resolved = id === undefined ? await (0,project_input/* resolveProject */.K)(client, project.project, { logger, signal }) : { id };
        // Never older than live, before this project's first write (its preview, env file or upload).
        const stale = await (0,live_leg/* projectSuperseded */.S$)({
            client,
            projectId: resolved.id,
            projectRaw: 'raw' in resolved ? resolved.raw : undefined,
            logger,
            signal,
        }, defaults, request.run);
        if (stale) {
            logger.info(stale.sentence);
            return row({ project: resolved.id, status: 'superseded', ...(stale.url ? { url: stale.url } : {}) });
        }
        const target = request.preview
            ? await previewTarget(project, resolved.id, request.preview, request)
            : resolved;
        if (request.preview)
            record = request.record?.(project, target.id);
        const variables = request.envFiles.get(project.key);
        if (variables !== undefined) {
            await (0,env_file/* applyEnvFile */.m)(project, variables, {
                client,
                projectId: target.id,
                manifestFile: request.manifestFile,
                digestKey: request.digestKey,
                logger,
                signal,
            });
        }
        const outcome = await (0,pipeline/* runDeployPipeline */.p)({
            client,
            projectId: target.id,
            source: {
                kind: 'upload',
                root: (0,external_node_path_.resolve)(request.workspace, project.path),
                exclude: [...defaults.exclude, ...(project.exclude ?? [])],
                tempDir: request.tempDir,
                uploadFormat: defaults.uploadFormat,
                compressionLevel: defaults.compressionLevel,
            },
            wait: true,
            timeoutMs,
            logger,
            signal,
            // Build logs of several projects would interleave, and the platform keeps each one whole: the
            // watch reads statuses only, and the log once, for a failure's tail.
            followLog: false,
            pacing: request.pacing,
            onCreated: async (deployment) => {
                created = deployment.id;
                await record?.started(deployment.id);
            },
        });
        const ended = await settle(project, target, outcome, { request, logger, startedAt, timeoutMs });
        const shownUrl = 'domain' in target && target.domain ? `https://${target.domain}` : ended.url;
        await record?.finished({
            status: ended.status === 'live' ? 'live' : 'failed',
            ...(created ? { deploymentId: created } : {}),
            ...(shownUrl ? { url: shownUrl } : {}),
        });
        return row({ ...ended, ...(shownUrl ? { url: shownUrl } : {}) });
    }
    catch (error) {
        const status = signal.aborted ? 'cancelled' : 'failed';
        await record?.finished({ status, ...(created ? { deploymentId: created } : {}) });
        if (!signal.aborted)
            request.logger.error(`${project.key}: ${(0,redact/* redact */.E$)((0,errors/* errorMessage */.gJ)(error))}`);
        return row({ status });
    }
}
/**
 * The project's preview (found, else made from production's settings) and its domain when the
 * manifest names one. Production is only read.
 */
async function previewTarget(project, productionId, run, { client, signal, logger }) {
    const prefixedLogger = prefixed(logger, project.key);
    const options = { logger: prefixedLogger, signal };
    const preview = await previewProjectFor(client, productionId, previewProjectName(project, run), options);
    prefixedLogger.info(`Deploying the preview project ${preview.name ?? preview.id} (${preview.id}).`);
    const domain = previewDomainName(project, run);
    if (domain === undefined)
        return { id: preview.id };
    await (0,preview_domain/* ensureDomainAttached */.F)(client, preview.id, domain, { ...options, primary: false });
    return { id: preview.id, domain };
}
/** The deployment's end, and its checks when the project (or the step) asks for them. */
async function settle(project, target, outcome, { request, logger, startedAt, timeoutMs }) {
    const deployment = outcome.deployment;
    const base = {
        project: target.id,
        ...(deployment?.url ? { url: deployment.url } : {}),
        ...(deployment ? { deploymentId: deployment.id } : {}),
    };
    if (outcome.status === 'failed')
        reportBuildFailure(request.logger, project.key, deployment?.id, outcome);
    if (outcome.status !== 'live' || deployment === undefined)
        return { ...base, status: outcome.status };
    const paths = project.checks ?? request.defaults.checks.paths;
    if (paths.length === 0) {
        logger.info(`live at ${deployment.url ?? '(no URL)'}`);
        return { ...base, status: 'live' };
    }
    const checked = await (0,post_deploy.checkLiveDeployment)({
        client: request.client,
        projectId: target.id,
        deployment,
        checks: { ...request.defaults.checks, paths },
        stepDeadline: startedAt + timeoutMs,
        logger,
        signal: request.signal,
    });
    if (checked.failure)
        logger.warning(checked.failure);
    const status = checked.passed ? 'live' : checked.rollback?.deployment ? 'rolled-back' : 'checks-failed';
    return { ...base, status, checks: checked.passed ? 'passed' : 'failed' };
}
/**
 * A failed build's log tail, each line under the project's key (several projects share the step
 * log), and one error annotation with it, so the reason is where a failed step opens.
 */
function reportBuildFailure(logger, key, deploymentId, outcome) {
    const tail = (0,report/* logTail */.RB)(outcome.logLines);
    const id = deploymentId ?? 'unknown';
    if (tail.length === 0) {
        logger.error(`${key}: deployment ${id} failed on the platform before its build wrote any log line.`);
        return;
    }
    (0,report/* printLogTail */.Cu)({ info: (message) => logger.info(`[${key}] ${message}`) }, id, tail);
    logger.error((0,redact/* redact */.E$)(tail.join('\n')), { title: `${key}: deployment ${id} failed: build log tail` });
}
/** Log lines of one project among several, each starting with its key. */
function prefixed(logger, key) {
    return {
        debug: (message) => logger.debug(`[${key}] ${message}`),
        info: (message) => logger.info(`[${key}] ${message}`),
        warning: (message) => logger.warning(`[${key}] ${message}`),
    };
}

// EXTERNAL MODULE: ./src/api/rate-limiter.ts
var rate_limiter = __webpack_require__(43053);
;// CONCATENATED MODULE: ./src/monorepo/pace.ts

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

// EXTERNAL MODULE: ./src/api/resources/projects.ts
var projects = __webpack_require__(4906);
;// CONCATENATED MODULE: ./src/preview/manifest-removal.ts



/**
 * A pull request's (or a merge group's) previews of manifest projects, taken down: the preview
 * domain detached (never a primary one), the GitHub Deployments inactive. The preview project itself
 * stays: the platform's API cannot delete projects (a reopened pull request reuses it). Every name is
 * rendered before the first request, so a template that cannot render fails before any write; the
 * projects are listed once, whatever their number.
 */
async function removeManifestPreviews(request) {
    const { client, logger, signal } = request;
    const named = request.projects.map((project) => ({
        key: project.key,
        name: previewProjectName(project, request.run),
        domain: previewDomainName(project, request.run),
    }));
    const byName = new Map((await (0,projects/* listProjects */.hF)(client, { signal })).map((project) => [project.name, project]));
    const results = [];
    for (const { key, name, domain } of named) {
        const found = byName.get(name);
        if (found === undefined) {
            logger.info(`[${key}] There is no preview project named ${name}: nothing to remove.`);
            results.push({ key, status: 'no-preview', name, kept: [] });
            continue;
        }
        const detached = domain === undefined
            ? undefined
            : await (0,preview_domain/* detachPreviewDomain */.S)(client, found.id, domain, { logger, signal });
        if (detached?.kind === 'primary') {
            results.push({
                key,
                status: 'refused',
                name,
                projectId: found.id,
                kept: [
                    `${domain} is the primary (production) domain of project ${found.id}: a preview never takes production offline`,
                ],
            });
            continue;
        }
        await request.removed?.(key, found.id);
        results.push({
            key,
            status: 'removed',
            name,
            projectId: found.id,
            ...(detached?.kind === 'detached' && domain !== undefined ? { detached: domain } : {}),
            kept: [
                `project ${name} (${found.id}) stays: the platform API cannot delete projects; a reopened pull request reuses it`,
            ],
        });
    }
    return results;
}

// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(48992);
// EXTERNAL MODULE: ./src/actions/common/api-terms.ts
var api_terms = __webpack_require__(49863);
// EXTERNAL MODULE: ./src/actions/common/deploy-github.ts
var deploy_github = __webpack_require__(61404);
// EXTERNAL MODULE: ./src/actions/common/manifest-input.ts
var manifest_input = __webpack_require__(1729);
// EXTERNAL MODULE: ./src/actions/deploy/many-inputs.ts
var many_inputs = __webpack_require__(44028);
;// CONCATENATED MODULE: ./src/actions/deploy/many.ts
















/**
 * Manifest mode's wiring: inputs, the manifest, the job's client, and the event's choice between
 * production, previews (a pull request, the merge queue) and their removal (a closed pull request,
 * `previews: remove` at the queue's end). The work is src/monorepo/deploy-projects.ts's and
 * src/preview/manifest-removal.ts's; report.ts shows it.
 */
async function runManifestMode(action) {
    const { port, inputs, connection, signal, workspace, tempDir, context } = action;
    const config = (0,many_inputs/* readManyDeployInputs */.m)(inputs);
    const manifest = (0,manifest_input/* loadManifest */.e)(workspace, config.manifest);
    const entries = config.keys.map((key) => {
        const found = manifest.projects.find((project) => project.key.toLowerCase() === key.toLowerCase());
        if (found)
            return found;
        throw new errors/* ActionFailure */.dR(`Input "projects" names "${key}", which ${manifest.file} does not declare; pass the keys the projects action planned (\`matrix.projects\`).`);
    });
    const choice = previewChoice(context, config.previews);
    if (choice.kind === 'skip') {
        port.info(choice.why);
        return { kind: 'skipped', rows: entries.map((entry) => skippedRow(entry)) };
    }
    // Every env file is read and checked, and every preview's name and domain rendered, before the
    // first write: a missing file or a template this run cannot fill fails the job whole.
    const envFiles = (0,env_file/* readEnvFiles */.P)(workspace, manifest, entries);
    if (choice.kind !== 'production') {
        for (const entry of entries) {
            previewProjectName(entry, choice.run);
            previewDomainName(entry, choice.run);
        }
    }
    const projects = entries.map((entry, index) => ({
        entry,
        id: config.ids?.[index],
        timeoutMs: entry.timeout === undefined
            ? config.defaults.timeoutMs
            : ((0,duration/* parseDuration */.E9)(entry.timeout) ?? config.defaults.timeoutMs),
    }));
    const apiKey = config.apiKeys.length === 0
        ? connection.apiKey
        : config.apiKeys[(0,legs/* keySlot */.Qj)(config.keys[0] ?? '', config.apiKeys.length)];
    // A client of the job's own, with no step deadline: each project has its own `timeout`, counted
    // from its own start. It has a bucket of its own (the run's clock given), paced as src/monorepo/pace.ts
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
    if (choice.kind === 'remove') {
        const github = removalGitHub(config, context, port);
        const removed = await removeManifestPreviews({
            client,
            projects: entries,
            run: choice.run,
            logger: port,
            signal,
            removed: async (key, previewId) => {
                await github?.inactivateAll(environmentOf(key, choice.run), {
                    ref: refOf(context, choice.run),
                    project: previewId,
                });
            },
        });
        return { kind: 'removed', removed, queue: choice.run.queue };
    }
    const preview = choice.kind === 'preview' ? choice.run : undefined;
    const concurrency = Math.min(config.concurrency, projects.length);
    port.info(`Deploying ${(0,src_text/* plural */.LS)(projects.length, 'project')} of ${manifest.file}, ${config.concurrency} at a time, at ${connection.ratePerSecond} requests/s.`);
    const rows = await deployManifestProjects({
        client,
        logger: port,
        signal,
        workspace,
        tempDir,
        manifestFile: manifest.file,
        projects,
        concurrency: config.concurrency,
        defaults: {
            ...config.defaults,
            checks: config.checks,
            force: config.force,
            githubToken: config.githubToken,
        },
        pacing: watchPacing(connection.ratePerSecond, concurrency),
        envFiles,
        digestKey: apiKey,
        run: context,
        preview,
        record: preview ? previewRecords(config, context, port, preview) : undefined,
    });
    return { kind: 'deployed', rows };
}
/**
 * Production on a push (and any event but these two); on a pull request of this repository its
 * previews, removed when it closes; in the merge queue the group's previews, removed by the
 * workflow's last job (`previews: remove`). A fork's pull request has no secrets: nothing.
 */
function previewChoice(run, previews) {
    const values = { branch: run.branch, sha: run.commitSha };
    if (run.mergeGroup) {
        const queued = { queue: true, values: { ...values, pr: run.mergeGroup.pullNumber } };
        return { kind: previews === 'remove' ? 'remove' : 'preview', run: queued };
    }
    const pull = run.pullRequest;
    if (pull === undefined) {
        if (previews === 'remove') {
            throw new errors/* ConfigurationError */.j1('Input "previews" is `remove`, which only applies on pull_request and merge_group events (a push deploys production); remove it.', 'previews');
        }
        return { kind: 'production' };
    }
    if (pull.isFork) {
        return {
            kind: 'skip',
            why: 'This pull request comes from a fork: GitHub gives fork pull requests no secrets, so no preview is deployed or removed.',
        };
    }
    const run_ = { queue: false, values: { ...values, pr: pull.number } };
    return { kind: pull.action === 'closed' || previews === 'remove' ? 'remove' : 'preview', run: run_ };
}
function skippedRow(entry) {
    return { key: entry.key, project: entry.project, status: 'skipped', durationMs: 0 };
}
/** The GitHub environment of a project's preview: `preview/<key>`, or `queue/<key>` in the merge queue. */
function environmentOf(key, run) {
    return `${run.queue ? 'queue' : 'preview'}/${key}`;
}
/** The ref a preview's GitHub Deployment is made on: the pull request's branch, the queue's head commit. */
function refOf(context, run) {
    return run.queue ? context.commitSha : (context.branch ?? context.commitSha);
}
/** One GitHub Deployment per project's preview, when `github-deployment` and a token allow it. */
function previewRecords(config, context, port, run) {
    if (!config.githubDeployment || config.githubToken === undefined)
        return undefined;
    return (entry, previewId) => (0,deploy_github/* deployGitHub */.JU)({
        githubToken: config.githubToken,
        // The report job writes the one comment with a row per project.
        comment: false,
        githubDeployment: true,
        environment: environmentOf(entry.key, run),
    }, context, { id: previewId, name: entry.key }, port);
}
function removalGitHub(config, context, port) {
    if (!config.githubDeployment || config.githubToken === undefined)
        return undefined;
    return new deployment_reporter/* GitHubDeploymentReporter */.a({
        context,
        token: config.githubToken,
        project: '',
        comment: false,
        githubDeployment: true,
        logger: port,
    });
}


/***/ }),

/***/ 81532:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bB: () => (/* binding */ mapLimited),
/* harmony export */   jf: () => (/* binding */ Semaphore),
/* harmony export */   vP: () => (/* binding */ forEachLimited)
/* harmony export */ });
/**
 * Bounded parallelism, the one kit of it: uploads, parts and hashing (src/cdn), the projects of a
 * manifest deploy (src/deploy), and the bench and chaos runs. Base layer: it imports nothing.
 */
/** Caps how many holders run at once; the others wait in arrival order. */
class Semaphore {
    #available;
    #waiting = [];
    constructor(size) {
        this.#available = Math.max(1, Math.floor(size));
    }
    async use(job) {
        if (this.#available > 0)
            this.#available--;
        else
            await new Promise((resolve) => this.#waiting.push(resolve));
        try {
            return await job();
        }
        finally {
            const next = this.#waiting.shift();
            if (next)
                next();
            else
                this.#available++;
        }
    }
}
/**
 * Runs `worker` on every item with at most `limit` at once. A worker that throws stops the pool:
 * no new item starts, the running ones finish, and the first error is rethrown. Workers that must
 * not stop the others catch their own errors.
 */
async function forEachLimited(items, limit, worker, options = {}) {
    let next = 0;
    let failure;
    const lane = async () => {
        while (failure === undefined && next < items.length) {
            if (options.signal?.aborted) {
                failure ??= { error: options.signal.reason };
                return;
            }
            if (options.more && !options.more())
                return;
            const index = next++;
            try {
                await worker(items[index], index);
            }
            catch (error) {
                failure ??= { error };
            }
        }
    };
    const lanes = Math.max(1, Math.min(Math.floor(limit), items.length));
    await Promise.all(Array.from({ length: lanes }, lane));
    if (failure !== undefined)
        throw failure.error;
}
/**
 * `forEachLimited` that keeps each worker's answer, in the items' order (not the order they ended
 * in). Items `more` left unstarted have no answer: the array is then sparse at their places.
 */
async function mapLimited(items, limit, worker, options = {}) {
    const results = new Array(items.length);
    await forEachLimited(items, limit, async (item, index) => {
        results[index] = await worker(item, index);
    }, options);
    return results;
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

/***/ 88230:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

var j=(e,n)=>()=>{try{return n||e((n={exports:{}}).exports,n),n.exports}catch(t){throw n=0,t}};var R=j((Z,N)=>{function T(e){return typeof e=="string"?!["false","0","no","off",""].includes(e.toLowerCase()):!!e}function U(e=process.env){let n={};for(let t of["ENCODING","PATH","QUIET","DEBUG","OVERRIDE","FAST"]){let r=e[`DOTENV_${t}`]!=null?e[`DOTENV_${t}`]:e[`DOTENV_CONFIG_${t}`];r!=null&&(n[t.toLowerCase()]=t==="ENCODING"||t==="PATH"?r:T(r))}return n}N.exports={parseBoolean:T,optionsFromEnv:U}});var P=j((ee,b)=>{var F=__webpack_require__(79896),_=__webpack_require__(16928),B=__webpack_require__(70857),{URL:L,fileURLToPath:Q}=__webpack_require__(87016),{parseBoolean:$,optionsFromEnv:I}=R(),G=/(?:^|^)\s*(?:export\s+)?([\w.-]+)(?:\s*=\s*?|:\s+?)(\s*'(?:\\'|[^'])*'|\s*"(?:\\"|[^"])*"|\s*`(?:\\`|[^`])*`|[^#\r\n]+)?\s*(?:#.*)?(?:$|$)/mg,y=new Uint8Array(256);for(let e=48;e<=57;e++)y[e]=1;for(let e=65;e<=90;e++)y[e]=1;for(let e=97;e<=122;e++)y[e]=1;y[45]=1;y[46]=1;y[95]=1;function H(e){let n={},t=e.toString();t=t.replace(/\r\n?/mg,`
`);let r;for(;(r=G.exec(t))!=null;){let o=r[1],i=r[2]||"";i=i.trim();let c=i[0];i=i.replace(/^(['"`])([\s\S]*)\1$/mg,"$2"),c==='"'&&(i=i.replace(/\\n/g,`
`),i=i.replace(/\\r/g,"\r")),n[o]=i}return n}function g(e){return e<=32?e===32||e>=9&&e<=13:e>=160&&(e===160||e===5760||e>=8192&&e<=8202||e===8232||e===8233||e===8239||e===8287||e===12288||e===65279)}function O(e){return e===10||e===8232||e===8233}function V(e){let n={},t=typeof e=="string"?e:e.toString();t.indexOf("\r")!==-1&&(t=t.replace(/\r\n?/g,`
`));let r=t.length,o=0;for(;o<r;){let i=t.charCodeAt(o);for(;o<r&&g(i);)o++,i=t.charCodeAt(o);if(o>=r)break;if(i===35){for(;o<r&&!O(t.charCodeAt(o));)o++;continue}let c=-1;if(i===101&&o+6<r&&t.charCodeAt(o+1)===120&&t.charCodeAt(o+2)===112&&t.charCodeAt(o+3)===111&&t.charCodeAt(o+4)===114&&t.charCodeAt(o+5)===116){let u=t.charCodeAt(o+6);if(g(u)){let s=o+7;for(;s<r&&g(t.charCodeAt(s));)s++;y[t.charCodeAt(s)]&&(c=o+6,o=s)}else i=t.charCodeAt(o)}let E=o,p=0;for(;o<r&&(p=t.charCodeAt(o),y[p]);)o++;if(o===E){for(;o<r&&!O(t.charCodeAt(o));)o++;continue}let k=t.slice(E,o),D=o;if(o>=r&&(p=0),g(p))do o++,p=o<r?t.charCodeAt(o):0;while(g(p));if(p===61)o++;else if(p===58&&o===D&&o+1<r&&g(t.charCodeAt(o+1)))o+=2;else{for(o=c===-1?D:c;o<r&&!O(t.charCodeAt(o));)o++;continue}let d=o,l=o;for(;l<r&&g(t.charCodeAt(l));)l++;let C=t.charCodeAt(l),a,q=!1;if(C===39||C===34||C===96){let u=t[l],s=t.indexOf(u,l+1),f=-1,h=-1;for(;s!==-1;){let x=t.charCodeAt(s-1)===92,w=s+1;for(;w<r&&!O(t.charCodeAt(w))&&g(t.charCodeAt(w));)w++;if((w===r||O(t.charCodeAt(w))||t.charCodeAt(w)===35)&&(f=s,h=w),!x)break;s=t.indexOf(u,s+1)}if(f!==-1){if(a=t.slice(l+1,f),o=h,t.charCodeAt(o)===35)for(;o<r&&!O(t.charCodeAt(o));)o++;q=!0}}if(!q){let u=t.indexOf(`
`,d);u===-1&&(u=r);let s;if(r<4096)s=t.indexOf("#",d),(s===-1||s>u)&&(s=u);else for(s=d;s<u&&t.charCodeAt(s)!==35;)s++;let f=d,h=s;for(;f<h&&g(t.charCodeAt(f));)f++;for(;h>f&&g(t.charCodeAt(h-1));)h--;let x=t.charCodeAt(f);if(a=t.slice(f,h),a.includes("\u2028")||a.includes("\u2029")?a=a.replace(/^(['"`])([\s\S]*)\1$/mg,"$2"):h-f>=2&&(x===39||x===34||x===96)&&t.charCodeAt(h-1)===x&&(a=t.slice(f+1,h-1)),o=s,s<u)for(;o<r&&!O(t.charCodeAt(o));)o++}C===34&&(q||l<o)&&a.indexOf("\\")!==-1&&(a=a.replace(/\\n/g,`
`).replace(/\\r/g,"\r")),n[k]=a}return n}function J(e,n){return n&&$(n.fast)?V(e):H(e)}function v(e){console.log(`\u2506 ${e}`)}function W(e){console.error(`\u25C7 ${e}`)}function S(e){return e[0]==="~"?_.join(B.homedir(),e.slice(1)):e}function K(e={}){let n={...e};for(let t of Object.keys(n))n[t]===void 0&&delete n[t];return{...I(),...n}}function M(e){e=K(e);let n=_.resolve(process.cwd(),".env"),t="utf8",r=process.env;e&&e.processEnv!=null&&(r=e.processEnv);let o=$(e&&e.debug);e&&e.encoding?t=e.encoding:o&&v("no encoding is specified (UTF-8 is used by default)");let i=[n];if(e&&e.path)if(!Array.isArray(e.path))i=[S(e.path)];else{i=[];for(let d of e.path)i.push(S(d))}let c,E={},p={fast:e.fast};for(let d of i)try{let l=A.parse(F.readFileSync(d,{encoding:t}),p);A.populate(E,l,e)}catch(l){o&&v(`failed to load ${d} ${l.message}`),c=l}let k=A.populate(r,E,e),D=$(Object.prototype.hasOwnProperty.call(e,"quiet")?e.quiet:I(r).quiet);if(o||!D){let d=Object.keys(k).length,l=[];for(let C of i)try{let a=_.relative(process.cwd(),C instanceof L?Q(C):C);l.push(a)}catch(a){o&&v(`failed to load ${C} ${a.message}`),c=a}W(`injected env (${d}) from ${l.join(",")}`)}return c?{parsed:E,error:c}:{parsed:E}}function Y(e){return A.configDotenv(e)}function z(e,n,t={}){let r=$(t&&t.debug),o=$(t&&t.override),i={};if(e===null||typeof e!="object"||n===null||typeof n!="object"){let c=new Error("OBJECT_REQUIRED: Please check the processEnv argument being passed to populate");throw c.code="OBJECT_REQUIRED",c}for(let c of Object.keys(n))Object.prototype.hasOwnProperty.call(e,c)?(o===!0&&(e[c]=n[c],i[c]=n[c]),r&&v(o===!0?`"${c}" is already defined and WAS overwritten`:`"${c}" is already defined and was NOT overwritten`)):(e[c]=n[c],i[c]=n[c]);return i}var A={configDotenv:M,config:Y,parse:J,populate:z};b.exports.configDotenv=A.configDotenv;b.exports.config=A.config;b.exports.parse=A.parse;b.exports.populate=A.populate;b.exports=A});var m=P();module.exports=m;module.exports.config=m.config;module.exports.configDotenv=m.configDotenv;module.exports.parse=m.parse;module.exports.populate=m.populate;


/***/ })

};
