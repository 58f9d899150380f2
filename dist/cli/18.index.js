export const id = 18;
export const ids = [18];
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

/***/ 33634:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G8: () => (/* binding */ readWorkspaceDeployInputs),
/* harmony export */   bq: () => (/* binding */ workspaceUpload),
/* harmony export */   eP: () => (/* binding */ checkUploadRoot)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _api_upload_form_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97018);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _workspace_deploy_root_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57155);




/**
 * Refuses a `path` that is not a folder of the checkout (a link out of it, an absolute path
 * elsewhere) or is in a `.git`, before any request: packed, it would be served publicly.
 */
function checkUploadRoot(config, workspace) {
    const problem = (0,_workspace_deploy_root_js__WEBPACK_IMPORTED_MODULE_3__/* .deployRootProblem */ .v)(workspace, config.path);
    if (problem)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`Input "path" ("${config.path}") ${problem}.`, 'path');
}
/** What deploy and preview-domain pack and upload: `path` under the workspace, as the inputs say. */
function workspaceUpload(config, workspace, tempDir) {
    checkUploadRoot(config, workspace);
    return {
        kind: 'upload',
        root: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(workspace, config.path),
        exclude: config.exclude,
        tempDir,
        uploadFormat: config.uploadFormat,
        compressionLevel: config.compressionLevel,
    };
}
function readWorkspaceDeployInputs(inputs) {
    return {
        path: inputs.raw('path') || '.',
        exclude: inputs.list('exclude'),
        wait: inputs.boolean('wait'),
        timeoutMs: inputs.durationMs('timeout'),
        uploadFormat: inputs.oneOf('upload-format', _api_upload_form_js__WEBPACK_IMPORTED_MODULE_1__/* .UPLOAD_FORMATS */ .Dq),
        compressionLevel: inputs.integer('compression-level', 0, 9),
    };
}


/***/ }),

/***/ 1153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ readKeyPool)
/* harmony export */ });
/* harmony import */ var _api_secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33465);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(34200);



/** The keys of an `api-keys` pool, each masked before anything can print it. */
function readKeyPool(text) {
    const keys = text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '');
    for (const key of keys)
        for (const part of (0,_api_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .keySecretParts */ .Cx)(key))
            (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .registerSecret */ .cl)(part);
    if (new Set(keys).size !== keys.length) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1('Input "api-keys" names a key twice; give each key of the pool once, one per line.', 'api-keys');
    }
    return keys;
}


/***/ }),

/***/ 44028:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ isManyMode),
/* harmony export */   m: () => (/* binding */ readManyDeployInputs)
/* harmony export */ });
/* harmony import */ var _api_path_params_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53248);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/* harmony import */ var _common_check_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(60375);
/* harmony import */ var _common_deploy_inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33634);
/* harmony import */ var _common_key_pool_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1153);





/** Manifest mode is on when `projects` names keys. */
function isManyMode(inputs) {
    return inputs.list('projects', { commas: true }).length > 0;
}
/**
 * The inputs of manifest mode. What only makes sense for one project (its id, another source, a
 * `path`) is refused rather than silently ignored.
 */
function readManyDeployInputs(inputs) {
    const apiKeys = (0,_common_key_pool_js__WEBPACK_IMPORTED_MODULE_4__/* .readKeyPool */ ._)(inputs.raw('api-keys'));
    const keys = inputs.list('projects', { commas: true });
    const ids = readProjectIds(inputs.optional('project'), keys.length);
    if (inputs.oneOf('source', ['upload', 'repository', 'deployment']) !== 'upload') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1('Input "source" must be `upload` with `projects`: each manifest project uploads its own path; remove `source` or deploy one `project`.', 'source');
    }
    const defaults = (0,_common_deploy_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .readWorkspaceDeployInputs */ .G8)(inputs);
    if (defaults.path !== '.') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1('Input "path" does not apply with `projects`: each project deploys the `path` its manifest entry names; remove `path`.', 'path');
    }
    if (!defaults.wait) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1('Input "wait" must stay `true` with `projects`: the results of the projects are what the report shows; remove `wait: false`.', 'wait');
    }
    return {
        keys,
        ids,
        manifest: inputs.required('manifest', 'set it to the manifest file, e.g. platform.yml'),
        concurrency: inputs.integer('concurrency', 1, 16),
        apiKeys,
        defaults,
        checks: (0,_common_check_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .readLiveCheckInputs */ .E)(inputs, true),
        force: inputs.boolean('force'),
        githubToken: inputs.optional('github-token'),
        githubDeployment: inputs.boolean('github-deployment'),
        previews: inputs.oneOf('previews', ['deploy', 'remove']),
    };
}
/**
 * With `projects`, `project` may carry the ids the projects action resolved (`matrix.project`, one per
 * key, comma-separated), so a leg does not look each name up again: with hundreds of legs, every
 * leg listing the account's projects would cost more requests than the deploys.
 */
