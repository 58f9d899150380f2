export const id = 827;
export const ids = [827];
export const modules = {

/***/ 60375:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ readLiveCheckInputs)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _site_path_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(24506);


function readLiveCheckInputs(inputs, wait) {
    const paths = inputs.list('check-path');
    for (const path of paths) {
        // Appended to the live URL as text, so it must not be able to leave it, as written or decoded.
        const problem = (0,_site_path_js__WEBPACK_IMPORTED_MODULE_1__/* .sitePathProblem */ .m)(path, { query: true });
        if (problem)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`Input "check-path" has "${path.length > 60 ? `${path.slice(0, 60)}…` : path}", which ${problem}; give paths of the live site such as /health, one per line.`, 'check-path');
    }
    const status = inputs.integer('check-status', 100, 599);
    const contains = inputs.optional('check-contains');
    const timeoutMs = inputs.durationMs('check-timeout');
    const onFailure = inputs.oneOf('on-check-failure', ['fail', 'rollback']);
    if (paths.length === 0 && (contains !== undefined || onFailure === 'rollback')) {
        const input = contains !== undefined ? 'check-contains' : 'on-check-failure';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`Input "${input}" only applies to post-deploy checks; set \`check-path\` (e.g. \`check-path: /\`) or remove it.`, input);
    }
    if (paths.length > 0 && !wait) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1('Input "check-path" needs the deployment to be followed until it is live; remove `wait: false` or remove `check-path`.', 'check-path');
    }
    return { paths, status, contains, timeoutMs, onFailure };
}


/***/ }),

/***/ 59568:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ checkIfAsked)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);

/** The post-deploy checks (and a rollback), when `check-path` asks for them. */
async function checkIfAsked(port, config, projectId, outcome, stepDeadline, { client, signal }) {
    if (config.checks.paths.length === 0 || outcome.status !== 'live' || !outcome.deployment)
        return undefined;
    // Loaded only when asked for: the checks' HTTP client (undici's whole index) slowed every start-up.
    const { checkLiveDeployment } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(689)]).then(__webpack_require__.bind(__webpack_require__, 75689));
    const checked = await port.group(null, (openGroup) => checkLiveDeployment({
        client,
        projectId,
        deployment: outcome.deployment,
        checks: config.checks,
        stepDeadline,
        logger: port,
        signal,
        onRollbackCreated: (deployment) => openGroup(`Build log of rollback deployment ${deployment.id}`),
    }));
    if (signal.aborted)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc('The job was cancelled during the post-deploy checks.');
    return checked;
}


/***/ }),

/***/ 61404:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JU: () => (/* binding */ deployGitHub),
/* harmony export */   Om: () => (/* binding */ finishOnGitHub),
/* harmony export */   wP: () => (/* binding */ deployInLogGroup)
/* harmony export */ });
/* harmony import */ var _deploy_pipeline_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90583);
/* harmony import */ var _deploy_report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65505);
/* harmony import */ var _github_deployment_reporter_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53344);



/**
 * A deploy's GitHub Deployment and sticky PR comment, as its inputs ask: what deploy, promote and
 * the manifest mode's previews report to GitHub.
 */
function deployGitHub(config, context, project, logger, 
/** What the GitHub Deployment says it is (a promote names its source deployment). */
record = { description: `Deploying ${project.id}` }) {
    const github = new _github_deployment_reporter_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubDeploymentReporter */ .a({
        context,
        token: config.githubToken,
        project: project.id,
        projectName: project.name,
        comment: config.comment,
        githubDeployment: config.githubDeployment,
        logger,
    });
    // In the merge queue, each project's preview of the group has an environment of its own.
    const environment = config.environment ??
        (context.mergeGroup ? `queue/${project.name ?? project.id}` : context.defaultEnvironment);
    return {
        started: (platformDeployment) => reportStarted(github, context, environment, record, platformDeployment),
        finished: async (end) => {
            await reportFinished(github, context, end);
            // GitHub's auto_inactive skips production environments: the previous production deployment
            // of this project (ours only, by its payload) goes inactive as it would elsewhere.
            if (end.status === 'live' && !end.verdict && environment === 'production') {
                await github.inactivatePreviousLive();
            }
        },
    };
}
/**
 * Runs the deploy pipeline with its build log folded under a group, opened once the deployment
 * exists when the run waits for it, and the deployment started on GitHub. On a failure `failed`
 * hears of the deployment created before it (if any) so it is still named and failed, and the error
 * goes on.
 */