function readProjectIds(value, count) {
    if (value === undefined)
        return undefined;
    const ids = value.split(',').map((id) => id.trim());
    if (ids.length !== count || ids.some((id) => (0,_api_path_params_js__WEBPACK_IMPORTED_MODULE_0__/* .segmentProblem */ .ft)(id) !== undefined || /[\s/?#]/.test(id))) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Input "project" must be empty with \`projects\`, or the ${count} project id${count === 1 ? '' : 's'} the projects action planned for them, comma-separated (\`project: \${{ matrix.project }}\`).`, 'project');
    }
    return ids;
}


/***/ }),

/***/ 68018:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/clock.ts
var clock = __webpack_require__(99373);
// EXTERNAL MODULE: ./src/projects/project-input.ts
var project_input = __webpack_require__(61806);
// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __webpack_require__(34200);
// EXTERNAL MODULE: ./src/actions/common/check-step.ts
var check_step = __webpack_require__(59568);
// EXTERNAL MODULE: ./src/actions/common/deploy-github.ts
var deploy_github = __webpack_require__(61404);
// EXTERNAL MODULE: ./src/actions/common/deploy-inputs.ts
var deploy_inputs = __webpack_require__(33634);
// EXTERNAL MODULE: ./src/actions/common/platform-action.ts + 6 modules
var platform_action = __webpack_require__(54088);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/actions/common/check-inputs.ts
var check_inputs = __webpack_require__(60375);
;// CONCATENATED MODULE: ./src/actions/deploy/inputs.ts



/** Everything but api-key and api-url, which readConnection handles first so the key is masked. */
function readDeployInputs(inputs) {
    const source = inputs.oneOf('source', ['upload', 'repository', 'deployment']);
    const deployment = readDeploymentInput(inputs, source);
    const branch = inputs.optional('branch');
    const commitSha = inputs.optional('commit-sha');
    if (commitSha !== undefined && !/^[0-9a-f]{7,40}$/i.test(commitSha)) {
        throw new errors/* ConfigurationError */.j1(`Input "commit-sha" must be a commit hash of 7 to 40 hex digits, not "${commitSha}".`, 'commit-sha');
    }
    if (source !== 'repository' && (branch !== undefined || commitSha !== undefined)) {
        throw new errors/* ConfigurationError */.j1('Inputs "branch" and "commit-sha" only apply to `source: repository`; remove them or set `source: repository`.', 'source');
    }
    const workspace = (0,deploy_inputs/* readWorkspaceDeployInputs */.G8)(inputs);
    return {
        project: inputs.id('project', "a project's id or name", 'set it to the id or name of the platform project to deploy'),
        source,
        deployment,
        branch,
        commitSha,
        ...workspace,
        githubToken: inputs.optional('github-token'),
        environment: inputs.optional('environment'),
        comment: inputs.boolean('comment'),
        githubDeployment: inputs.boolean('github-deployment'),
        checks: (0,check_inputs/* readLiveCheckInputs */.E)(inputs, workspace.wait),
        force: inputs.boolean('force'),
    };
}
function readDeploymentInput(inputs, source) {
    if (source !== 'deployment') {
        if (inputs.optional('deployment') === undefined)
            return undefined;
        throw new errors/* ConfigurationError */.j1('Input "deployment" only applies to `source: deployment`; remove it or set `source: deployment`.', 'deployment');
    }
    const value = inputs.id('deployment', 'a deployment id or `previous`', 'set it to the id of the deployment to redeploy, or to `previous`');
    return value.toLowerCase() === 'previous' ? 'previous' : value;
}

// EXTERNAL MODULE: ./src/deploy/live-guard.ts
var live_guard = __webpack_require__(72309);
// EXTERNAL MODULE: ./src/deploy/live-leg.ts
var live_leg = __webpack_require__(23864);
;// CONCATENATED MODULE: ./src/actions/deploy/live-step.ts


/**
 * Runs the guard before anything is written; when the live commit is newer, drops the packed zip and
 * answers why (report.ts says it everywhere): the run ends there, successfully.
 */
async function supersededByLive({ client, port, context, signal }, config, project, source) {
    const commit = (0,live_leg/* commitToGuard */.EY)(config, context);
    if (commit === undefined)
        return undefined;
    const token = config.githubToken;
    const verdict = await (0,live_guard/* guardAgainstOlder */.T)({
        client,
        projectId: project.id,
        projectRaw: project.raw,
        commit,
        github: (0,live_leg/* guardGitHub */.rb)(token, context),
        environment: config.environment ?? context.defaultEnvironment,
        logger: port,
        signal,
    });
    if (verdict.ship)
        return undefined;
    if (source.kind === 'upload')
        await source.early?.discard();
    return { sentence: (0,live_guard/* supersededSentence */.G)(commit, verdict), url: verdict.liveDeployment.url };
}

// EXTERNAL MODULE: ./src/actions/deploy/many-inputs.ts
var many_inputs = __webpack_require__(44028);
// EXTERNAL MODULE: ./src/deploy/report.ts
var report = __webpack_require__(65505);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(42495);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(48992);
;// CONCATENATED MODULE: ./src/actions/deploy/report.ts





/**
 * Turns a deploy's outcome (and its checks') into the outputs, the GitHub Deployment's last status,
 * the job summary and the step's verdict: the one place the deploy action reports from.
 */
async function reportDeploy({ port, outputs, github }, config, project, outcome, checked) {
    const verdict = await (0,deploy_github/* finishOnGitHub */.Om)(github, outcome, checked);
    outputs.setAll((0,report/* deployOutputs */.gf)(outcome, verdict));
    const { failure, summary } = (0,report/* reportDeployOutcome */.QR)(port, outcome, {
        projectId: project.id,
        projectName: project.name,
        timeoutMs: config.timeoutMs,
        ...(verdict ? { checks: { verdict, failure: checked?.failure } } : {}),
    });
    await port.appendSummary(summary);
    if (outcome.status === 'live' && !verdict)
        port.info(`Deployment ${outcome.deployment?.id} is live at ${outcome.deployment?.url}`);
    if (outcome.redeployedFrom)
        outputs.set('source-deployment-id', outcome.redeployedFrom.id);
    if (outcome.status === 'pending')
        port.info(`Deployment ${outcome.deployment?.id} was created; not waiting for it.`);
    if (outcome.status === 'cancelled')
        throw new errors/* CancelledError */.cc(failure ?? 'cancelled');
    if (checked) {
        const checksReport = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(545)]).then(__webpack_require__.bind(__webpack_require__, 61545));
        outputs.setAll(checksReport.checksOutputs(checked));
        await port.appendSummary(checksReport.renderChecksReport(checked, config.checks));
    }
    if (failure)
        throw new errors/* ActionFailure */.dR(failure);
}
/**
 * Manifest mode's outcome as the `results` and `status` outputs, the job summary and the step's
 * verdict: a row per project (the report job folds every leg's rows into one comment).
 */