function deployInLogGroup(port, github, request, on) {
    let createdId;
    return port
        .group(null, (openGroup) => (0,_deploy_pipeline_js__WEBPACK_IMPORTED_MODULE_0__/* .runDeployPipeline */ .p)({
        ...request,
        logger: port,
        onCreated: async (deployment) => {
            createdId = deployment.id;
            on.created?.(deployment.id);
            await github.started(deployment.id);
            if (request.wait)
                openGroup(`Build log of deployment ${deployment.id}`);
        },
    }))
        .catch(async (error) => {
        await on.failed(createdId);
        throw error;
    });
}
async function reportStarted(github, context, environment, record, platformDeployment) {
    await github.start({
        environment,
        ref: context.pullRequest ? (context.branch ?? context.commitSha) : context.commitSha,
        transient: environment !== 'production',
        ...record,
    }, platformDeployment);
    await github.comment({ status: 'in_progress', ...commitLink(context) });
}
/** How the deploy ended, as the GitHub Deployment's last status and the comment; pending leaves both as they are. */
async function reportFinished(github, context, end) {
    const { status, deploymentId, verdict } = end;
    const card = {
        status: verdict?.shown ?? (0,_deploy_report_js__WEBPACK_IMPORTED_MODULE_1__/* .toGitHubStatus */ .x4)(status),
        ...commitLink(context),
        ...(deploymentId ? { deploymentId } : {}),
        ...(end.timeline && end.timeline.phases.length > 0
            ? { timeline: { title: `Deployment ${deploymentId ?? ''}`, ...end.timeline } }
            : {}),
    };
    const url = verdict ? verdict.url : end.url;
    if (verdict) {
        // Live, then failed its checks: a failure on GitHub, and the comment says what is live now.
        const description = verdict.liveNow ? 'Failed its checks; rolled back' : 'Failed its checks';
        await github.finish('failure', { description });
    }
    else if (status === 'live') {
        await github.finish('success', url ? { environmentUrl: url } : {});
    }
    else if (status === 'failed' || status === 'timed-out') {
        await github.finish('failure', { description: `Deployment ${status}` });
    }
    else if (status === 'cancelled') {
        await github.finish('error', { description: 'Deployment cancelled' });
    }
    await github.comment({
        ...card,
        ...(url ? { url } : {}),
        ...(verdict?.liveNow ? { liveNow: verdict.liveNow } : {}),
    });
}
function commitLink(context) {
    return { commitUrl: `${context.serverUrl}/${context.owner}/${context.repo}/commit/${context.commitSha}` };
}
/**
 * The checks' verdict, and the GitHub Deployment's last status and comment with it: a deployment that
 * failed its checks is reported as such everywhere, with what is live now. deploy and promote both end here.
 */
async function finishOnGitHub(github, outcome, checked) {
    // Loaded only when checks ran: the checks' modules are not needed to start a deploy.
    const checksReport = checked ? await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(545)]).then(__webpack_require__.bind(__webpack_require__, 61545)) : undefined;
    const verdict = checked && checksReport && outcome.deployment
        ? checksReport.checksVerdict(checked, outcome.deployment)
        : undefined;
    await github.finished({
        status: outcome.status,
        deploymentId: outcome.deployment?.id,
        url: outcome.deployment?.url,
        timeline: outcome.timeline,
        verdict,
    });
    return verdict;
}


/***/ }),

/***/ 92827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/clock.ts
var clock = __webpack_require__(99373);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
// EXTERNAL MODULE: ./src/api/resources/deployments.ts
var deployments = __webpack_require__(59098);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/deploy/redeploy.ts
var redeploy = __webpack_require__(89725);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(46752);
;// CONCATENATED MODULE: ./src/deploy/source-archive.ts