async function reportMany({ port, outputs, signal }, run) {
    if (run.kind === 'removed')
        return reportRemoved(port, outputs, run);
    // Loaded only in manifest mode: the manifest's modules (its YAML reader) would slow every deploy's start.
    const { isSuccess, renderResultsTable } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(336), __webpack_require__.e(371)]).then(__webpack_require__.bind(__webpack_require__, 10371));
    const rows = run.rows;
    outputs.set('results', JSON.stringify(rows));
    const failed = rows.filter((row) => !isSuccess(row) && row.status !== 'skipped');
    outputs.set('status', failed.length === 0 ? 'live' : 'failed');
    if (run.kind === 'skipped')
        return;
    await port.appendSummary(`### Deploy of ${(0,src_text/* plural */.LS)(rows.length, 'project')}\n\n${renderResultsTable(rows)}`);
    if (signal.aborted)
        throw new errors/* CancelledError */.cc('The job was cancelled while the projects deployed.');
    if (failed.length > 0) {
        throw new errors/* ActionFailure */.dR(`${failed.length} of ${rows.length} projects did not go live: ${failed.map((row) => `${row.key} (${row.status})`).join(', ')}.`);
    }
}
/** The previews taken down: one row each, and what stays and why (the platform cannot delete a project). */
async function reportRemoved(port, outputs, run) {
    const rows = run.removed.map((removed) => ({
        key: removed.key,
        project: removed.projectId ?? removed.name,
        status: removed.status,
        durationMs: 0,
    }));
    outputs.set('results', JSON.stringify(rows));
    const refused = run.removed.filter((removed) => removed.status === 'refused');
    outputs.set('status', refused.length === 0 ? 'removed' : 'failed');
    const lines = run.removed.map((removed) => {
        const what = removed.status === 'no-preview'
            ? `no preview project named ${removed.name}`
            : `${removed.status === 'removed' ? 'removed' : 'refused'} ${removed.name}${removed.detached ? `, detached ${removed.detached}` : ''}`;
        const kept = removed.kept.length > 0 ? `; kept: ${removed.kept.join('; ')}` : '';
        return `- ${(0,markdown/* escapeMarkdownText */.m4)(`${removed.key}: ${what}${kept}.`)}`;
    });
    for (const line of lines)
        port.info(line.slice(2));
    const title = run.queue ? "The merge group's previews" : "The pull request's previews";
    await port.appendSummary(`### ${title}, removed\n\n${lines.join('\n')}\n`);
    if (refused.length > 0) {
        throw new errors/* ActionFailure */.dR(`Refused to remove ${refused.map((removed) => removed.key).join(', ')}: ${refused.map((removed) => removed.kept.join('; ')).join('; ')}. Set the project's \`preview-domain\` to the preview's own domain.`);
    }
}
/** Nothing shipped because the live commit is newer: the log, the outputs and the summary say so. */
async function reportSuperseded({ port, outputs }, project, superseded) {
    port.info(superseded.sentence);
    outputs.set('status', 'superseded');
    if (superseded.url)
        outputs.set('url', superseded.url);
    // The project's name and the ids come from the platform: shown escaped.
    await port.appendSummary(`### Deploy of ${(0,markdown/* escapeMarkdownText */.m4)(project.name ?? project.id)}: superseded\n\n${(0,markdown/* escapeMarkdownText */.m4)(superseded.sentence)}\n`);
}
/** A deployment created before the run failed is still named in the outputs, as failed. */
function reportCreatedThenFailed(outputs, deploymentId) {
    outputs.setAll({ 'deployment-id': deploymentId, status: 'failed' });
}

// EXTERNAL MODULE: ./src/actions/deploy/spec.ts + 1 modules
var spec = __webpack_require__(74972);
// EXTERNAL MODULE: ./src/deploy/pack-upload.ts + 19 modules
var pack_upload = __webpack_require__(73965);
;// CONCATENATED MODULE: ./src/actions/deploy/steps.ts




/** What to deploy: the workspace packed from now on, an earlier deployment, or a repository's branch. */
function chooseSource(config, { client, port, signal, workspace, tempDir }) {
    if (config.source === 'upload')
        return (0,pack_upload/* packingFromNow */.Iv)(client, (0,deploy_inputs/* workspaceUpload */.bq)(config, workspace, tempDir), port, signal);
    if (config.source === 'deployment')
        return { kind: 'deployment', target: redeployTarget(config.deployment) };
    return { kind: 'repository', branch: config.branch, commitSha: config.commitSha };
}
/**
 * Runs the pipeline with its build log folded under a group; a deployment created before a failure
 * is still named in the outputs and failed on GitHub.
 */
async function deployInGroup({ port, outputs, client, signal, }, config, projectId, source, github) {
    return (0,deploy_github/* deployInLogGroup */.wP)(port, github, { client, projectId, source, wait: config.wait, timeoutMs: config.timeoutMs, signal }, {
        failed: async (createdId) => {
            if (createdId === undefined)
                return;
            reportCreatedThenFailed(outputs, createdId);
            await github.finished({ status: 'failed', deploymentId: createdId });
        },
    });
}
function redeployTarget(deployment) {
    return deployment === undefined || deployment === 'previous'
        ? { previous: true }
        : { id: deployment };
}

;// CONCATENATED MODULE: ./src/actions/deploy/run.ts













const run = (0,platform_action/* platformAction */.Y)(spec/* spec */.I, async (action) => {
    // Manifest mode (several projects) loads its own modules only when asked for.
    if ((0,many_inputs/* isManyMode */.$)(action.inputs)) {
        const { runManifestMode } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(752), __webpack_require__.e(845), __webpack_require__.e(336), __webpack_require__.e(847), __webpack_require__.e(190)]).then(__webpack_require__.bind(__webpack_require__, 17625));
        return reportMany(action, await runManifestMode(action));
    }
    const { port, outputs, inputs, context, client, signal, workspace } = action;
    // The step's time runs from here (the client's deadline is this plus a little to wrap up), so a
    // rollback after the checks gets what is left of it, not the whole `timeout` again.
    const stepStartedAt = (0,clock/* currentClock */.q6)().now();
    const config = readDeployInputs(inputs);
    (0,redact/* registerSecret */.cl)(config.githubToken);
    if (config.source === 'upload')
        (0,deploy_inputs/* checkUploadRoot */.eP)(config, workspace);
    // `project` is an id or a name; it is resolved before any write (the upload is one already), so a
    // wrong one fails first, naming the input. Its request leaves first; packing goes on meanwhile,
    // and only the upload waits for the answer.
    const lookup = (0,project_input/* resolveProject */.K)(client, config.project, { logger: port, signal });
    const source = chooseSource(config, action);
    const project = await lookup.catch(async (error) => {
        if (source.kind === 'upload')
            await source.early?.discard();
        throw error;
    });
    // Never older than live: checked before the first write (the upload), packing meanwhile.
    const superseded = await supersededByLive(action, config, project, source);
    if (superseded)
        return reportSuperseded({ port, outputs }, project, superseded);
    const github = (0,deploy_github/* deployGitHub */.JU)(config, context, project, port);
    const outcome = await deployInGroup(action, config, project.id, source, github);
    // The checks come before the GitHub Deployment's last status and the PR comment, so a deployment
    // that fails its checks is reported there as failed, not as a success.
    const stepDeadline = stepStartedAt + config.timeoutMs;
    const checked = await (0,check_step/* checkIfAsked */.c)(port, config, project.id, outcome, stepDeadline, {
        client,
        signal,
    }).catch(async (error) => {
        if (signal.aborted)
            await github.finished({ status: 'cancelled', deploymentId: outcome.deployment?.id });
        throw error;
    });
    await reportDeploy({ port, outputs, github }, config, project, outcome, checked);
});


/***/ }),

/***/ 72309:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ supersededSentence),
/* harmony export */   T: () => (/* binding */ guardAgainstOlder)
/* harmony export */ });
/* harmony import */ var _api_resources_deployments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59098);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/* harmony import */ var _github_live_commit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80959);
/* harmony import */ var _redeploy_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(89725);




const SHIP = { ship: true };
/**
 * Never older than live: a re-run of an old workflow, or a slow job finishing after a newer one, must
 * not put an older commit over a newer live one (a `concurrency` block serializes deploys, it does
 * not order them). Costs one platform read (none when the project's record says nothing is live)
 * and one GitHub compare, plus one GitHub read of our Deployments when the platform's record of the
 * live deployment states no commit (uploads). When the live commit cannot be known, the deploy ships,
 * and says so: refusing to deploy because of bookkeeping would be worse than the race it guards.
 */