/** Statuses that say the archive is not there any more (a 403 is a storage link that expired). */
const GONE = new Set([403, 404, 410]);
/**
 * Reads the archive a deployment was built from, as the platform serves it to its builds, and hashes
 * it. This is the digest of the bytes a promote ships (not a value carried beside them that could
 * disagree), and the same sha256 the deploy computed when it packed, since the platform stores the
 * upload as sent. The URL is the platform's storage link: no key is sent to it, as the deploy's own
 * upload answer hands it out for builds to fetch.
 */
async function hashServedArchive(url, options) {
    const timeout = (0,clock/* clockTimeout */.S2)(options.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
    try {
        const response = await (0,undici/* request */.Em)(url, { method: 'GET', signal });
        if (GONE.has(response.statusCode)) {
            await response.body.dump();
            return { kind: 'gone', status: response.statusCode };
        }
        if (response.statusCode !== 200) {
            await response.body.dump();
            throw new src_errors/* ActionFailure */.dR(`Reading the source archive at ${url} answered HTTP ${response.statusCode}, so its bytes could not be verified and nothing was promoted; re-run the job.`);
        }
        const hash = (0,external_node_crypto_.createHash)('sha256');
        let bytes = 0;
        for await (const chunk of response.body) {
            hash.update(chunk);
            bytes += chunk.length;
        }
        return { kind: 'served', sha256: hash.digest('hex'), bytes };
    }
    catch (error) {
        if (options.signal?.aborted || error instanceof src_errors/* ActionFailure */.dR)
            throw error;
        const why = timeout.signal.aborted ? 'no complete answer in time' : (0,src_errors/* errorMessage */.gJ)(error);
        throw new src_errors/* ActionFailure */.dR(`Reading the source archive at ${url} failed (${why}), so its bytes could not be verified and nothing was promoted; re-run the job.`);
    }
    finally {
        timeout.clear();
    }
}

;// CONCATENATED MODULE: ./src/deploy/promote.ts






/** The newest deployments of the target looked through: the same-project check and the create's adoption list. */
const LISTED_PAGES = 5;
const shown = (id) => (id.length > 60 ? `${id.slice(0, 60)}…` : id);
/**
 * Finds the verified deployment, checks it can be promoted to `target` and reads the archive it was
 * built from. Only reads: every refusal comes before the step writes anything.
 */
async function planPromote(client, request) {
    const { target, logger, signal } = request;
    const options = signal ? { signal } : {};
    const from = await findSource(client, request.source, options);
    if (from.lifecycle !== 'live' && !(0,redeploy/* wasLive */.Ss)(from)) {
        throw new src_errors/* ConfigurationError */.j1(`Input "source-deployment" names deployment ${from.id}, which is ${from.status || 'in an unknown state'}, not live: only a deployment that went live (and passed its checks) can be promoted; deploy again and promote that deployment once it is live.`, 'source-deployment');
    }
    const listed = await (0,deployments/* listDeployments */.Jn)(client, target.id, { maxPages: LISTED_PAGES, ...options });
    if (from.projectId === target.id || listed.some((d) => d.id === from.id)) {
        throw new src_errors/* ConfigurationError */.j1(`Input "project" is ${shown(target.name ?? target.id)}, the project deployment ${from.id} already belongs to; set it to the project to promote to (e.g. production), not the one that was verified.`, 'project');
    }
    const source = exactSourceOf(from);
    logger.info(`Promoting deployment ${from.id}${from.projectId ? ` of project ${from.projectId}` : ''} to project ${target.id}, built from ${'sourceTarballUrl' in source ? 'its uploaded archive' : `commit ${source.commitSha}`}.`);
    const archive = 'sourceTarballUrl' in source ? await verifiedArchive(from, source.sourceTarballUrl, request) : undefined;
    const previousLiveId = (0,redeploy/* liveDeploymentIdOf */.e_)(target.raw);
    return {
        redeploy: { from, source, knownIds: new Set(listed.map((d) => d.id)) },
        target,
        ...(archive ? { archive } : {}),
        ...(previousLiveId ? { previousLiveId } : {}),
    };
}
async function findSource(client, source, options) {
    if ('liveOf' in source)
        return liveDeploymentOf(client, source.liveOf, options);
    try {
        return await (0,deployments/* getDeployment */.i8)(client, source.id, options);
    }
    catch (error) {
        if (error instanceof errors/* PlatformApiError */.es && error.status === 404) {
            throw new src_errors/* ConfigurationError */.j1(`Input "source-deployment" is ${shown(source.id)}, which the platform does not know; set it to the id of the verified deployment, or to \`live\` with \`source-project\`.`, 'source-deployment');
        }
        throw error;
    }
}
async function liveDeploymentOf(client, project, options) {
    const stated = (0,redeploy/* liveDeploymentIdOf */.e_)(project.raw);
    const found = stated
        ? await (0,deployments/* getDeployment */.i8)(client, stated, options)
        : (await (0,deployments/* listDeployments */.Jn)(client, project.id, { maxPages: 1, ...options })).find((d) => d.lifecycle === 'live' && (0,redeploy/* wasLive */.Ss)(d));
    if (!found) {
        throw new src_errors/* ConfigurationError */.j1(`Input "source-project" is ${shown(project.name ?? project.id)}, which has no live deployment to promote; deploy to it first, or set \`source-deployment\` to the id of a verified deployment.`, 'source-project');
    }
    return found.projectId ? found : { ...found, projectId: project.id };
}
/** The exact source: the uploaded archive or the commit; a branch alone builds whatever it is now. */
function exactSourceOf(from) {
    if (from.sourceUrl)
        return { sourceTarballUrl: from.sourceUrl };
    if (from.commitSha)
        return { commitSha: from.commitSha };
    throw new src_errors/* ConfigurationError */.j1(`Input "source-deployment" names deployment ${from.id}, whose record states neither an uploaded archive nor a commit${from.branch ? ` (only branch ${from.branch}, which builds whatever it holds now)` : ''}, so what was verified cannot be rebuilt exactly; promote a deployment made by the deploy action's upload, or by a commit.`, 'source-deployment');
}
async function verifiedArchive(from, url, request) {
    const timeoutMs = Math.max(1, request.deadline - (0,clock/* currentClock */.q6)().now());
    const served = await hashServedArchive(url, {
        timeoutMs,
        ...(request.signal ? { signal: request.signal } : {}),
    });
    if (served.kind === 'gone') {
        throw new src_errors/* ConfigurationError */.j1(`Input "source-deployment" names deployment ${from.id}, whose source archive the platform no longer serves (HTTP ${served.status}), so its exact bytes cannot be promoted; deploy afresh with the deploy action, verify that deployment, then promote it.`, 'source-deployment');
    }
    request.logger.info(`The source archive of deployment ${from.id}: ${served.bytes} bytes, sha256 ${served.sha256}.`);
    if (request.expectedSha256 !== undefined && request.expectedSha256 !== served.sha256) {
        throw new src_errors/* ConfigurationError */.j1(`Input "archive-sha256" is ${shown(request.expectedSha256)}, but the archive deployment ${from.id} was built from has sha256 ${served.sha256}: it is not what was verified; set \`source-deployment\` to the deployment the verifying stage made, or pass that stage's \`archive-sha256\`.`, 'archive-sha256');
    }
    return served;
}

// EXTERNAL MODULE: ./src/projects/project-input.ts
var project_input = __webpack_require__(61806);
// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __webpack_require__(34200);
// EXTERNAL MODULE: ./src/actions/common/check-step.ts
var check_step = __webpack_require__(59568);
// EXTERNAL MODULE: ./src/actions/common/deploy-github.ts
var deploy_github = __webpack_require__(61404);
// EXTERNAL MODULE: ./src/actions/common/platform-action.ts + 6 modules
var platform_action = __webpack_require__(54088);
// EXTERNAL MODULE: ./src/actions/common/check-inputs.ts
var check_inputs = __webpack_require__(60375);
;// CONCATENATED MODULE: ./src/actions/promote/inputs.ts


const SHA256 = /^[0-9a-f]{64}$/;
/** Every mistake is one sentence naming the input, before any request. */
function readPromoteInputs(inputs) {
    const deployment = inputs.id('source-deployment', 'the id of the verified deployment, or `live`');
    const sourceProject = inputs.optionalId('source-project', "the verified project's id or name");
    if (deployment === 'live' && sourceProject === undefined) {
        throw new src_errors/* ConfigurationError */.j1('Input "source-project" is empty while `source-deployment` is `live`: set it to the verified project (e.g. `shop-staging`), or set `source-deployment` to the id of the verified deployment.', 'source-project');
    }
    const digest = inputs.optional('archive-sha256')?.toLowerCase();
    if (digest !== undefined && !SHA256.test(digest)) {
        throw new src_errors/* ConfigurationError */.j1(`Input "archive-sha256" must be 64 hexadecimal characters (the deploy's \`archive-sha256\` output), not "${digest.length > 70 ? `${digest.slice(0, 70)}…` : digest}".`, 'archive-sha256');
    }
    return {
        sourceDeployment: deployment === 'live' ? undefined : deployment,
        sourceProject,
        project: inputs.id('project', 'the id or name of the project to promote to'),
        expectedSha256: digest,
        dryRun: inputs.boolean('dry-run'),
        timeoutMs: inputs.durationMs('timeout'),
        githubToken: inputs.optional('github-token'),
        environment: inputs.required('environment'),
        githubDeployment: inputs.boolean('github-deployment'),
        checks: (0,check_inputs/* readLiveCheckInputs */.E)(inputs, true),
    };
}

// EXTERNAL MODULE: ./src/deploy/report.ts
var report = __webpack_require__(65505);
// EXTERNAL MODULE: ./src/render/deploy-status.ts
var deploy_status = __webpack_require__(42408);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(42495);
// EXTERNAL MODULE: ./src/render/summary.ts
var summary = __webpack_require__(61692);
;// CONCATENATED MODULE: ./src/actions/promote/report.ts






/** What every outcome says about the source: which deployment, which bytes, the target's previous live one. */
function sourceOutputs(plan) {
    const { from } = plan.redeploy;
    return {
        'source-deployment-id': from.id,
        'archive-sha256': plan.archive?.sha256 ?? '',
        'source-url': from.sourceUrl ?? '',
        'commit-sha': from.sourceUrl ? '' : (from.commitSha ?? ''),
        'previous-deployment-id': plan.previousLiveId ?? '',
    };
}
/** The chain this stage is a link of: commit, bytes, source, target. Every platform value is escaped. */
function chainRows(plan, commitSha) {
    const { from } = plan.redeploy;
    return [
        ['Commit (this run)', { markdown: (0,markdown/* codeSpan */.SS)(commitSha) }],
        [
            'Source deployment',
            `${from.id}${from.projectId ? ` of ${from.projectId}` : ''}${from.url ? ` at ${from.url}` : ''}`,
        ],
        plan.archive
            ? [
                'Archive sha256',
                { markdown: `${(0,markdown/* codeSpan */.SS)(plan.archive.sha256)} (${(0,deploy_status/* formatBytes */.z3)(plan.archive.bytes)})` },
            ]
            : ['Built from', `commit ${from.commitSha ?? ''}`],
        ['Target project', (0,summary/* projectLabel */.QZ)(plan.target.id, plan.target.name)],
        ['Live before', plan.previousLiveId ?? 'nothing'],
    ];
}
/** The target's deployment as soon as it exists, so a later failure or cancellation still names it. */
function reportCreated(outputs, deploymentId) {
    outputs.set('deployment-id', deploymentId);
}
/** The promote stopped (failed, or cancelled) before its deployment's outcome was known. */
function reportStopped(outputs, status) {
    outputs.set('status', status);
}
/** A dry run: the plan as outputs and summary; nothing was written. */
async function reportPlanned(port, outputs, plan, commitSha) {
    outputs.setAll({ ...sourceOutputs(plan), status: 'planned' });
    const what = plan.archive
        ? `archive sha256 ${plan.archive.sha256}`
        : `commit ${plan.redeploy.from.commitSha}`;
    port.info(`Dry run: deployment ${plan.redeploy.from.id} (${what}) would be promoted to project ${plan.target.id}; nothing was written.`);
    await port.appendSummary(`### Promote (dry run)\n\n${(0,markdown/* renderTable */.bo)(['', ''], chainRows(plan, commitSha))}\n\nNothing was written: this is what a run without \`dry-run\` (and with a full key) would promote.\n`);
}
/** The promote's outcome as outputs, the GitHub Deployment's last status, the summary and the step's verdict. */
async function reportPromote({ port, outputs, github }, config, plan, outcome, checked, commitSha) {
    const verdict = await (0,deploy_github/* finishOnGitHub */.Om)(github, outcome, checked);
    const { 'source-url': _, 'archive-sha256': __, ...deployed } = (0,report/* deployOutputs */.gf)(outcome, verdict);
    outputs.setAll({ ...deployed, ...sourceOutputs(plan) });
    await port.appendSummary(`### Promote\n\n${(0,markdown/* renderTable */.bo)(['', ''], chainRows(plan, commitSha))}\n`);
    const { failure, summary } = (0,report/* reportDeployOutcome */.QR)(port, outcome, {
        projectId: plan.target.id,
        projectName: plan.target.name,
        timeoutMs: config.timeoutMs,
        ...(verdict ? { checks: { verdict, failure: checked?.failure } } : {}),
    });
    await port.appendSummary(summary);
    if (outcome.status === 'cancelled')
        throw new src_errors/* CancelledError */.cc(failure ?? 'cancelled');
    if (checked) {
        const checksReport = await __webpack_require__.e(/* import() */ 926).then(__webpack_require__.bind(__webpack_require__, 61545));
        outputs.setAll(checksReport.checksOutputs(checked));
        await port.appendSummary(checksReport.renderChecksReport(checked, config.checks));
    }
    if (failure)
        throw new src_errors/* ActionFailure */.dR(`${failure} It was promoted from deployment ${plan.redeploy.from.id}.`);
    port.info(`Deployment ${outcome.deployment?.id} of project ${plan.target.id}, built from the source of ${plan.redeploy.from.id}, is live at ${outcome.deployment?.url}.`);
}

// EXTERNAL MODULE: ./src/actions/promote/spec.ts
var spec = __webpack_require__(24685);
;// CONCATENATED MODULE: ./src/actions/promote/steps.ts





/** The verified deployment as the inputs name it: an id, or the live one of `source-project`. */
async function promoteSource(client, config, target, lookup) {
    if (config.sourceDeployment !== undefined)
        return { id: config.sourceDeployment };
    const project = await (0,project_input/* resolveProject */.K)(client, config.sourceProject, { ...lookup, input: 'source-project' });
    if (project.id === target.id) {
        throw new src_errors/* ConfigurationError */.j1(`Input "project" names ${target.name ?? target.id}, the same project as \`source-project\`: a promote ships what was verified in one project to another; set \`project\` to the project to promote to.`, 'project');
    }
    return { liveOf: project };
}
/**
 * Creates the target's deployment from the plan's exact source (no pack, no upload) and follows it,
 * its build log folded; a deployment created before a failure is still named and failed on GitHub.
 */
async function promoteInGroup({ port, outputs, client, signal }, plan, stepDeadline, github) {
    return (0,deploy_github/* deployInLogGroup */.wP)(port, github, {
        client,
        projectId: plan.target.id,
        source: { kind: 'promoted', redeploy: plan.redeploy },
        wait: true,
        timeoutMs: Math.max(0, stepDeadline - (0,clock/* currentClock */.q6)().now()),
        signal,
    }, {
        created: (deploymentId) => reportCreated(outputs, deploymentId),
        failed: async (createdId) => {
            const status = signal.aborted ? 'cancelled' : 'failed';
            reportStopped(outputs, status);
            if (createdId)
                await github.finished({ status, deploymentId: createdId });
        },
    });
}

;// CONCATENATED MODULE: ./src/actions/promote/run.ts











const run = (0,platform_action/* platformAction */.Y)(spec/* spec */.I, async (action) => {
    const { port, inputs, context, client, signal } = action;
    const stepStartedAt = (0,clock/* currentClock */.q6)().now();
    const config = readPromoteInputs(inputs);
    (0,redact/* registerSecret */.cl)(config.githubToken);
    const stepDeadline = stepStartedAt + config.timeoutMs;
    const lookup = { logger: port, signal };
    // Every read and refusal first: the target, the source, its archive. The create is the first write.
    const target = await (0,project_input/* resolveProject */.K)(client, config.project, lookup);
    const source = await promoteSource(client, config, target, lookup);
    const plan = await planPromote(client, {
        source,
        target,
        expectedSha256: config.expectedSha256,
        deadline: stepDeadline,
        ...lookup,
    });
    if (config.dryRun)
        return reportPlanned(port, action.outputs, plan, context.commitSha);
    const { from } = plan.redeploy;
    const github = (0,deploy_github/* deployGitHub */.JU)({ ...config, comment: false }, context, target, port, {
        description: `Promoting ${from.id} to ${target.id}`,
        payload: {
            sourceDeploymentId: from.id,
            ...(from.url ? { sourceDeploymentUrl: from.url } : {}),
            ...(plan.archive ? { archiveSha256: plan.archive.sha256 } : {}),
        },
    });
    const outcome = await promoteInGroup(action, plan, stepDeadline, github);
    const checked = await (0,check_step/* checkIfAsked */.c)(port, config, target.id, outcome, stepDeadline, { client, signal });
    await reportPromote({ port, outputs: action.outputs, github }, config, plan, outcome, checked, context.commitSha);
});


/***/ }),