async function guardAgainstOlder(request) {
    const { logger, commit } = request;
    const live = await liveDeployment(request).catch((error) => {
        if (request.signal?.aborted)
            throw error;
        return `the platform did not say (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)})`;
    });
    if (live === undefined)
        return SHIP;
    if (typeof live === 'string')
        return shipUnknown(logger, live);
    if (request.github === undefined)
        return shipUnknown(logger, 'there is no github-token to compare commits');
    let liveCommit = live.commitSha;
    if (liveCommit === undefined) {
        const recorded = await (0,_github_live_commit_js__WEBPACK_IMPORTED_MODULE_2__/* .commitOfPlatformDeployment */ .Vo)(request.github, {
            ...request.github,
            environment: request.environment,
            project: request.projectId,
            platformDeployment: live.id,
        });
        if ('unknown' in recorded)
            return shipUnknown(logger, `live deployment ${live.id} states no commit and ${recorded.unknown}`);
        liveCommit = recorded.sha;
    }
    if (sameCommit(liveCommit, commit))
        return SHIP;
    const ancestry = await (0,_github_live_commit_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCommits */ .kC)(request.github, {
        ...request.github,
        base: liveCommit,
        head: commit,
    });
    if (ancestry.kind === 'unknown') {
        return shipUnknown(logger, `comparing it with live commit ${liveCommit.slice(0, 12)}, ${ancestry.reason}`);
    }
    if (ancestry.status !== 'behind')
        return SHIP;
    return { ship: false, liveCommit, liveDeployment: live };
}
/** The live deployment, undefined when none is, or why it cannot be told. */
async function liveDeployment(request) {
    const { client, projectId, projectRaw, signal } = request;
    const options = signal ? { signal } : {};
    const stated = projectRaw ? statedLiveId(projectRaw) : undefined;
    if (stated === null)
        return undefined;
    if (stated !== undefined)
        return (0,_api_resources_deployments_js__WEBPACK_IMPORTED_MODULE_0__/* .getDeployment */ .i8)(client, stated, options);
    const listed = await (0,_api_resources_deployments_js__WEBPACK_IMPORTED_MODULE_0__/* .listDeployments */ .Jn)(client, projectId, { maxPages: 1, ...options });
    return listed.find((deployment) => deployment.lifecycle === 'live' && (0,_redeploy_js__WEBPACK_IMPORTED_MODULE_3__/* .wasLive */ .Ss)(deployment));
}
/** The live deployment's id as the project's record states it; null when it states none is live. */
function statedLiveId(raw) {
    for (const name of _redeploy_js__WEBPACK_IMPORTED_MODULE_3__/* .CURRENT_LIVE_FIELDS */ .Zv) {
        if (!(name in raw))
            continue;
        const value = raw[name];
        if (value === null)
            return null;
        if (typeof value === 'string' && value !== '')
            return value;
    }
    return undefined;
}
function shipUnknown(logger, why) {
    // Said, not warned: a deploy with `github-deployment: false` would otherwise warn on every run.
    logger.info(`Could not tell which commit is live (${why}), so this deploy ships without that check.`);
    return SHIP;
}
function sameCommit(a, b) {
    const [x, y] = [a.toLowerCase(), b.toLowerCase()];
    return x.startsWith(y) || y.startsWith(x);
}
/** What a superseded deploy says: nothing shipped, and which commit is live. */
function supersededSentence(commit, verdict) {
    return `Nothing shipped: commit ${commit.slice(0, 12)} is older than the live commit ${verdict.liveCommit.slice(0, 12)} (deployment ${verdict.liveDeployment.id}), so deploying it would put older code live; set \`force: true\` to ship it anyway, or roll back with rollback.yml.`;
}


/***/ }),

/***/ 23864:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EY: () => (/* binding */ commitToGuard),
/* harmony export */   S$: () => (/* binding */ projectSuperseded),
/* harmony export */   rb: () => (/* binding */ guardGitHub)
/* harmony export */ });
/* harmony import */ var _live_guard_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72309);

const FULL_SHA = /^[0-9a-f]{40}$/i;
/**
 * The commit a deploy would ship, when the guard applies: production-like runs only (not a pull
 * request's or the merge queue's preview), never `source: deployment` (a deliberate rollback:
 * rollback.yml) nor with `force`.
 */
function commitToGuard(config, context) {
    if (config.force || config.source === 'deployment')
        return undefined;
    if (context.pullRequest !== undefined || context.eventName === 'merge_group')
        return undefined;
    if (config.source === 'repository')
        return config.commitSha;
    return FULL_SHA.test(context.commitSha) ? context.commitSha : undefined;
}
/** The GitHub the guard asks, when the run has a token and a repository. */
function guardGitHub(token, context) {
    return token !== undefined && context.owner !== ''
        ? { token, apiUrl: context.apiUrl, owner: context.owner, repo: context.repo }
        : undefined;
}
/**
 * One manifest project's guard: the superseded sentence when the live commit is newer (the project
 * then writes nothing), else undefined.
 */
async function projectSuperseded(request, config, context) {
    const commit = commitToGuard({ force: config.force, source: 'upload', commitSha: undefined }, context);
    if (commit === undefined)
        return undefined;
    const verdict = await (0,_live_guard_js__WEBPACK_IMPORTED_MODULE_0__/* .guardAgainstOlder */ .T)({
        ...request,
        commit,
        github: guardGitHub(config.githubToken, context),
        environment: 'production',
    });
    if (verdict.ship)
        return undefined;
    return { sentence: (0,_live_guard_js__WEBPACK_IMPORTED_MODULE_0__/* .supersededSentence */ .G)(commit, verdict), url: verdict.liveDeployment.url };
}


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