/***/ 24506:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ sitePathProblem)
/* harmony export */ });
/**
 * Why `path` cannot be used, as the end of a sentence ("…, which <problem>"), or undefined.
 * Refused: no leading `/`; a leading `//` (another host); spaces, control characters, backslashes;
 * `#`; `?` unless `rules.query`; `.` and `..` segments, also once %-decoded (any number of times),
 * with `/` or `\` as the separator; a %-escape that does not decode.
 */
function sitePathProblem(path, rules) {
    if (!path.startsWith('/'))
        return 'does not start with "/"';
    if (path.startsWith('//'))
        return 'starts with "//", which would name another host';
    if (hasUnsafeCharacter(path))
        return 'contains a space, a backslash or a control character';
    if (path.includes('#'))
        return 'contains "#", which is never sent to the server';
    const queryAt = path.indexOf('?');
    if (queryAt !== -1 && !rules.query)
        return 'has a query ("?"), which a path prefix cannot match';
    const written = queryAt === -1 ? path : path.slice(0, queryAt);
    const decoded = fullyDecoded(written);
    if (decoded === undefined)
        return 'has a "%" that is not a valid %-escape';
    if (hasDotSegment(decoded))
        return 'has a "." or ".." segment (as written or %-decoded, e.g. %2e%2e or ..%2f), which would leave the site';
    if (hasUnsafeCharacter(decoded) || decoded.startsWith('//'))
        return 'has a %-escape of a backslash, a control character or a leading "//", which servers read as another path';
    if (!rules.query && /[?#]/.test(decoded))
        return 'has a %-escaped "?" or "#", which a path prefix cannot match';
    return undefined;
}
function hasUnsafeCharacter(text) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    return /[\s\u0000-\u001f\u007f-\u009f\\]/.test(text);
}
function hasDotSegment(decoded) {
    return decoded.split(/[/\\]/).some((segment) => segment === '.' || segment === '..');
}
/** `text` with every layer of %-encoding removed; undefined when an escape does not decode. */
function fullyDecoded(text) {
    let current = text;
    // Each round removes one layer; double encoding (%252e) is decoded by some proxies on the way.
    for (let round = 0; round < 5 && current.includes('%'); round++) {
        let next;
        try {
            next = decodeURIComponent(current);
        }
        catch {
            return undefined;
        }
        if (next === current)
            break;
        current = next;
    }
    return current;
}


/***/ })

};
